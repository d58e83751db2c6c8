import { describe, expect, it } from 'vitest'

// A change to the public API shows up here in review (STYLE §11).
describe('public API', () => {
  it('default: gatehouse exports', async () => {
    expect(Object.keys(await import('gatehouse')).sort()).toMatchInlineSnapshot(`
      [
        "DefinitionError",
        "DisposedError",
        "EVENT_DEFINITIONS",
        "EVENT_TYPES",
        "GatehouseError",
        "InvalidEventError",
        "InvalidLogError",
        "LOG_FORMAT",
        "LOG_FORMAT_VERSION",
        "LogStorageError",
        "NAMESPACES",
        "NotPlainJsonError",
        "SecretInEventError",
        "VIEWS",
        "createEvent",
        "createGatehouse",
        "createMemoryDatabase",
        "createSelector",
        "defaultEffects",
        "defaultProjections",
        "defineEvent",
        "defineProjection",
        "events",
        "getEventDefinition",
        "importLog",
        "indexedDbStorage",
        "isEvent",
        "memoryStorage",
        "ofType",
        "parseExportedLog",
        "replay",
        "selectActiveChainId",
        "selectAnyConnected",
        "selectBalance",
        "selectConnection",
        "selectModalOpen",
        "selectModalView",
      ]
    `)
  })

  it('default: gatehouse/react exports', async () => {
    expect(Object.keys(await import('gatehouse/react')).sort()).toMatchInlineSnapshot(`
      [
        "GatehouseProvider",
        "useAllEvents",
        "useEmit",
        "useEvents",
        "useGatehouse",
        "useReadModel",
      ]
    `)
  })

  it('default: gatehouse/testing exports', async () => {
    expect(Object.keys(await import('gatehouse/testing')).sort()).toMatchInlineSnapshot(`
      [
        "arbAnyEvent",
        "arbChainId",
        "arbEvent",
        "arbEventByType",
        "arbEvents",
        "arbSystemEvent",
        "createMemoryDatabase",
        "createTestDeps",
        "createTestGatehouse",
        "memoryStorage",
        "readRecord",
        "runProjection",
        "stampEvents",
      ]
    `)
  })

  it('behavior: createGatehouse returns the documented members', async () => {
    const { createGatehouse, memoryStorage } = await import('gatehouse')
    const g = createGatehouse({ log: { storage: memoryStorage() } })
    expect(Object.keys(g).sort()).toEqual(
      ['dispose', 'emit', 'events$', 'exportLog', 'getInitialState', 'getState', 'ready', 'state$', 'subscribe'].sort(),
    )
    await g.dispose()
  })
})
