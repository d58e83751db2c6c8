import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.doUnmock('./fastParse.js')
  vi.doUnmock('./secrets.js')
  vi.resetModules()
})

describe('prepareEvents', () => {
  it('behavior: builds the schema of each type it is given and its quick path and key check, and no other type', async () => {
    vi.resetModules()
    const quick = vi.fn()
    const keys = vi.fn()
    vi.doMock('./fastParse.js', async (original) => {
      const actual = await original<typeof import('./fastParse.js')>()
      return { ...actual, hasQuickPath: quick.mockImplementation(actual.hasQuickPath) }
    })
    vi.doMock('./secrets.js', async (original) => {
      const actual = await original<typeof import('./secrets.js')>()
      return { ...actual, hasOnlyDeclaredKeys: keys.mockImplementation(actual.hasOnlyDeclaredKeys) }
    })
    const { getEventDefinition, OPENING_EVENTS, prepareEvents } = await import('./index.js')
    prepareEvents(OPENING_EVENTS)
    const schemas = OPENING_EVENTS.map((type) => getEventDefinition(type)?.schema)
    expect(quick.mock.calls.map(([schema]) => schema)).toEqual(schemas)
    expect(keys.mock.calls.map(([schema]) => schema)).toEqual(schemas)
  })
})
