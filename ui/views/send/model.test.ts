import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sendProjection, type SendState } from '../../../projections/send/send.projection.js'
import type { SendableToken, Sender } from '../../../projections/send/sender.selectors.js'
import { formatUnitsExact } from '../../../src/domain/sendChecks.js'
import { sendModel } from './model.js'

const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ETH: SendableToken = {
  symbol: 'ETH',
  name: 'Ether',
  address: null,
  chainId: 'eip155:1',
  decimals: 18,
  quantity: '1',
  price: 3000,
  value: 3000,
  iconUrl: '',
}
const USDC_TOKEN: SendableToken = {
  symbol: 'USDC',
  name: 'USD Coin',
  address: USDC,
  chainId: 'eip155:1',
  decimals: 6,
  quantity: '5000',
  price: 1,
  value: 5000,
  iconUrl: '',
}
const SENDER: Sender = {
  namespace: 'eip155',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 'eip155:1',
  smartAccount: false,
}
const GWEI = '1000000000'

const form = (over: Partial<SendState> = {}): SendState => ({
  ...sendProjection.initial,
  gasPrice: { chainId: 'eip155:1', wei: GWEI },
  ...over,
})
const usdc = { symbol: 'USDC', address: USDC, chainId: 'eip155:1', decimals: 6 }

