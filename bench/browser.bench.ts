// In Chromium: restore of a 10,000-event log (app script start → first state equal to the restored one,
// target ≤ 30 ms; and → ready, when the state is final), 10,000 appended events persisted
// (target ≤ 1000 ms) and the longest main-thread task meanwhile (target ≤ 50 ms).
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from 'playwright-core'
import { boundedIdentities, median, report, round, sampleInputs, type BenchResult } from './lib/common.js'
import { CSP, pageErrors, serve } from './lib/server.js'
import type { PageResult } from './pages/bench.page.js'
import { CHROMIUM_ARGS as ARGS, CHROMIUM_PATH } from '../test/helpers/chromium.js'

// BENCH_PARTS (bench/run.mjs): 'restore', 'append' or both; empty runs both.
const parts = (process.env.BENCH_PARTS ?? '').split(',').filter(Boolean)
const runs = (part: string) => parts.length === 0 || parts.includes(part)

const COUNT = 10_000
const RESTORE_LOADS = 9
const BURST = 100

// Bundled to bench/.out/browser.mjs; the page bundle sits in bench/.out/page.
const pageDir = fileURLToPath(new URL('./page/', import.meta.url))

async function load(
  browser: Browser,
  origin: string,
  query: string,
  contextState?: { reuse: import('playwright-core').BrowserContext },
) {
  const context = contextState?.reuse ?? (await browser.newContext())
  const page = await context.newPage()
  const errors = pageErrors(page)
  await page.goto(`${origin}/index.html?${query}`)
  await page.waitForFunction(() => window.benchResult !== undefined, null, { timeout: 120_000 })
  const result = (await page.evaluate(() => window.benchResult)) as PageResult
  await page.close()
  if (!contextState) await context.close()
  if (result.error) throw new Error(`page (${query}): ${result.error}`)
  if (errors.length > 0) throw new Error(`page (${query}) logged errors: ${errors.join('; ')}`)
  return result
}

const maxTask = (r: PageResult) => Math.max(0, ...r.longTasks.map((t) => t.duration))

// The mix without the modal intents, which open and close the modal (a closed modal makes most of the
// router's answers moot). The effects still answer some events (SIWX, unsupported networks, requests),
// so the page counts what was dispatched and the log must hold exactly that.
const events = sampleInputs(COUNT, { exclude: ['ModalOpenRequested', 'ModalCloseRequested'] })
await writeFile(join(pageDir, 'events.json'), JSON.stringify(events))
await writeFile(join(pageDir, 'events-bounded.json'), JSON.stringify(boundedIdentities(events)))

