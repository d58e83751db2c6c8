import { base58 } from '@scure/base'
import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it, vi } from 'vitest'
import { BITCOIN_CAIP_IDS } from '../../src/domain/bitcoin.js'
import { createEvent } from '../../src/events/index.js'
import { effectHarness, fakeRpc, services, settle } from '../../test/helpers/fakeServices.js'
import { RECEIPT_POLL_MS, RECEIPT_TIMEOUT_MS } from '../kit/receipt.js'
import { awaitReceipt } from './awaitReceipt.js'

const HASH = '0x' + 'cd'.repeat(32)
const queued = (requestId: string, method = 'eth_sendTransaction') =>
  createEvent('TxQueued', { requestId, chainId: 'eip155:1', method, params: [] })
const receipts = (t: Awaited<ReturnType<typeof effectHarness>>) =>
  t.seen.filter((e) => e.type === 'TxMined').map((e) => e.data)

/** Runs the virtual clock to `ms` and lets the fake RPC's answers land. */
async function runTo(scheduler: TestScheduler, ms: number) {
  scheduler.maxFrames = ms
  scheduler.flush()
  await settle()
}

describe('awaitReceipt', () => {
  it('default: the receipt of a sent transaction is asked at once, then every second until it is in; then TxMined', async () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    let mined = false
    const rpc = fakeRpc((_chain, request) =>
      request.method === 'eth_getTransactionReceipt' && mined ? { status: '0x1', transactionHash: HASH } : null,
    )
    const t = await effectHarness({ awaitReceipt }, services({ rpc }), { scheduler })
    await t.emit(queued('r1'), createEvent('TxSucceeded', { requestId: 'r1', result: HASH }))
    await runTo(scheduler, 0)
    expect(rpc.calls).toEqual([
      { chainId: 'eip155:1', request: { method: 'eth_getTransactionReceipt', params: [HASH] } },
    ])
    await runTo(scheduler, RECEIPT_POLL_MS)
    expect(rpc.calls).toHaveLength(2)
    expect(receipts(t)).toEqual([])
    mined = true
    await runTo(scheduler, 2 * RECEIPT_POLL_MS)
    expect(receipts(t)).toEqual([{ chainId: 'eip155:1', hash: HASH }])
    await runTo(scheduler, 5 * RECEIPT_POLL_MS)
    expect(rpc.calls).toHaveLength(3)
    await t.g.dispose()
  })

  it('behavior: a failed poll is tried again; after 10 minutes without a receipt it gives up', async () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    let calls = 0
    const rpc = fakeRpc(() => (calls++ === 0 ? Promise.reject(new Error('down')) : null))
    const t = await effectHarness({ awaitReceipt }, services({ rpc }), { scheduler })
    await t.emit(queued('r1'), createEvent('TxSucceeded', { requestId: 'r1', result: HASH }))
    await runTo(scheduler, 0)
    await runTo(scheduler, RECEIPT_POLL_MS)
    expect(calls).toBe(2)
    for (let ms = 2 * RECEIPT_POLL_MS; ms <= RECEIPT_TIMEOUT_MS + 5 * RECEIPT_POLL_MS; ms += 60 * RECEIPT_POLL_MS)
      await runTo(scheduler, ms)
    const made = calls
    expect(made).toBeGreaterThan(2)
    await runTo(scheduler, RECEIPT_TIMEOUT_MS + 60 * RECEIPT_POLL_MS)
    expect(calls).toBe(made)
    expect(receipts(t)).toEqual([])
    expect(t.types()).not.toContain('EffectFailed')
    await t.g.dispose()
  })

  it('behavior: signatures, failed or rejected sends, read-only calls and answers without a hash are not watched', async () => {
    const rpc = fakeRpc(() => ({ status: '0x1' }))
    const t = await effectHarness({ awaitReceipt }, services({ rpc }))
    await t.emit(
      queued('s', 'personal_sign'),
      createEvent('TxSucceeded', { requestId: 's', result: '0x' + '12'.repeat(65) }),
    )
    await t.emit(
      queued('f'),
      createEvent('TxFailed', { requestId: 'f', error: { name: 'X', shortMessage: 'x' } }),
      createEvent('TxSucceeded', { requestId: 'f', result: HASH }),
    )
    await t.emit(queued('n'), createEvent('TxSucceeded', { requestId: 'n', result: 'not a hash' }))
    await t.emit(
      createEvent(
        'TxQueued',
        { requestId: 'e', chainId: 'eip155:1', method: 'eth_sendTransaction' },
        { ephemeral: true },
      ),
    )
    expect(rpc.calls).toEqual([])
    await t.g.dispose()
  })

  it('behavior: nothing without chain RPC', async () => {
    const t = await effectHarness({ awaitReceipt }, services({}))
    await t.emit(queued('r1'), createEvent('TxSucceeded', { requestId: 'r1', result: HASH }))
    expect(receipts(t)).toEqual([])
    await t.g.dispose()
  })

  it("behavior: a Solana transaction the wallet signed and sent is followed by its signature's status until confirmed; then TxMined", async () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    const chainId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const signature = base58.encode(new Uint8Array(64).fill(7))
    let status: unknown = null
    const rpc = fakeRpc((_chain, request) =>
      request.method === 'getSignatureStatuses' ? { context: { slot: 1 }, value: [status] } : null,
    )
    const t = await effectHarness({ awaitReceipt }, services({ rpc }), { scheduler })
    await t.emit(
      createEvent('TxQueued', { requestId: 's1', chainId, method: 'solana_signAndSendTransaction', params: {} }),
      createEvent('TxSucceeded', { requestId: 's1', result: { signature } }),
    )
    await runTo(scheduler, 0)
    expect(rpc.calls).toEqual([{ chainId, request: { method: 'getSignatureStatuses', params: [[signature]] } }])
    status = { slot: 1, confirmations: 0, err: null, confirmationStatus: 'processed' }
    await runTo(scheduler, RECEIPT_POLL_MS)
    expect(receipts(t)).toEqual([])
    status = { slot: 1, confirmations: 1, err: null, confirmationStatus: 'confirmed' }
    await runTo(scheduler, 2 * RECEIPT_POLL_MS)
    expect(receipts(t)).toEqual([{ chainId, hash: signature }])
    await t.g.dispose()
  })

  it('behavior: a broadcast PSBT is followed by its txid’s status at the Bitcoin service until confirmed; then TxMined, caused by the answer', async () => {
    const txid = 'ab'.repeat(32)
    const urls: string[] = []
    const fetch = async (url: string | URL | Request) => {
      urls.push(String(url))
      return new Response(JSON.stringify({ confirmed: true }), { headers: { 'content-type': 'application/json' } })
    }
    const t = await effectHarness({ awaitReceipt }, services({ rpc: fakeRpc(() => null) }), {
      deps: { fetch: fetch as typeof globalThis.fetch },
    })
    const chainId = BITCOIN_CAIP_IDS.mainnet
    const psbt = (requestId: string, method: string, params: unknown) =>
      createEvent('TxQueued', { requestId, chainId, method, params })
    const answer = (requestId: string) => createEvent('TxSucceeded', { requestId, result: { txid } })
    // Signed and kept by the app, or another method that says broadcast: nothing is sent, nothing to follow.
    await t.emit(psbt('kept', 'signPsbt', { psbt: 'x', broadcast: false }), answer('kept'))
    await t.emit(psbt('no-params', 'signPsbt', null), answer('no-params'))
    await t.emit(psbt('other', 'signMessage', { broadcast: true }), answer('other'))
    await t.emit(psbt('sent', 'signPsbt', { psbt: 'x', broadcast: true }))
    const sent = answer('sent')
    const answerId = t.g.emit(sent)
    await vi.waitFor(() => expect(receipts(t)).toEqual([{ chainId, hash: txid }]))
    expect(t.last('TxMined')?.causationId).toBe(answerId)
    expect(urls).toEqual([`https://mempool.space/api/tx/${txid}/status`])
    expect(t.types()).not.toContain('EffectFailed')
    await t.g.dispose()
  })

  it('behavior: a send on a Bitcoin chain the app does not know is not followed, and fails nothing', async () => {
    const urls: string[] = []
    const fetch = async (url: string | URL | Request) => {
      urls.push(String(url))
      return new Response(JSON.stringify({ confirmed: true }), { headers: { 'content-type': 'application/json' } })
    }
    const t = await effectHarness({ awaitReceipt }, services({ rpc: fakeRpc(() => null) }), {
      deps: { fetch: fetch as typeof globalThis.fetch },
    })
    const chainId = 'bip122:00000000000000000000000000000000' as const
    await t.emit(
      createEvent('TxQueued', { requestId: 'r', chainId, method: 'signPsbt', params: { psbt: 'x', broadcast: true } }),
      createEvent('TxSucceeded', { requestId: 'r', result: { txid: 'ab'.repeat(32) } }),
    )
    await settle()
    expect(urls).toEqual([])
    expect(t.types()).not.toContain('EffectFailed')
    await t.g.dispose()
  })

  it('behavior: a signature that looks like a transaction hash, an answer to no known send and a failed send answered later are not watched', async () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    const rpc = fakeRpc(() => ({ status: '0x1' }))
    const t = await effectHarness({ awaitReceipt }, services({ rpc }), { scheduler })
    await t.emit(queued('s', 'eth_signTypedData_v4'), createEvent('TxSucceeded', { requestId: 's', result: HASH }))
    await t.emit(createEvent('TxSucceeded', { requestId: 'unknown', result: HASH }))
    await t.emit(
      queued('f'),
      createEvent('TxFailed', { requestId: 'f', error: { name: 'X', shortMessage: 'x' } }),
      createEvent('TxSucceeded', { requestId: 'f', result: HASH }),
    )
    await t.emit(
      queued('r'),
      createEvent('TxRejected', { requestId: 'r' }),
      createEvent('TxSucceeded', { requestId: 'r', result: HASH }),
    )
    await runTo(scheduler, 5 * RECEIPT_POLL_MS)
    expect(rpc.calls).toEqual([])
    expect(t.types()).not.toContain('EffectFailed')
    await t.g.dispose()
  })

  it('behavior: a Solana send answered without a signature is not watched', async () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    const rpc = fakeRpc(() => ({ context: { slot: 1 }, value: [null] }))
    const t = await effectHarness({ awaitReceipt }, services({ rpc }), { scheduler })
    const chainId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    await t.emit(
      createEvent('TxQueued', { requestId: 's1', chainId, method: 'solana_signAndSendTransaction', params: {} }),
      createEvent('TxSucceeded', { requestId: 's1', result: { signature: 'not base58 of 64 bytes' } }),
    )
    await runTo(scheduler, 5 * RECEIPT_POLL_MS)
    expect(rpc.calls).toEqual([])
    await t.g.dispose()
  })

  it('behavior: without chain RPC nothing is watched and nothing fails', async () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    const t = await effectHarness({ awaitReceipt }, services({}), { scheduler })
    await t.emit(queued('r1'), createEvent('TxSucceeded', { requestId: 'r1', result: HASH }))
    await runTo(scheduler, 5 * RECEIPT_POLL_MS)
    expect(t.types()).toEqual(['TxQueued', 'TxSucceeded'])
    await t.g.dispose()
  })
})
