// Shared by the benchmarks: the event mix, statistics and the result protocol bench/run.mjs reads.
import fc from 'fast-check'
import type { EventInput, ExportedLog, Stamped } from '../../src/index.js'
import { arbEvent } from '../../src/testing/arbitraries.js'
import { stampEvents } from '../../src/testing/helpers.js'

/** Seed of every sampled event mix, so runs compare. */
export const SEED = 20260101

/** One row of bench/results.json. */
export interface BenchResult {
  name: string
  value: number
  unit: string
  /** `"<= 150"`, `">= 1000000"`, or `"info"` for a figure without a target. */
  target: string
  /** How it was measured, printed under the table (not written to results.json). */
  note?: string
}

/** `count` valid events of every type an app, the UI or an effect emits, sampled with fast-check from `arbEvent`. */
export function sampleInputs(
  count: number,
  options: { seed?: number; exclude?: readonly string[] } = {},
): EventInput[] {
  const exclude = new Set(options.exclude ?? [])
  const out: EventInput[] = []
  let seed = options.seed ?? SEED
  while (out.length < count) {
    for (const e of fc.sample(arbEvent, { numRuns: count - out.length, seed: seed++ }))
      if (!exclude.has(e.type)) out.push(e)
  }
  return out
}

/** The same mix, stamped with envelopes as the bus would (seq 1…n). */
export function sampleEvents(count: number, seed = SEED): Stamped[] {
  return stampEvents(sampleInputs(count, { seed }))
}

/** An exported log (src/log/exported.ts ExportedLog) holding `events`, as JSON would bring it back. */
export function exportedLogOf(events: readonly Stamped[]): ExportedLog {
  return JSON.parse(
    JSON.stringify({ format: 'gatehouse-log', version: 1, base: null, events, quarantined: [] }),
  ) as ExportedLog
}

/** The median of some numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/** Rounds for display and JSON (3 significant decimals below 10, integers above). */
export function round(value: number): number {
  return value >= 100 ? Math.round(value) : Math.round(value * 100) / 100
}

/** Hands results to bench/run.mjs: one line, `BENCH-RESULT <json>`. */
export function report(results: BenchResult[]): void {
  console.log(`BENCH-RESULT ${JSON.stringify(results)}`)
}

const POOL = {
  address: [
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  ],
  chainId: [
    'eip155:1',
    'eip155:137',
    'eip155:10',
    'eip155:8453',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'bip122:000000000019d6689c085ae165831e93',
  ],
} as const
const IDENTITY_FIELDS: Record<string, readonly string[]> = {
  address: POOL.address,
  accountAddress: POOL.address,
  from: POOL.address,
  to: POOL.address,
  chainId: POOL.chainId,
}

/**
 * The same mix with the identities a real session has: 4 addresses, 6 chains and
 * 256 request ids instead of a fresh random one per event, so collections in the
 * read models (balances, SIWX sessions, queued requests) stay the size they have
 * in an app instead of growing with every event.
 */
export function boundedIdentities(inputs: readonly EventInput[]): EventInput[] {
  const rewrite = (value: unknown, i: number): unknown => {
    if (Array.isArray(value)) return value.map((v) => rewrite(v, i))
    if (typeof value !== 'object' || value === null) return value
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) {
      const pool = IDENTITY_FIELDS[key]
      out[key] =
        pool && typeof v === 'string' ? pool[i % pool.length] : key === 'requestId' ? `req-${i % 256}` : rewrite(v, i)
    }
    return out
  }
  return inputs.map((input, i) => ({ ...input, data: rewrite(input.data, i) }) as EventInput)
}
