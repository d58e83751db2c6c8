// The README's event-stream example (examples/analytics.ts) run against the devnet's analytics
// sink: the chosen events arrive as SPEC §7 POST /e bodies, the others do not, and it stops on unsubscribe.
import { describe, expect, it } from 'vitest'
import { FORWARDED_EVENTS, forwardToAnalytics } from '../../examples/analytics.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { useDevnet } from '../devnet/fixture.js'

interface Received {
  projectId: string | null
  body: {
    eventId: string
    url: string
    domain: string
    timestamp: number
    props: { event: string; address?: string; properties?: Record<string, unknown> }
  }
}

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('examples/analytics.ts', () => {
  const devnet = useDevnet()

  it('behavior: forwards the chosen events to the analytics sink, typed and flat, and nothing else', async () => {
    const { analytics, projectId } = devnet.info
    const received = async () => ((await (await fetch(`${analytics}/events`)).json()) as { events: Received[] }).events
    const before = (await received()).length
    const g = createTestGatehouse()
    await g.ready
    const errors: unknown[] = []
    const subscription = forwardToAnalytics(g, {
      endpoint: analytics,
      projectId,
      pageUrl: 'http://127.0.0.1/app',
      onError: (e) => errors.push(e),
    })

    g.emit({ type: 'ModalOpenRequested', data: {} }) // not forwarded
    g.emit({
      type: 'Connected',
      data: { connectorId: 'io.gatehouse.testwallet', namespace: 'eip155', chainId: 'eip155:1', address: ADDRESS },
    })
    g.emit({ type: 'NetworkSwitched', data: { chainId: 'eip155:8453' } })
    await expect.poll(async () => (await received()).length - before, { timeout: 10_000 }).toBe(2)
    subscription.unsubscribe()
    g.emit({ type: 'Disconnected', data: { namespace: 'eip155', reason: 'user' } }) // after unsubscribe: not forwarded

    const got = (await received()).slice(before)
    expect(got.map((r) => r.body.props.event)).toEqual(['Connected', 'NetworkSwitched'])
    expect(got[0]).toMatchObject({
      projectId,
      body: {
        url: 'http://127.0.0.1/app',
        domain: '127.0.0.1',
        props: {
          address: ADDRESS,
          properties: {
            connectorId: 'io.gatehouse.testwallet',
            chainId: 'eip155:1',
            source: 'app',
            schemaVersion: 1,
            v: 1,
          },
        },
      },
    })
    expect(got[1]!.body.props.properties).toMatchObject({ chainId: 'eip155:8453' })
    expect(errors).toEqual([])
    expect(FORWARDED_EVENTS).toContain('Disconnected')
    await g.dispose()
    expect((await received()).length - before).toBe(2)
  })

  it('error: a failing endpoint is reported to onError and never throws into the app', async () => {
    const g = createTestGatehouse()
    await g.ready
    const errors: unknown[] = []
    const subscription = forwardToAnalytics(g, {
      endpoint: `${devnet.info.analytics}/no-such-path`,
      projectId: devnet.info.projectId,
      pageUrl: 'http://127.0.0.1/',
      onError: (e) => errors.push(e),
    })
    expect(() => g.emit({ type: 'NetworkSwitched', data: { chainId: 'eip155:1' } })).not.toThrow()
    await expect.poll(() => errors.length, { timeout: 10_000 }).toBe(1)
    expect(String(errors[0])).toMatch(/analytics answered 404/)
    subscription.unsubscribe()
    await g.dispose()
  })
})
