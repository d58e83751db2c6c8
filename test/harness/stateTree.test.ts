// The harness's read-model tree (examples/harness/StateTree.tsx): the open part of the tree as rows.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { flattenTree } from '../../examples/harness/StateTree.js'

const SEP = '\u001f'

describe('flattenTree', () => {
  it('behavior: the read models and their fields are open; deeper branches are one row each until opened', () => {
    const state = {
      wallets: { ids: ['a', 'b'], byId: { a: { name: 'A' }, b: { name: 'B' } } },
      theme: { themeMode: 'dark' },
    }
    const rows = flattenTree(state, new Map())
    expect(rows.map((r) => `${'  '.repeat(r.depth)}${r.key}${r.bracket ?? ''}${r.open ? '+' : ''}`)).toEqual([
      'wallets{+',
      '  ids[+',
      '    0',
      '    1',
      '  byId{+',
      '    a{',
      '    b{',
      'theme{+',
      '  themeMode',
    ])
    expect(rows[5]).toMatchObject({ path: `wallets${SEP}byId${SEP}a`, size: 1, parent: 4, pos: 1, of: 2 })
    expect(rows[8]).toMatchObject({ value: 'dark', parent: 7, pos: 1, of: 1 })
  })

  it('behavior: what the visitor opened or closed wins over the default', () => {
    const state = { wallets: { byId: { a: { name: 'A' } } }, theme: { themeMode: 'dark' } }
    const toggled = new Map([
      ['theme', false],
      [`wallets${SEP}byId${SEP}a`, true],
    ])
    expect(flattenTree(state, toggled).map((r) => r.key)).toEqual(['wallets', 'byId', 'a', 'name', 'theme'])
  })

  it('behavior: a closed branch of 100,000 entries is one row', () => {
    const big = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`w${i}`, { i }]))
    const rows = flattenTree({ wallets: { listing: { byId: big } } }, new Map())
    expect(rows).toHaveLength(2 + 1)
    expect(rows[2]).toMatchObject({ key: 'byId', size: 100_000, open: false })
  })

  it('property: every row but the top ones has an open branch as parent, and rows are in reading order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 4 })), (value) => {
        const rows = flattenTree(value, new Map())
        rows.forEach((row, i) => {
          if (row.depth === 0) expect(row.parent).toBe(-1)
          else {
            const parent = rows[row.parent]!
            expect(row.parent).toBeLessThan(i)
            expect(parent.open).toBe(true)
            expect(parent.depth).toBe(row.depth - 1)
            expect(row.path.startsWith(parent.path + SEP)).toBe(true)
          }
        })
      }),
    )
  })
})
