import { Keypair, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import type { RpcProvider } from '../../src/api/rpc.js'
import { GatehouseError } from '../../src/errors/GatehouseError.js'
import { solanaTransfer } from './solanaTransfer.js'

const CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const
const FROM = Keypair.generate().publicKey.toBase58()
const TO = Keypair.generate().publicKey.toBase58()
const BLOCKHASH = Keypair.generate().publicKey.toBase58()

/** An RPC provider answering `answer` to every request, recording each request with its options. */
function recordingRpc(answer: unknown) {
  const calls: Array<{ chainId: string; request: unknown; options: unknown }> = []
  const rpc: RpcProvider = {
    network: () => undefined,
    async request(chainId, request, options) {
      calls.push({ chainId, request, options })
      return answer
    },
  }
  return { rpc, calls }
}

/** The typed error a promise rejects with, for its exact data. */
async function rejection(promise: Promise<unknown>): Promise<{ name: string; details: string | undefined }> {
  const error = await promise.then(
    () => new Error('no rejection'),
    (e: unknown) => e,
  )
  if (error instanceof GatehouseError) return { name: error.name, details: error.details }
  throw error
}

describe('solanaTransfer', () => {
  it('behavior: the blockhash is asked at the confirmed commitment, of the transfer’s chain, with the caller’s abort signal', async () => {
    const { rpc, calls } = recordingRpc({
      context: { slot: 5 },
      value: { blockhash: BLOCKHASH, lastValidBlockHeight: 9 },
    })
    const signal = new AbortController().signal
    const wire = await solanaTransfer(rpc, { chainId: CHAIN, from: FROM, to: TO, lamports: 5n }, signal)
    expect(calls).toEqual([
      {
        chainId: CHAIN,
        request: { method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] },
        options: { signal },
      },
    ])
    expect((calls[0]!.options as { signal: AbortSignal }).signal).toBe(signal)
    // Unsigned: the wallet signs it.
    const tx = Transaction.from(Buffer.from(wire, 'base64'))
    expect(tx.signatures.map((s) => s.signature)).toEqual([null])
  })

  it('error: an answer that is no blockhash is an InvalidResponseError that quotes the first 80 characters of the answer', async () => {
    const transfer = { chainId: CHAIN, from: FROM, to: TO, lamports: 5n }
    const signal = new AbortController().signal
    expect(await rejection(solanaTransfer(recordingRpc({ value: { blockhash: 'x' } }).rpc, transfer, signal))).toEqual({
      name: 'InvalidResponseError',
      details: 'getLatestBlockhash: {"value":{"blockhash":"x"}}',
    })
    const long = { value: 'v'.repeat(200) }
    expect(await rejection(solanaTransfer(recordingRpc(long).rpc, transfer, signal))).toEqual({
      name: 'InvalidResponseError',
      details: `getLatestBlockhash: ${JSON.stringify(long).slice(0, 80)}`,
    })
    // JSON.stringify(undefined) is undefined: said as such rather than failing on it.
    expect(await rejection(solanaTransfer(recordingRpc(undefined).rpc, transfer, signal))).toEqual({
      name: 'InvalidResponseError',
      details: 'getLatestBlockhash: undefined',
    })
  })
})
