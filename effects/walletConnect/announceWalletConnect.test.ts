// announceWalletConnect driven directly: what it says for the state the log holds at start.
import { BehaviorSubject, EMPTY, lastValueFrom, toArray } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { Deps } from '../../src/deps.js'
import type { EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import type { Connector } from '../../projections/wallets/wallets.projection.js'
import { fakeWalletConnect } from '../../test/helpers/fakeWalletConnect.js'
import { announceWalletConnect } from './announceWalletConnect.js'

const stateWith = (byId: Record<string, Connector>) =>
  ({ wallets: { connectors: { ids: Object.keys(byId), byId } } }) as unknown as GatehouseState

/** What the effect says over these states (the first is the state at start), completing. */
function said(states: GatehouseState[], deps: Partial<Deps>): Promise<EventInput[]> {
  const state$ = new BehaviorSubject(states[0] as GatehouseState)
  const out = lastValueFrom(announceWalletConnect(EMPTY, state$, deps as Deps).pipe(toArray()))
  for (const s of states.slice(1)) state$.next(s)
  state$.complete()
  return out
}

async function announced(): Promise<Connector> {
  const [event] = await said([stateWith({})], { walletConnect: fakeWalletConnect().deps })
  return (event as unknown as { data: { connectors: [Connector] } }).data.connectors[0]
}

describe('announceWalletConnect', () => {
  it('default: with WalletConnect configured and a log without it, ConnectorsDiscovered with its connector, once', async () => {
    const events = await said([stateWith({}), stateWith({})], { walletConnect: fakeWalletConnect().deps })
    expect(events).toEqual([
      {
        type: 'ConnectorsDiscovered',
        data: {
          connectors: [
            {
              id: 'walletConnect',
              name: 'WalletConnect',
              type: 'walletConnect',
              chain: 'eip155',
              imageUrl: expect.stringMatching(/^data:image\/svg\+xml,%3Csvg%20xmlns%3D%22http/),
            },
          ],
        },
      },
    ])
  })

  it('behavior: the logo is the whole SVG, URL-encoded', async () => {
    const { imageUrl } = await announced()
    const svg = decodeURIComponent((imageUrl as string).slice('data:image/svg+xml,'.length))
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="-5 -5 34 34">.*<\/svg>$/)
    expect(svg).toContain('fill="#3B99FC"')
  })

  it('behavior: a log that already holds the same connector is not told again', async () => {
    const connector = await announced()
    expect(await said([stateWith({ walletConnect: connector })], { walletConnect: fakeWalletConnect().deps })).toEqual(
      [],
    )
  })

  it('behavior: a log whose connector differs in type, name or logo is told again', async () => {
    const connector = await announced()
    const deps = { walletConnect: fakeWalletConnect().deps }
    for (const stale of [
      { ...connector, type: 'injected' },
      { ...connector, name: 'Wallet Connect' },
      { ...connector, imageUrl: undefined },
    ]) {
      const events = await said([stateWith({ walletConnect: stale as Connector })], deps)
      expect(events).toHaveLength(1)
      expect(events[0]).toMatchObject({ type: 'ConnectorsDiscovered', data: { connectors: [connector] } })
    }
  })

  it('behavior: without WalletConnect configured nothing is said, whatever the state', async () => {
    expect(await said([stateWith({})], { walletConnect: null })).toEqual([])
    expect(await said([stateWith({})], {})).toEqual([])
  })
})
