import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet, type Devnet } from '../start.js'
import { bitcoinDevAccounts } from './keys.js'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ onError: () => {} })
}, 120_000)
afterAll(() => devnet?.stop())

describe('startDevnet: the bitcoin block', () => {
  it('default: the local Bitcoin network for Bitcoin Testnet, its ten deterministic accounts funded with 2 × 0.5 BTC', async () => {
    const { bitcoin } = devnet.info
    expect(bitcoin.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba')
    expect(bitcoin.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(bitcoin.accounts).toEqual(bitcoinDevAccounts())
    for (const account of bitcoin.accounts) {
      const utxos = (await (await fetch(`${bitcoin.apiUrl}/address/${account.payment}/utxo`)).json()) as Array<{
        value: number
        status: { confirmed: boolean }
      }>
      expect(utxos.map((u) => [u.value, u.status.confirmed])).toEqual([
        [50_000_000, true],
        [50_000_000, true],
      ])
      expect(await (await fetch(`${bitcoin.apiUrl}/address/${account.ordinals}/utxo`)).json()).toEqual([])
    }
  })
})
