// Waiting for a sent transaction: the chain is asked at once and then every RECEIPT_POLL_MS until it has the
// receipt (or confirmation), one ask at a time, and given up after RECEIPT_TIMEOUT_MS. Virtual time: RxJS's async
// scheduler over vitest's fake timers, so the asks' promises settle between the ticks.
import { asyncScheduler, type Observable } from 'rxjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RpcProvider, RpcRequest } from '../../src/api/rpc.js'
import {
  bitcoinConfirmationOf,
  receiptOf,
  RECEIPT_POLL_MS,
  RECEIPT_TIMEOUT_MS,
  solanaConfirmationOf,
  succeeded,
} from './receipt.js'

/** An RPC answering each ask from `answers` in turn (an Error rejects; the last answer repeats). */
function rpc(answers: unknown[]) {
  const asks: Array<{ chainId: string; request: RpcRequest; signal: AbortSignal | undefined }> = []
  const provider = {
    request: (chainId: string, request: RpcRequest, options?: { signal?: AbortSignal }) => {
      asks.push({ chainId, request, signal: options?.signal })
      const answer = answers.length > 1 ? answers.shift() : answers[0]
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)
    },
  } as unknown as RpcProvider
  return { provider, asks }
}

/** What a stream has done so far. */
function watch(stream: Observable<unknown>) {
  const seen = { values: [] as unknown[], complete: false, error: undefined as unknown }
  const sub = stream.subscribe({
    next: (v) => seen.values.push(v),
    complete: () => (seen.complete = true),
    error: (e: unknown) => (seen.error = e),
  })
  return { seen, sub }
}

