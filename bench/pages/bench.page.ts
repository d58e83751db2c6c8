// The browser benchmark page (bundled by bench/run.mjs, production mode, served under a strict CSP).
// ?mode=prepare|restore|append, ?db=<project id>, ?burst=<events per task> (append; 0: one synchronous loop).
import { createGatehouse, type EventInput } from '../../src/index.js'

/** What the page reports to the driver (window.benchResult). */
export interface PageResult {
  mode: string
  /** createGatehouse() → ready (restore). */
  readyMs?: number
  /** App script start → the first state equal to the restored one (restore): the first-paint copy's, or restore's own. */
  firstStateMs?: number
  /** App script start → createGatehouse() returned, → restore set the state from IndexedDB, → ready (restore). */
  scriptToCreatedMs?: number
  scriptToRestoredMs?: number
  /** App script start → createGatehouse() called: evaluating the modules (restore). */
  scriptToCreateMs?: number
  scriptToReadyMs?: number
  /** The first-paint copy's seq (null: none), and whether the state it gave equals the restored one (restore). */
  copySeq?: number | null
  firstPaintEqual?: boolean
  /** The restored head (restore); the log's head marker after the run (append, prepare). */
  head?: number
  snapshotSeq?: number | null
  /** Size of the restored read models as JSON (restore). */
  stateBytes?: number
  /** First emit → dispose() resolved, i.e. every event written (append). */
  persistMs?: number
  /** Time spent inside emit() calls (append). */
  emitMs?: number
  emitted?: number
  /** Event records found in IndexedDB afterwards (append, prepare). */
  stored?: number
  /** The log's compaction base after the run (append, prepare): events up to it are behind a snapshot. */
  base?: number
  /** Events dispatched that the log keeps (not ephemeral), SessionRestored and the effects' answers included. */
  dispatched?: number
  longTasks: Array<{ start: number; duration: number }>
  cspViolations: string[]
  error?: string
}

declare global {
  interface Window {
    benchResult?: PageResult
    /** With ?wait=1 the page waits for this call before it measures (to attach a profiler first). */
    benchGo?: () => void
  }
}

const params = new URLSearchParams(location.search)
const mode = params.get('mode') ?? 'restore'
const projectId = params.get('db') ?? 'bench'
const burst = Number(params.get('burst') ?? 0)
const eventsFile = params.get('events') === 'bounded' ? './events-bounded.json' : './events.json'
const go = params.get('wait') === '1' ? new Promise<void>((resolve) => (window.benchGo = resolve)) : Promise.resolve()

const longTasks: PerformanceEntry[] = []
if (PerformanceObserver.supportedEntryTypes.includes('longtask')) {
  new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true })
}
const cspViolations: string[] = []
document.addEventListener('securitypolicyviolation', (e) =>
  cspViolations.push(`${e.violatedDirective}: ${e.blockedURI}`),
)

/** Deep equality of two plain JSON values (key order aside). */
function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return false
  return ka.every(
    (k) =>
      Object.prototype.hasOwnProperty.call(b, k) &&
      deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  )
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
// A task boundary without setTimeout's 4 ms clamp.
const channel = new MessageChannel()
const nextTask = () =>
  new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })

/** What the log holds in IndexedDB: event records, the head marker and the compaction base (events up to it are behind a snapshot). */
function countStored(): Promise<{ stored: number; head: number; base: number }> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(`gatehouse:${projectId}`)
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const store = db.transaction('log').objectStore('log')
      // A record holds one event or a run of them (src/log/runs.ts RUN).
      const records = store.getAll(IDBKeyRange.bound(['e', 1], ['e', Infinity]))
      const head = store.get(['m', 'head'])
      const base = store.get(['m', 'base'])
      records.transaction!.oncomplete = () => {
        db.close()
        const stored = (records.result as unknown[]).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 1), 0)
        resolve({
          stored,
          head: (head.result as number | undefined) ?? 0,
          base: (base.result as number | undefined) ?? 0,
        })
      }
      records.transaction!.onerror = () => reject(records.transaction!.error)
    }
  })
}

async function loadEvents(): Promise<EventInput[]> {
  return (await (await fetch(eventsFile)).json()) as EventInput[]
}

