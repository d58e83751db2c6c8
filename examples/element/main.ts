// A page without React: gatehouse-modal/element's <gatehouse-button> and <gatehouse-modal> on the devnet, with the devnet's
// test browser wallet. The page's own script reads the account from the Gatehouse's state, as any script can.
import { createGatehouse, defineGatehouseElements } from 'gatehouse-modal/element'
import { devnet, devnetRpcUrls, supportedNetworks } from '../devnet.js'
import { installTestWallet } from '../../test/devnet/wallet/index.js'

// The devnet's test browser wallet, announced over EIP-6963 before Gatehouse looks for wallets.
installTestWallet({ chains: devnet.chains, accounts: devnet.accounts })

const gatehouse = createGatehouse({
  projectId: devnet.projectId,
  // A log of its own: the demo on the same origin keeps its own.
  log: { name: `gatehouse:${devnet.projectId}:element` },
  endpoints: { api: devnet.api, wallets: devnet.wallets, frame: devnet.frame },
  rpcUrls: devnetRpcUrls,
  networks: { requested: supportedNetworks },
  walletConnect: { relayUrl: devnet.walletConnect.relayUrl },
})
defineGatehouseElements(gatehouse)

const shown = document.getElementById('account')!
const show = () => {
  shown.textContent = gatehouse.getState().account.byNamespace.eip155?.address ?? 'not connected'
}
show()
gatehouse.subscribe(show)
