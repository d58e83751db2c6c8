import { describe, expect, it } from 'vitest'
import { filterHistory, historyQuery, requireAccountAddress, type HistoryItem } from './history.js'

const item = (id: string, chain: string, spam: (boolean | undefined)[]): HistoryItem => ({
  id,
  metadata: { minedAt: '2026-01-01T00:00:00Z', chain },
  transfers: spam.map((s) => (s === undefined ? {} : { nft_info: { flags: { is_spam: s } } })),
})

describe('history rules', () => {
  it.each([[undefined], [''], [null]])(
    'SPEC §5 / §8: needs an account address: "Transactions can\'t be fetched without an accountAddress" (%s)',
    (a) => {
      expect(requireAccountAddress(a)).toMatchObject({
        ok: false,
        error: { message: "Transactions can't be fetched without an accountAddress" },
      })
    },
  )
  it('SPEC §5: an account address passes', () =>
    expect(requireAccountAddress('0xab')).toEqual({ ok: true, value: '0xab' }))

  it.each([
    [[true, true], false],
    [[true, false], true],
    [[true, undefined], true],
    [[], true],
    [[false], true],
  ])('SPEC §5: transactions whose transfers are all NFT spam are hidden (%j → kept %s)', (spam, kept) => {
    expect(filterHistory([item('a', 'eip155:1', spam)], 'eip155:1').length).toBe(kept ? 1 : 0)
  })

  it('SPEC §5: only those on the active network are kept', () => {
    const items = [item('a', 'eip155:1', []), item('b', 'eip155:8453', []), item('c', 'eip155:1', [])]
    expect(filterHistory(items, 'eip155:1').map((i) => i.id)).toEqual(['a', 'c'])
  })

  it('SPEC §5: empty query params are omitted', () => {
    expect(historyQuery({ cursor: '', onramp: undefined, chainId: 'eip155:1', projectId: 'p', x: null, n: 0 })).toEqual(
      {
        chainId: 'eip155:1',
        projectId: 'p',
        n: '0',
      },
    )
  })
})
