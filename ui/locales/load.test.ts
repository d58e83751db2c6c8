import { describe, expect, it } from 'vitest'
import { loadTranslation, partsSettled } from './load.js'

describe('loadTranslation', () => {
  it('default: English has nothing to load and is always settled', async () => {
    expect(await loadTranslation('en')).toEqual({})
    expect(partsSettled('en', ['base', 'swap'])).toBe(true)
  })

  it('behavior: loads only the parts asked for, and resolves to everything of the locale loaded so far', async () => {
    expect(partsSettled('ko', ['base'])).toBe(false)
    const base = await loadTranslation('ko', ['base', 'errors'])
    expect(partsSettled('ko', ['base', 'errors'])).toBe(true)
    expect(partsSettled('ko', ['swap'])).toBe(false)
    expect(base.connectWallet).toBe('지갑 연결')
    expect(base.swapFlip).toBeUndefined()
    const withSwap = await loadTranslation('ko', ['swap'])
    expect(partsSettled('ko', ['base', 'errors', 'swap'])).toBe(true)
    // The base stays in what a later part's load resolves to, so applying it keeps the screens already translated.
    expect(withSwap.connectWallet).toBe('지갑 연결')
    expect(withSwap.swapFlip).toBe('토큰 위치 바꾸기')
  })
})
