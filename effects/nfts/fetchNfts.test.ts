import { describe, expect, it } from 'vitest'
import { HttpRequestError, InvalidResponseError } from '../../src/errors/thrown.js'
import { createEvent } from '../../src/events/index.js'
import { selectNfts } from '../../projections/account/nfts.selectors.js'
import { effectHarness, fakeApi, services } from '../../test/helpers/fakeServices.js'
import { fetchNfts, NFTS_FRESH_MS } from './fetchNfts.js'

const ADDRESS = '0x00000000000000000000000000000000000000aa'
const OTHER = '0x00000000000000000000000000000000000000bb'
const nft = (n: number, chain = 'eip155:1') => ({
  id: `${chain}/erc721:0x00000000000000000000000000000000000000c0/${n}`,
  name: `Gate ${n}`,
  collection: { name: 'Gates', address: `${chain}:0x00000000000000000000000000000000000000c0` },
  imageUrl: `http://127.0.0.1:1/${n}.svg`,
})
const connected = createEvent('Connected', {
  connectorId: 'io.test',
  namespace: 'eip155',
  chainId: 'eip155:1',
  address: ADDRESS,
})
const nftsTab = createEvent('AccountTabRequested', { tab: 'nfts' })

describe('fetchNfts', () => {
  it('behavior: the NFTs tab loads the active account’s NFTs on the active network; the read model keeps id, name and image', async () => {
    const api = fakeApi({
      nfts: (call) => ({ data: call.query?.chainId === 'eip155:8453' ? [nft(7, 'eip155:8453')] : [nft(1), nft(2)] }),
    })
    const t = await effectHarness({ fetchNfts }, services({ api }))
    await t.emit(connected)
    expect(api.calls).toHaveLength(0) // not before the tab shows
    await t.emit(nftsTab)
    expect(api.calls.map((c) => [c.name, c.call.params, c.call.query])).toEqual([
      ['nfts', { address: ADDRESS }, { chainId: 'eip155:1' }],
    ])
    expect(t.types()).toEqual(['Connected', 'AccountTabRequested', 'NftsFetchStarted', 'NftsFetched'])
    expect(selectNfts(t.g.getState())?.items).toEqual([
      { id: nft(1).id, name: 'Gate 1', imageUrl: 'http://127.0.0.1:1/1.svg' },
      { id: nft(2).id, name: 'Gate 2', imageUrl: 'http://127.0.0.1:1/2.svg' },
    ])
    // Another network while the tab shows: its NFTs.
    await t.emit(createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))
    expect(selectNfts(t.g.getState())?.items?.map((n) => n.name)).toEqual(['Gate 7'])
    await t.g.dispose()
  })

  it('behavior: showing the tab again asks nothing while the list is fresh, and asks again once it is older than NFTS_FRESH_MS', async () => {
    const api = fakeApi({ nfts: () => ({ data: [nft(1)] }) })
    const t = await effectHarness({ fetchNfts }, services({ api }))
    await t.emit(connected, nftsTab, createEvent('AccountTabRequested', { tab: 'tokens' }), nftsTab)
    expect(api.calls).toHaveLength(1)
    t.advance(NFTS_FRESH_MS)
    await t.emit(nftsTab)
    expect(api.calls).toHaveLength(2)
    // While it reloads the tab shows loading (neither items nor error).
    expect(t.types().slice(-2)).toEqual(['NftsFetchStarted', 'NftsFetched'])
    await t.g.dispose()
  })

  it('error: a failure is NftsFetchFailed with the error as data; showing the tab again retries', async () => {
    let fail = true
    const api = fakeApi({
      nfts: () => (fail ? Promise.reject(new HttpRequestError(502, { code: 502 })) : { data: [] }),
    })
    const t = await effectHarness({ fetchNfts }, services({ api }))
    await t.emit(connected, nftsTab)
    expect(t.last('NftsFetchFailed')?.data).toMatchObject({
      chainId: 'eip155:1',
      address: ADDRESS,
      error: { name: 'HttpRequestError', code: 502 },
    })
    expect(selectNfts(t.g.getState())?.error?.name).toBe('HttpRequestError')
    fail = false
    await t.emit(nftsTab)
    expect(selectNfts(t.g.getState())).toMatchObject({ items: [] })
    expect(selectNfts(t.g.getState())?.error).toBeUndefined()
    await t.g.dispose()
  })

  it('error: a response the client refuses (InvalidResponseError) is NftsFetchFailed, never a thrown TypeError', async () => {
    const api = fakeApi({
      nfts: () =>
        Promise.reject(
          new InvalidResponseError({ details: '/v1/account/{address}/nfts: data.0.imageUrl: Expected an http(s) URL' }),
        ),
    })
    const t = await effectHarness({ fetchNfts }, services({ api }))
    await t.emit(connected, nftsTab)
    expect(t.last('NftsFetchFailed')?.data).toMatchObject({ error: { name: 'InvalidResponseError' } })
    await t.g.dispose()
  })

  it('behavior: another account while the tab shows gets its own list; an answer for the old one is not shown', async () => {
    let release: (v: unknown) => void = () => undefined
    const api = fakeApi({
      nfts: (call) =>
        call.params?.address === ADDRESS
          ? new Promise((r) => (release = () => r({ data: [nft(1)] })))
          : { data: [nft(9)] },
    })
    const t = await effectHarness({ fetchNfts }, services({ api }))
    await t.emit(connected, nftsTab)
    await t.emit(createEvent('AccountChanged', { namespace: 'eip155', address: OTHER }))
    release(undefined)
    await t.emit()
    expect(api.calls.map((c) => c.call.params?.address)).toEqual([ADDRESS, OTHER])
    expect(selectNfts(t.g.getState())).toMatchObject({ address: OTHER, items: [{ name: 'Gate 9' }] })
    await t.g.dispose()
  })

  it('behavior: nothing is fetched on another tab, for a non-EVM account, on a network the app did not request, or without the data API', async () => {
    const api = fakeApi({ nfts: () => ({ data: [] }) })
    const t = await effectHarness({ fetchNfts }, services({ api }))
    await t.emit(nftsTab, createEvent('AccountTabRequested', { tab: 'tokens' }), connected)
    await t.emit(
      createEvent('Connected', {
        connectorId: 'sol',
        namespace: 'solana',
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        address: 'So1',
      }),
    )
    await t.emit(nftsTab)
    expect(api.calls).toHaveLength(0)
    expect(selectNfts(t.g.getState())).toBeNull()
    await t.g.dispose()
    const idle = await effectHarness({ fetchNfts }, services({}))
    await idle.emit(connected, nftsTab)
    expect(idle.types()).toEqual(['Connected', 'AccountTabRequested'])
    expect(selectNfts(idle.g.getState())).toBeNull()
    await idle.g.dispose()
  })
})
