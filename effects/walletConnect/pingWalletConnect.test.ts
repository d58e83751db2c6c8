// pingWalletConnect driven directly: the requests it gets, the state it reads, the fake client at the boundary.
import { BehaviorSubject, Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { Deps } from '../../src/deps.js'
import { createEvent, type EventInput, type Stamped } from '../../src/events/index.js'
import { stampEvents } from '../../src/testing/helpers.js'
import type { GatehouseState } from '../../projections/index.js'
import type { NamespaceConnection } from '../../projections/connection/connection.projection.js'
import { settle } from '../../test/helpers/fakeWallets.js'
import {
  fakeWalletConnect,
  sessionFixture,
  topicOf,
  WC_ADDRESS_0,
  type FakeWalletConnect,
} from '../../test/helpers/fakeWalletConnect.js'
import { pingWalletConnect } from './pingWalletConnect.js'

const CONNECTED: NamespaceConnection = {
  status: 'connected',
  connectorId: 'walletConnect',
  address: WC_ADDRESS_0,
  chainId: 'eip155:1',
  walletName: 'Phone Wallet',
}

const stateWith = (byNamespace: Record<string, NamespaceConnection>) =>
  ({ connection: { byNamespace } }) as unknown as GatehouseState

/** The effect over a fake client, with the state given; `ping()` sends a request and returns its id. */
function run(fake: FakeWalletConnect, state: GatehouseState = stateWith({ eip155: CONNECTED })) {
  const event$ = new Subject<Stamped>()
  const state$ = new BehaviorSubject(state)
  const out: EventInput[] = []
  const sub = pingWalletConnect(event$, state$, { walletConnect: fake.deps } as Deps).subscribe((e) => out.push(e))
  let n = 0
  const ping = () => {
    const [event] = stampEvents([createEvent('WalletConnectPingRequested', {})]) as [Stamped]
    const stamped = { ...event, id: `ping-${++n}` }
    event$.next(stamped)
    return stamped.id
  }
  return { out, ping, state$, sub }
}

describe('pingWalletConnect', () => {
  it('behavior: a request pings the session’s topic and answers WalletConnectPinged ok, caused by the request', async () => {
    const fake = fakeWalletConnect()
    fake.sessions.push(sessionFixture({ topic: topicOf('b') }))
    const { out, ping } = run(fake)
    const id = ping()
    await settle()
    expect(fake.pings).toEqual([topicOf('b')])
    expect(out).toEqual([{ type: 'WalletConnectPinged', data: { topic: topicOf('b'), ok: true }, causationId: id }])
  })

  it('behavior: without a WalletConnect connection a request does nothing, not even start the client', async () => {
    const fake = fakeWalletConnect()
    fake.sessions.push(sessionFixture())
    const other = { ...CONNECTED, connectorId: 'io.metamask' }
    const { out, ping, state$ } = run(fake, stateWith({ eip155: other }))
    ping()
    await settle()
    expect(out).toEqual([])
    expect(fake.created).toBe(0)
    // The state at the request counts: connected later, the next request pings.
    state$.next(stateWith({ eip155: CONNECTED }))
    ping()
    await settle()
    expect(fake.pings).toEqual([topicOf('a')])
  })

  it('error: a connection without a session in the client is ok false with NotConnectedError, topic "none"', async () => {
    const fake = fakeWalletConnect()
    const { out, ping } = run(fake)
    const id = ping()
    await settle()
    expect(fake.pings).toEqual([])
    expect(out).toEqual([
      {
        type: 'WalletConnectPinged',
        data: { topic: 'none', ok: false, error: { name: 'NotConnectedError', shortMessage: expect.any(String) } },
        causationId: id,
      },
    ])
  })

  it('error: a ping the wallet fails is ok false with the session’s topic and the wallet’s error as data', async () => {
    const fake = fakeWalletConnect()
    fake.sessions.push(sessionFixture())
    fake.client.ping = () => Promise.reject(Object.assign(new Error('Request expired'), { code: 8000 }))
    const { out, ping } = run(fake)
    ping()
    await settle()
    expect(out).toEqual([
      {
        type: 'WalletConnectPinged',
        data: {
          topic: topicOf('a'),
          ok: false,
          error: { name: 'UnknownRpcError', shortMessage: 'Request expired', code: 8000 },
        },
        causationId: 'ping-1',
      },
    ])
  })

  it('error: a client that throws at once (not a rejection) is ok false too, the effect still alive', async () => {
    const fake = fakeWalletConnect()
    fake.sessions.push(sessionFixture())
    fake.client.ping = () => {
      throw new Error('socket closed')
    }
    const { out, ping } = run(fake)
    ping()
    await settle()
    expect(out.at(-1)).toMatchObject({ data: { ok: false, error: { shortMessage: 'socket closed' } } })
    fake.client.ping = () => Promise.resolve()
    ping()
    await settle()
    expect(out.at(-1)).toMatchObject({ data: { ok: true } })
  })

  it('error: a client that cannot start is ok false with WalletConnectUnavailableError', async () => {
    const fake = fakeWalletConnect({ fail: new Error('relay down') })
    const { out, ping } = run(fake)
    ping()
    await settle()
    expect(out).toEqual([
      {
        type: 'WalletConnectPinged',
        data: {
          topic: 'none',
          ok: false,
          error: {
            name: 'WalletConnectUnavailableError',
            shortMessage: 'The WalletConnect relay could not be reached',
          },
        },
        causationId: 'ping-1',
      },
    ])
  })

  it('behavior: requests while a ping is out are ignored; one after its answer pings again', async () => {
    const fake = fakeWalletConnect()
    fake.sessions.push(sessionFixture())
    let answer: () => void = () => undefined
    const topics: string[] = []
    fake.client.ping = (topic) => {
      topics.push(topic)
      return new Promise<void>((resolve) => (answer = resolve))
    }
    const { out, ping } = run(fake)
    ping()
    await settle()
    ping()
    ping()
    await settle()
    expect(topics).toHaveLength(1)
    answer()
    await settle()
    expect(out.map((e) => e.causationId)).toEqual(['ping-1'])
    ping()
    await settle()
    expect(topics).toHaveLength(2)
  })
})
