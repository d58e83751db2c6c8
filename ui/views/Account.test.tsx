// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { renderWithGatehouse } from '../../test/helpers/render.js'
import AccountView from './Account.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const HASH = (n: number) => `0x${String(n).repeat(64).slice(0, 64)}`
const token = (symbol: string, numeric: string, price: number, extra: object = {}) => ({
  name: symbol === 'ETH' ? 'Ether' : symbol,
  symbol,
  chainId: 'eip155:1',
  value: Number(numeric) * price,
  price,
  quantity: { decimals: '18', numeric },
  iconUrl: `http://127.0.0.1:1/public/getTokenImage/${symbol}`,
  ...extra,
})
const transfer = (direction: string, numeric: string, symbol: string, sender: string, recipient: string) => ({
  direction,
  quantity: { numeric },
  fungible_info: { name: symbol, symbol },
  nft_info: null,
  sender,
  recipient,
})

const CONNECTED: EventInput[] = [
  createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId: 'eip155:1', address: ME }),
  createEvent('BalanceFetched', {
    chainId: 'eip155:1',
    address: ME,
    symbol: 'ETH',
    decimals: 18,
    value: '10000489999999999999999',
  }),
]

let container: HTMLElement | undefined

async function mount(...events: EventInput[]) {
  const g = createTestGatehouse({ effects: {} })
  await g.ready
  for (const e of [...CONNECTED, ...events]) g.emit(e)
  container = renderWithGatehouse(g, <AccountView />)
  const rows = () =>
    [...(container as HTMLElement).querySelectorAll('[role="tabpanel"] li')].map((li) => li.textContent ?? '')
  return { g, rows, text: () => (container as HTMLElement).textContent ?? '' }
}

