import { Keypair, SystemInstruction, Transaction } from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import { Psbt } from 'bitcoinjs-lib'
import { BITCOIN_CAIP_IDS } from '../../src/domain/bitcoin.js'
import { createEvent, type EventOfType } from '../../src/events/index.js'
import { bitcoinDevAccount } from '../../test/devnet/bitcoin/keys.js'
import { effectHarness, fakeRpc, services } from '../../test/helpers/fakeServices.js'
import { prepareTransfer } from './prepareTransfer.js'

const CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const
const FROM = Keypair.generate().publicKey.toBase58()
const TO = Keypair.generate().publicKey.toBase58()
const BLOCKHASH = Keypair.generate().publicKey.toBase58()
const transfer = (requestId: string, over: { to?: string; chainId?: typeof CHAIN } = {}) =>
  createEvent('NativeTransferRequested', { requestId, chainId: CHAIN, from: FROM, to: TO, units: '100000000', ...over })

describe('prepareTransfer', () => {
  it('default: a SOL transfer is built on the latest blockhash, unsigned, paid by the sender, and queued as solana_signAndSendTransaction of the same request', async () => {
    const rpc = fakeRpc((_chain, request) =>
      request.method === 'getLatestBlockhash'
        ? { context: { slot: 5 }, value: { blockhash: BLOCKHASH, lastValidBlockHeight: 150 } }
        : null,
    )
    const t = await effectHarness({ prepareTransfer }, services({ rpc }))
    await t.emit(transfer('r1'))
    // The transaction's library loads on the first send.
    const queued = await vi.waitFor(() => t.last('TxQueued')!.data as EventOfType<'TxQueued'>['data'])
    expect(queued).toMatchObject({
      requestId: 'r1',
      chainId: CHAIN,
      namespace: 'solana',
      method: 'solana_signAndSendTransaction',
    })
    const tx = Transaction.from(Buffer.from((queued.params as { transaction: string }).transaction, 'base64'))
    expect(tx.recentBlockhash).toBe(BLOCKHASH)
    expect(tx.feePayer?.toBase58()).toBe(FROM)
    expect(tx.signatures.every((s) => s.signature === null)).toBe(true)
    expect(tx.instructions).toHaveLength(1)
    const decoded = SystemInstruction.decodeTransfer(tx.instructions[0]!)
    expect(decoded.fromPubkey.toBase58()).toBe(FROM)
    expect(decoded.toPubkey.toBase58()).toBe(TO)
    expect(decoded.lamports).toBe(100_000_000n)
    await t.g.dispose()
  })

  it("error (SPEC §8): a node that fails or answers garbage, or a receiver that is no key, ends the send with 'Failed to send transaction. Please try again.' and queues nothing", async () => {
    let answer: () => unknown = () => Promise.reject(new Error('down'))
    const rpc = fakeRpc(() => answer())
    const t = await effectHarness({ prepareTransfer }, services({ rpc }))
    await t.emit(transfer('r1'))
    answer = () => ({ value: { blockhash: 'x' } })
    await t.emit(transfer('r2'))
    answer = () => ({ context: { slot: 5 }, value: { blockhash: BLOCKHASH, lastValidBlockHeight: 150 } })
    await t.emit(transfer('r3', { to: 'not a key' }))
    await vi.waitFor(() => expect(t.types().filter((type) => type === 'MessageRequested')).toHaveLength(3))
    expect(t.types().filter((type) => type === 'TxQueued')).toEqual([])
    expect(t.seen.filter((e) => e.type === 'MessageRequested').map((e) => e.data)).toEqual(
      Array(3).fill({ message: 'Failed to send transaction. Please try again.', variant: 'error' }),
    )
    await t.g.dispose()
  })

  it('behavior: a BTC transfer is built from the sender’s outputs at the service’s fee rate and queued as signPsbt of the sender’s inputs, to broadcast, caused by the request', async () => {
    const chainId = BITCOIN_CAIP_IDS.testnet
    const [from, to] = [bitcoinDevAccount(0).payment, bitcoinDevAccount(1).payment]
    const asked: string[] = []
    const fetch = async (url: string | URL | Request) => {
      const path = new URL(String(url)).pathname
      asked.push(path)
      const body = path.endsWith('/utxo')
        ? [{ txid: 'ab'.repeat(32), vout: 1, value: 100_000, status: { confirmed: true } }]
        : { '3': 2 }
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    }
    const t = await effectHarness({ prepareTransfer }, services({ rpc: fakeRpc(() => null) }), {
      deps: { fetch: fetch as typeof globalThis.fetch },
    })
    const request = t.g.emit(
      createEvent('NativeTransferRequested', { requestId: 'b1', chainId, from, to, units: '10000' }),
    )
    await vi.waitFor(() => expect(t.types()).toContain('TxQueued'))
    const queued = t.last('TxQueued')!
    expect(queued.causationId).toBe(request)
    const data = queued.data as EventOfType<'TxQueued'>['data']
    expect(data).toEqual({
      requestId: 'b1',
      chainId,
      namespace: 'bip122',
      method: 'signPsbt',
      params: { psbt: expect.any(String), signInputs: { [from]: [0] }, broadcast: true },
      from,
      to,
      value: '10000',
    })
    expect(asked.sort()).toEqual(['/testnet/api/address/' + from + '/utxo', '/testnet/api/fee-estimates'])
    const psbt = Psbt.fromBase64((data.params as { psbt: string }).psbt)
    expect(psbt.txInputs.map((i) => i.index)).toEqual([1])
    // 2 sat/vB × 165 vB; the change back to the sender.
    expect(psbt.txOutputs.map((o) => o.value)).toEqual([10_000n, 100_000n - 10_000n - 330n])
    await t.g.dispose()
  })

  it('error: a send the app cannot build (no RPC, or not Solana or Bitcoin) is SPEC §8’s message, caused by the request', async () => {
    const none = await effectHarness({ prepareTransfer }, services({}))
    const solana = none.g.emit(transfer('r1'))
    await none.emit()
    expect(none.seen.filter((e) => e.type === 'MessageRequested').map((e) => [e.data, e.causationId])).toEqual([
      [{ message: 'Failed to send transaction. Please try again.', variant: 'error' }, solana],
    ])
    await none.g.dispose()
    const evm = await effectHarness({ prepareTransfer }, services({ rpc: fakeRpc(() => null) }))
    const request = evm.g.emit(
      createEvent('NativeTransferRequested', {
        requestId: 'e1',
        chainId: 'eip155:1',
        from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        units: '1',
      }),
    )
    await evm.emit()
    expect(evm.seen.filter((e) => e.type === 'MessageRequested').map((e) => [e.data, e.causationId])).toEqual([
      [{ message: 'Something went wrong', variant: 'error' }, request],
    ])
    expect(evm.types()).not.toContain('TxQueued')
    await evm.g.dispose()
  })
})
