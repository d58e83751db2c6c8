// Fold throughput of the default read models (target ≥ 1,000,000 events/s).
import { defaultProjections } from '../projections/index.js'
import type { Stamped } from '../src/index.js'
import { foldAll, immerFor, initialStates } from '../src/store/fold.js'
import { foldAllBatch } from '../src/store/foldBatch.js'
import { stampEvents } from '../src/testing/helpers.js'
import { boundedIdentities, median, report, round, sampleInputs, type BenchResult } from './lib/common.js'

const COUNT = 200_000
/** Events per foldAll call: replay's default checkpoint interval (src/replay.ts). */
const BATCH = 1024
const RUNS = 5
const LIVE = 20_000

const immer = immerFor(false)

function foldInBatches(events: readonly Stamped[], batch: number): Readonly<Record<string, object>> {
  let state: Readonly<Record<string, object>> = initialStates(defaultProjections)
  for (let i = 0; i < events.length; i += batch)
    state = foldAll(immer, defaultProjections, state, events.slice(i, i + batch))
  return state
}

function timeIt(fn: () => unknown): number {
  const t0 = performance.now()
  fn()
  return performance.now() - t0
}

/** Entries of the collections in the read models (every `ids` array, at any depth). */
function countIds(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0
  let n = 0
  for (const [key, v] of Object.entries(value))
    n += key === 'ids' && Array.isArray(v) ? v.length : Array.isArray(v) ? 0 : countIds(v)
  return n
}

function entries(state: Readonly<Record<string, object>>): string {
  return `balances ${countIds(state.balances)}, siwx ${countIds(state.siwx)}, transactions ${countIds(state.transactions)} entries at the end`
}

const inputs = sampleInputs(COUNT)
const mixes: Array<{ label: string; events: Stamped[]; desc: string }> = [
  { label: 'arbEvent mix', events: stampEvents(inputs), desc: 'a fresh random address or request id per event' },
  {
    label: 'arbEvent mix, app-sized collections',
    events: stampEvents(boundedIdentities(inputs)),
    desc: '4 addresses, 6 chains, 256 request ids',
  },
]

const results: BenchResult[] = []
for (const { label, events, desc } of mixes) {
  // Warm up the JIT on a slice, then measure the whole stream a few times.
  foldInBatches(events.slice(0, 20_000), BATCH)
  const ms = median(Array.from({ length: RUNS }, () => timeIt(() => foldInBatches(events, BATCH))))
  results.push({
    name: `fold 200k events through immer drafts (foldAll), ${label}`,
    value: round(COUNT / (ms / 1000)),
    unit: 'events/s',
    // The draft path keeps structural sharing for the live bus; long folds (replay, restore) take the batch path below.
    target: 'info',
    note: `${desc}; foldAll(immerFor(false)) in batches of ${BATCH}, median of ${RUNS}: ${round(ms)} ms; ${entries(foldInBatches(events, BATCH))}`,
  })
}

for (const { label, events } of mixes) {
  const all = () => foldAllBatch(defaultProjections, initialStates(defaultProjections), events)
  foldAllBatch(defaultProjections, initialStates(defaultProjections), events.slice(0, 20_000))
  const ms = median(Array.from({ length: RUNS }, () => timeIt(all)))
  results.push({
    name: `fold 200k events over the registered projections (foldAllBatch, as replay and restore), ${label}`,
    value: round(COUNT / (ms / 1000)),
    unit: 'events/s',
    target: '>= 1000000',
    note: `the draft-free fold replay and restore use (src/store/foldBatch.ts foldAllBatch), all events in one call, median of ${RUNS}: ${round(ms)} ms`,
  })
}

// What the live bus does: one foldAll per event (Store.apply([event]) in src/bus/bus.ts).
for (const { label, events } of mixes) {
  foldInBatches(events.slice(0, 2_000), 1)
  const ms = median(Array.from({ length: 3 }, () => timeIt(() => foldInBatches(events.slice(0, LIVE), 1))))
  results.push({
    name: `fold one event at a time (live bus), ${label}`,
    value: round(LIVE / (ms / 1000)),
    unit: 'events/s',
    target: 'info',
    note: `first ${LIVE.toLocaleString('en')} events, foldAll([event]) per event, median of 3: ${round(ms)} ms`,
  })
}

report(results)
