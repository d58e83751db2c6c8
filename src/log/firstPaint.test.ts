import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultProjections } from '../../projections/index.js'
import type { EventInput, Stamped } from '../events/index.js'
import { arbAnyEvent, arbEvents } from '../testing/arbitraries.js'
import { createTestGatehouse, stampEvents } from '../testing/helpers.js'
import { foldAll, immerFor, initialStates } from '../store/fold.js'
import type { AnyProjection } from '../store/projection.js'
import {
  defaultFirstPaintStorage,
  FIRST_PAINT_MAX_CHARS,
  firstPaintKey,
  fitsShape,
  readFirstPaint,
  removeFirstPaint,
  seqOf,
  type FirstPaintStorage,
} from './firstPaint.js'
import { writeFirstPaint } from './firstPaintWrite.js'
import { createMemoryDatabase, type MemoryDatabase } from './storage.js'

/** localStorage's interface over a Map, with an optional quota in characters (as a browser throws QuotaExceededError). */
function memoryLocalStorage(quota = Infinity): FirstPaintStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      map.set(key, value)
    },
    removeItem: (key) => void map.delete(key),
  }
}

const KEY = firstPaintKey('gatehouse:default')

/** Runs a gatehouse over `db` that emits `events`, then closes it (which writes the copy when it has one). */
async function session(
  db: MemoryDatabase,
  events: readonly EventInput[],
  copy: FirstPaintStorage | false,
  snapshotEvery = 1000,
) {
  const g = createTestGatehouse({ db, effects: {}, log: { firstPaint: copy, snapshotEvery } })
  const restoredEvents: Stamped[] = []
  const sub = g.events$.subscribe((e) => restoredEvents.push(e))
  await g.ready
  for (const e of events) g.emit(e)
  await g.dispose()
  sub.unsubscribe()
  return g
}

/**
 * Starts a gatehouse over `db` and waits for `ready`: the state at creation (the copy, if any), and the state
 * restore set (the second value of state$: restore's own, before SessionRestored is folded).
 */
async function start(db: MemoryDatabase, copy: FirstPaintStorage | false, snapshotEvery = 1000) {
  const g = createTestGatehouse({ db, effects: {}, log: { firstPaint: copy, snapshotEvery } })
  const atCreate = g.getState()
  const firstPaint = g.firstPaint
  const states: unknown[] = []
  const sub = g.state$.subscribe((s) => states.push(s))
  await g.ready
  sub.unsubscribe()
  await g.dispose()
  const json = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown
  return { atCreate: json(atCreate), restored: json(states[1]), firstPaint }
}

