import { EMPTY, asyncScheduler } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { defaultProjections } from '../projections/index.js'
import { Bus } from './bus/bus.js'
import { createDeps, type Deps } from './deps.js'
import { startEffects } from './runtimeHelpers.js'
import { Store } from './store/store.js'

function bus(deps: ReturnType<typeof createDeps>) {
  const store = new Store<object>(defaultProjections, { freeze: true })
  return new Bus({ store, now: deps.now, newId: deps.newId, freeze: true })
}

describe('startEffects', () => {
  it('behavior: the effects get their own deps, with services, SIWX and the scheduler; the given deps stay as they are', () => {
    const deps = createDeps()
    const before = { ...deps }
    let seen: Deps | null = null
    const subscriptions = startEffects(
      {
        projectId: 'p1',
        endpoints: { api: 'https://api.example/' },
        siwx: { enabled: true },
        effects: {
          probe: (_event$, _state$, d) => {
            seen = d
            return EMPTY
          },
        },
      },
      deps,
      undefined,
      bus(deps),
    )
    expect(deps).toEqual(before)
    expect(Object.keys(deps).sort()).toEqual(Object.keys(before).sort())
    expect(seen).not.toBe(deps)
    expect(seen).toMatchObject({ now: deps.now, secrets: deps.secrets, scheduler: asyncScheduler })
    expect(seen!.services).not.toBe(deps.services)
    expect(seen!.services.api).not.toBeNull()
    expect(seen!.siwx).toBeDefined()
    for (const s of subscriptions) s.unsubscribe()
  })

  it("default: the app's own services and scheduler are kept", () => {
    const services = { api: null, wallets: null, analytics: null, rpc: null }
    const deps = createDeps({ services })
    let seen: Deps | null = null
    startEffects(
      {
        deps: { services },
        effects: {
          probe: (_e, _s, d) => {
            seen = d
            return EMPTY
          },
        },
      },
      deps,
      undefined,
      bus(deps),
    )
    expect(seen!.services).toBe(services)
  })
})
