// The devnet's swap desk: what stands behind /v1/convert/* on the devnet. A built
// swap transaction pays the `from` amount to the desk (the treasury, dev account 9);
// when the desk sees that payment on the chain it pays the quoted `to` amount back
// from its own balance. Both legs are real transactions, so balances and history
// change as after a real swap. Quotes come from the devnet price table.
import { encodeFunctionData, erc20Abi, type Address, type Hex } from 'viem'
import { waitForReceipt } from '../receipt.js'
import type { ServerChain, TokenMeta } from './chain.js'

/** A swap the desk waits to be paid for. */
export interface SwapOrder {
  chain: ServerChain
  user: Address
  from: TokenMeta | null
  to: TokenMeta | null
  amount: bigint
  toAmount: bigint
  /** Milliseconds since the epoch when it was built (set by expect()). */
  at?: number
}

/** An order unpaid for this long is dropped (a swap the user never sent). */
const ORDER_TTL_MS = 10 * 60_000

/** Pays swaps out once their first leg is on the chain. */
export class SwapDesk {
  private readonly orders: SwapOrder[] = []
  private readonly settled = new Set<string>()
  private timer: ReturnType<typeof setInterval> | undefined
  private running: Promise<void> = Promise.resolve()

  constructor(
    readonly address: Address,
    private readonly onError: (error: unknown) => void = (error) => console.error('[devnet swap desk]', error),
    private readonly pollMs = 500,
  ) {}

  /** The tokens the desk trades on a chain (besides the native currency). */
  tokens(chain: ServerChain): readonly TokenMeta[] {
    return chain.index.known
  }

  /** Records a swap to pay out when its first leg arrives; polls the chains while any is open. */
  expect(order: SwapOrder): void {
    this.orders.push({ ...order, at: Date.now() })
    this.timer ??= setInterval(() => {
      this.running = this.running.then(() => this.settle()).catch(this.onError)
    }, this.pollMs)
    this.timer.unref?.()
  }

  /** Pays every open order whose payment the chains show. */
  async settle(): Promise<void> {
    for (const chain of new Set(this.orders.map((o) => o.chain))) {
      await chain.index.sync()
      for (const tx of chain.index.transactionsOf(this.address)) {
        if (this.settled.has(tx.hash) || tx.status !== 'confirmed') continue
        for (const transfer of tx.transfers) {
          if (transfer.to.toLowerCase() !== this.address.toLowerCase()) continue
          const i = this.orders.findIndex(
            (o) =>
              o.chain === chain &&
              o.user.toLowerCase() === transfer.from.toLowerCase() &&
              (o.from?.address.toLowerCase() ?? null) === (transfer.token?.address.toLowerCase() ?? null) &&
              o.amount === transfer.amount,
          )
          if (i < 0) continue
          const [order] = this.orders.splice(i, 1)
          this.settled.add(tx.hash)
          await this.payOut(order!)
        }
      }
    }
    const now = Date.now()
    for (let i = this.orders.length - 1; i >= 0; i--) if (now - (this.orders[i]!.at ?? now) > ORDER_TTL_MS) this.orders.splice(i, 1)
    if (this.orders.length === 0) this.stop()
  }

  /** Stops polling (open orders stay unpaid). */
  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
  }

  private async payOut(order: SwapOrder): Promise<Hex> {
    const request = order.to
      ? { from: this.address, to: order.to.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [order.user, order.toAmount] }) }
      : { from: this.address, to: order.user, value: `0x${order.toAmount.toString(16)}` }
    // anvil keeps dev accounts unlocked: eth_sendTransaction signs with the desk's key.
    const hash = (await order.chain.client.request({ method: 'eth_sendTransaction', params: [request] } as never)) as Hex
    await waitForReceipt(order.chain.client as never, hash)
    return hash
  }
}