describe('send model', () => {
  it('default: the native token unless one is chosen; the fee of a native transfer is 21,000 gas, in USD at the native price; ready once amount and receiver are in', () => {
    const m = sendModel(form({ amount: '0.01', receiverAddress: BOB }), [ETH, USDC_TOKEN], SENDER)
    expect(m.token).toBe(ETH)
    expect(m.gas).toEqual({ priceWei: 10n ** 9n, feeWei: 21_000n * 10n ** 9n, feeUsd: 0.000021 * 3000 })
    expect(m.amountUsd).toBe(30)
    expect(m.receiver).toEqual({ address: BOB, name: null, image: null })
    expect(m).toMatchObject({ amountIssue: null, receiverIssue: null, insufficientGas: false, ready: true })
  })

  it('behavior: an ERC-20 token is budgeted 65,000 gas; Max is its whole balance; a native Max leaves the fee', () => {
    const m = sendModel(form({ token: usdc }), [ETH, USDC_TOKEN], SENDER)
    expect(m.token).toBe(USDC_TOKEN)
    expect(m.gas?.feeWei).toBe(65_000n * 10n ** 9n)
    expect(m.max).toBe('5000')
    expect(sendModel(form(), [ETH], SENDER).max).toBe('0.999979')
    // Without a gas price, the native Max is the whole balance (and the form cannot be sent: SPEC §5).
    const noGas = sendModel(form({ gasPrice: null, amount: '1', receiverAddress: BOB }), [ETH], SENDER)
    expect(noGas.max).toBe('1')
    expect(noGas.form).toMatchObject({
      ok: false,
      error: { message: 'Please enter a valid amount and receiver address' },
    })
    expect(noGas.ready).toBe(false)
  })

  it('behavior (SPEC §5: Insufficient gas is true when network balance is zero or gas price in USD exceeds it; never for smart accounts)', () => {
    const broke = { ...ETH, quantity: '0', value: 0 }
    expect(sendModel(form(), [broke, USDC_TOKEN], SENDER).insufficientGas).toBe(true)
    const dust = { ...ETH, quantity: '0.00001', value: 0.03 }
    expect(sendModel(form({ token: usdc }), [dust, USDC_TOKEN], SENDER).insufficientGas).toBe(true) // fee $0.195
    expect(
      sendModel(form({ token: usdc }), [dust, USDC_TOKEN], { ...SENDER, smartAccount: true }).insufficientGas,
    ).toBe(false)
    expect(sendModel(form({ token: usdc, amount: '1', receiverAddress: BOB }), [dust, USDC_TOKEN], SENDER).ready).toBe(
      false,
    )
    // No price known: only an empty balance counts.
    expect(sendModel(form(), [{ ...ETH, price: 0, value: 0 }], SENDER).insufficientGas).toBe(false)
  })

  it.each<[string, string | null]>([
    ['', 'missing'],
    ['abc', 'invalid'],
    ['0', 'invalid'],
    ['0.0000001', 'decimals'],
    ['5000.000001', 'exceeds'],
    ['5000', null],
  ])('behavior (SPEC §5): the USDC amount %j is %s', (amount, issue) => {
    expect(sendModel(form({ token: usdc, amount }), [ETH, USDC_TOKEN], SENDER).amountIssue).toBe(issue)
  })

  it('behavior: a native amount is sent with its fee out of the same balance', () => {
    expect(sendModel(form({ amount: '1' }), [ETH], SENDER).amountIssue).toBe('exceeds')
    expect(sendModel(form({ amount: '0.999979' }), [ETH], SENDER).amountIssue).toBeNull()
  })

  it("behavior (SPEC §5: mixed case must pass checksum; SPEC §8 'Address is invalid'): the receiver typed, a name while it resolves, one that found nothing", () => {
    const receiver = (receiverAddress: string, lookup: Parameters<typeof sendModel>[3] = null) =>
      sendModel(form({ receiverAddress }), [ETH], SENDER, lookup).receiverIssue
    expect(receiver(BOB)).toBeNull()
    expect(receiver(BOB.toLowerCase().slice(2))).toBeNull()
    expect(receiver(BOB.slice(0, -1) + 'c')).toBe('invalid')
    expect(receiver('0x1234')).toBe('invalid')
    expect(receiver('alice.reown.id')).toBe('resolving')
    expect(receiver('alice.reown.id', { name: 'alice.reown.id', outcome: 'unknown' })).toBe('unknownName')
    expect(receiver('alice.reown.id', { name: 'alice.reown.id', outcome: 'failed' })).toBe('lookupFailed')
    expect(receiver('alice.reown.id', { name: 'bob.reown.id', outcome: 'unknown' })).toBe('resolving')
    const resolved = sendModel(
      form({ receiverAddress: BOB, receiverProfileName: 'bob.reown.id', receiverProfileImage: 'http://x/b.svg' }),
      [ETH],
      SENDER,
    )
    expect(resolved).toMatchObject({
      receiverText: 'bob.reown.id',
      receiverIssue: null,
      receiver: { address: BOB, name: 'bob.reown.id', image: 'http://x/b.svg' },
    })
  })

  it('behavior (SPEC §3 "loading"): a form whose request is with the wallet cannot be sent again', () => {
    expect(sendModel(form({ amount: '0.01', receiverAddress: BOB }), [ETH], SENDER, null, true).ready).toBe(false)
  })

  it('property: Max is never more than the balance, and typing it is a valid amount whenever there is something to send', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 24 }),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.boolean(),
        (decimals, balance, gasWei, native) => {
          const token: SendableToken = {
            ...(native ? ETH : USDC_TOKEN),
            decimals,
            quantity: formatUnitsExact(balance, decimals),
          }
          const tokens = native ? [token] : [ETH, token]
          const chosen = native ? {} : { token: { ...usdc, decimals } }
          const m = sendModel(
            form({ ...chosen, gasPrice: { chainId: 'eip155:1', wei: String(gasWei) } }),
            tokens,
            SENDER,
          )
          expect(m.max).not.toBeNull()
          const typed = sendModel(
            form({ ...chosen, amount: m.max, gasPrice: { chainId: 'eip155:1', wei: String(gasWei) } }),
            tokens,
            SENDER,
          )
          if (typed.amountIssue === null) return
          // Nothing left to send (an empty balance, or a native one under its fee): the Max of 0 is refused.
          expect([m.max, typed.amountIssue]).toEqual(['0', 'invalid'])
        },
      ),
    )
  })
})

