// The log's fault campaign: corruptions planted in a real IndexedDB log (fake-indexeddb in Node) and
// in the first-paint copy and journal (localStorage), each followed by a start of Gatehouse over it. One case's
// outcome: did the app start (ready resolved, storage still IndexedDB, the read models usable by what renders
// before and after `ready`), which good events were lost, were new events persisted after it, and which
// exceptions were not typed. Used by test/integration/logFaults.test.ts and bench/faults.bench.ts.
import fc from 'fast-check'
import { createStore, promisifyRequest } from 'idb-keyval'
import { createGatehouse, type Gatehouse } from '../../src/createGatehouse.js'
import { GatehouseError } from '../../src/errors/GatehouseError.js'
import type { Stamped } from '../../src/events/index.js'
import { firstPaintKey } from '../../src/log/firstPaint.js'
import { replay } from '../../src/replay.js'
import { selectAccount } from '../../projections/account/account.selectors.js'
import { selectConnectedAddress, selectConnection } from '../../projections/connection/connection.selectors.js'
import { selectModalHistory, selectModalView } from '../../projections/modal/modal.selectors.js'
import {
  selectActiveNetwork,
  selectActiveNetworkSupported,
  selectShowUnsupportedChain,
} from '../../projections/network/network.selectors.js'
import { NAMESPACES } from '../../src/domain/caip.js'

/** What a fault may do to the log's database and localStorage. */
export interface FaultContext {
  /** The log's database name. */
  name: string
  put(key: IDBValidKey, value: unknown): Promise<void>
  get(key: IDBValidKey): Promise<unknown>
  keys(): Promise<IDBValidKey[]>
  /** Closes the fault's own connection to the database. */
  close(): Promise<void>
  /** localStorage as the page sees it. */
  local: Map<string, string>
  /** The event records as the good log wrote them (runs keyed by their last seq). */
  good: Stamped[]
  /** While on, every localStorage write throws QuotaExceededError, as a full origin's does. */
  localFull: boolean
  /** Starts another Gatehouse over the same log (another tab), disposed with the case. */
  start(): Gatehouse
}

/** One corruption. */
export interface LogFault {
  name: string
  /** Before the start: what it does to the stored log. */
  plant?(ctx: FaultContext): Promise<void>
  /**
   * After `ready`, before new events are emitted (mid-session faults). May say what it found itself: events it
   * emitted that the log lost, and events stored twice.
   */
  during?(ctx: FaultContext, g: Gatehouse): Promise<void | { lost?: number; duplicated?: number }>
  /** The good events before the fault are gone by design (the database deleted): not counted as lost. */
  discardsOld?: boolean
  /** The typed event the start must report about it. */
  reports?: 'LogRecordQuarantined' | 'LogWriteFailed' | 'FirstPaintCopyIgnored'
}

/** What one case showed. */
export interface FaultOutcome {
  name: string
  started: boolean
  /** Good events (written before the fault) missing from the export after it. */
  lost: number
  /** Events emitted after the fault that the next start did not find. */
  notPersisted: number
  /** Events stored more than once (by id), or two stored under one sequence number. */
  duplicated: number
  untyped: string[]
  /** Typed events the start reported (LogRecordQuarantined, FirstPaintCopyIgnored, LogWriteFailed, …). */
  reported: string[]
}

/** localStorage over a Map (Node has none); while `full()`, writes throw as a full origin's do. */
function memoryLocalStorage(map: Map<string, string>, full: () => boolean): Storage {
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (full()) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      map.set(k, String(v))
    },
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size
    },
  }
}

const GOOD_SWITCHES = 14

const cyclic = (() => {
  const a: Record<string, unknown> = { type: 'NetworkSwitched', seq: 3 }
  a.self = a
  a.data = { chainId: a }
  return a
})()

const event = (seq: number, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: 'NetworkSwitched',
  data: { chainId: 'eip155:777' },
  seq,
  id: `planted-${seq}`,
  at: 1,
  v: 1,
  source: 'app',
  causationId: null,
  ephemeral: false,
  ...extra,
})

