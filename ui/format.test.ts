import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { formatBalance } from '../src/domain/display.js'
import { accountInfo } from './core/modal.js'
import {
  formatCurrency,
  formatDate,
  formatNumber,
  formatUnits,
  formatUsdCents,
  setFormatLocale,
  shortAddress,
} from './format.js'
import { emptyAccount } from '../projections/account/account.projection.js'

describe('formatUnits', () => {
  it('default: whole units from the smallest unit', () => {
    expect(formatUnits('1234567890000000000', 18)).toBe('1.23456789')
    expect(formatUnits('1', 18)).toBe('0.000000000000000001')
    expect(formatUnits('1000', 3)).toBe('1')
    expect(formatUnits('0', 18)).toBe('0')
    expect(formatUnits('007', 0)).toBe('7')
  })
  it('error: bad input gives 0', () => {
    expect(formatUnits('-1', 18)).toBe('0')
    expect(formatUnits('1.5', 18)).toBe('0')
    expect(formatUnits('12', -1)).toBe('0')
  })
  it('property: formatUnits then parsing gives the value back', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 30 }), (value, decimals) => {
        const [whole, fraction = ''] = formatUnits(value.toString(), decimals).split('.')
        expect(BigInt(`${whole}${fraction.padEnd(decimals, '0')}`)).toBe(value)
      }),
    )
  })
})

describe('useAccount data', () => {
  it('SPEC §9: the balance is floored to 3 decimals', () => {
    const account = {
      ...emptyAccount('eip155'),
      status: 'connected' as const,
      address: '0xabc',
      balance: '1999999999999999999',
      balanceDecimals: 18,
      balanceSymbol: 'ETH',
    }
    expect(accountInfo('eip155', account)).toMatchObject({
      balance: '1.999',
      balanceSymbol: 'ETH',
      isConnected: true,
      address: '0xabc',
    })
    expect(formatBalance(formatUnits('0', 18))).toBe('0.000')
  })
  it('default: nothing connected', () => {
    expect(accountInfo(null, null)).toMatchObject({
      status: 'disconnected',
      isConnected: false,
      address: null,
      balance: null,
    })
  })
  it('default: short addresses', () => {
    expect(shortAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe('0x5290…9EE7')
    expect(shortAddress('short')).toBe('short')
  })
})

const at = Date.UTC(2026, 0, 15, 12, 30)

afterEach(() => setFormatLocale('en'))

describe('Intl formatting in the active locale', () => {
  it('default: English', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5')
    expect(formatUsdCents(123456)).toBe('$1,234.56')
    expect(formatDate(at, { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Jan 15, 2026')
  })

  it.each([
    ['de', 'en'],
    ['fr', 'en'],
    ['ar', 'en'],
    ['ja', 'en'],
    ['fa', 'en'],
  ])('behavior: %s formats numbers, currency and dates as Intl does for it, not as English', (locale) => {
    setFormatLocale(locale)
    expect(formatNumber(1234.5)).toBe(new Intl.NumberFormat(locale).format(1234.5))
    expect(formatCurrency(12.5, 'EUR')).toBe(
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(12.5),
    )
    const options = { dateStyle: 'long', timeZone: 'UTC' } as const
    expect(formatDate(at, options)).toBe(new Intl.DateTimeFormat(locale, options).format(at))
    setFormatLocale('en')
    const english = formatDate(at, options)
    setFormatLocale(locale)
    expect(formatDate(at, options)).not.toBe(english)
  })

  it('behavior: German and French separators and currency placement', () => {
    setFormatLocale('de')
    expect(formatNumber(1234.5)).toBe('1.234,5')
    expect(formatUsdCents(123456)).toBe('1.234,56\u00a0$')
    setFormatLocale('fr')
    expect(formatCurrency(12.5, 'EUR')).toBe('12,50\u00a0€')
  })

  it('error: a date that is not one formats as empty text, a non-finite amount as zero', () => {
    expect(formatDate('not a date')).toBe('')
    expect(formatCurrency(Number.NaN, 'USD')).toBe('$0.00')
  })
})