async function run(): Promise<Omit<PageResult, 'longTasks' | 'cspViolations' | 'mode'>> {
  await go
  if (mode === 'prepare') {
    const events = await loadEvents()
    const gatehouse = createGatehouse({ projectId })
    await gatehouse.ready
    for (const event of events) gatehouse.emit(event)
    await gatehouse.dispose()
    return { emitted: events.length, ...(await countStored()) }
  }
  if (mode === 'raw' || mode === 'raw-parallel') {
    // The floor under restore: the same IndexedDB reads without Gatehouse (open, head, last event key, base,
    // snapshot keys, newest snapshot, tail). 'raw' issues them one after another as the log does today;
    // 'raw-parallel' issues the independent ones together (two round trips after the open).
    const t0 = performance.now()
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(`gatehouse:${projectId}`)
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const store = db.transaction('log', 'readwrite').objectStore('log')
    const ask = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result)
        req.onerror = () => reject(req.error)
      })
    const snapKeys = () =>
      ask(store.getAllKeys(IDBKeyRange.bound(['s', 0], ['s', Infinity]))) as Promise<Array<[string, number]>>
    let head: number
    let snaps: Array<[string, number]>
    if (mode === 'raw') {
      head = (await ask(store.get(['m', 'head']))) as number
      await ask(store.openKeyCursor(IDBKeyRange.bound(['e', -Infinity], ['e', Infinity]), 'prev'))
      await ask(store.get(['m', 'base']))
      snaps = await snapKeys()
    } else {
      const [h, , , k] = await Promise.all([
        ask(store.get(['m', 'head'])),
        ask(store.openKeyCursor(IDBKeyRange.bound(['e', -Infinity], ['e', Infinity]), 'prev')),
        ask(store.get(['m', 'base'])),
        snapKeys(),
      ])
      head = h as number
      snaps = k
    }
    const snapshotSeq = snaps.length ? (snaps[snaps.length - 1] as [string, number])[1] : null
    // A snapshot taken at the head leaves no tail (the log reads an empty range then, as src/log/storage.ts does).
    const from = (snapshotSeq ?? 0) + 1
    const tail = from <= (head as number) ? IDBKeyRange.bound(['e', from], ['e', head]) : null
    const reads: Array<Promise<unknown>> = tail ? [ask(store.getAllKeys(tail)), ask(store.getAll(tail))] : []
    if (mode === 'raw') {
      if (snapshotSeq !== null) await ask(store.get(['s', snapshotSeq]))
    } else if (snapshotSeq !== null) reads.push(ask(store.get(['s', snapshotSeq])))
    await Promise.all(reads)
    const readyMs = performance.now() - t0
    db.close()
    return { readyMs, head, snapshotSeq }
  }
  if (mode === 'restore') {
    // The clock starts with the app script (the bundle's first line, bench/run.mjs banner). The first state
    // is what getState() gives right after createGatehouse() (the first-paint copy, src/log/firstPaint.ts);
    // it counts only if it equals the state restore then sets from IndexedDB (the fold of the whole log),
    // otherwise the first state equal to it is that one, at restore.
    const start = (globalThis as { __benchScriptStart?: number }).__benchScriptStart ?? 0
    let restored: { head: number; snapshotSeq: number | null } | null = null
    const t0 = performance.now()
    const gatehouse = createGatehouse({ projectId })
    const createdAt = performance.now()
    const atCreate = gatehouse.getState()
    let restoredState: unknown = undefined
    let restoredAt = 0
    const states = gatehouse.state$.subscribe((state) => {
      if (state !== atCreate && restoredState === undefined) {
        restoredState = state
        restoredAt = performance.now()
      }
    })
    const sub = gatehouse.events$.subscribe((e) => {
      if (e.type === 'SessionRestored') restored = e.data
    })
    await gatehouse.ready
    const readyAt = performance.now()
    states.unsubscribe()
    sub.unsubscribe()
    const firstPaintEqual = gatehouse.firstPaint !== null && deepEqual(atCreate, restoredState)
    const stateBytes = JSON.stringify(gatehouse.getState()).length
    const copySeq = gatehouse.firstPaint?.seq ?? null
    await gatehouse.dispose()
    const r = restored as { head: number; snapshotSeq: number | null } | null
    return {
      readyMs: readyAt - t0,
      scriptToReadyMs: readyAt - start,
      scriptToCreatedMs: createdAt - start,
      scriptToCreateMs: t0 - start,
      scriptToRestoredMs: restoredAt - start,
      firstStateMs: (firstPaintEqual ? createdAt : restoredAt) - start,
      copySeq,
      firstPaintEqual,
      head: r?.head,
      snapshotSeq: r?.snapshotSeq ?? null,
      stateBytes,
    }
  }
  // append
  const events = await loadEvents()
  const gatehouse = createGatehouse({ projectId })
  let dispatched = 0
  const counting = gatehouse.events$.subscribe((e) => {
    if (!e.ephemeral) dispatched++
  })
  await gatehouse.ready
  await sleep(200) // let start-up settle so its tasks are not counted
  let emitMs = 0
  const t0 = performance.now()
  if (burst <= 0) {
    for (const event of events) gatehouse.emit(event)
    emitMs = performance.now() - t0
  } else {
    for (let i = 0; i < events.length; i += burst) {
      const b0 = performance.now()
      for (let j = i; j < Math.min(i + burst, events.length); j++) gatehouse.emit(events[j] as EventInput)
      emitMs += performance.now() - b0
      await nextTask()
    }
  }
  await gatehouse.dispose() // resolves once the log has written every pending event
  const persistMs = performance.now() - t0
  counting.unsubscribe()
  await sleep(300) // long-task entries arrive after their task
  const since = t0 - 1
  longTasks.splice(0, longTasks.length, ...longTasks.filter((t) => t.startTime >= since))
  return { persistMs, emitMs, emitted: events.length, dispatched, ...(await countStored()) }
}

run().then(
  (result) => {
    window.benchResult = {
      mode,
      ...result,
      longTasks: longTasks.map((t) => ({ start: t.startTime, duration: t.duration })),
      cspViolations,
    }
  },
  (error: unknown) => {
    window.benchResult = { mode, longTasks: [], cspViolations, error: String((error as Error)?.stack ?? error) }
  },
)