/** A task boundary (the copy written after restore waits for one). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('first-paint copy', () => {
  it('property: the copy is the restored state at its seq, and copy + tail == the full fold', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbEvents({ maxLength: 30 }),
        arbEvents({ maxLength: 30 }),
        fc.integer({ min: 1, max: 12 }),
        async (first, later, snapshotEvery) => {
          const db = createMemoryDatabase()
          const storage = memoryLocalStorage()
          // A session that leaves a copy at its head, then one that adds events without updating the copy.
          await session(db, first, storage, snapshotEvery)
          const copySeq = Number((storage.map.get(KEY) ?? '').split('\n')[0])
          const atCopy = await start(structuredCloneDb(db), false, snapshotEvery)
          await session(db, later, false, snapshotEvery)

          // The truth: a restore of the same log without any copy (on a copy of the database: every start appends SessionRestored).
          const truth = await start(structuredCloneDb(db), false, snapshotEvery)
          const withCopy = await start(db, storage, snapshotEvery)
          // Synchronously at creation: the copy, which is what a restore gave at its seq.
          expect(withCopy.firstPaint).toEqual({ seq: copySeq })
          expect(withCopy.atCreate).toEqual(atCopy.restored)
          // After restore: exactly what a restore without any copy gives (copy + tail == full fold).
          expect(withCopy.restored).toEqual(truth.restored)
        },
      ),
      { numRuns: 25 },
    )
  })

  it('behavior: a page closed normally leaves a copy at the head, and the next start shows the final state at once', async () => {
    const db = createMemoryDatabase()
    const storage = memoryLocalStorage()
    await session(db, [{ type: 'NetworkSwitched', data: { chainId: 'eip155:8453' } }], storage)
    const next = await start(db, storage)
    expect(next.firstPaint).not.toBeNull()
    expect(
      (next.atCreate as { network: { byNamespace: { eip155?: { chainId: string } } } }).network.byNamespace.eip155
        ?.chainId,
    ).toBe('eip155:8453')
    expect(next.atCreate).toEqual(next.restored)
  })

  it.each([
    ['not JSON', '5\n{"format":'],
    ['no seq prefix', '{"format":"gatehouse-first-paint"}'],
    ['another format', '3\n{"format":"other","version":1,"seq":3,"projections":{}}'],
    [
      'a seq that does not match its prefix',
      '3\n{"format":"gatehouse-first-paint","version":1,"seq":4,"projections":{}}',
    ],
    ['a negative seq', '-1\n{"format":"gatehouse-first-paint","version":1,"seq":-1,"projections":{}}'],
    [
      'projections that are not a record',
      '3\n{"format":"gatehouse-first-paint","version":1,"seq":3,"projections":[1]}',
    ],
  ])('error: a corrupt copy (%s) is ignored with an event and removed; restore goes on', async (_, value) => {
    const db = createMemoryDatabase()
    await session(db, [{ type: 'NetworkSwitched', data: { chainId: 'eip155:8453' } }], false)
    const storage = memoryLocalStorage()
    storage.map.set(KEY, value)
    const g = createTestGatehouse({ db, effects: {}, log: { firstPaint: storage } })
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    expect(g.firstPaint).toBeNull()
    expect(g.getState()).toBe(g.getInitialState())
    await g.ready
    expect(seen.find((e) => e.type === 'FirstPaintCopyIgnored')?.data).toMatchObject({ reason: 'malformed' })
    expect(g.getState().network.byNamespace.eip155?.chainId).toBe('eip155:8453')
    await g.dispose()
    // The next start has a valid copy again.
    expect(readFirstPaint(storage, KEY, defaultProjections)?.ok).toBe(true)
  })

  it('error: an oversized copy is ignored with an event; one that would be oversized is not written', async () => {
    const storage = memoryLocalStorage()
    storage.map.set(KEY, `1\n${'x'.repeat(FIRST_PAINT_MAX_CHARS)}`)
    const g = createTestGatehouse({ effects: {}, log: { firstPaint: storage } })
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    await g.ready
    expect(seen.find((e) => e.type === 'FirstPaintCopyIgnored')?.data).toMatchObject({ reason: 'too-large' })
    await g.dispose()

    const big = { config: { note: 'y'.repeat(FIRST_PAINT_MAX_CHARS) } }
    const result = writeFirstPaint(
      storage,
      'k',
      [{ name: 'config', version: 1, initial: {}, handles: [], reduce: () => {} }],
      1,
      big,
    )
    expect(result).toMatchObject({ ok: false, reason: 'too-large' })
    expect(storage.map.has('k')).toBe(false)
  })

  it('error: a quota error is reported once and leaves no copy; the log is unaffected', async () => {
    const storage = memoryLocalStorage(10)
    const db = createMemoryDatabase()
    const g = createTestGatehouse({ db, effects: {}, log: { firstPaint: storage } })
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    await g.ready
    await nextTask() // the copy after restore is written in a task of its own
    g.emit({ type: 'NetworkSwitched', data: { chainId: 'eip155:8453' } })
    await g.exportLog()
    expect(seen.filter((e) => e.type === 'FirstPaintCopyIgnored').map((e) => e.data)).toEqual([
      { reason: 'write-failed', detail: expect.stringContaining('QuotaExceededError') as unknown },
    ])
    await g.dispose()
    expect(storage.map.size).toBe(0)
    const again = createTestGatehouse({ db, effects: {}, log: { firstPaint: false } })
    await again.ready
    expect(again.getState().network.byNamespace.eip155?.chainId).toBe('eip155:8453')
    await again.dispose()
  })

  it('error: a read model holding a secret-named field is never copied', () => {
    const storage = memoryLocalStorage()
    const result = writeFirstPaint(
      storage,
      'k',
      [{ name: 'x', version: 1, initial: {}, handles: [], reduce: () => {} }],
      1,
      {
        x: { nested: { sessionToken: 'abc' } },
      },
    )
    expect(result).toMatchObject({ ok: false, reason: 'secret' })
    expect(storage.map.has('k')).toBe(false)
  })

  it('error: a stored copy holding a secret-named field is ignored whole on read, with the reason', () => {
    const projections = defaultProjections as readonly AnyProjection[]
    const states = Object.fromEntries(projections.map((p) => [p.name, { version: p.version, state: p.initial }]))
    const auth = projections.find((p) => p.name === 'auth')!
    states.auth = { version: auth.version, state: { ...(auth.initial as object), otp: '123456' } }
    const value = `3\n${JSON.stringify({ format: 'gatehouse-first-paint', version: 1, seq: 3, projections: states })}`
    const read = readFirstPaint({ getItem: () => value, setItem: () => {}, removeItem: () => {} }, 'k', projections)
    expect(read).toMatchObject({ ok: false, reason: 'secret' })
    expect(read?.ok === false && read.detail).toContain('otp')
  })

  it('behavior: a copy ahead of the log (storage cleared apart) shows until restore, then is dropped with an event', async () => {
    const storage = memoryLocalStorage()
    await session(createMemoryDatabase(), [{ type: 'NetworkSwitched', data: { chainId: 'eip155:8453' } }], storage)
    const g = createTestGatehouse({ db: createMemoryDatabase(), effects: {}, log: { firstPaint: storage } })
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    expect(g.firstPaint).not.toBeNull()
    await g.ready
    expect(seen.find((e) => e.type === 'FirstPaintCopyIgnored')?.data).toMatchObject({ reason: 'ahead-of-log' })
    expect(g.getState().network.byNamespace.eip155?.chainId).not.toBe('eip155:8453')
    await g.dispose()
  })

  it('behavior: a read model whose version changed starts from its initial state, the others from the copy', async () => {
    const db = createMemoryDatabase()
    const storage = memoryLocalStorage()
    await session(db, [{ type: 'NetworkSwitched', data: { chainId: 'eip155:8453' } }], storage)
    const value = storage.map.get(KEY) as string
    const [seq, json] = [value.slice(0, value.indexOf('\n')), value.slice(value.indexOf('\n') + 1)]
    const parsed = JSON.parse(json) as { projections: Record<string, { version: number }> }
    ;(parsed.projections.network as { version: number }).version += 1
    storage.map.set(KEY, `${seq}\n${JSON.stringify(parsed)}`)
    const read = readFirstPaint(storage, KEY, defaultProjections)
    if (!read?.ok) throw new Error('expected a copy')
    expect(read.copy.used).not.toContain('network')
    expect(read.copy.states.network).toBe(defaultProjections.find((p) => p.name === 'network')?.initial)
  })

  it('behavior: two tabs over one log: a tab that saw another write keeps no stale copy of its own', async () => {
    const db = createMemoryDatabase()
    const storage = memoryLocalStorage()
    const a = createTestGatehouse({ db, effects: {}, log: { firstPaint: storage } })
    const b = createTestGatehouse({ db, effects: {}, log: { firstPaint: storage } })
    await Promise.all([a.ready, b.ready])
    a.emit({ type: 'NetworkSwitched', data: { chainId: 'eip155:8453' } })
    await a.exportLog()
    b.emit({ type: 'NetworkSwitched', data: { chainId: 'eip155:10' } })
    await b.exportLog()
    await a.dispose()
    await b.dispose()
    // Whatever copy is left is the fold of the log up to its seq: a start from it ends where a restore does.
    const g = createTestGatehouse({ db, effects: {}, log: { firstPaint: storage } })
    const seq = g.firstPaint?.seq
    await g.ready
    const truth = createTestGatehouse({ db, effects: {}, log: { firstPaint: false } })
    await truth.ready
    expect(JSON.parse(JSON.stringify(g.getState()))).toEqual(JSON.parse(JSON.stringify(truth.getState())))
    if (seq !== undefined) {
      const head = (await truth.exportLog()).events.length
      expect(seq).toBeLessThanOrEqual(head)
    }
    await g.dispose()
    await truth.dispose()
  })
})

/** A copy of a memory database as it is now (a restore from it gives the state at this moment). */
function structuredCloneDb(db: MemoryDatabase): MemoryDatabase {
  return { records: structuredClone(db.records), lock: Promise.resolve() }
}