describe('waiting for a transaction', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('default: the chain is asked every second and given up after 10 minutes (ours)', () => {
    expect(RECEIPT_POLL_MS).toBe(1_000)
    expect(RECEIPT_TIMEOUT_MS).toBe(600_000)
  })

  it('behavior: receiptOf asks eth_getTransactionReceipt at once and each second until the chain has the receipt, then completes', async () => {
    const receipt = { status: '0x1', blockNumber: '0x5' }
    // Before it is mined the chain answers null; an answer that is not an object (a misbehaving node) is no receipt.
    const { provider, asks } = rpc([null, '0xpending', receipt])
    const { seen } = watch(receiptOf(provider, 'eip155:8453', '0xabc', asyncScheduler))
    await vi.advanceTimersByTimeAsync(0)
    expect(asks).toHaveLength(1)
    expect(asks[0]).toMatchObject({
      chainId: 'eip155:8453',
      request: { method: 'eth_getTransactionReceipt', params: ['0xabc'] },
    })
    expect(asks[0]?.signal).toBeInstanceOf(AbortSignal)
    await vi.advanceTimersByTimeAsync(RECEIPT_POLL_MS - 1)
    expect(asks).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(asks).toHaveLength(2)
    expect(seen.values).toEqual([])
    await vi.advanceTimersByTimeAsync(RECEIPT_POLL_MS)
    expect(seen.values).toEqual([receipt])
    expect(seen.complete).toBe(true)
    await vi.advanceTimersByTimeAsync(5 * RECEIPT_POLL_MS)
    expect(asks).toHaveLength(3)
  })

  it('behavior: a failed ask is asked again at the next tick, not an error', async () => {
    const { provider, asks } = rpc([new Error('429'), { status: '0x0' }])
    const { seen } = watch(receiptOf(provider, 'eip155:1', '0xabc', asyncScheduler))
    await vi.advanceTimersByTimeAsync(0)
    expect(seen.error).toBeUndefined()
    await vi.advanceTimersByTimeAsync(RECEIPT_POLL_MS)
    expect(asks).toHaveLength(2)
    expect(seen.values).toEqual([{ status: '0x0' }])
  })

  it('behavior: an ask still out is not asked again at the next tick', async () => {
    let pending = 0
    const provider = {
      request: () => {
        pending += 1
        return new Promise(() => undefined)
      },
    } as unknown as RpcProvider
    watch(receiptOf(provider, 'eip155:1', '0xabc', asyncScheduler))
    await vi.advanceTimersByTimeAsync(5 * RECEIPT_POLL_MS)
    expect(pending).toBe(1)
  })

  it('behavior: without a receipt in RECEIPT_TIMEOUT_MS the wait completes without a value, and stops asking', async () => {
    const { provider, asks } = rpc([null])
    const { seen } = watch(receiptOf(provider, 'eip155:1', '0xabc', asyncScheduler))
    await vi.advanceTimersByTimeAsync(RECEIPT_TIMEOUT_MS - 1)
    expect(seen.complete).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(seen).toEqual({ values: [], complete: true, error: undefined })
    const asked = asks.length
    await vi.advanceTimersByTimeAsync(10 * RECEIPT_POLL_MS)
    expect(asks).toHaveLength(asked)
  })

  it('behavior: an unsubscribed wait aborts the ask that is out', async () => {
    const { provider, asks } = rpc([new Promise(() => undefined)])
    const { sub } = watch(receiptOf(provider, 'eip155:1', '0xabc', asyncScheduler))
    await vi.advanceTimersByTimeAsync(0)
    sub.unsubscribe()
    expect(asks[0]?.signal?.aborted).toBe(true)
  })

  it('behavior: a Solana signature counts once confirmed or finalized, not processed or unknown', async () => {
    const status = (confirmationStatus: unknown) => ({
      value: [confirmationStatus === undefined ? null : { confirmationStatus }],
    })
    const { provider, asks } = rpc([status(undefined), status('processed'), { value: 'x' }, null, status('confirmed')])
    const { seen } = watch(solanaConfirmationOf(provider, 'solana:devnet', 'sig1', asyncScheduler))
    await vi.advanceTimersByTimeAsync(3 * RECEIPT_POLL_MS)
    expect(seen.values).toEqual([])
    await vi.advanceTimersByTimeAsync(RECEIPT_POLL_MS)
    expect(seen.values).toEqual([status('confirmed')])
    expect(asks[0]).toMatchObject({
      chainId: 'solana:devnet',
      request: { method: 'getSignatureStatuses', params: [['sig1']] },
    })
    const finalized = rpc([status('finalized')])
    const second = watch(solanaConfirmationOf(finalized.provider, 'solana:devnet', 'sig2', asyncScheduler))
    await vi.advanceTimersByTimeAsync(0)
    expect(second.seen.values).toHaveLength(1)
  })

  it('behavior: a Bitcoin transaction counts once the chain service says true, asked with its txid and a signal', async () => {
    const asked: Array<[string, AbortSignal]> = []
    const answers = [false, 'true', true]
    const client = {
      confirmed: (txid: string, signal: AbortSignal) => {
        asked.push([txid, signal])
        return Promise.resolve(answers.shift() as boolean)
      },
    }
    const { seen } = watch(bitcoinConfirmationOf(client, 'tx1', asyncScheduler))
    await vi.advanceTimersByTimeAsync(RECEIPT_POLL_MS)
    expect(seen.values).toEqual([])
    await vi.advanceTimersByTimeAsync(RECEIPT_POLL_MS)
    expect(seen.values).toEqual([true])
    expect(asked.map(([txid]) => txid)).toEqual(['tx1', 'tx1', 'tx1'])
    expect(asked[0]?.[1]).toBeInstanceOf(AbortSignal)
  })
})

describe('succeeded', () => {
  it('behavior: EIP-658 status 1, as hex or number, is success; anything else is not', () => {
    expect(succeeded({ status: '0x1' })).toBe(true)
    expect(succeeded({ status: 1 })).toBe(true)
    for (const status of ['0x0', 0, '1', true, undefined]) expect(succeeded({ status })).toBe(false)
  })
})
