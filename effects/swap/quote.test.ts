import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ApiCall } from '../../src/api/client.js'
import type { ApiPathName } from '../../src/api/schemas.js'
import { InvalidResponseError } from '../../src/errors/thrown.js'
import { fakeApi } from '../../test/helpers/fakeServices.js'
import { ADDRESS, convertHandlers, ETH, GATE, USDC } from '../../test/helpers/swap.js'
import { InsufficientLiquidityError } from './errors.js'
import { fetchQuote, wholeNumber, type QuoteRequest } from './quote.js'

const request: QuoteRequest = {
  chainId: 'eip155:1',
  address: ADDRESS,
  from: ETH,
  to: USDC,
  units: 10n ** 18n,
  slippage: '0.5',
  nativeSymbol: 'ETH',
}
type Handler = (call: ApiCall<ApiPathName>) => unknown
const quoteWith = (overrides: Partial<Record<ApiPathName, Handler>> = {}, r: QuoteRequest = request) => {
  const api = fakeApi(convertHandlers(overrides))
  const signal = new AbortController().signal
  return { api, signal, quote: fetchQuote(api, r, signal) }
}
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as InvalidResponseError,
  )

describe('wholeNumber', () => {
  it('behavior: a decimal string or number stands as it is; a 0x hex quantity (1 to 64 digits) becomes decimal', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (n) => {
        expect(wholeNumber(n.toString(), 'x')).toBe(n.toString())
        expect(wholeNumber(`0x${n.toString(16)}`, 'x')).toBe(n.toString())
        expect(wholeNumber(`0x${n.toString(16).toUpperCase()}`, 'x')).toBe(n.toString())
      }),
    )
    expect(wholeNumber(42, 'x')).toBe('42')
  })

  it.each(['', 'abc', '1.5', '-1', '01', ' 0x10', '0x10 ', '0x', '0xzz', `0x${'f'.repeat(65)}`])(
    'error: %j is InvalidResponseError naming the field',
    (text) => {
      expect(() => wholeNumber(text, 'field')).toThrow(InvalidResponseError)
      expect(() => wholeNumber(text, 'field')).toThrow(`field: not a whole number: ${text}`)
    },
  )

  it('error: the text quoted is cut at 80 characters', () => {
    const error = (() => {
      try {
        return wholeNumber('z'.repeat(200), 'field')
      } catch (e) {
        return e as InvalidResponseError
      }
    })() as InvalidResponseError
    expect(error.details).toBe(`field: not a whole number: ${'z'.repeat(80)}`)
  })
})

describe('fetchQuote', () => {
  it("default: the gas price of the network, then the prices of both tokens and the native currency, each call with the caller's signal", async () => {
    const { api, signal, quote } = quoteWith()
    await quote
    expect(api.calls[0]).toEqual({ name: 'gasPrice', call: { query: { chainId: 'eip155:1' }, signal } })
    expect(api.calls.find((c) => c.name === 'fungiblePrice')?.call).toEqual({
      body: { currency: 'usd', addresses: [ETH.address, USDC.address, `eip155:1:${ETH.address.slice(-42)}`] },
      signal,
    })
    expect(api.calls.every((c) => c.call.signal === signal)).toBe(true)
  })

  it('behavior: an allowance exactly the amount needs no approval: the gas is the swap transaction’s', async () => {
    const { api, quote } = quoteWith({ allowance: () => ({ allowance: (10n ** 18n).toString() }) })
    expect((await quote).gas).toBe('150000')
    expect(api.calls.map((c) => c.name)).not.toContain('buildApprove')
  })

  it('behavior: a short allowance asks for the approval of the router for this pair', async () => {
    const { api, signal, quote } = quoteWith({}, { ...request, from: GATE })
    expect((await quote).gas).toBe('46000')
    expect(api.calls.find((c) => c.name === 'buildApprove')?.call).toEqual({
      query: { userAddress: ADDRESS, from: GATE.address, to: USDC.address },
      signal,
    })
  })

  it('behavior: without prices (the call failed, or a symbol is missing) the quote stands with 0 USD', async () => {
    expect((await quoteWith({ fungiblePrice: () => Promise.reject(new Error('down')) }).quote).usd).toEqual([0, 0, 0])
    const onlyEth = { fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 }] }
    expect((await quoteWith({ fungiblePrice: () => onlyEth }).quote).usd).toEqual([3000, 0, 3000])
  })

  it('behavior: a transaction built without gas has gas 0', async () => {
    const tx = { from: `eip155:1:${ADDRESS}`, to: 'eip155:1:0xrouter', data: '0x', value: '0' }
    expect((await quoteWith({ buildTransaction: () => ({ tx }) }).quote).gas).toBe('0')
  })

  it('error: no quote is InsufficientLiquidityError naming the pair and amount', async () => {
    const error = await failure(quoteWith({ swapQuotes: () => ({ quotes: [] }) }).quote)
    expect(error).toBeInstanceOf(InsufficientLiquidityError)
    expect(error).toMatchObject({
      shortMessage: 'Insufficient liquidity',
      details: `ETH → USDC, ${10n ** 18n} units`,
    })
  })

  it('error: a malformed number names the field it came in', async () => {
    const bad = 'not-a-number'
    const fields: Array<[Partial<Record<ApiPathName, Handler>>, string]> = [
      [{ gasPrice: () => ({ standard: bad, fast: '1', instant: '1' }) }, '/v1/convert/gas-price standard'],
      [{ swapQuotes: () => ({ quotes: [{ id: 'q', toAmount: bad }] }) }, '/v1/convert/quotes toAmount'],
      [{ allowance: () => ({ allowance: bad }) }, '/v1/convert/allowance'],
      [{ buildTransaction: () => ({ tx: { eip155: { gas: bad } } }) }, 'tx.eip155.gas'],
    ]
    for (const [overrides, field] of fields) {
      const error = await failure(quoteWith(overrides).quote)
      expect(error?.details).toBe(`${field}: not a whole number: ${bad}`)
    }
  })
})