describe('Account view: Tokens and Activity', () => {
  it('default: the header says the balance at 3 decimals and the total; each token row its quantity at 2 decimals, value, price and icon (SPEC §9)', async () => {
    const { rows, text } = await mount(
      createEvent('TokenBalancesFetched', {
        chainId: 'eip155:1',
        address: ME,
        balances: [
          token('ETH', '10000.489999999999999999', 3000),
          token('USDC', '4958.005', 1),
          token('GATE', '10010', 0.25),
          token('JUNK', '5', 0),
        ],
      }),
    )
    const header = [...(container as HTMLElement).querySelectorAll('p.gh-balance, p.gh-total')].map(
      (p) => p.textContent,
    )
    // 10000.489… ETH: 3 decimals in the header, 2 in the row; the total is the rows' cents added up.
    expect(header).toEqual(['10000.489 ETH', 'Total value: $30,008,930.51'])
    expect(rows()).toEqual([
      'Ether10000.48 ETH$30,001,470.00$3,000.00 / ETH',
      'USDC4958.00 USDC$4,958.01$1.00 / USDC',
      'GATE10010.00 GATE$2,502.50$0.25 / GATE',
      'JUNK5.00 JUNK',
    ])
    const icons = [...(container as HTMLElement).querySelectorAll('[role="tabpanel"] img')].map((img) =>
      img.getAttribute('src'),
    )
    expect(icons).toEqual(['ETH', 'USDC', 'GATE', 'JUNK'].map((s) => `http://127.0.0.1:1/public/getTokenImage/${s}`))
    expect(text()).not.toContain('No tokens yet')
  })

  it('behavior: a long amount and a long symbol are cut in the token row, shown whole in its title; bidi controls neutralised', async () => {
    const numeric = `${'9'.repeat(60)}.5`
    const symbol = `\u202E${'S'.repeat(40)}`
    const { rows } = await mount(
      createEvent('TokenBalancesFetched', {
        chainId: 'eip155:1',
        address: ME,
        balances: [token(symbol, numeric, 0, { name: 'Long One' })],
      }),
    )
    const sub = (container as HTMLElement).querySelector('[role="tabpanel"] li .gh-sub') as HTMLElement
    expect(sub.title).toBe(`${'9'.repeat(60)}.50 ${'S'.repeat(40)}`)
    expect(rows()[0]).not.toContain('\u202E')
    expect(rows()[0]).toContain(`${'S'.repeat(11)}…`)
  })

  it("behavior: Activity rows say what happened, with whom, the signed amounts, when and the status, with a link to the network's explorer", async () => {
    const now = Date.now()
    const iso = (ago: number) => new Date(now - ago).toISOString()
    const items = [
      {
        id: HASH(1),
        metadata: {
          minedAt: iso(60_000),
          chain: 'eip155:1',
          operationType: 'send',
          status: 'confirmed',
          hash: HASH(1),
        },
        transfers: [transfer('out', '0.25', 'ETH', ME, BOB)],
      },
      {
        id: HASH(2),
        metadata: {
          minedAt: iso(3_600_000),
          chain: 'eip155:1',
          operationType: 'receive',
          status: 'confirmed',
          hash: HASH(2),
        },
        transfers: [transfer('in', '42', 'USDC', BOB, ME)],
      },
      {
        id: HASH(3),
        metadata: {
          minedAt: iso(7_200_000),
          chain: 'eip155:1',
          operationType: 'trade',
          status: 'failed',
          hash: HASH(3),
        },
        transfers: [transfer('out', '1', 'ETH', ME, BOB), transfer('in', '2991.5', 'USDC', BOB, ME)],
      },
      {
        id: HASH(4),
        metadata: {
          minedAt: iso(10_800_000),
          chain: 'eip155:1',
          operationType: 'approve',
          status: 'confirmed',
          hash: HASH(4),
        },
        transfers: [],
        approvals: [transfer('', '100', 'USDC', ME, BOB)],
      },
      // All spam: hidden (SPEC §5).
      {
        id: HASH(5),
        metadata: { minedAt: iso(1_000), chain: 'eip155:1', operationType: 'receive', hash: HASH(5) },
        transfers: [{ direction: 'in', nft_info: { name: 'Claim #1', flags: { is_spam: true } } }],
      },
    ]
    const { rows } = await mount(
      createEvent('AccountTabRequested', { tab: 'activity' }),
      createEvent('HistoryFetched', { chainId: 'eip155:1', address: ME, items, next: null }),
    )
    expect(rows()).toEqual([
      'Sent Confirmedto 0x3C44…93BC-0.250 ETH1 min. ago',
      'Received Confirmedfrom 0x3C44…93BC+42.000 USDC1 hr. ago',
      'Swapped Failed-1.000 ETH+2991.500 USDC2 hr. ago',
      'Approved Confirmedfor 0x3C44…93BC100.000 USDC3 hr. ago',
    ])
    const links = [...(container as HTMLElement).querySelectorAll('[role="tabpanel"] a')]
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('aria-label')])).toEqual(
      [1, 2, 3, 4].map((n) => [
        `https://etherscan.io/tx/${HASH(n)}`,
        `View transaction ${HASH(n).slice(0, 6)}…${HASH(n).slice(-4)} on Etherscan`,
      ]),
    )
    expect(links.every((a) => a.getAttribute('rel') === 'noopener noreferrer')).toBe(true)
  })

  it('behavior: no explorer link where the network has no explorer or the hash is not a transaction hash', async () => {
    const { rows } = await mount(
      createEvent('AccountTabRequested', { tab: 'activity' }),
      createEvent('HistoryFetched', {
        chainId: 'eip155:1',
        address: ME,
        items: [
          {
            id: 'x',
            metadata: {
              minedAt: new Date().toISOString(),
              chain: 'eip155:1',
              operationType: 'send',
              hash: 'javascript:alert(1)',
            },
            transfers: [transfer('out', '1', 'ETH', ME, BOB)],
          },
        ],
        next: null,
      }),
    )
    expect(rows()).toHaveLength(1)
    expect((container as HTMLElement).querySelectorAll('[role="tabpanel"] a')).toHaveLength(0)
  })

  it('behavior: a failed history says so with Try again, which asks for the Activity tab again', async () => {
    const { g, text } = await mount(
      createEvent('AccountTabRequested', { tab: 'activity' }),
      createEvent('HistoryFetchStarted', { chainId: 'eip155:1', address: ME, cursor: null }),
      createEvent('HistoryFetchFailed', {
        chainId: 'eip155:1',
        address: ME,
        error: { name: 'HttpRequestError', shortMessage: 'HTTP request failed.' },
      }),
    )
    expect(text()).toContain('Failed to fetch transactions')
    const asked: unknown[] = []
    g.events$.subscribe((e) => {
      if (e.type === 'AccountTabRequested') asked.push(e.data)
    })
    const retry = [...(container as HTMLElement).querySelectorAll('[role="tabpanel"] button')].find(
      (b) => b.textContent === 'Try again',
    ) as HTMLButtonElement
    act(() => retry.click())
    expect(asked).toEqual([{ tab: 'activity' }])
  })

  it("behavior: the months of the Activity list are in the modal's language", async () => {
    const { text } = await mount(
      createEvent('LocaleChanged', { locale: 'de' }),
      createEvent('AccountTabRequested', { tab: 'activity' }),
      createEvent('HistoryFetched', {
        chainId: 'eip155:1',
        address: ME,
        items: [
          {
            id: HASH(1),
            metadata: { minedAt: '2026-03-10T12:00:00Z', chain: 'eip155:1', operationType: 'send', hash: HASH(1) },
            transfers: [transfer('out', '1', 'ETH', ME, BOB)],
          },
        ],
        next: null,
      }),
    )
    expect(text()).toContain('März 2026')
  })
})