describe('send model on Solana', () => {
  const SOL: SendableToken = {
    symbol: 'SOL',
    name: 'Solana',
    address: null,
    chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    decimals: 9,
    quantity: '2',
    price: 150,
    value: 300,
    iconUrl: '',
  }
  const SOLANA_SENDER: Sender = {
    namespace: 'solana',
    address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    chainId: SOL.chainId,
    smartAccount: false,
  }
  const RECEIVER = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'

  it('default: the fee is the base fee of one signature (5,000 lamports), no gas price is needed; a base58 key is a receiver', () => {
    const m = sendModel(form({ gasPrice: null, amount: '0.1', receiverAddress: RECEIVER }), [SOL], SOLANA_SENDER)
    expect(m.gas).toEqual({ priceWei: null, feeWei: 5_000n, feeUsd: 0.000005 * 150 })
    expect(m.receiver).toEqual({ address: RECEIVER, name: null, image: null })
    expect(m).toMatchObject({ amountIssue: null, receiverIssue: null, ready: true })
    // Max leaves the fee.
    expect(m.max).toBe('1.999995')
  })

  it('error: an EVM address or a name is no Solana receiver (no name lookup off EVM)', () => {
    for (const receiverAddress of [BOB, 'vitalik.eth', 'not base58 0OIl']) {
      const m = sendModel(form({ gasPrice: null, amount: '0.1', receiverAddress }), [SOL], SOLANA_SENDER)
      expect(m).toMatchObject({ receiverIssue: 'invalid', receiver: null, ready: false })
    }
  })

  it('error: an amount above the balance less the fee exceeds it', () => {
    const m = sendModel(form({ gasPrice: null, amount: '2', receiverAddress: RECEIVER }), [SOL], SOLANA_SENDER)
    expect(m).toMatchObject({ amountIssue: 'exceeds', ready: false })
  })
})

describe('send model on Bitcoin', () => {
  const CHAIN = 'bip122:000000000933ea01ad0ee984209779ba'
  const BTC: SendableToken = {
    symbol: 'BTC',
    name: 'Bitcoin',
    address: null,
    chainId: CHAIN,
    decimals: 8,
    quantity: '0.0002',
    price: 0,
    value: 0,
    iconUrl: '',
  }
  const BITCOIN_SENDER: Sender = {
    namespace: 'bip122',
    address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    chainId: CHAIN,
    smartAccount: false,
  }
  const RECEIVER = 'tb1qqyqszqgpqyqszqgpqyqszqgpqyqszqgpw0yxjz'
  // Two outputs, 15,000 and 5,000 sats, at 2 sats per vbyte.
  const FEE = { chainId: CHAIN, address: BITCOIN_SENDER.address, rate: 2, outputs: ['5000', '15000'] }
  const btc = (amount: string, over: Partial<SendState> = {}) =>
    sendModel(
      form({ gasPrice: null, amount, receiverAddress: RECEIVER, bitcoinFee: FEE, ...over }),
      [BTC],
      BITCOIN_SENDER,
    )

  it('default: the fee is that of the outputs the transfer will spend at the rate (one input, the receiver and the change: 165 vbytes at 2 = 330 sats), in BTC without a price', () => {
    const m = btc('0.0001')
    expect(m.gas).toEqual({ priceWei: null, feeWei: 330n, feeUsd: null })
    expect(m).toMatchObject({ amountIssue: null, receiverIssue: null, ready: true })
  })

  it('behavior: Max spends every output to the receiver alone (190 vbytes at 2 = 380 sats); typing it is valid and its fee is exactly that; one sat more exceeds', () => {
    const max = btc('').max
    expect(max).toBe('0.0001962')
    expect(btc(max!)).toMatchObject({ amountIssue: null, ready: true, gas: { feeWei: 380n } })
    expect(btc('0.00019621')).toMatchObject({ amountIssue: 'exceeds', ready: false })
  })

  it('behavior: before the outputs and the rate are in (or for another sender), Max is unavailable and the fee unknown, the form still sendable', () => {
    for (const bitcoinFee of [null, { ...FEE, address: RECEIVER }]) {
      const m = btc('0.0001', { bitcoinFee })
      expect(m).toMatchObject({ max: null, gas: null, ready: true })
    }
  })
})
