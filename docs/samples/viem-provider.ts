import { createWalletClient, custom } from 'viem'
import { mainnet } from 'viem/chains'
import type { Gatehouse } from 'gatehouse-modal'

// viem over Gatehouse's EIP-1193 provider, whatever wallet holds the connection (browser, phone, email or social).
export async function connectWithViem(gatehouse: Gatehouse) {
  const client = createWalletClient({ chain: mainnet, transport: custom(gatehouse.getProvider()) })
  // Opens the modal when nobody is connected, and resolves once the visitor has connected.
  const [address] = await client.requestAddresses()
  return { client, address }
}
