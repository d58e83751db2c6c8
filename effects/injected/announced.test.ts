import { firstValueFrom, toArray } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { announcement, fakeDiscovery, fakeProvider } from '../../test/helpers/fakeWallets.js'
import { announcedWallets, parseAnnouncement, type AnnouncedWallets } from './announced.js'

/** What a subscriber to the page's wallets saw: each map as rdns → uuid. */
function watch(deps: Parameters<typeof announcedWallets>[0]) {
  const seen: Array<Record<string, string>> = []
  const providers: AnnouncedWallets[] = []
  const subscription = announcedWallets(deps).subscribe((wallets) => {
    providers.push(wallets)
    seen.push(Object.fromEntries([...wallets].map(([rdns, w]) => [rdns, w.info.uuid])))
  })
  return { seen, last: () => providers.at(-1)!, subscription }
}

describe('announced wallets', () => {
  it('behavior: uuid, name and rdns are read up to their limits (100, 200, 200 characters) and no further', () => {
    const at = (info: Record<string, string>) => parseAnnouncement(announcement(fakeProvider(), info))?.info
    expect(at({ uuid: 'u'.repeat(100) })?.uuid).toBe('u'.repeat(100))
    expect(at({ uuid: 'u'.repeat(101) })).toBeUndefined()
    expect(at({ rdns: 'r'.repeat(200) })?.rdns).toBe('r'.repeat(200))
    expect(at({ rdns: 'r'.repeat(201) })).toBeUndefined()
  })

  it('behavior: the icon is kept only as a data:image URI of at most 100 000 characters; otherwise the wallet has no icon', () => {
    const icon = (value: unknown) =>
      parseAnnouncement({ ...announcement(fakeProvider()), info: { ...announcement(null).info, icon: value } })?.info
        .icon
    const longest = 'data:image/png;base64,' + 'A'.repeat(100_000 - 22)
    expect(icon(longest)).toBe(longest)
    expect(icon(longest + 'A')).toBe('')
    expect(icon('https://tracker.example/icon.png')).toBe('')
    expect(icon(42)).toBe('')
    expect(icon(undefined)).toBe('')
  })

  it('error: a function is no announcement, no info and no provider, whatever fields it carries', () => {
    const valid = announcement(fakeProvider())
    // A function's own `name` is read-only: its fields are defined rather than assigned.
    const fn = (fields: object) => {
      const f = () => undefined
      for (const [key, value] of Object.entries(fields)) Object.defineProperty(f, key, { value, enumerable: true })
      return f
    }
    expect(parseAnnouncement(valid)).toBeDefined()
    expect(parseAnnouncement(fn(valid))).toBeUndefined()
    expect(parseAnnouncement({ ...valid, info: fn(valid.info) })).toBeUndefined()
    expect(parseAnnouncement({ ...valid, provider: fn({ request: () => Promise.resolve(null) }) })).toBeUndefined()
  })

  it('behavior: without a window the wallets are one empty map, and complete', async () => {
    const all = await firstValueFrom(announcedWallets({ eip6963: null }).pipe(toArray()))
    expect(all).toEqual([new Map()])
  })

  it('behavior: one subscription to the page is shared by every subscriber, and ended with the last one', () => {
    const eip6963 = fakeDiscovery()
    expect(announcedWallets({ eip6963 })).toBe(announcedWallets({ eip6963 }))
    const a = watch({ eip6963 })
    const b = watch({ eip6963 })
    expect(eip6963.subscribers()).toBe(1)
    a.subscription.unsubscribe()
    expect(eip6963.subscribers()).toBe(1)
    b.subscription.unsubscribe()
    expect(eip6963.subscribers()).toBe(0)
  })

  it('behavior: a late subscriber gets the current wallets only, not their history', () => {
    const eip6963 = fakeDiscovery()
    const first = watch({ eip6963 })
    eip6963.announce(announcement(fakeProvider(), { rdns: 'a', uuid: 'ua' }))
    eip6963.announce(announcement(fakeProvider(), { rdns: 'b', uuid: 'ub' }))
    const late = watch({ eip6963 })
    expect(late.seen).toEqual([{ a: 'ua', b: 'ub' }])
    first.subscription.unsubscribe()
    late.subscription.unsubscribe()
  })

  it('error: a discovery source that throws on subscribe finds nothing, and unsubscribing from it does not throw', () => {
    const eip6963 = {
      subscribe: () => {
        throw new Error('no window')
      },
    }
    const w = watch({ eip6963 })
    expect(w.seen).toEqual([{}])
    expect(() => w.subscription.unsubscribe()).not.toThrow()
  })

  it('behavior: garbage between announcements is skipped and the wallets keep growing', () => {
    const eip6963 = fakeDiscovery()
    const w = watch({ eip6963 })
    eip6963.announce(announcement(fakeProvider(), { rdns: 'a', uuid: 'ua' }))
    eip6963.announce(null)
    eip6963.announce('garbage')
    eip6963.announce(announcement(fakeProvider(), { rdns: 'b', uuid: 'ub' }))
    expect(w.seen).toEqual([{}, { a: 'ua' }, { a: 'ua', b: 'ub' }])
    w.subscription.unsubscribe()
  })

  it('behavior: garbage before any wallet changes nothing: the empty map is seen once', () => {
    const eip6963 = fakeDiscovery()
    const w = watch({ eip6963 })
    eip6963.announce('garbage')
    eip6963.announce(null)
    expect(w.seen).toEqual([{}])
    eip6963.announce(announcement(fakeProvider(), { rdns: 'a', uuid: 'ua' }))
    expect(w.seen).toEqual([{}, { a: 'ua' }])
    w.subscription.unsubscribe()
  })

  it('behavior: the same wallet announced again (same provider, same uuid) changes nothing; a new provider or a new uuid replaces it', () => {
    const eip6963 = fakeDiscovery()
    const provider = fakeProvider()
    const w = watch({ eip6963 })
    eip6963.announce(announcement(provider, { uuid: 'u1' }))
    eip6963.announce(announcement(provider, { uuid: 'u1' }))
    expect(w.seen).toEqual([{}, { 'com.example.fake': 'u1' }])
    const other = fakeProvider()
    eip6963.announce(announcement(other, { uuid: 'u1' }))
    expect(w.seen).toHaveLength(3)
    expect(w.last().get('com.example.fake')?.provider).toBe(other)
    eip6963.announce(announcement(other, { uuid: 'u2' }))
    expect(w.seen).toEqual([
      {},
      { 'com.example.fake': 'u1' },
      { 'com.example.fake': 'u1' },
      { 'com.example.fake': 'u2' },
    ])
    w.subscription.unsubscribe()
  })
})
