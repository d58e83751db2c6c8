// What zod's JIT would be worth on our records: the same record shapes parsed with classic zod's
// JIT, classic zod jitless (as a strict CSP needs, and as Gatehouse sets zod globally) and zod/mini.
import './lib/codegen.js'
import { jitShapes } from './lib/zod-jit-first.js'
import { codegen } from './lib/codegen.js'
import { exportedLogOf, median, report, round, sampleEvents } from './lib/common.js'
import { classicShapes, miniShapes, type RecordParser } from './lib/zod-shapes.js'

const RUNS = 7
const records = exportedLogOf(sampleEvents(200_000)).events.filter((e) =>
  ['Connected', 'BalanceFetched', 'TxQueued', 'SiwxSigned'].includes((e as { type: string }).type),
) as Array<{ type: string }>

const beforeJitless = codegen.count
const variants: Array<[string, Record<string, RecordParser>, string]> = [
  ['zod classic, JIT', jitShapes, 'z.object built before zod was made jitless: parsers compiled with new Function'],
  ['zod classic, jitless', classicShapes(), 'the same schemas built after z.config({ jitless: true }) (what src/zod.ts sets for the whole page)'],
  ['zod/mini (as the core)', miniShapes(), "zod/mini's object parser, which has no JIT"],
]
const compiledByOthers = codegen.count - beforeJitless

function parseAll(shapes: Record<string, RecordParser>): number {
  let ok = 0
  for (const r of records) if ((shapes[r.type] as RecordParser).safeParse(r).success) ok++
  return ok
}

const rows = variants.map(([label, shapes, how]) => {
  parseAll(shapes) // warm-up (and the JIT's compile)
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    const ok = parseAll(shapes)
    times.push(performance.now() - t0)
    if (ok !== records.length) throw new Error(`${label}: ${records.length - ok} records failed to parse`)
  }
  return { label, how, ns: (median(times) * 1e6) / records.length }
})
const jit = rows[0]?.ns as number
report(
  rows.map(({ label, how, ns }) => ({
    name: `parse a stored record, ${label}`,
    value: round(ns),
    unit: 'ns/record',
    target: 'info',
    note: `${how}; ${records.length.toLocaleString('en')} records (Connected, BalanceFetched, TxQueued, SiwxSigned from the arbEvent mix), median of ${RUNS}; ${round(ns / jit)}× the JIT's time${label.includes('JIT') ? `; ${codegen.count - compiledByOthers} function(s) compiled from strings` : ''}`,
  })),
)
