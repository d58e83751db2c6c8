import { describe, expect, it } from 'vitest'
import { displayName, MAX_SHOWN_NAME } from './displayName.js'

describe('displayName', () => {
  it('error: bidi controls are removed, so a right-to-left override cannot show evil.eth as hte.live', () => {
    expect(displayName('\u202Ehte.live')).toEqual({ text: 'hte.live', full: 'hte.live' })
    for (const c of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
    ]) {
      expect(displayName(`a${c}b`).text).toBe('ab')
    }
  })

  it('behavior: a long name is cut to the limit with an ellipsis; the full value stays for the title', () => {
    const long = 'x'.repeat(5_000_000)
    const shown = displayName(long)
    expect([...shown.text]).toHaveLength(MAX_SHOWN_NAME)
    expect(shown.text.endsWith('…')).toBe(true)
    expect(shown.full).toBe(long)
    expect(displayName('USDC', 12)).toEqual({ text: 'USDC', full: 'USDC' })
    expect(displayName('😀'.repeat(20), 5).text).toBe('😀😀😀😀…') // cut between characters, not inside a pair
  })
})