const head = (value: unknown, reports?: LogFault['reports']): LogFault => ({
  name: `head marker ${describe(value)}`,
  plant: (c) => c.put(['m', 'head'], value),
  reports,
})
const eventAt = (key: number, value: unknown, what = describe(value)): LogFault => ({
  name: `event key ['e', ${describe(key)}] holding ${what}`,
  plant: (c) => c.put(['e', key], value),
  reports: 'LogRecordQuarantined',
})

function describe(value: unknown): string {
  if (typeof value === 'number') return Object.is(value, 2 ** 53) ? '2**53' : String(value)
  if (typeof value === 'string') return JSON.stringify(value)
  if (value instanceof Date) return 'a Date'
  if (typeof Blob !== 'undefined' && value instanceof Blob) return 'a Blob'
  if (Array.isArray(value)) return 'an array'
  return value === null ? 'null' : typeof value === 'object' ? 'an object' : String(value)
}

/** The snapshot records' keys. */
async function snapshotKeys(c: FaultContext): Promise<number[]> {
  return (await c.keys()).filter((k) => Array.isArray(k) && k[0] === 's').map((k) => (k as [string, number])[1])
}

/** Every corruption case of the campaign. */
export const LOG_FAULTS: readonly LogFault[] = [
  // Markers and keys, validated before use.
  head(Infinity, 'LogRecordQuarantined'),
  head(2 ** 53, 'LogRecordQuarantined'),
  head('abc', 'LogRecordQuarantined'),
  head(Number.NaN, 'LogRecordQuarantined'),
  head({}, 'LogRecordQuarantined'),
  head(-5, 'LogRecordQuarantined'),
  head(1.5, 'LogRecordQuarantined'),
  head(2 ** 52, 'LogRecordQuarantined'),
  head(null),
  { name: 'base marker "abc"', plant: (c) => c.put(['m', 'base'], 'abc') },
  { name: 'base marker Infinity', plant: (c) => c.put(['m', 'base'], Infinity) },
  {
    name: 'quarantine counter "x" and a garbage record to quarantine',
    plant: async (c) => (await c.put(['m', 'qnext'], 'x'), await c.put(['e', 500], 'garbage')),
  },
  eventAt(Infinity, event(99)),
  eventAt(2 ** 53, event(99)),
  eventAt(1e300, 'garbage'),
  eventAt(2 ** 52, 'garbage'),
  eventAt(2.5, event(2)),
  eventAt(-1, event(1)),
  eventAt(0, 'garbage'),
  { name: "event key ['e', 'abc'] (a foreign key in the event area)", plant: (c) => c.put(['e', 'abc'], event(5)) },
  {
    name: 'foreign keys of every kind',
    plant: async (c) => {
      for (const [k, v] of [
        ['x', 1],
        [42, 'n'],
        [['z', 1], {}],
        [['m', 'other'], 'o'],
        [['q', 'name'], 'q'],
        [['s', 'abc'], 's'],
        [new Date(0), 'd'],
      ] as const)
        await c.put(k as IDBValidKey, v)
    },
  },
  // Values of the wrong kind where events belong.
  eventAt(900, cyclic, 'a cyclic object'),
  eventAt(901, new Date(0)),
  eventAt(902, new Blob(['x'])),
  eventAt(903, new Map([['a', 1]]), 'a Map'),
  eventAt(904, new Uint8Array([1, 2, 3]), 'bytes'),
  eventAt(905, [[event(905)]], 'nested arrays'),
  eventAt(906, [null, 1, 'x', event(3)], 'a run of garbage'),
  eventAt(907, { ...event(907), data: { chainId: 'x'.repeat(1_000_000) } }, 'a 1 MB field'),
  {
    name: 'duplicate seqs: a good event copied under a later key',
    plant: (c) => c.put(['e', 950], { ...(c.good[2] as object), seq: 3 }),
  },
  { name: 'duplicate seqs: a run repeating the last events', plant: (c) => c.put(['e', 951], c.good.slice(-3)) },
  // Secrets on read.
  eventAt(
    960,
    event(960, { type: 'ThemeChanged', data: { themeMode: 'dark', themeVariables: { otp: 'SECRET-otp' } } }),
    'a ThemeChanged with an otp field',
  ),
  // (A closed schema drops the field: the event itself is good, and the last switch, so the state is unchanged.)
  {
    ...eventAt(
      961,
      event(961, { data: { chainId: `eip155:${GOOD_SWITCHES}`, sessionToken: 'SECRET-token' } }),
      'an event with a sessionToken field',
    ),
    reports: undefined,
  },
  {
    name: 'a quarantine entry holding a session token',
    plant: (c) =>
      c.put(['q', 77], {
        key: '["e",1]',
        seq: 1,
        eventType: 'X',
        reason: 'invalid',
        detail: '',
        record: { sessionToken: 'SECRET-token' },
      }),
  },
  { name: 'a quarantine entry that is a Blob', plant: (c) => c.put(['q', 78], new Blob(['q'])) },
  // Snapshots of the right versions and the wrong shapes.
  {
    name: 'every snapshot: right versions, wrong-shaped states',
    plant: async (c) => {
      for (const seq of await snapshotKeys(c)) {
        const snap = (await c.get(['s', seq])) as { projections: Record<string, { version: number; state: unknown }> }
        for (const entry of Object.values(snap.projections)) entry.state = { byNamespace: 7, view: null, history: 'x' }
        await c.put(['s', seq], snap)
      }
    },
  },
  {
    name: 'every snapshot: states that are null, arrays, strings',
    plant: async (c) => {
      for (const seq of await snapshotKeys(c)) {
        const snap = (await c.get(['s', seq])) as { projections: Record<string, { version: number; state: unknown }> }
        Object.values(snap.projections).forEach((entry, i) => (entry.state = [null, [], 'x', 5][i % 4]))
        await c.put(['s', seq], snap)
      }
    },
  },
  {
    name: 'a snapshot keyed Infinity and one keyed 2.5',
    plant: async (c) => (
      await c.put(['s', Infinity], { seq: Infinity }),
      await c.put(['s', 2.5], { seq: 2.5, projections: {} })
    ),
  },
  // The first-paint copy.
  {
    name: 'first-paint copy: right versions, wrong-shaped states',
    plant: async (c) => {
      const key = firstPaintKey(c.name)
      const value = c.local.get(key) ?? ''
      const copy = JSON.parse(value.slice(value.indexOf('\n') + 1)) as {
        projections: Record<string, { state: unknown }>
      }
      for (const entry of Object.values(copy.projections)) entry.state = { byNamespace: null, view: 3 }
      c.local.set(key, `${value.slice(0, value.indexOf('\n'))}\n${JSON.stringify(copy)}`)
    },
  },
  { name: 'first-paint copy: not JSON', plant: async (c) => void c.local.set(firstPaintKey(c.name), '5\n{') },
  {
    name: 'first-paint copy: projections null',
    plant: async (c) =>
      void c.local.set(
        firstPaintKey(c.name),
        '0\n{"format":"gatehouse-first-paint","version":1,"seq":0,"projections":null}',
      ),
  },
  // The journal (events a page had not written when it went).
  { name: 'journal: not JSON', plant: async (c) => void c.local.set(`${c.name}:unwritten`, '}{') },
  { name: 'journal: numbers and nulls', plant: async (c) => void c.local.set(`${c.name}:unwritten`, '[1,null,[2]]') },
  {
    name: 'journal: an entry with an otp field',
    plant: async (c) =>
      void c.local.set(
        `${c.name}:unwritten`,
        JSON.stringify([
          event(970, { type: 'ThemeChanged', data: { themeMode: 'dark', themeVariables: { otp: 'SECRET-otp' } } }),
        ]),
      ),
  },
  {
    name: 'journal: seqs beyond the safe integers',
    plant: async (c) => void c.local.set(`${c.name}:unwritten`, JSON.stringify([event(2 ** 53), event(1e300)])),
  },
  // The database deleted mid-session.
  {
    name: 'the database deleted mid-session',
    discardsOld: true,
    reports: 'LogWriteFailed',
    during: async (c) => {
      await c.close()
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase(c.name)
        request.onsuccess = () => resolve()
        request.onerror = () => reject(request.error)
      })
    },
  },
  // Storage full: IndexedDB refuses writes for a while (as a full origin's quota does), then has room again.
  {
    name: 'IndexedDB full (QuotaExceededError) mid-session, then room again',
    reports: 'LogWriteFailed',
    during: async (c, g) => {
      const lift = quotaExceeded(c.name)
      // Events emitted while full stay queued, reported, and are written once there is room.
      const whileFull = [
        g.emit({ type: 'NetworkSwitched', data: { chainId: 'eip155:31' } }),
        g.emit({ type: 'AccountTabRequested', data: { tab: 'activity' } }),
      ]
      await g.exportLog().catch(() => undefined)
      await new Promise((r) => setTimeout(r, 300))
      lift()
      await settle(g)
      const ids = new Set((await g.exportLog()).events.map((e) => (e as unknown as Stamped).id))
      return { lost: whileFull.filter((id) => !ids.has(id)).length }
    },
  },
  {
    name: 'localStorage full from the start (first-paint copy and journal refused)',
    plant: async (c) => void (c.localFull = true),
  },
  {
    // (The copy is written when the page is hidden and at dispose; Node has no page, dispose does it.)
    name: 'localStorage full mid-session (the first-paint copy refused)',
    during: async (c, g) => {
      c.localFull = true
      g.emit({ type: 'NetworkSwitched', data: { chainId: 'eip155:32' } })
      await settle(g)
    },
  },
  // Two tabs writing into one log at once: nothing lost, nothing stored twice, one order.
  {
    name: 'two tabs writing 150 events each, interleaved',
    during: async (c, g) => {
      const other = c.start()
      await other.ready
      const emitted: string[] = []
      for (let i = 0; i < 150; i++) {
        emitted.push(g.emit({ type: 'AccountTabRequested', data: { tab: i % 2 ? 'tokens' : 'nfts' } }))
        emitted.push(other.emit({ type: 'AccountTabRequested', data: { tab: i % 2 ? 'nfts' : 'activity' } }))
        if (i % 25 === 0) await new Promise((r) => setTimeout(r, 0))
      }
      await Promise.all([settle(g), settle(other)])
      const events = (await g.exportLog()).events as unknown as Stamped[]
      const ids = events.map((e) => e.id)
      const seqs = events.map((e) => e.seq)
      const stored = new Set(ids)
      return {
        lost: emitted.filter((id) => !stored.has(id)).length,
        duplicated: ids.length - stored.size + (seqs.length - new Set(seqs).size),
      }
    },
  },
]

