import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatBalance } from '../src/domain/display.js'
import { accountInfo } from './core/modal.js'
import { formatUnits, shortAddress } from './format.js'
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