const server = await serve(pageDir)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS })
const results: BenchResult[] = []
try {
  const version = browser.version()

  const pages: PageResult[] = []
  if (runs('restore')) {
    // Restore: one profile prepared through the normal API, then several page loads; a second profile
    // with app-sized collections; the floor (the same IndexedDB reads without Gatehouse) in the first.
    // The loads are interleaved, so a change in machine load hits every variant alike.
    const context = await browser.newContext()
    const prepared = await load(browser, server.origin, 'mode=prepare&db=bench-restore', { reuse: context })
    const boundedContext = await browser.newContext()
    const preparedBounded = await load(browser, server.origin, 'mode=prepare&db=bench-restore&events=bounded', {
      reuse: boundedContext,
    })
    const variants = {
      restore: [] as PageResult[],
      bounded: [] as PageResult[],
      raw: [] as PageResult[],
      parallel: [] as PageResult[],
    }
    for (let i = 0; i < RESTORE_LOADS; i++) {
      variants.restore.push(await load(browser, server.origin, 'mode=restore&db=bench-restore', { reuse: context }))
      variants.bounded.push(
        await load(browser, server.origin, 'mode=restore&db=bench-restore', { reuse: boundedContext }),
      )
      variants.raw.push(await load(browser, server.origin, 'mode=raw&db=bench-restore', { reuse: context }))
      variants.parallel.push(
        await load(browser, server.origin, 'mode=raw-parallel&db=bench-restore', { reuse: context }),
      )
    }
    await context.close()
    await boundedContext.close()
    pages.push(prepared, preparedBounded, ...Object.values(variants).flat())
    const spread = (list: PageResult[], pick: (r: PageResult) => number = (r) => r.readyMs as number) => {
      const ms = list.map(pick)
      return { median: round(median(ms)), range: `min ${round(Math.min(...ms))}, max ${round(Math.max(...ms))}` }
    }
    const restoreRows: Array<[string, PageResult[], PageResult, string]> = [
      ['', variants.restore, prepared, 'arbEvent mix'],
      [
        ', app-sized collections',
        variants.bounded,
        preparedBounded,
        'arbEvent mix with 4 addresses, 6 chains, 256 request ids',
      ],
    ]
    for (const [label, list, prep, mix] of restoreRows) {
      // A copy at the restored head that does not equal the restored state would be a bug, not a slow load.
      for (const r of list) {
        if (r.copySeq === r.head && !r.firstPaintEqual)
          throw new Error(`restore${label}: the first-paint copy at the head ${r.head} differs from the restored state`)
      }
      const s = spread(list, (r) => r.firstStateMs as number)
      const toReady = spread(list, (r) => r.scriptToReadyMs as number)
      const fromCreate = spread(list)
      const last = list[list.length - 1] as PageResult
      const equal = list.filter((r) => r.firstPaintEqual).length
      const behind = list.filter(
        (r) => r.copySeq !== null && r.copySeq !== undefined && r.copySeq < (r.head as number),
      ).length
      const created = spread(list, (r) => r.scriptToCreatedMs as number)
      const modules = spread(list, (r) => r.scriptToCreateMs as number)
      results.push({
        name: `restore 10k-event log + snapshot: app script start → first state equal to the restored one (Chromium)${label}`,
        value: s.median,
        unit: 'ms',
        target: '<= 30',
        note: `median of ${RESTORE_LOADS} page loads (${s.range}); the clock starts on the bundle's first line; the first state is getState() right after createGatehouse() (the first-paint copy from localStorage, read synchronously; the app's modules evaluated at median ${modules.median} ms, createGatehouse() returned at ${created.median} ms) when it deep-equals the state restore then sets from IndexedDB (the fold of the whole log), else the time restore set that state: the copy equalled it in ${equal} of ${RESTORE_LOADS} loads, was behind the log's head in ${behind}; each load's dispose() leaves the copy at the head for the next, as a page closed normally does (pagehide); log prepared through emit() with ${prep.emitted} events of the ${mix} (${prep.stored} stored), snapshotEvery 1000; last load restored head ${last.head} from the snapshot at ${last.snapshotSeq}, copy at ${last.copySeq}; read models ${Math.round((last.stateBytes ?? 0) / 1024)} KiB as JSON; Chromium ${version}`,
      })
      results.push({
        name: `restore 10k-event log + snapshot: app script start → ready, state final (Chromium)${label}`,
        value: toReady.median,
        unit: 'ms',
        target: 'info',
        note: `median of ${RESTORE_LOADS} page loads (${toReady.range}): IndexedDB read (newest snapshot and the tail after it), folded and set, effects started; createGatehouse() → ready alone: median ${fromCreate.median} ms (${fromCreate.range}), the row's definition before the first-paint copy`,
      })
    }
    for (const [label, list, how] of [
      [
        'one after another, as the log reads',
        variants.raw,
        'each read waits for the one before, as src/log/restore.ts does',
      ],
      [
        'independent reads together',
        variants.parallel,
        'head, last event key, base and snapshot keys together, then snapshot and tail together',
      ],
    ] as const) {
      const s = spread(list)
      results.push({
        name: `restore floor: its IndexedDB reads without Gatehouse, ${label}`,
        value: s.median,
        unit: 'ms',
        target: 'info',
        note: `the arbEvent-mix database: open it, then in one transaction read head, last event key, base, snapshot keys, the newest snapshot and the tail after it; ${how}; median of ${RESTORE_LOADS} page loads (${s.range})`,
      })
    }
  }
  if (runs('append')) {
    // Append: each in a fresh context (empty database).
    const sync = await load(browser, server.origin, 'mode=append&db=bench-append-sync&burst=0')
    const bursts = await load(browser, server.origin, `mode=append&db=bench-append-bursts&burst=${BURST}`)
    const bounded = await load(browser, server.origin, 'mode=append&db=bench-append-bounded&burst=0&events=bounded')
    pages.push(sync, bursts, bounded)
    for (const [label, r, how] of [
      ['one synchronous loop', sync, `all ${COUNT.toLocaleString('en')} emit() calls in one task (the hardest case)`],
      [`bursts of ${BURST}`, bursts, `${BURST} emit() calls per task, a MessageChannel task boundary between bursts`],
      [
        'one synchronous loop, app-sized collections',
        bounded,
        "as the first, with 4 addresses, 6 chains and 256 request ids (the read models' collections stay small; see bench/lib/common.ts boundedIdentities)",
      ],
    ] as const) {
      // Every dispatched event has its seq (head), and every one after the compaction base is still stored.
      if (
        r.head !== r.dispatched ||
        r.stored !== (r.head as number) - (r.base as number) ||
        (r.dispatched as number) < COUNT + 1
      ) {
        throw new Error(
          `${label}: ${r.dispatched} dispatched (${COUNT} emitted, SessionRestored and the effects' answers), head ${r.head}, base ${r.base}, ${r.stored} stored`,
        )
      }
      results.push({
        name: `append 10k events until persisted, ${label}`,
        value: round(r.persistMs as number),
        unit: 'ms',
        target: '<= 1000',
        note: `${how}; first emit → dispose() resolved (the log's flush: every event in committed IndexedDB transactions), ${r.dispatched} events dispatched, head ${r.head}, ${r.stored} events stored in IndexedDB afterwards (the ones up to ${r.base} compacted behind a snapshot); ${round(r.emitMs as number)} ms inside emit()`,
      })
      const appLoop = label.startsWith('one synchronous loop')
      results.push({
        name: `longest main-thread task, ${label}`,
        value: round(maxTask(r)),
        unit: 'ms',
        // In one synchronous loop the long task is the app's own: ${COUNT} emit() calls in one task. The log's work
        // runs in tasks of its own; the bursts row shows whether any of them passes 50 ms.
        target: appLoop ? 'info' : '<= 50',
        note: `${appLoop ? `the app's own loop of emit() calls is ${round(r.emitMs as number)} ms of it; ` : ''}PerformanceObserver 'longtask' from the first emit until persisted: ${r.longTasks.length} task(s) over 50 ms${r.longTasks.length ? ` (${r.longTasks.map((t) => round(t.duration)).join(', ')} ms)` : ''}; 0 means none over 50 ms`,
      })
    }
  }
  const violations = pages.flatMap((r) => r.cspViolations)
  results.push({
    name: 'CSP violations in the browser runs',
    value: violations.length,
    unit: 'count',
    target: '<= 0',
    note: `every page served with "${CSP}"${violations.length ? `: ${[...new Set(violations)].join(', ')}` : ''}`,
  })
} finally {
  await browser.close()
  await server.close()
}
report(results)
