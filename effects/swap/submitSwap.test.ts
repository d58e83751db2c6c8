import { describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { fetchSwapTokens } from './fetchSwapTokens.js'
import { quoteSwap } from './quoteSwap.js'
import { submitSwap } from './submitSwap.js'
import { RECEIPT_POLL_MS, RECEIPT_TIMEOUT_MS } from '../kit/receipt.js'
import { ADDRESS, convertHandlers, GATE, swapHarness, USDC } from '../../test/helpers/swap.js'

type Harness = Awaited<ReturnType<typeof swapHarness>>

/** Types `amount` of `from` → `to` and lets the quote land. */
async function quoted(t: Harness, edit: Parameters<typeof createEvent<'SwapFormEdited'>>[1]) {
  await t.emit(createEvent('SwapFormEdited', edit))
  t.runTo(500)
  await t.emit()
  await t.emit()
  expect(t.g.getState().swap.quote).not.toBeUndefined()
}

const queued = (t: Harness) =>
  t.last('TxQueued') as Stamped & { type: 'TxQueued'; data: { requestId: string; params: unknown[] } }

describe('submitSwap', () => {
  it('default: the swap is built with the slippage, sent as TxQueued eth_sendTransaction; the hash → "Transaction started"; mined → TokenSent', async () => {
    const t = await swapHarness({ fetchSwapTokens, quoteSwap, submitSwap })
    await quoted(t, { amount: '1', slippage: '0.5' })
    await t.emit(createEvent('SwapRequested', { action: 'submit' }))
    expect(t.api.calls.filter((c) => c.name === 'buildTransaction').at(-1)?.call.body).toEqual({
      amount: '1000000000000000000',
      eip155: { slippage: '0.5' },
      from: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      to: USDC.address,
      userAddress: `eip155:1:${ADDRESS}`,
    })
    const request = queued(t)
    expect(request.data).toMatchObject({
      chainId: 'eip155:1',
      namespace: 'eip155',
      method: 'eth_sendTransaction',
      from: ADDRESS,
      to: '0xrouter',
      value: '1000000000000000000',
    })
    expect(request.data.params).toEqual([
      { from: ADDRESS, to: '0xrouter', data: '0x7ff36ab5', value: '0xde0b6b3a7640000', gas: '0x249f0' },
    ])
    expect(t.g.getState().swap.action).toBe('submit')
    await t.emit(createEvent('TxSucceeded', { requestId: request.data.requestId, result: '0xhash' }))
    t.runTo(2000)
    await t.emit()
    expect(t.last('MessageRequested')?.data).toEqual({ message: 'Transaction started', variant: 'success' })
    expect(t.rpc.calls[0]).toEqual({
      chainId: 'eip155:1',
      request: { method: 'eth_getTransactionReceipt', params: ['0xhash'] },
    })
    expect(t.last('TokenSent')?.data).toEqual({ chainId: 'eip155:1', hash: '0xhash' })
    // SPEC §4 as for the send form: the swap form resets.
    expect(t.g.getState().swap).toEqual({ amount: '', slippage: '1' })
    await t.g.dispose()
  })

  it('behavior: a short allowance sends the approval first (GET /v1/convert/build-approve), then quotes again with the new allowance', async () => {
    let allowance = '0'
    const t = await swapHarness(
      { fetchSwapTokens, quoteSwap, submitSwap },
      convertHandlers({ allowance: () => ({ allowance }) }),
    )
    await quoted(t, { from: GATE, to: USDC, amount: '100' })
    await t.emit(createEvent('SwapRequested', { action: 'submit' }))
    const approval = queued(t)
    expect(approval.data.params).toEqual([
      { from: ADDRESS, to: USDC.address.split(':')[2], data: '0x095ea7b3', value: '0x0', gas: '0xb3b0' },
    ])
    allowance = (2n ** 256n - 1n).toString()
    await t.emit(createEvent('TxSucceeded', { requestId: approval.data.requestId, result: '0xapproved' }))
    t.runTo(2000)
    await t.emit()
    await t.emit()
    expect(t.g.getState().swap).toMatchObject({ action: null, error: null, quote: { allowance } })
    expect(t.seen.some((e) => e.type === 'TokenSent')).toBe(false)
    await t.g.dispose()
  })

  it('error: rejected in the wallet → SwapFailed 4001 at the step; the form keeps what was typed', async () => {
    const t = await swapHarness({ fetchSwapTokens, quoteSwap, submitSwap })
    await quoted(t, { amount: '1' })
    await t.emit(createEvent('SwapRequested', { action: 'submit' }))
    await t.emit(createEvent('TxRejected', { requestId: queued(t).data.requestId }))
    expect(t.last('SwapFailed')?.data).toEqual({
      step: 'swap',
      error: { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 },
    })
    expect(t.g.getState().swap).toMatchObject({ amount: '1', action: null })
    await t.g.dispose()
  })

  it('error: a reverted swap is SwapRevertedError, no TokenSent', async () => {
    const t = await swapHarness({ fetchSwapTokens, quoteSwap, submitSwap }, convertHandlers(), { status: '0x0' })
    await quoted(t, { amount: '1' })
    await t.emit(createEvent('SwapRequested', { action: 'submit' }))
    await t.emit(createEvent('TxSucceeded', { requestId: queued(t).data.requestId, result: '0xhash' }))
    t.runTo(2000)
    await t.emit()
    expect(t.last('SwapFailed')?.data).toMatchObject({ step: 'swap', error: { name: 'SwapRevertedError' } })
    expect(t.seen.some((e) => e.type === 'TokenSent')).toBe(false)
    await t.g.dispose()
  })

  it('error: a swap not mined within RECEIPT_TIMEOUT_MS is SwapFailed with a TimeoutError, and the next Swap is sent', async () => {
    const t = await swapHarness({ fetchSwapTokens, quoteSwap, submitSwap }, convertHandlers(), null)
    await quoted(t, { amount: '1' })
    await t.emit(createEvent('SwapRequested', { action: 'submit' }))
    await t.emit(createEvent('TxSucceeded', { requestId: queued(t).data.requestId, result: '0xhash' }))
    t.runTo(RECEIPT_TIMEOUT_MS - RECEIPT_POLL_MS)
    await t.emit()
    expect(t.seen.some((e) => e.type === 'SwapFailed')).toBe(false)
    t.runTo(RECEIPT_TIMEOUT_MS + RECEIPT_POLL_MS)
    await t.emit()
    expect(t.last('SwapFailed')?.data).toMatchObject({ step: 'swap', error: { name: 'TimeoutError' } })
    expect(t.seen.some((e) => e.type === 'TokenSent')).toBe(false)
    const first = queued(t).data.requestId
    await t.emit(createEvent('SwapRequested', { action: 'submit' }))
    expect(queued(t).data.requestId).not.toBe(first)
    await t.g.dispose()
  })

  it('error: the build failing (the chain refuses the estimate) is SwapFailed at step swap, nothing is sent', async () => {
    const t = await swapHarness(
      { fetchSwapTokens, quoteSwap, submitSwap },
      convertHandlers({
        buildTransaction: (call) =>
          (call.body as { disableEstimate?: boolean }).disableEstimate
            ? { tx: { from: 'a', to: 'eip155:1:0xrouter', data: '0x', eip155: { gas: '1', gasPrice: '1' } } }
            : Promise.reject(Object.assign(new Error('HTTP status code: 400'), { name: 'HttpRequestError' })),
      }),
    )
    await quoted(t, { amount: '1' })
    await t.emit(createEvent('SwapRequested', { action: 'submit' }))
    expect(t.last('SwapFailed')?.data).toEqual({
      step: 'swap',
      error: { name: 'HttpRequestError', shortMessage: 'HTTP status code: 400' },
    })
    expect(t.seen.some((e) => e.type === 'TxQueued')).toBe(false)
    await t.g.dispose()
  })
})