describe('fitsShape', () => {
  it("property: every read model folded from any events has its projection's shape (no stored copy of a real state is refused)", () => {
    fc.assert(
      fc.property(fc.array(arbAnyEvent, { maxLength: 120 }), (inputs) => {
        const states = foldAll(
          immerFor(false),
          defaultProjections,
          initialStates(defaultProjections),
          stampEvents(inputs),
        )
        for (const p of defaultProjections)
          expect([p.name, fitsShape(p.initial, (states as Record<string, unknown>)[p.name])]).toEqual([p.name, true])
      }),
    )
  })

  it('error: a copy of the right versions with wrong-shaped states gives those read models their initial state', () => {
    const storage = new Map<string, string>()
    const projections = defaultProjections as readonly AnyProjection[]
    const copy = {
      format: 'gatehouse-first-paint',
      version: 1,
      seq: 3,
      projections: Object.fromEntries(
        projections.map((p) => [p.name, { version: p.version, state: { byNamespace: null, view: 3 } }]),
      ),
    }
    storage.set('k', `3\n${JSON.stringify(copy)}`)
    const read = readFirstPaint(
      { getItem: (k) => storage.get(k) ?? null, setItem: () => {}, removeItem: () => {} },
      'k',
      projections,
    )
    expect(read).toMatchObject({ ok: true, copy: { seq: 3 } })
    // (A read model whose initial fields are all null, like send's, takes any object.)
    if (read?.ok)
      for (const name of ['modal', 'connection', 'account', 'network', 'config'])
        expect(read.copy.states[name]).toBe(projections.find((p) => p.name === name)?.initial)
  })
})

