import { describe, expect, it } from 'vitest'
import { formatMessage } from './messages.js'

describe('the views’ message catalogue', () => {
  it('default: parameters are filled in', () => {
    expect(formatMessage('continueInWallet', { name: 'Amber Wallet' })).toBe('Continue in Amber Wallet')
  })

  it('behavior: counts follow the plural rules (the AllWallets live region says “1 wallet”)', () => {
    expect([0, 1, 2, 40].map((n) => formatMessage('walletsFound', { n }))).toEqual([
      '0 wallets',
      '1 wallet',
      '2 wallets',
      '40 wallets',
    ])
    expect(formatMessage('txCallsHeadline', { n: 1 })).toBe('Approve 1 call')
    expect(formatMessage('txCallsHeadline', { n: 3 })).toBe('Approve 3 calls')
    expect(formatMessage('txDataBytes', { n: 1 })).toBe('1 byte')
    expect(formatMessage('txDataBytes', { n: 68 })).toBe('68 bytes')
  })
})
