import { describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { fetchSwapTokens } from './fetchSwapTokens.js'
import { quoteSwap } from './quoteSwap.js'
import { submitSwap } from './submitSwap.js'
import { RECEIPT_POLL_MS, RECEIPT_TIMEOUT_MS } from '../kit/receipt.js'
import { ADDRESS, convertHandlers, GATE, swapHarness, USDC } from '../../test/helpers/swap.js'
import { effectHarness, services } from '../../test/helpers/fakeServices.js'

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

describe('submitSwap: the answers it waits for', () => {
  it('error: the wallet failing the swap (TxFailed) is SwapFailed with its error, caused by the submit', async () => {
    const t = await swapHarness({ fetchSwapTokens, quoteSwap, submitSwap })
    await quoted(t, { amount: '1' })
    await t.emit(createEvent('SwapRequested', { action: 'submit' }))
    const submit = t.last('SwapRequested')
    expect(queued(t).causationId).toBe(submit?.id)
    const error = { name: 'InternalRpcError', shortMessage: 'An internal error was received.', code: -32603 }
    await t.emit(createEvent('TxFailed', { requestId: queued(t).data.requestId, error }))
    expect(t.last('SwapFailed')?.data).toEqual({ step: 'swap', error })
    expect(t.last('SwapFailed')?.causationId).toBe(submit?.id)
    await t.g.dispose()
  })

  it("behavior: the answer to another request is not the swap's; 'Transaction started' is caused by the submit", async () => {
    const t = await swapHarness({ fetchSwapTokens, quoteSwap, submitSwap })
    await quoted(t, { amount: '1' })
    await t.emit(createEvent('SwapRequested', { action: 'submit' }))
    await t.emit(createEvent('TxSucceeded', { requestId: 'another', result: '0xother' }))
    expect(t.types()).not.toContain('MessageRequested')
    await t.emit(createEvent('TxSucceeded', { requestId: queued(t).data.requestId, result: '0xhash' }))
    expect(t.last('MessageRequested')?.causationId).toBe(t.last('SwapRequested')?.id)
    await t.g.dispose()
  })

  it("behavior: the approval asks build-approve for the pair; once the wallet takes it no 'Transaction started' shows; declined, the failure is at step approve", async () => {
    const t = await swapHarness({ fetchSwapTokens, quoteSwap, submitSwap })
    await quoted(t, { from: GATE, to: USDC, amount: '100' })
    await t.emit(createEvent('SwapRequested', { action: 'submit' }))
    expect(t.api.calls.filter((c) => c.name === 'buildApprove').at(-1)?.call.query).toEqual({
      userAddress: ADDRESS,
      from: GATE.address,
      to: USDC.address,
    })
    await t.emit(createEvent('TxSucceeded', { requestId: queued(t).data.requestId, result: '0xapproved' }))
    expect(t.types()).not.toContain('MessageRequested')
    const second = await swapHarness({ fetchSwapTokens, quoteSwap, submitSwap })
    await quoted(second, { from: GATE, to: USDC, amount: '100' })
    await second.emit(createEvent('SwapRequested', { action: 'submit' }))
    await second.emit(createEvent('TxRejected', { requestId: queued(second).data.requestId }))
    expect(second.last('SwapFailed')?.data).toMatchObject({ step: 'approve', error: { code: 4001 } })
    await t.g.dispose()
    await second.g.dispose()
  })

  it('error: the approval failing to build is SwapFailed at step approve', async () => {
    const handlers = convertHandlers()
    let builds = 0
    const t = await swapHarness(
      { fetchSwapTokens, quoteSwap, submitSwap },
      // The quote's build answers (its gas), the submit's fails.
      {
        ...handlers,
        buildApprove: (call) => (++builds > 1 ? Promise.reject(new Error('down')) : handlers.buildApprove!(call)),
      },
    )
    await quoted(t, { from: GATE, to: USDC, amount: '100' })
    await t.emit(createEvent('SwapRequested', { action: 'submit' }))
    expect(t.last('SwapFailed')?.data).toMatchObject({ step: 'approve' })
    await t.g.dispose()
  })

  it('behavior: a built transaction without a value sends value 0', async () => {
    const t = await swapHarness(
      { fetchSwapTokens, quoteSwap, submitSwap },
      convertHandlers({ buildTransaction: () => ({ tx: { from: 'a', to: 'eip155:1:0xrouter', data: '0x1234' } }) }),
    )
    await quoted(t, { amount: '1' })
    await t.emit(createEvent('SwapRequested', { action: 'submit' }))
    expect(queued(t).data.params).toEqual([{ from: ADDRESS, to: '0xrouter', data: '0x1234', value: '0x0' }])
    await t.g.dispose()
  })

  it('error: a reverted swap says so (SwapRevertedError, "The transaction was reverted")', async () => {
    const t = await swapHarness({ fetchSwapTokens, quoteSwap, submitSwap }, convertHandlers(), { status: '0x0' })
    await quoted(t, { amount: '1' })
    await t.emit(createEvent('SwapRequested', { action: 'submit' }))
    await t.emit(createEvent('TxSucceeded', { requestId: queued(t).data.requestId, result: '0xhash' }))
    t.runTo(2000)
    await t.emit()
    expect(t.last('SwapFailed')?.data).toEqual({
      step: 'swap',
      error: { name: 'SwapRevertedError', shortMessage: 'The transaction was reverted' },
    })
    await t.g.dispose()
  })
})

describe('submitSwap: what is sent', () => {
  it('behavior: retry is not a submit: nothing is sent', async () => {
    const t = await swapHarness({ fetchSwapTokens, submitSwap })
    await t.emit()
    await t.emit(createEvent('SwapRequested', { action: 'retry' }))
    expect(t.types()).not.toContain('SwapFailed')
    expect(t.types()).not.toContain('TxQueued')
    await t.g.dispose()
  })

  it('error: a submit before the quote landed, or while another wallet connects (no account), is SwapNotQuotedError caused by the submit', async () => {
    const t = await swapHarness({ fetchSwapTokens, quoteSwap, submitSwap })
    await t.emit()
    await t.emit(createEvent('SwapFormEdited', { amount: '1' }))
    await t.emit(createEvent('SwapRequested', { action: 'submit' }))
    expect(t.last('SwapFailed')?.data).toEqual({
      step: 'swap',
      error: { name: 'SwapNotQuotedError', shortMessage: 'There is no quote for this swap yet' },
    })
    expect(t.last('SwapFailed')?.causationId).toBe(t.last('SwapRequested')?.id)
    t.runTo(500)
    await t.emit()
    await t.emit()
    // Another wallet being connected: no account, the quote for the form still there.
    await t.emit(createEvent('ConnectRequested', { namespace: 'eip155', connectorId: 'io.other' }))
    expect(t.g.getState().swap.quote).not.toBeNull()
    await t.emit(createEvent('SwapRequested', { action: 'submit' }))
    expect(t.types().filter((x) => x === 'SwapFailed')).toHaveLength(2)
    expect(t.types()).not.toContain('EffectFailed')
    expect(t.types()).not.toContain('TxQueued')
    await t.g.dispose()
  })

  it("error (SPEC §8): a submit off the swap networks is 'Network not supported for Swaps'", async () => {
    const t = await swapHarness({ submitSwap })
    await t.emit(createEvent('NetworkSwitched', { chainId: 'eip155:84532' }))
    await t.emit(createEvent('SwapRequested', { action: 'submit' }))
    expect(t.last('SwapFailed')?.data).toMatchObject({ error: { name: 'SwapsNetworkNotSupportedError' } })
    await t.g.dispose()
  })

  it('default: without the data API a submit does nothing', async () => {
    const t = await effectHarness({ submitSwap }, services({}))
    await t.emit(createEvent('SwapRequested', { action: 'submit' }))
    expect(t.types()).toEqual(['SwapRequested'])
    await t.g.dispose()
  })
})
