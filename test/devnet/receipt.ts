// anvil mines an automined transaction a moment after eth_sendTransaction returns its hash
// (measured: about one send in ten has no receipt yet on the next call), so whoever sends
// on the devnet waits for the receipt before relying on the new state.
import type { Hex } from 'viem'

interface RequestClient {
  request(args: { method: 'eth_getTransactionReceipt'; params: [Hex] }): Promise<unknown>
}

/** Thrown when a transaction has no receipt in time. */
export class ReceiptTimeoutError extends Error {
  override name = 'ReceiptTimeoutError'
}

/** Waits (polling every 5 ms, at most `timeoutMs`) for a transaction's receipt and returns its status. */
export async function waitForReceipt(
  client: RequestClient,
  hash: Hex,
  timeoutMs = 10_000,
): Promise<{ status: Hex; blockNumber: Hex }> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = (await client.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
      status: Hex
      blockNumber: Hex
    } | null
    if (receipt) return receipt
    if (Date.now() > deadline) throw new ReceiptTimeoutError(`No receipt for ${hash} after ${timeoutMs} ms.`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}
