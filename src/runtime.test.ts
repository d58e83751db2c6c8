import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Effects } from './bus/effects.js'
import type { Stamped } from './events/index.js'
import type { GatehouseState } from '../projections/index.js'

// createGatehouse loads its runtime (src/runtime.ts: the log's code, the effect runner, the default effects) as a
// lazy chunk next to restore. These tests import createGatehouse afresh so that the chunk can be made to fail.
afterEach(() => {
  vi.doUnmock('./runtime.js')
  vi.resetModules()
})

async function freshCreateGatehouse() {
  vi.resetModules()
  return (await import('./createGatehouse.js')).createGatehouse
}

describe('runtime chunk', () => {
  it('behavior: effects given as a function receive the default effects, and only the chosen ones run', async () => {
    const createGatehouse = await freshCreateGatehouse()
    let offered: string[] = []
    const g = createGatehouse({
      log: { storage: 'memory' },
      effects: (defaults: Effects<GatehouseState>) => {
        offered = Object.keys(defaults)
        return { modalRouter: defaults.modalRouter as NonNullable<(typeof defaults)['modalRouter']> }
      },
    })
    await g.ready
    expect(offered).toEqual(
      expect.arrayContaining(['modalRouter', 'showMessage', 'connectWallet', 'fetchBalances', 'signInWithWallet']),
    )
    g.emit({ type: 'ModalOpenRequested', data: {} }, { source: 'ui' })
    expect(g.getState().modal.open).toBe(true)
    // The router answered; nothing else ran (no prefetch effect was chosen).
    const sources = new Set((await g.exportLog()).events.map((e) => (e as { source: string }).source))
    expect([...sources].filter((s) => s.startsWith('effect:'))).toEqual(['effect:modalRouter'])
    await g.dispose()
  })

  it("behavior: the boot's memory storage (`log.storage: 'memory'`) comes with the runtime chunk; the log restores and writes through it once it is in", async () => {
    const createGatehouse = await freshCreateGatehouse()
    const g = createGatehouse({ log: { storage: 'memory' }, effects: {} })
    await g.ready
    g.emit({ type: 'NetworkSwitched', data: { chainId: 'eip155:8453' } })
    expect(g.getState().system).toMatchObject({ storage: 'memory', storageError: null })
    expect((await g.exportLog()).events.map((e) => (e as { type: string }).type)).toContain('NetworkSwitched')
    await g.dispose()
  })

  it('error: a runtime chunk that does not load: ready resolves, the failure is in the system read model, events still dispatch', async () => {
    vi.doMock('./runtime.js', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const createGatehouse = await freshCreateGatehouse()
    const g = createGatehouse({ log: { storage: 'memory' } })
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    await g.ready
    expect(seen.map((e) => e.type)).toEqual(['LogStorageUnavailable', 'EffectFailed'])
    expect(g.getState().system).toMatchObject({
      storage: 'memory',
      storageError: { name: 'RuntimeLoadError', shortMessage: "Gatehouse's effects could not be loaded" },
      effectFailures: { runtime: { count: 1, stopped: true, last: { name: 'RuntimeLoadError' } } },
    })
    // The bus runs (in memory): an app's own events still reach the read models and its subscribers.
    g.emit({ type: 'NetworkSwitched', data: { chainId: 'eip155:8453' } })
    expect(seen.at(-1)).toMatchObject({ type: 'NetworkSwitched', seq: 3 })
    await expect(g.exportLog()).rejects.toMatchObject({ name: 'RuntimeLoadError' })
    await g.dispose()
  })

  it('error: an invalid emit still throws at once, before the runtime has loaded', async () => {
    const createGatehouse = await freshCreateGatehouse()
    const g = createGatehouse({ log: { storage: 'memory' }, effects: {} })
    expect(() => g.emit({ type: 'NetworkSwitched', data: { chainId: 'not a chain' } } as never)).toThrow(
      /data\.chainId/,
    )
    await g.ready
    expect((await g.exportLog()).events.map((e) => (e as { type: string }).type)).toEqual(['SessionRestored'])
    await g.dispose()
  })
})
