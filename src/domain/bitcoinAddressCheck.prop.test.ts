// The send form's Bitcoin address check (by encoding alone) against bitcoinjs-lib's, which builds the transaction:
// every address bitcoinjs-lib makes passes, on its own network only, and an address with one character changed is
// accepted exactly when bitcoinjs-lib accepts it.
import * as ecc from '@bitcoinerlab/secp256k1'
import { address, initEccLib, networks, payments } from 'bitcoinjs-lib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkBitcoinAddress } from './addressChecks.js'

initEccLib(ecc)

const NETWORKS = { mainnet: networks.bitcoin, testnet: networks.testnet } as const
type Net = keyof typeof NETWORKS
const bytes = (n: number) => fc.uint8Array({ minLength: n, maxLength: n })
// x-only keys on the curve, for taproot outputs.
const xOnly = bytes(32).filter((b) => ecc.isXOnlyPoint(b))

const arbAddress = fc.constantFrom<Net>('mainnet', 'testnet').chain((net) =>
  fc
    .oneof(
      bytes(20).map((hash) => payments.p2wpkh({ hash, network: NETWORKS[net] }).address!),
      bytes(32).map((hash) => payments.p2wsh({ hash, network: NETWORKS[net] }).address!),
      xOnly.map((pubkey) => payments.p2tr({ pubkey, network: NETWORKS[net] }).address!),
      bytes(20).map((hash) => payments.p2pkh({ hash, network: NETWORKS[net] }).address!),
      bytes(20).map((hash) => payments.p2sh({ hash, network: NETWORKS[net] }).address!),
    )
    .map((a) => ({ net, address: a })),
)

const bitcoinjsAccepts = (text: string, net: Net) => {
  try {
    address.toOutputScript(text, NETWORKS[net])
    return true
  } catch {
    return false
  }
}

describe('checkBitcoinAddress', () => {
  it('property: every address bitcoinjs-lib makes passes on its network and fails on the other', () => {
    fc.assert(
      fc.property(arbAddress, ({ net, address: a }) => {
        expect(checkBitcoinAddress(a, net).ok).toBe(true)
        expect(checkBitcoinAddress(a, net === 'mainnet' ? 'testnet' : 'mainnet').ok).toBe(false)
      }),
    )
  })

  it('property: with one character changed, it agrees with bitcoinjs-lib', () => {
    const alphabet = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
    fc.assert(
      fc.property(arbAddress, fc.nat(), fc.constantFrom(...alphabet), ({ net, address: a }, at, c) => {
        const i = at % a.length
        const mutated = a.slice(0, i) + c + a.slice(i + 1)
        expect(checkBitcoinAddress(mutated, net).ok).toBe(bitcoinjsAccepts(mutated, net))
      }),
      { numRuns: 300 },
    )
  })

  it('error: anything that is not an address string is refused with the typed error', () => {
    for (const input of [undefined, null, 42, '', 'tb1', 'x'.repeat(100), 'TB1QW508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'])
      expect(checkBitcoinAddress(input, 'testnet')).toMatchObject({ ok: false, error: { id: 'addressInvalid' } })
  })
})
