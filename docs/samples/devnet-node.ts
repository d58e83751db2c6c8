import { readBalance, startDevnet } from 'gatehouse-modal/devnet'

// A devnet of its own for a Node test (vitest) or a dev server: fresh chains and services on free 127.0.0.1 ports.
export async function devAccountHoldings() {
  const devnet = await startDevnet()
  try {
    const [first] = devnet.accounts
    return {
      eth: await readBalance(devnet.urls, first!.address), // wei, on Ethereum (chain 1)
      usdc: await readBalance(devnet.urls, first!.address, { chainId: 8453, token: 'USDC' }), // 6 decimals, on Base
    }
  } finally {
    await devnet.stop()
  }
}