/** Makes every IndexedDB write of database `name` throw QuotaExceededError until the returned function is called. */
function quotaExceeded(name: string): () => void {
  const proto = IDBObjectStore.prototype
  const put = Object.getOwnPropertyDescriptor(proto, 'put') as PropertyDescriptor
  Object.defineProperty(proto, 'put', {
    ...put,
    value: function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.transaction.db.name === name)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      return (put.value as IDBObjectStore['put']).apply(this, args)
    },
  })
  return () => Object.defineProperty(proto, 'put', put)
}

/** The read models as a first render and the hooks read them: throws what a render would throw. */
function readAsTheAppDoes(state: ReturnType<Gatehouse['getState']>): void {
  for (const ns of NAMESPACES) {
    const account = selectAccount(state, ns)
    void account.address
    void selectConnection(state, ns).status
  }
  selectConnectedAddress(state)
  void selectActiveNetwork(state)?.chainId
  selectActiveNetworkSupported(state)
  selectShowUnsupportedChain(state)
  selectModalView(state)
  void selectModalHistory(state).length
  JSON.stringify(state)
}

let cases = 0

/** Runs one fault case on a fresh database and reports what it showed. Never throws. */
export async function runLogFault(fault: LogFault, options: { timeoutMs?: number } = {}): Promise<FaultOutcome> {
  const timeoutMs = options.timeoutMs ?? 5000
  const name = `gatehouse:fault-${++cases}-${Math.random().toString(36).slice(2)}`
  const local = new Map<string, string>()
  const g = globalThis as { localStorage?: Storage }
  const before = g.localStorage
  let ctx: FaultContext | null = null
  g.localStorage = memoryLocalStorage(local, () => ctx?.localFull === true)
  const outcome: FaultOutcome = {
    name: fault.name,
    started: false,
    lost: 0,
    notPersisted: 0,
    duplicated: 0,
    untyped: [],
    reported: [],
  }
  const untyped = (where: string, error: unknown) => {
    if (!(error instanceof GatehouseError)) outcome.untyped.push(`${where}: ${String(error)}`.slice(0, 300))
  }
  const store = createStore(name, 'log')
  const config = { dev: true, effects: {}, log: { name, snapshotEvery: 5 } }
  const open: Gatehouse[] = []
  ctx = {
    name,
    local,
    good: [],
    localFull: false,
    start: () => {
      const tab = createGatehouse(config)
      open.push(tab)
      return tab
    },
    put: (key, value) => store('readwrite', (s) => promisifyRequest(s.put(value, key)).then(() => undefined)),
    get: (key) => store('readonly', (s) => promisifyRequest(s.get(key))),
    keys: () => store('readonly', (s) => promisifyRequest(s.getAllKeys())),
    close: () => store('readonly', async (s) => s.transaction.db.close()),
  }
  try {
    // A good log: a connection and switches, written over several transactions (runs and snapshots).
    const a = createGatehouse(config)
    open.push(a)
    await a.ready
    a.emit({
      type: 'Connected',
      data: {
        connectorId: 'w',
        namespace: 'eip155',
        chainId: 'eip155:1',
        address: '0x00000000000000000000000000000000000000aa',
      },
    })
    for (let i = 1; i <= GOOD_SWITCHES; i++) {
      a.emit({ type: 'NetworkSwitched', data: { chainId: `eip155:${i}` } })
      if (i % 3 === 0) await a.exportLog()
    }
    const clean = await a.exportLog()
    await a.dispose()
    ctx.good = clean.events as unknown as Stamped[]
    const expected = replay(clean).state
    await fault.plant?.(ctx)

    // The start over the fault.
    const b = createGatehouse(config)
    open.push(b)
    b.events$.subscribe((e) => {
      if (['LogRecordQuarantined', 'FirstPaintCopyIgnored', 'LogWriteFailed', 'LogStorageUnavailable'].includes(e.type))
        outcome.reported.push(e.type)
      if (e.type === 'ReducerFailed' || e.type === 'EffectFailed')
        outcome.untyped.push(`${e.type}: ${JSON.stringify(e.data).slice(0, 200)}`)
    })
    try {
      readAsTheAppDoes(b.getState()) // what an app that renders before `ready` reads (the first-paint copy)
    } catch (error) {
      outcome.untyped.push(`first render: ${String(error)}`)
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const ready = await Promise.race([
      b.ready.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ])
    clearTimeout(timer)
    const state = b.getState()
    readAsTheAppDoes(state)
    // (A restored connection shows as connecting until re-synced, SPEC §4: its address is what must come back.)
    const addressOf = (c: unknown) => (c as { address?: string } | undefined)?.address
    const sameConnection =
      addressOf(state.connection.byNamespace.eip155) === addressOf(expected.connection.byNamespace.eip155)
    outcome.started =
      ready &&
      state.system.storage === 'indexeddb' &&
      (fault.discardsOld === true ||
        (sameConnection && state.network.byNamespace.eip155?.chainId === expected.network.byNamespace.eip155?.chainId))
    if (!ready) return outcome
    const found = await fault.during?.(ctx, b)
    if (found) {
      outcome.lost += found.lost ?? 0
      outcome.duplicated += found.duplicated ?? 0
    }
    const exported = await b.exportLog().catch((error: unknown) => (untyped('exportLog', error), { events: [] }))
    // Secrets planted by a case never come back out (the secret-field rule applies on read too).
    if (JSON.stringify(exported).includes('SECRET-')) outcome.untyped.push('a planted secret is in exportLog()')
    const ids = new Set(exported.events.map((e) => (e as unknown as Stamped).id))
    if (!fault.discardsOld) outcome.lost += ctx.good.filter((e) => !ids.has(e.id)).length
    // New events after the fault are persisted: the next start finds them.
    const fresh = [
      b.emit({ type: 'NetworkSwitched', data: { chainId: 'eip155:4242' } }),
      b.emit({ type: 'AccountTabRequested', data: { tab: 'nfts' } }),
    ]
    await settle(b)
    await b.dispose()
    const c = createGatehouse(config)
    open.push(c)
    await c.ready
    const after = new Set((await c.exportLog()).events.map((e) => (e as unknown as Stamped).id))
    outcome.notPersisted = fresh.filter((id) => !after.has(id)).length
    if (c.getState().network.byNamespace.eip155?.chainId !== 'eip155:4242') outcome.notPersisted ||= 1
    await c.dispose()
  } catch (error) {
    untyped('case', error)
    if (error instanceof GatehouseError)
      outcome.untyped.push(`typed, but thrown out of the case: ${error.name}: ${error.message}`)
  } finally {
    for (const x of open) await x.dispose().catch((error: unknown) => untyped('dispose', error))
    g.localStorage = before
  }
  return outcome
}

/** Waits until the log has written what was emitted, retrying through failed writes (a few seconds at most). */
async function settle(g: Gatehouse): Promise<void> {
  for (let i = 0; i < 40; i++) {
    try {
      await g.exportLog()
      return
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}

// Random records for the property test and the bench: keys of every kind IndexedDB takes, most of them in the log's
// own areas with numbers the log must not trust, and values of every kind it clones.
const arbNumberKey = fc.oneof(
  fc.integer({ min: -5, max: 40 }),
  fc.constantFrom(0, 2 ** 53, 2 ** 53 - 1, 2 ** 52, Number.MAX_VALUE, Infinity, -Infinity, 0.5, 1e300),
  fc.double({ noNaN: true }),
)
const arbKey: fc.Arbitrary<IDBValidKey> = fc.oneof(
  fc.tuple(fc.constantFrom('e', 's', 'q'), arbNumberKey),
  fc.tuple(fc.constant('m'), fc.constantFrom('head', 'base', 'qnext', 'other')),
  fc.tuple(fc.constantFrom('e', 's', 'm', 'x'), fc.string({ maxLength: 4 })),
  fc.string({ maxLength: 6 }),
  fc.integer(),
)
const arbValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(Number.NaN, Infinity, -0, 2 ** 53, undefined, null, 'abc'),
  fc.date({ noInvalidDate: false }),
  fc.constant(null).map(() => new Blob(['x'])),
  fc.constant(null).map(() => ({ ...cyclic })),
  // Event-like records with fields off, alone or as runs.
  fc.record({
    seq: arbNumberKey,
    type: fc.constantFrom('NetworkSwitched', 'Nope', 7),
    id: fc.string(),
    at: fc.double(),
    v: fc.integer(),
    source: fc.constant('app'),
    causationId: fc.constant(null),
    ephemeral: fc.boolean(),
    data: fc.anything(),
  }),
  fc.array(
    fc.record({ seq: arbNumberKey, type: fc.constant('NetworkSwitched'), data: fc.record({ chainId: fc.string() }) }),
    { maxLength: 3 },
  ),
)

/** Up to six records at random keys. */
export const arbPlants: fc.Arbitrary<Array<[IDBValidKey, unknown]>> = fc.array(fc.tuple(arbKey, arbValue), {
  minLength: 1,
  maxLength: 6,
})

/** Puts the records, except over the good log's own event records (that would lose its events by definition). */
export function plantAll(plants: ReadonlyArray<[IDBValidKey, unknown]>): (c: FaultContext) => Promise<void> {
  return async (c) => {
    const taken = new Set(
      (await c.keys()).filter((k) => Array.isArray(k) && k[0] === 'e').map((k) => JSON.stringify(k)),
    )
    for (const [key, value] of plants) if (!taken.has(JSON.stringify(key))) await c.put(key, value)
  }
}
