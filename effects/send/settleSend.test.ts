import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { effectHarness, services } from '../../test/helpers/fakeServices.js'
import { sentHash, settleSend } from './settleSend.js'

const HASH = '0x' + 'ab'.repeat(32)
const sent = (requestId = 'r1') => createEvent('SendRequested', { requestId })
const queued = (requestId = 'r1') =>
  createEvent('TxQueued', { requestId, chainId: 'eip155:8453', method: 'eth_sendTransaction', params: [] })
const answered = (t: Awaited<ReturnType<typeof effectHarness>>) =>
  t.types().filter((x) => x === 'TokenSent' || x === 'MessageRequested')

describe('settleSend', () => {
  it("default (SPEC §4 \"EVM success shows 'Transaction started' and resets the send form\"): the hash is TokenSent on the request's chain, then 'Transaction started'", async () => {
    const t = await effectHarness({ settleSend }, services({}))
    await t.emit(sent(), queued(), createEvent('TxSucceeded', { requestId: 'r1', result: HASH }))
    expect(t.last('TokenSent')?.data).toEqual({ chainId: 'eip155:8453', hash: HASH })
    expect(t.last('MessageRequested')?.data).toEqual({ message: 'Transaction started', variant: 'success' })
    expect(answered(t)).toEqual(['TokenSent', 'MessageRequested'])
    await t.g.dispose()
  })

  it("error (SPEC §8 'Something went wrong'): a failed send says so and sends nothing", async () => {
    const t = await effectHarness({ settleSend }, services({}))
    await t.emit(
      sent(),
      queued(),
      createEvent('TxFailed', {
        requestId: 'r1',
        error: { name: 'InternalRpcError', shortMessage: 'nonce too low', code: -32603 },
      }),
    )
    expect(answered(t)).toEqual(['MessageRequested'])
    expect(t.last('MessageRequested')?.data).toEqual({ message: 'Something went wrong', variant: 'error' })
    await t.g.dispose()
  })

  it("error: a rejection, in ApproveTransaction (TxRejected) or in the wallet (4001), is 'Signature declined'", async () => {
    const t = await effectHarness({ settleSend }, services({}))
    await t.emit(sent('a'), queued('a'), createEvent('TxRejected', { requestId: 'a' }))
    await t.emit(
      sent('b'),
      queued('b'),
      createEvent('TxFailed', {
        requestId: 'b',
        error: { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 },
      }),
    )
    expect(t.seen.filter((e) => e.type === 'MessageRequested').map((e) => e.data)).toEqual([
      { message: 'Signature declined', variant: 'error' },
      { message: 'Signature declined', variant: 'error' },
    ])
    expect(t.types()).not.toContain('TokenSent')
    await t.g.dispose()
  })

  it("behavior: other requests (the app's own sends) and a second answer move nothing", async () => {
    const t = await effectHarness({ settleSend }, services({}))
    await t.emit(queued('app'), createEvent('TxSucceeded', { requestId: 'app', result: HASH }))
    await t.emit(
      sent(),
      queued(),
      createEvent('TxSucceeded', { requestId: 'r1', result: HASH }),
      createEvent('TxSucceeded', { requestId: 'r1', result: HASH }),
    )
    expect(answered(t)).toEqual(['TokenSent', 'MessageRequested'])
    await t.g.dispose()
  })

  it("error (SPEC §8): a failed Solana send is 'Failed to send transaction. Please try again.'; its success is TokenSent and 'Transaction started'", async () => {
    const t = await effectHarness({ settleSend }, services({}))
    const chainId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const solana = (requestId: string) =>
      createEvent('TxQueued', { requestId, chainId, method: 'solana_signAndSendTransaction', params: {} })
    await t.emit(
      sent('s1'),
      solana('s1'),
      createEvent('TxFailed', { requestId: 's1', error: { name: 'Error', shortMessage: 'blockhash not found' } }),
    )
    expect(t.last('MessageRequested')?.data).toEqual({
      message: 'Failed to send transaction. Please try again.',
      variant: 'error',
    })
    await t.emit(sent('s2'), solana('s2'), createEvent('TxSucceeded', { requestId: 's2', result: { signature: 'x' } }))
    expect(t.last('TokenSent')?.data).toEqual({ chainId })
    expect(t.last('MessageRequested')?.data).toEqual({ message: 'Transaction started', variant: 'success' })
    await t.g.dispose()
  })

  it('behavior: sentHash reads a hash string, a lower-case 64-hex txid or a Solana signature; null for anything else', () => {
    const txid = 'ab'.repeat(32)
    const signature = base58.encode(new Uint8Array(64).fill(7))
    expect(sentHash(HASH)).toBe(HASH)
    expect(sentHash({ txid })).toBe(txid)
    expect(sentHash({ signature })).toBe(signature)
    for (const result of [
      { txid: 'x' + txid },
      { txid: txid + 'x' },
      { txid: txid.toUpperCase() },
      { txid: 'ab' },
      { txid: [txid] },
      Object.assign(() => undefined, { txid }),
      null,
      undefined,
      42,
    ])
      expect(sentHash(result)).toBeNull()
  })

  it('behavior: TokenSent and its message are caused by the answer; an answer without a hash is TokenSent without a hash field', async () => {
    const t = await effectHarness({ settleSend }, services({}))
    await t.emit(sent(), queued())
    const answer = t.g.emit(createEvent('TxSucceeded', { requestId: 'r1', result: { unexpected: true } }))
    await t.emit()
    expect(Object.keys(t.last('TokenSent')!.data)).toEqual(['chainId'])
    expect(t.last('TokenSent')?.causationId).toBe(answer)
    expect(t.last('MessageRequested')?.causationId).toBe(answer)
    await t.g.dispose()
  })

  it('behavior: while a send waits, another request queued and answered first is not taken for it', async () => {
    const t = await effectHarness({ settleSend }, services({}))
    const other = '0x' + 'cd'.repeat(32)
    await t.emit(
      sent('mine'),
      createEvent('TxQueued', { requestId: 'app', chainId: 'eip155:1', method: 'eth_sendTransaction', params: [] }),
      queued('mine'),
      createEvent('TxSucceeded', { requestId: 'app', result: other }),
      createEvent('TxSucceeded', { requestId: 'mine', result: HASH }),
    )
    expect(t.seen.filter((e) => e.type === 'TokenSent').map((e) => e.data)).toEqual([
      { chainId: 'eip155:8453', hash: HASH },
    ])
    await t.g.dispose()
  })
})
