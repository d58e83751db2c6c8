import { describe, expect, it } from 'vitest'
import type { SiwxSession, SiwxStorage } from '../../src/domain/siwxConfig.js'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { clearSiwxStorage } from './clearSiwxStorage.js'

function storage(fail: boolean) {
  const set: SiwxSession[][] = []
  const store: SiwxStorage = {
    getSessions: () => Promise.resolve([]),
    addSession: () => Promise.resolve(),
    setSessions: (sessions) => {
      set.push(sessions)
      return fail ? Promise.reject(new Error('session server down')) : Promise.resolve()
    },
    revokeSession: () => Promise.resolve(),
  }
  return { store, set }
}

async function setup(store?: SiwxStorage) {
  const g = createTestGatehouse({
    siwx: { enabled: true, ...(store ? { storage: store } : {}) },
    effects: { clearSiwxStorage },
  })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  return { g, seen }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('clearSiwxStorage', () => {
  it('default (SPEC §4: Clearing sessions sets the list to empty): the app’s storage is set to [] and nothing else happens', async () => {
    const { store, set } = storage(false)
    const { g, seen } = await setup(store)
    g.emit(createEvent('SiwxSessionsCleared', {}))
    await settle()
    expect(set).toEqual([[]])
    expect(seen.map((e) => e.type)).toEqual(['SiwxSessionsCleared'])
    await g.dispose()
  })

  it('error: a storage that fails shows SPEC’s storage message as an error', async () => {
    const { store, set } = storage(true)
    const { g, seen } = await setup(store)
    const id = g.emit(createEvent('SiwxSessionsCleared', {}))
    await settle()
    expect(set).toEqual([[]])
    expect(seen.at(-1)).toMatchObject({
      type: 'MessageRequested',
      causationId: id,
      data: { message: 'The sign-in session could not be stored', variant: 'error' },
    })
    await g.dispose()
  })

  it('behavior: with the sessions in the log (no storage) the read model alone is the list: nothing to do', async () => {
    const { g, seen } = await setup()
    g.emit(createEvent('SiwxSessionsCleared', {}))
    await settle()
    expect(seen.map((e) => e.type)).toEqual(['SiwxSessionsCleared'])
    await g.dispose()
  })
})
