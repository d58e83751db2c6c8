import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HttpRequestError, InvalidResponseError } from '../errors/thrown.js'
import { createBitcoinChainClient } from './bitcoinChain.js'

const TXID = 'ab'.repeat(32)

/** A client whose service answers `answer(path, init)`. */
function client(answer: (path: string, init?: RequestInit) => Response) {
  const calls: Array<{ path: string; init?: RequestInit }> = []
  const c = createBitcoinChainClient({
    baseUrl: 'http://127.0.0.1:1/api',
    fetch: async (input, init) => {
      const path = new URL(String(input)).pathname
      calls.push({ path, init })
      return answer(path, init)
    },
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  })
  return { c, calls }
}
const json = (value: unknown) =>
  new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } })
const stats = (funded: number, spent: number) => ({ funded_txo_sum: funded, spent_txo_sum: spent, tx_count: 1 })

describe('the Bitcoin chain client (Esplora)', () => {
  it('the balance is funded less spent, confirmed and in the mempool', async () => {
    const { c, calls } = client(() =>
      json({ address: 'tb1q', chain_stats: stats(100_000_000, 30_000), mempool_stats: stats(10_000, 50_000) }),
    )
    expect(await c.balance('tb1qxyz')).toBe(100_000_000n - 30_000n + 10_000n - 50_000n)
    expect(calls[0]!.path).toBe('/api/address/tb1qxyz')
  })

  it('an answer that is not an address summary is InvalidResponseError, never a TypeError', async () => {
    const { c } = client(() => json({ chain_stats: { funded_txo_sum: -1, spent_txo_sum: 0 } }))
    await expect(c.balance('tb1q')).rejects.toBeInstanceOf(InvalidResponseError)
    const { c: c2 } = client(() => json([{ txid: 'nothex', vout: 0, value: 1, status: { confirmed: true } }]))
    await expect(c2.utxos('tb1q')).rejects.toBeInstanceOf(InvalidResponseError)
  })

  it('the fee rate is the nearest target at or above the blocks asked, else the slowest', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: 1008 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 1200 }),
        async (targets, blocks) => {
          const estimates = Object.fromEntries(targets.map((t) => [String(t), t + 0.5]))
          const { c } = client(() => json(estimates))
          const sorted = [...targets].sort((a, b) => a - b)
          const expected = sorted.find((t) => t >= blocks) ?? sorted.at(-1)!
          expect(await c.feeRate(blocks)).toBe(expected + 0.5)
        },
      ),
      { numRuns: 50 },
    )
  })

  it('broadcast posts the raw hex as text and resolves with the txid the service answers', async () => {
    const { c, calls } = client(() => new Response(TXID))
    expect(await c.broadcast('0200')).toBe(TXID)
    expect(calls[0]).toMatchObject({ path: '/api/tx', init: { method: 'POST', body: '0200' } })
  })

  it("a refused broadcast is HttpRequestError carrying the service's reason", async () => {
    const { c } = client(() => new Response('bad-txns-inputs-missingorspent', { status: 400 }))
    const error = await c.broadcast('0200').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status: 400, details: 'bad-txns-inputs-missingorspent' })
  })
})
