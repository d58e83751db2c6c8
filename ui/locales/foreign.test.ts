import { beforeEach, describe, expect, it, vi } from 'vitest'

// The other languages' table of chunks is a chunk of its own: what loads it, and what it is used for.
describe('the other languages’ table of catalogue chunks', () => {
  let tableLoads = 0
  beforeEach(() => {
    vi.resetModules()
    tableLoads = 0
    vi.doMock('./foreign.js', () => {
      tableLoads += 1
      const part = (translation: Record<string, string>) => () => Promise.resolve({ default: translation })
      return {
        FOREIGN_LOADERS: { de: { base: part({ connectWallet: 'Wallet verbinden (Tabelle)' }), errors: part({}) } },
      }
    })
  })

  it('behavior: a visitor in English loads a feature screen’s part without fetching the table', async () => {
    const { loadTranslation, partsSettled } = await import('./load.js')
    expect(await loadTranslation('en', ['base', 'errors', 'swap'])).toEqual({})
    expect(partsSettled('en', ['base', 'errors', 'swap'])).toBe(true)
    expect(tableLoads).toBe(0)
  })

  it('behavior: another language’s parts are the chunks the table names', async () => {
    const { loadTranslation } = await import('./load.js')
    const [base] = await Promise.all([loadTranslation('de', ['base']), loadTranslation('de', ['errors'])])
    expect(base.connectWallet).toBe('Wallet verbinden (Tabelle)')
  })
})
