// Fuzz of every validator and parser in src/domain: at least 100,000
// cases each, counting how each call ended. A validator returns a typed result
// on any input; a throw of anything but a GatehouseError is an untyped throw
// (target 0), and a GatehouseError thrown by a validator is counted too.
// Inputs: a shared pool of strings, JSON values and odd values, plus each
// validator's valid seeds with one edit (test/helpers/validators.ts).
import fc from 'fast-check'
import { GatehouseError } from '../src/errors/GatehouseError.js'
import { arbFuzzInput, FUZZ_TARGETS, type FuzzTarget } from '../test/helpers/validators.js'
import { report, round, SEED, type BenchResult } from './lib/common.js'

const CASES = 100_000
/** Cases per validator that are its own seeds with one edit; the rest come from the shared pool. */
const EDITED = 40_000

const generic = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 80 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 60 }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 3 },
  { arbitrary: fc.constantFrom(undefined, null, Number.NaN, -0, Infinity, 10n ** 80n, [], {}, () => 1), weight: 1 },
)

interface Tally {
  name: string
  cases: number
  returned: number
  typed: number
  untyped: number
  ms: number
  firstUntyped?: string
}

async function fuzz(target: FuzzTarget, pool: readonly unknown[], index: number): Promise<Tally> {
  const edited = fc.sample(arbFuzzInput({ ...target, seeds: target.seeds }), { numRuns: EDITED, seed: SEED + index })
  const inputs = [...edited, ...pool.slice(0, CASES - edited.length)]
  const tally: Tally = { name: target.name, cases: 0, returned: 0, typed: 0, untyped: 0, ms: 0 }
  const t0 = performance.now()
  for (const input of inputs) {
    tally.cases++
    try {
      const out = target.run(input)
      if (out instanceof Promise) await out
      tally.returned++
    } catch (error) {
      if (error instanceof GatehouseError) tally.typed++
      else {
        tally.untyped++
        tally.firstUntyped ??= `${String(error)} on ${safe(input)}`
      }
    }
  }
  tally.ms = performance.now() - t0
  return tally
}

function safe(value: unknown): string {
  try {
    return (
      JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))?.slice(0, 120) ?? String(value)
    )
  } catch {
    return String(value)
  }
}

const started = performance.now()
const pool = fc.sample(generic, { numRuns: CASES, seed: SEED })
const tallies: Tally[] = []
for (const [i, target] of FUZZ_TARGETS.entries()) tallies.push(await fuzz(target, pool, i))
const seconds = (performance.now() - started) / 1000

const minCases = Math.min(...tallies.map((t) => t.cases))
const untyped = tallies.reduce((n, t) => n + t.untyped, 0)
const typed = tallies.reduce((n, t) => n + t.typed, 0)
const slowest = tallies.reduce((a, b) => (b.ms / b.cases > a.ms / a.cases ? b : a))
const failing = tallies.filter((t) => t.untyped > 0)

const results: BenchResult[] = [
  {
    name: 'fuzz: cases per validator (fewest)',
    value: minCases,
    unit: 'cases',
    target: '>= 100000',
    note: `${tallies.length} validators and parsers of src/domain and the error catalogue, ${tallies.length * CASES} calls in all; each gets ${EDITED} of its own valid seeds with one edit (seed ${SEED}) and ${CASES - EDITED} of one shared pool of strings, JSON values and odd values (undefined, NaN, bigint, functions, objects that String() and Number() cannot convert).`,
  },
  {
    name: 'fuzz: untyped throws',
    value: untyped,
    unit: 'throws',
    target: '<= 0',
    note:
      failing.length === 0
        ? 'none: every call returned a value'
        : failing.map((t) => `${t.name}: ${t.untyped} (first: ${t.firstUntyped})`).join('; '),
  },
  { name: 'fuzz: typed throws (GatehouseError)', value: typed, unit: 'throws', target: '<= 0' },
  {
    name: 'fuzz: wall time',
    value: round(seconds),
    unit: 's',
    target: '<= 60',
    note: `input generation included; slowest validator ${slowest.name} at ${round((slowest.ms * 1000) / slowest.cases)} µs a case`,
  },
]
for (const t of tallies)
  console.log(
    `${t.name.padEnd(30)} ${String(t.cases).padStart(7)} cases  ${String(t.untyped).padStart(3)} untyped  ${round(t.ms)} ms`,
  )
report(results)