describe('first-paint copy: reading and writing, case by case', () => {
  const counter = {
    name: 'counter',
    version: 2,
    initial: { n: 0, tags: [] as string[] },
    handles: [],
    reduce: () => {},
  }
  const other = { name: 'other', version: 1, initial: { on: false }, handles: [], reduce: () => {} }
  const projections = [counter, other] as unknown as readonly AnyProjection[]
  const copyOf = (seq: number, entries: Record<string, unknown>, over: Record<string, unknown> = {}) =>
    `${seq}\n${JSON.stringify({ format: 'gatehouse-first-paint', version: 1, seq, projections: entries, ...over })}`
  const read = (value: string) => {
    const storage = memoryLocalStorage()
    storage.map.set('k', value)
    return readFirstPaint(storage, 'k', projections)
  }

  it.each([
    [null, null],
    ['12\n{}', 12],
    ['0\n{}', 0],
    ['\n{}', null],
    ['12{}', null],
    ['-1\n{}', null],
    ['1.5\n{}', null],
    ['x\n{}', null],
    [`${2 ** 53}\n{}`, null],
  ])('behavior: seqOf(%j) is %j', (value, seq) => {
    expect(seqOf(value)).toBe(seq)
  })

  it('behavior: a copy gives the states of the projections at their version and shape; the others start from their initial state', () => {
    expect(
      read(
        copyOf(4, {
          counter: { version: 2, state: { n: 3, tags: ['a'] } },
          other: { version: 2, state: { on: true } },
        }),
      ),
    ).toEqual({
      ok: true,
      copy: { seq: 4, states: { counter: { n: 3, tags: ['a'] }, other: other.initial }, used: ['counter'] },
    })
    expect(read(copyOf(4, { counter: { version: 2, state: { n: '3', tags: [] } } }))).toEqual({
      ok: true,
      copy: { seq: 4, states: { counter: counter.initial, other: other.initial }, used: [] },
    })
  })

  it.each([
    ['Not JSON', '4\n{'],
    ['another format', copyOf(4, {}, { format: 'other' })],
    ['another version', copyOf(4, {}, { version: 2 })],
    ['a seq unlike its prefix', copyOf(4, {}, { seq: 5 })],
    ['no seq prefix', JSON.stringify({ format: 'gatehouse-first-paint', version: 1, seq: 4, projections: {} })],
    ['projections that are a list', copyOf(4, {}, { projections: [] })],
    ['projections that are null', copyOf(4, {}, { projections: null })],
    ['null', '4\nnull'],
  ])('error: a copy with %s is malformed', (_what, value) => {
    expect(read(value)).toEqual({
      ok: false,
      reason: 'malformed',
      detail: value === '4\n{' ? 'Not JSON' : 'Not a first-paint copy',
    })
  })

  it('error: a copy of more than FIRST_PAINT_MAX_CHARS characters is too large; one of exactly that many reads', () => {
    const base = copyOf(4, {}, { pad: '' })
    const exact = copyOf(4, {}, { pad: 'x'.repeat(FIRST_PAINT_MAX_CHARS - base.length) })
    expect(exact.length).toBe(FIRST_PAINT_MAX_CHARS)
    expect(read(exact)).toMatchObject({ ok: true })
    expect(read(`${exact} `)).toEqual({
      ok: false,
      reason: 'too-large',
      detail: `${FIRST_PAINT_MAX_CHARS + 1} characters, more than ${FIRST_PAINT_MAX_CHARS}`,
    })
  })

  it('error: a storage that cannot be read is a malformed read saying why; no storage or no copy is null', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {},
      removeItem: () => {},
    }
    expect(readFirstPaint(refusing, 'k', projections)).toEqual({
      ok: false,
      reason: 'malformed',
      detail: 'localStorage could not be read: Error: denied',
    })
    expect(readFirstPaint(null, 'k', projections)).toBeNull()
    expect(readFirstPaint(memoryLocalStorage(), 'k', projections)).toBeNull()
  })

  it('behavior: removeFirstPaint drops the copy and never throws', () => {
    const storage = memoryLocalStorage()
    storage.map.set('k', 'x')
    removeFirstPaint(storage, 'k')
    expect(storage.map.size).toBe(0)
    const refusing = {
      ...storage,
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(() => removeFirstPaint(refusing, 'k')).not.toThrow()
    expect(() => removeFirstPaint(null, 'k')).not.toThrow()
  })

  it('behavior: the key of a copy is the log name with ":first-paint"', () => {
    expect(firstPaintKey('gatehouse:app')).toBe('gatehouse:app:first-paint')
  })

  it('behavior: the copy written is "<seq>\\n" and the JSON of every projection at its version (its initial state when none is given)', () => {
    const storage = memoryLocalStorage()
    expect(writeFirstPaint(storage, 'k', projections, 7, { counter: { n: 2, tags: [] } })).toEqual({
      ok: true,
      written: true,
    })
    expect(storage.map.get('k')).toBe(
      copyOf(7, { counter: { version: 2, state: { n: 2, tags: [] } }, other: { version: 1, state: { on: false } } }),
    )
  })

  it('behavior: a stored copy at the same seq or newer is kept; an older one is replaced', () => {
    const storage = memoryLocalStorage()
    storage.map.set('k', '7\nkept')
    expect(writeFirstPaint(storage, 'k', projections, 7, {})).toEqual({ ok: true, written: false })
    expect(writeFirstPaint(storage, 'k', projections, 6, {})).toEqual({ ok: true, written: false })
    expect(storage.map.get('k')).toBe('7\nkept')
    expect(writeFirstPaint(storage, 'k', projections, 8, {})).toEqual({ ok: true, written: true })
    expect(seqOf(storage.map.get('k') ?? null)).toBe(8)
    expect(writeFirstPaint(null, 'k', projections, 9, {})).toEqual({ ok: true, written: false })
  })

  it('error: a write refused by the storage removes the copy and says why; a removal refused too is swallowed', () => {
    const storage = memoryLocalStorage(10)
    storage.map.set('k', '1\nold')
    expect(writeFirstPaint(storage, 'k', projections, 2, {})).toEqual({
      ok: false,
      reason: 'write-failed',
      detail: 'QuotaExceededError: The quota has been exceeded.',
    })
    expect(storage.map.has('k')).toBe(false)
    const stuck = {
      ...memoryLocalStorage(10),
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(writeFirstPaint(stuck, 'k', projections, 2, {})).toMatchObject({ ok: false, reason: 'write-failed' })
  })

  it('error: a secret or an oversized copy removes the old copy, with the reason in full', () => {
    const storage = memoryLocalStorage()
    storage.map.set('k', '1\nold')
    expect(writeFirstPaint(storage, 'k', projections, 2, { counter: { n: 1, tags: [], otp: '1' } })).toEqual({
      ok: false,
      reason: 'secret',
      detail: 'The read models hold a secret-named field (projections.counter.state.otp); no copy is kept',
    })
    expect(storage.map.has('k')).toBe(false)
    storage.map.set('k', '1\nold')
    const result = writeFirstPaint(storage, 'k', projections, 2, {
      counter: { n: 1, tags: ['x'.repeat(FIRST_PAINT_MAX_CHARS)] },
    })
    expect(result).toMatchObject({ ok: false, reason: 'too-large' })
    expect(
      result.ok === false && result.detail.endsWith(`characters, more than ${FIRST_PAINT_MAX_CHARS}; no copy is kept`),
    ).toBe(true)
    expect(storage.map.has('k')).toBe(false)
  })

  it('behavior: a copy of exactly FIRST_PAINT_MAX_CHARS characters is written', () => {
    const probe = memoryLocalStorage()
    writeFirstPaint(probe, 'k', projections, 2, { counter: { n: 1, tags: [''] } })
    const pad = 'x'.repeat(FIRST_PAINT_MAX_CHARS - (probe.map.get('k') as string).length)
    const storage = memoryLocalStorage()
    expect(writeFirstPaint(storage, 'k', projections, 2, { counter: { n: 1, tags: [pad] } })).toEqual({
      ok: true,
      written: true,
    })
    expect(storage.map.get('k')?.length).toBe(FIRST_PAINT_MAX_CHARS)
  })

  it.each([
    [null, 'anything', true],
    [0, 1, true],
    [0, '1', false],
    ['', 'a', true],
    [false, 0, false],
    [{}, [], false],
    [[], {}, false],
    [[], [1], true],
    [{ a: 0 }, { a: 0, b: 1 }, true],
    [{ a: 0 }, {}, false],
    [{ a: { b: '' } }, { a: { b: 1 } }, false],
    [{}, null, false],
    [{}, 'x', false],
  ])('behavior: fitsShape(%j, %j) is %j', (template, value, fits) => {
    expect(fitsShape(template, value)).toBe(fits)
  })
})

describe('defaultFirstPaintStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('behavior: the page localStorage, null where there is none or it refuses access', () => {
    const local = memoryLocalStorage()
    vi.stubGlobal('localStorage', local)
    expect(defaultFirstPaintStorage()).toBe(local)
    vi.stubGlobal('localStorage', undefined)
    expect(defaultFirstPaintStorage()).toBeNull()
  })

  it('error: a localStorage that throws on access (sandboxed frames) gives null', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    try {
      expect(defaultFirstPaintStorage()).toBeNull()
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original)
      else Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })
})
