import { describe, expect, it } from 'vitest'
import { FEATURES, isFeatureOn } from './features.js'

describe('features', () => {
  it('default (SPEC §1: all on by default): every feature is on when the app set none', () => {
    expect(FEATURES).toEqual(['swaps', 'onramp', 'receive', 'send', 'email', 'history', 'analytics', 'allWallets'])
    for (const f of FEATURES) expect(isFeatureOn(undefined, f)).toBe(true)
  })

  it('behavior: only an explicit false turns a feature off', () => {
    expect(isFeatureOn({ send: false }, 'send')).toBe(false)
    expect(isFeatureOn({ send: false }, 'receive')).toBe(true)
    expect(isFeatureOn({ send: true }, 'send')).toBe(true)
  })
})
