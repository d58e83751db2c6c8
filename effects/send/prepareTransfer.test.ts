import { Keypair, SystemInstruction, Transaction } from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import { createEvent, type EventOfType } from '../../src/events/index.js'
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
})
