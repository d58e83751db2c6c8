import { createGatehouse, type GatehouseConfig } from 'gatehouse-modal'

// What a production app configures: its project id, the services' base URLs, WalletConnect's dapp metadata (the
// public relay is the default) and which wallets to feature.
export const productionConfig: GatehouseConfig = {
  projectId: 'my-app',
  metadata: {
    name: 'My app',
    description: 'Pay with your wallet',
    url: 'https://my.app',
    icons: ['https://my.app/icon.png'],
  },
  endpoints: {
    api: 'https://api.my-services.example', // balances, history, names, swaps, onramp (SPEC §7)
    wallets: 'https://wallets.my-services.example', // the wallet listing behind All Wallets
    frame: 'https://frame.my-services.example', // the secure frame for email and social login
  },
  walletConnect: { relayUrl: 'wss://relay.my-services.example' }, // leave out for the public relay
  wallets: { featured: ['io.metamask', 'com.coinbase.wallet'] },
  rpcUrls: { 'eip155:1': ['https://eth.rpc.example', 'https://eth-backup.rpc.example'] },
}

export const gatehouse = createGatehouse(productionConfig)
