// The network effects end to end against the devnet (anvil chains and the
// reference servers of test/devnet, which serve src/api/schemas.ts): what the
// read models show comes from the chain and the servers, not from fixtures.
import { filter, firstValueFrom } from 'rxjs'
import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { createEvent, type EventType, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { useDevnet } from '../devnet/fixture.js'

const devnet = useDevnet()

async function start() {
  const info = devnet.info
  const rpcUrls = Object.fromEntries(info.chains.filter((c) => c.supported).map((c) => [c.caipNetworkId, [c.rpcUrl]]))
  const g = createTestGatehouse({
    projectId: info.projectId,
    endpoints: { api: info.api, wallets: info.wallets, analytics: info.analytics },
    analytics: true,
    rpcUrls,
  })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  const next = (type: EventType, where: (e: Stamped) => boolean = () => true) => {
    const found = seen.find((e) => e.type === type && where(e))
    return found ? Promise.resolve(found) : firstValueFrom(g.events$.pipe(filter((e) => e.type === type && where(e))))
  }
  return { g, seen, next, info }
}

describe('network effects on the devnet', () => {
  it('behavior: connecting shows the chain’s native balance and the token balances; Activity shows the seeded history; opening lists wallets', async () => {
    const { g, next, info } = await start()
    const account = info.accounts[0]!.address
    const chain = info.chains.find((c) => c.chainId === 1)!
    g.emit(
      createEvent('Connected', { connectorId: 'test', namespace: 'eip155', chainId: 'eip155:1', address: account }),
    )
    const native = await next('BalanceFetched')
    const onChain = await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({ address: account })
    expect(native.data).toMatchObject({ chainId: 'eip155:1', symbol: 'ETH', decimals: 18, value: onChain.toString() })
    await next('TokenBalancesFetched')
    const tokens = g.getState().account.byNamespace.eip155?.tokenBalance ?? []
    expect(tokens.length).toBeGreaterThan(0)

    g.emit(createEvent('AccountTabRequested', { tab: 'activity' }))
    const page = await next('HistoryFetched')
    expect(page.data).toMatchObject({ chainId: 'eip155:1' })
    expect(g.getState().history.ids.length).toBeGreaterThan(0)

    g.emit(createEvent('ModalOpenRequested', {}))
    await next('WalletsPageFetched', (e) => e.type === 'WalletsPageFetched' && e.data.list === 'recommended')
    const listing = g.getState().wallets.listing
    expect(listing.featured.length).toBeGreaterThan(0)
    expect(listing.recommended).toHaveLength(4)
    await g.dispose()
  })

  it('behavior: analytics on, the sink receives MODAL_OPEN and CONNECT_SUCCESS with the address', async () => {
    const { g, info } = await start()
    const before = devnet.devnet.analytics.events.length
    const account = info.accounts[1]!.address
    g.emit(createEvent('ModalOpenRequested', {}))
    g.emit(
      createEvent('Connected', { connectorId: 'test', namespace: 'eip155', chainId: 'eip155:1', address: account }),
    )
    while (devnet.devnet.analytics.events.length < before + 2) await new Promise((resolve) => setImmediate(resolve))
    const received = devnet.devnet.analytics.events
      .slice(before)
      .map((e) => [e.body.props.event, e.body.props.address ?? null])
    expect(received).toEqual([
      ['MODAL_OPEN', null],
      ['CONNECT_SUCCESS', account],
    ])
    await g.dispose()
  })
})
