// replay(exportedLog) of a 100,000-event log (target ≤ 150 ms); shared by the JIT and jitless entries.
import { defaultProjections } from '../../projections/index.js'
import type { Stamped } from '../../src/index.js'
import { readRecord } from '../../src/log/records.js'
import { replay } from '../../src/replay.js'
import { initialStates } from '../../src/store/fold.js'
import { foldAllBatch } from '../../src/store/foldBatch.js'
import { codegen } from './codegen.js'
import { exportedLogOf, median, report, round, sampleEvents } from './common.js'

const COUNT = 100_000
const RUNS = 7

/** Measures replay of a 100k-event log and reports one row named `name`. */
export function benchReplay(name: string, how: string): void {
  const log = exportedLogOf(sampleEvents(COUNT))
  const before = codegen.count
  // Warm-up: one replay of a 10k-event log, so the JIT (V8's and zod's) has seen the code.
  replay({ ...log, events: log.events.slice(0, 10_000) })
  const times: number[] = []
  let restored = 0
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    const r = replay(log)
    times.push(performance.now() - t0)
    restored = r.length
  }
  if (restored !== COUNT) throw new Error(`replay kept ${restored} of ${COUNT} events`)
  const ms = median(times)

  // Where the time goes: reading (validating and upcasting) every record, and folding the read models.
  const timeOf = (fn: () => unknown) => {
    const t: number[] = []
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now()
      fn()
      t.push(performance.now() - t0)
    }
    return round(median(t))
  }
  const events: Stamped[] = []
  const readMs = timeOf(() => {
    events.length = 0
    for (const raw of log.events) {
      const r = readRecord(raw)
      if (r.ok) events.push(r.event)
    }
  })
  const foldMs = timeOf(() => foldAllBatch(defaultProjections, initialStates(defaultProjections), events))
  report([
    {
      name,
      value: round(ms),
      unit: 'ms',
      target: '<= 150',
      note: `${how}; ${COUNT.toLocaleString('en')} events (arbEvent mix), median of ${RUNS} after a warm-up (min ${round(Math.min(...times))}, max ${round(Math.max(...times))} ms); of which reading the ${COUNT.toLocaleString('en')} records (readRecord: envelope checks, zod data schema) ${readMs} ms and folding them (foldAllBatch) ${foldMs} ms, measured apart; functions compiled from strings: ${codegen.count} (${codegen.count - before} during the runs)`,
    },
  ])
}
