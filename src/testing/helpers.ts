import { createGatehouse, type Gatehouse, type GatehouseConfig } from '../createGatehouse.js'
import type { Deps } from '../deps.js'
import { type EventInput, type Stamped, validateEventInput } from '../events/index.js'
import { createMemoryDatabase, memoryStorage, type MemoryDatabase } from '../log/storage.js'
import { foldProjection, immerFor } from '../store/fold.js'
import type { AnyProjection, Projection } from '../store/projection.js'
import { defaultProjections } from '../../projections/index.js'

/** A deterministic clock and id source for tests: time starts at `start` and moves by `step` per read. */
export function createTestDeps(
  options: { start?: number; step?: number; idPrefix?: string } = {},
): Partial<Deps> & { advance(ms: number): void } {
  let now = options.start ?? Date.UTC(2026, 0, 1)
  const step = options.step ?? 1
  const prefix = options.idPrefix ?? 'id'
  let n = 0
  return {
    now: () => (now += step),
    newId: () => `${prefix}-${(++n).toString(36).padStart(6, '0')}`,
    advance(ms: number) {
      now += ms
    },
  }
}

/**
 * Stamps plain events with envelopes as the bus would (seq 1…n, time from
 * `start`), for running projections without a bus. Ephemeral events get seq 0.
 */
export function stampEvents(
  inputs: readonly EventInput[],
  options: { start?: number; firstSeq?: number } = {},
): Stamped[] {
  let seq = (options.firstSeq ?? 1) - 1
  let at = options.start ?? Date.UTC(2026, 0, 1)
  return inputs.map((input, i) => {
    const { def, data } = validateEventInput(input, input.ephemeral === true)
    const ephemeral = def.ephemeral || input.ephemeral === true
    return {
      type: def.type,
      data,
      seq: ephemeral ? 0 : ++seq,
      id: `e-${i + 1}`,
      at: (at += 1000),
      v: def.version,
      source: 'app',
      causationId: input.causationId ?? null,
      ephemeral,
    } as Stamped
  })
}

/** Runs one projection over events (given/when/then tests): its state after all of them. */
export function runProjection<S extends object>(
  projection: Projection<S>,
  events: readonly Stamped[],
  from: S = projection.initial,
): S {
  return foldProjection(immerFor(true), projection as AnyProjection, from, events, (_p, _e, error) => {
    throw error
  })
}

let instances = 0

/** A Gatehouse with its log in memory, deterministic time and ids; `db` can be shared to act as a second tab. */
export function createTestGatehouse<P extends readonly AnyProjection[] = typeof defaultProjections>(
  config: GatehouseConfig<P> & { db?: MemoryDatabase } = {},
): Gatehouse<import('../store/projection.js').StateOf<P>> & { db: MemoryDatabase } {
  const db = config.db ?? createMemoryDatabase()
  const gatehouse = createGatehouse<P>({
    dev: true,
    ...config,
    // ids unique across instances (two instances over one db act as two tabs), yet deterministic
    deps: { ...createTestDeps({ idPrefix: `g${++instances}` }), ...config.deps },
    log: { ...config.log, storage: memoryStorage(db) },
  })
  return Object.assign(gatehouse, { db })
}
