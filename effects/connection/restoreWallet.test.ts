import { map, Subject, take } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { settle } from '../../test/helpers/fakeWallets.js'
import { fakeAdapter } from '../../test/helpers/fakeAdapter.js'
import type { ConnectorAdapter } from '../connectors/adapter.js'
import { WalletRequestError } from '../connectors/walletError.js'
import { restoreWallet } from './restoreWallet.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOL = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const

/** A log with eip155 (and solana) connected through `connectorId`, then a reload running restoreWallet over `adapter`. */
async function reload(adapter: ConnectorAdapter, connectorId = 'fake', solana = true) {
  const before = createTestGatehouse({})
  await before.ready
  before.emit(createEvent('Connected', { connectorId, namespace: 'eip155', chainId: 'eip155:8453', address: A }))
  if (solana) before.emit(createEvent('Connected', { connectorId, namespace: 'solana', chainId: SOLANA, address: SOL }))
  await before.dispose()
  const g = createTestGatehouse({ db: before.db, effects: { restoreWallet: restoreWallet([adapter]) } })
  const seen: Array<{ type: string; data: unknown; source?: string }> = []
  g.events$.subscribe((e) => seen.push(e))
  await g.ready
  await settle(40)
  return { g, seen, types: () => seen.map((e) => e.type) }
}

describe('restoreWallet', () => {
  it('default: a connector serving two namespaces is asked once, with the stored account; what it reports is Connected again', async () => {
    const adapter = fakeAdapter({
      restore: [
        {
          type: 'connected',
          connections: [
            { namespace: 'eip155', chainId: 'eip155:8453', address: A },
            { namespace: 'solana', chainId: SOLANA, address: SOL },
          ],
        },
      ],
    })
    const { g, seen, types } = await reload(adapter)
    expect(adapter.calls).toEqual([
      { method: 'restore', args: { connectorId: 'fake', namespace: 'eip155', address: A, chainId: 'eip155:8453' } },
    ])
    expect(types()).toEqual(['SessionRestored', 'Connected', 'Connected'])
    expect(seen[1]).toMatchObject({
      data: { connectorId: 'fake', namespace: 'eip155', chainId: 'eip155:8453', address: A },
      source: 'effect:restoreWallet',
    })
    expect(g.getState().connection.byNamespace.solana).toMatchObject({ status: 'connected', address: SOL })
    await g.dispose()
  })

  it('error: a namespace the adapter did not report, or an adapter that fails, is Disconnected (sync-failed)', async () => {
    const partial = await reload(
      fakeAdapter({
        restore: [{ type: 'connected', connections: [{ namespace: 'eip155', chainId: 'eip155:1', address: A }] }],
      }),
    )
    expect(partial.types()).toEqual(['SessionRestored', 'Connected', 'Disconnected'])
    expect(partial.seen.at(-1)).toMatchObject({ data: { namespace: 'solana', reason: 'sync-failed' } })
    await partial.g.dispose()
    const failing = await reload(
      fakeAdapter({ restore: new WalletRequestError({ name: 'X', shortMessage: 'x' }) }),
      'fake',
      false,
    )
    expect(failing.types()).toEqual(['SessionRestored', 'Disconnected'])
    await failing.g.dispose()
    const silent = await reload(fakeAdapter({ restore: [] }), 'fake', false)
    expect(silent.seen.at(-1)).toMatchObject({
      type: 'Disconnected',
      data: { namespace: 'eip155', reason: 'sync-failed' },
    })
    await silent.g.dispose()
  })

  it('behavior: a disconnect while the re-sync is under way ends it: its late answer connects nothing', async () => {
    const answer = new Subject<void>()
    const slow: ConnectorAdapter = {
      ...fakeAdapter(),
      restore: () =>
        answer.pipe(
          take(1),
          map(() => ({
            type: 'connected' as const,
            connections: [{ namespace: 'eip155' as const, chainId: 'eip155:1' as const, address: A }],
          })),
        ),
    }
    const { g, types } = await reload(slow, 'fake', false)
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({ status: 'connecting', restoring: true })
    g.emit(createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }))
    answer.next()
    await settle(20)
    expect(types()).toEqual(['SessionRestored', 'Disconnected'])
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({ status: 'disconnected' })
    await g.dispose()
  })

  it('behavior: the adapter’s own facts on the way are emitted; a connector no adapter owns is left as stored', async () => {
    const facts = await reload(
      fakeAdapter({
        restore: [
          {
            type: 'event',
            event: createEvent('AuthFailed', { step: 'restore', error: { name: 'X', shortMessage: 'x' } }),
          },
        ],
      }),
      'fake',
      false,
    )
    expect(facts.types()).toEqual(['SessionRestored', 'AuthFailed', 'Disconnected'])
    await facts.g.dispose()
    const unowned = await reload(fakeAdapter(), 'io.nobody', false)
    expect(unowned.types()).toEqual(['SessionRestored'])
    expect(unowned.g.getState().connection.byNamespace.eip155).toMatchObject({ status: 'connecting', restoring: true })
    await unowned.g.dispose()
  })
})
