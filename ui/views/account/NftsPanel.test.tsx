// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../../src/events/index.js'
import { mountWithGatehouse, type Mounted } from '../../../test/helpers/mountWithGatehouse.js'
import { NftsPanel } from './NftsPanel.js'

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const where = { chainId: 'eip155:1' as const, address: ME }
const item = (n: number, name = `Gate ${n}`) => ({
  id: `eip155:1/erc721:0x00000000000000000000000000000000000000c0/${n}`,
  name,
  imageUrl: `http://127.0.0.1:1/${n}.svg`,
})

let mounted: Mounted | undefined
let container: HTMLElement
afterEach(() => mounted?.unmount())

async function mount(...events: EventInput[]) {
  mounted = await mountWithGatehouse(<NftsPanel />, [
    createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId: 'eip155:1', address: ME }),
    ...events,
  ])
  container = mounted.container
  return mounted
}

describe('NftsPanel', () => {
  it('default: nothing asked for (no data API): the empty state', async () => {
    await mount()
    expect(container.textContent).toBe('No NFTs yet')
  })

  it('behavior: loading, then a labelled list of image and name; a nameless NFT shows its number; no inline style', async () => {
    const { g } = await mount(createEvent('NftsFetchStarted', where))
    expect(container.querySelector('[aria-busy="true"] [role="status"]')?.textContent).toBe('Loading')
    act(
      () =>
        void g.emit(createEvent('NftsFetched', { ...where, items: [item(1), { ...item(2, ' '), imageUrl: null }] })),
    )
    const list = container.querySelector('ul[aria-label="NFTs"]')
    expect([...(list?.querySelectorAll('li figcaption') ?? [])].map((c) => c.textContent)).toEqual([
      'Gate 1',
      'Token 2',
    ])
    const img = list?.querySelector('img')
    expect([img?.getAttribute('src'), img?.getAttribute('alt')]).toEqual(['http://127.0.0.1:1/1.svg', ''])
    expect(list?.querySelectorAll('li')[1]?.querySelector('img')).toBeNull()
    expect(container.querySelector('[style]')).toBeNull()
  })

  it('behavior: an image that fails to load leaves a blank tile, the name stays', async () => {
    await mount(createEvent('NftsFetchStarted', where), createEvent('NftsFetched', { ...where, items: [item(1)] }))
    const img = container.querySelector('img') as HTMLImageElement
    act(() => void img.dispatchEvent(new Event('error')))
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('figcaption')?.textContent).toBe('Gate 1')
  })

  it('error: a failure is announced with Try again, which asks for the NFTs tab again', async () => {
    const { seen } = await mount(
      createEvent('NftsFetchStarted', where),
      createEvent('NftsFetchFailed', {
        ...where,
        error: { name: 'HttpRequestError', shortMessage: 'HTTP request failed.', code: 502 },
      }),
    )
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Failed to fetch NFTs')
    act(() => (container.querySelector('button') as HTMLButtonElement).click())
    expect(seen.at(-1)).toMatchObject({ type: 'AccountTabRequested', data: { tab: 'nfts' } })
  })

  it('behavior: a list of another network or account is not shown', async () => {
    await mount(
      createEvent('NftsFetchStarted', { ...where, chainId: 'eip155:8453' }),
      createEvent('NftsFetched', { ...where, chainId: 'eip155:8453', items: [item(1)] }),
    )
    expect(container.textContent).toBe('No NFTs yet')
  })
})
