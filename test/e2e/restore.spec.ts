import type { Page } from '@playwright/test'
import type { EventInput, GatehouseState, NamespaceConnection, Stamped } from 'gatehouse-modal'
import { deleteDatabase, emit, expect, exportLog, getState, openApp, seen, test, waitReady } from './fixtures.js'

const EVM_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
const SOL_ADDRESS = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'

/** A session: open the modal, connect EVM and Solana, switch network, fetch balances, sign in, queue a request. */
const SESSION: EventInput[] = [
  { type: 'ModalOpenRequested', data: {} },
  { type: 'ConnectRequested', data: { connectorId: 'io.metamask', namespace: 'eip155', chainId: 'eip155:1' } },
  {
    type: 'Connected',
    data: {
      connectorId: 'io.metamask',
      namespace: 'eip155',
      chainId: 'eip155:1',
      address: EVM_ADDRESS,
      walletName: 'MetaMask',
    },
  },
  { type: 'NetworkSwitched', data: { chainId: 'eip155:137' } },
  {
    type: 'BalanceFetched',
    data: { chainId: 'eip155:137', address: EVM_ADDRESS, symbol: 'POL', decimals: 18, value: '1234500000000000000' },
  },
  {
    type: 'BalanceFetched',
    data: { chainId: 'eip155:1', address: EVM_ADDRESS, symbol: 'ETH', decimals: 18, value: '42' },
  },
  {
    type: 'SiwxSigned',
    data: {
      session: {
        data: {
          accountAddress: EVM_ADDRESS,
          chainId: 'eip155:137',
          domain: 'app.example',
          uri: 'https://app.example/login',
          version: '1',
          nonce: 'n0nc3abcdef1',
          issuedAt: '2026-01-01T00:00:00.000Z',
        },
        message: 'app.example wants you to sign in with your Ethereum account',
        signature: `0x${'ab'.repeat(65)}`,
      },
    },
  },
  {
    type: 'TxQueued',
    data: {
      requestId: 'req-1',
      chainId: 'eip155:137',
      method: 'eth_sendTransaction',
      from: EVM_ADDRESS,
      to: EVM_ADDRESS,
      value: '1000',
    },
  },
  { type: 'ConnectRequested', data: { connectorId: 'phantom', namespace: 'solana' } },
  {
    type: 'Connected',
    data: {
      connectorId: 'phantom',
      namespace: 'solana',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: SOL_ADDRESS,
    },
  },
  // Cut off by the reload: a connect attempt that never finished.
  { type: 'ConnectRequested', data: { connectorId: 'xverse', namespace: 'bip122' } },
]

/** What SessionRestored changes by design (projections/modal, projections/connection, projections/system). */
function expectedAfterRestore(before: GatehouseState, restoredHead: number, restoredAt: number): GatehouseState {
  const byNamespace: Record<string, NamespaceConnection> = {}
  for (const [ns, c] of Object.entries(before.connection.byNamespace)) {
    if (c.status === 'connected') {
      byNamespace[ns] = {
        status: 'connecting',
        connectorId: c.connectorId,
        restoring: true,
        address: c.address,
        chainId: c.chainId,
      }
    } else if (c.status === 'connecting' && !c.restoring) {
      byNamespace[ns] = { status: 'disconnected', lastError: null }
    } else {
      byNamespace[ns] = c
    }
  }
  // projections/account: connected shows as connecting; an address-less connect cut off by the reload is over.
  const accounts: GatehouseState['account']['byNamespace'] = {}
  for (const [ns, a] of Object.entries(before.account.byNamespace)) {
    if (a.status === 'connected') accounts[ns as keyof typeof accounts] = { ...a, status: 'connecting' }
    else if (a.status === 'connecting' && a.address === null)
      accounts[ns as keyof typeof accounts] = { ...a, status: 'disconnected' }
    else accounts[ns as keyof typeof accounts] = a
  }
  return {
    ...before,
    modal: { ...before.modal, open: false },
    account: { ...before.account, byNamespace: accounts },
    connection: { byNamespace },
    system: { ...before.system, storage: 'indexeddb', restoredHead, restoredAt },
  }
}

test.beforeEach(async ({ page }) => {
  // Each test has its own browser context (own IndexedDB); clear anyway so a reused profile cannot leak state.
  await page.goto('/blank.html')
  for (const name of [
    'e2e-restore',
    'e2e-export',
    'e2e-snapshot',
    'e2e-tabs',
    'e2e-corrupt',
    'e2e-nostore',
    'e2e-openfail',
  ]) {
    await deleteDatabase(page, `gatehouse:${name}`)
  }
})

test('default: restores every read model after a reload, except what SessionRestored changes by design', async ({
  page,
}) => {
  await openApp(page, 'e2e-restore')
  // The router closed the modal once the first wallet connected from its Connecting view; open it again.
  await emit(page, [...SESSION, { type: 'ModalOpenRequested', data: {} }])
  const log = await exportLog(page) // waits for the write
  const before = await getState(page)
  expect(before.modal.open).toBe(true)
  expect(before.connection.byNamespace.eip155?.status).toBe('connected')
  expect(before.connection.byNamespace.bip122?.status).toBe('connecting')

  await page.reload()
  await waitReady(page)
  const after = await getState(page)

  expect(after.system.restoredAt).not.toBeNull()
  expect(after).toEqual(expectedAfterRestore(before, log.events.length, after.system.restoredAt as number))
  // Spelled out, so a change of the projections' restore rules shows here too.
  expect(after.modal.open).toBe(false)
  expect(after.connection.byNamespace.eip155).toEqual({
    status: 'connecting',
    connectorId: 'io.metamask',
    restoring: true,
    address: EVM_ADDRESS,
    chainId: 'eip155:1',
  })
  expect(after.connection.byNamespace.solana).toMatchObject({
    status: 'connecting',
    restoring: true,
    address: SOL_ADDRESS,
  })
  expect(after.connection.byNamespace.bip122).toEqual({ status: 'disconnected', lastError: null })
  expect(after.network).toEqual({
    activeNamespace: 'solana',
    byNamespace: { eip155: { chainId: 'eip155:137' }, solana: { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } },
    // The network read model's version 2 keeps the last failed switch; there was none.
    switchFailure: null,
  })
  expect(after.siwx.ids).toEqual([`eip155:137|${EVM_ADDRESS.toLowerCase()}`])

  const restored = (await seen(page)).find((e) => e.type === 'SessionRestored')
  expect(restored?.data).toEqual({ head: log.events.length, snapshotSeq: null, storage: 'indexeddb' })
})

test('behavior: the exported log after a reload holds the events, in order, and replays to the live read models', async ({
  page,
}) => {
  await openApp(page, 'e2e-export')
  const ids = await emit(page, SESSION)
  await exportLog(page)
  await page.reload()
  await waitReady(page)
  await emit(page, [{ type: 'ModalOpenRequested', data: { view: 'Account' } }])

  const log = await exportLog(page)
  const events = log.events as unknown as Stamped[]
  expect(log).toMatchObject({ format: 'gatehouse-log', version: 1, base: null, quarantined: [] })
  expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1))
  // Every emitted event is stored, in emission order, with the effect's answer after its intent.
  const stored = events.map((e) => e.id)
  const positions = ids.map((id) => stored.indexOf(id))
  expect(positions.every((p) => p >= 0)).toBe(true)
  expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  expect(events.map((e) => e.type)).toEqual([
    'SessionRestored',
    'ModalOpenRequested',
    'ModalOpened',
    'ModalLoaded',
    // The router's answers: the Connecting view of the chosen wallet, closed once it connected.
    'ConnectRequested',
    'ViewPushed',
    'Connected',
    'ModalClosed',
    ...SESSION.slice(3).map((e) => e.type),
    'SessionRestored',
    'ModalOpenRequested',
    'ModalOpened',
    'ModalLoaded',
  ])
  const opened = events.find((e) => e.type === 'ModalOpened')
  expect(opened?.causationId).toBe(ids[0])

  // Replaying the export rebuilds the live read models exactly.
  const { live, replayed } = await page.evaluate(async () => {
    const exported = await window.e2e.gatehouse.exportLog()
    return { live: window.e2e.gatehouse.getState(), replayed: window.e2e.replay(exported).state }
  })
  expect(replayed).toEqual(live)
  expect(live.modal).toMatchObject({ open: true, view: 'Account' })
})

test('behavior: restores from a snapshot plus the tail after it', async ({ page }) => {
  await openApp(page, 'e2e-snapshot')
  // 1,500 events: the log writes a snapshot at 1,000 (default snapshotEvery).
  await page.evaluate(() => {
    const { gatehouse } = window.e2e
    for (let i = 0; i < 750; i++) {
      gatehouse.emit({ type: 'TxQueued', data: { requestId: `r${i}`, chainId: 'eip155:1', method: 'personal_sign' } })
      gatehouse.emit({
        type: 'BalanceFetched',
        data: {
          chainId: 'eip155:1',
          address: `0x${(i % 7).toString(16).padStart(40, '0')}`,
          symbol: 'ETH',
          decimals: 18,
          value: String(i),
        },
      })
    }
  })
  const log = await exportLog(page)
  const before = await getState(page)
  await page.reload()
  await waitReady(page)
  const after = await getState(page)

  const restored = (await seen(page)).find((e) => e.type === 'SessionRestored')
  expect(restored?.data).toMatchObject({ head: log.events.length, storage: 'indexeddb' })
  expect((restored?.data as { snapshotSeq: number | null }).snapshotSeq).toBeGreaterThanOrEqual(1000)
  expect(after).toEqual(expectedAfterRestore(before, log.events.length, after.system.restoredAt as number))
  expect(after.transactions.ids).toHaveLength(750)
  expect(after.balances.byNamespace.eip155?.ids).toHaveLength(7)
})

test('behavior: two tabs appending at once give one log with seq 1..N and no duplicate ids', async ({
  page,
  context,
}) => {
  await openApp(page, 'e2e-tabs')
  const second = await context.newPage()
  await openApp(second, 'e2e-tabs')

  const PER_TAB = 400
  // Bursts of 10 with a task boundary between them, so both tabs' writes interleave.
  const burst = ({ tag, count }: { tag: string; count: number }) =>
    (async () => {
      const { gatehouse } = window.e2e
      for (let i = 0; i < count; i++) {
        gatehouse.emit({
          type: 'TxQueued',
          data: { requestId: `${tag}-${i}`, chainId: 'eip155:1', method: 'eth_sendTransaction' },
        })
        if (i % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 0))
      }
      await gatehouse.exportLog()
    })()
  await Promise.all([
    page.evaluate(burst, { tag: 'a', count: PER_TAB }),
    second.evaluate(burst, { tag: 'b', count: PER_TAB }),
  ])
  const log = await exportLog(page)
  const events = log.events as unknown as Array<Stamped & { data: { requestId?: string } }>

  expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1))
  expect(new Set(events.map((e) => e.id)).size).toBe(events.length)
  expect(events.filter((e) => e.type === 'SessionRestored')).toHaveLength(2)
  for (const tag of ['a', 'b']) {
    const mine = events
      .filter((e) => e.type === 'TxQueued' && e.data.requestId?.startsWith(`${tag}-`))
      .map((e) => e.data.requestId)
    expect(mine, `tab ${tag}'s events, in its order`).toEqual(Array.from({ length: PER_TAB }, (_, i) => `${tag}-${i}`))
  }
  expect(events).toHaveLength(2 * PER_TAB + 2)
  // How often the writer changed between the tabs (shown in the report: the race did happen).
  const tags = events.filter((e) => e.type === 'TxQueued').map((e) => e.data.requestId?.[0])
  const switches = tags.filter((t, i) => i > 0 && t !== tags[i - 1]).length
  test.info().annotations.push({ type: 'interleaving', description: `${switches} switches between tabs` })
  expect(switches, 'the two tabs wrote interleaved').toBeGreaterThan(0)
  const other = await exportLog(second)
  expect(other.events).toEqual(log.events)
})

/** Writes records straight into the log's object store, as a damaged profile or a buggy build would leave them. */
async function writeRecords(
  page: Page,
  database: string,
  records: Array<{ key: [string, number]; value: unknown }>,
): Promise<void> {
  await page.evaluate(
    ({ database, records }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction('log', 'readwrite')
          for (const { key, value } of records) tx.objectStore('log').put(value, key)
          tx.oncomplete = () => {
            db.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    { database, records },
  )
}

/**
 * Replaces stored events by seq where they are: a record holds one event or a run of them (src/log/runs.ts RUN).
 * Resolves with the key each quarantine entry will name: the record's, or the run's and the event's index in it.
 */
async function editEvents(
  page: Page,
  database: string,
  edits: Record<number, unknown>,
): Promise<Record<number, unknown[]>> {
  return page.evaluate(
    ({ database, edits }) =>
      new Promise<Record<number, unknown[]>>((resolve, reject) => {
        const open = indexedDB.open(database)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction('log', 'readwrite')
          const store = tx.objectStore('log')
          const keys: Record<number, unknown[]> = {}
          const cursor = store.openCursor(IDBKeyRange.bound(['e', -Infinity], ['e', Infinity]))
          cursor.onsuccess = () => {
            const c = cursor.result
            if (!c) return
            const key = c.key as [string, number]
            if (Array.isArray(c.value)) {
              const run = (c.value as Array<{ seq: number }>).map((e, i) => {
                if (!(e.seq in edits)) return e
                keys[e.seq] = [...key, i]
                return edits[e.seq]
              })
              c.update(run)
            } else if ((c.value as { seq: number }).seq in edits) {
              keys[key[1]] = key
              c.update(edits[key[1]])
            }
            c.continue()
          }
          tx.oncomplete = () => {
            db.close()
            resolve(keys)
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    { database, edits },
  )
}

const envelope = (seq: number) => ({
  seq,
  id: `corrupt-${seq}`,
  at: 1,
  v: 1,
  source: 'app',
  causationId: null,
  ephemeral: false,
})

test('error: corrupt records in the database are quarantined on restore and the app still starts', async ({ page }) => {
  await openApp(page, 'e2e-corrupt')
  // Stored as 1 SessionRestored, 2 ConnectRequested, 3 Connected, 4 NetworkSwitched, 5 and 6 BalanceFetched.
  await emit(page, SESSION.slice(1, 6))
  const { events } = await exportLog(page)
  expect(events).toHaveLength(6)
  // Stop the app so nothing writes while the test edits its database.
  await page.evaluate(() => window.e2e.gatehouse.dispose())
  const keys = await editEvents(page, 'gatehouse:e2e-corrupt', {
    // Fails its schema: not a CAIP-2 chain id.
    4: { ...envelope(4), type: 'NetworkSwitched', data: { chainId: 'polygon' } },
    // Not an event at all.
    5: '}{ not json',
    // A type this build never heard of.
    6: { ...envelope(6), type: 'WalletTeleported', data: {} },
  })
  expect(Object.keys(keys)).toEqual(['4', '5', '6'])

  await page.reload()
  await waitReady(page)
  const state = await getState(page)
  expect(state.system.quarantined).toBe(3)
  expect(state.system.storage).toBe('indexeddb')
  // The valid events are restored; the bad ones are not applied.
  expect(state.connection.byNamespace.eip155).toMatchObject({
    status: 'connecting',
    restoring: true,
    address: EVM_ADDRESS,
  })
  expect(state.network.byNamespace.eip155).toEqual({ chainId: 'eip155:1' })
  expect(state.balances.byNamespace).toEqual({})

  const quarantined = (await seen(page)).filter((e) => e.type === 'LogRecordQuarantined').map((e) => e.data)
  expect(quarantined).toEqual([
    expect.objectContaining({ key: JSON.stringify(keys[4]), seq: 4, eventType: 'NetworkSwitched', reason: 'invalid' }),
    expect.objectContaining({ key: JSON.stringify(keys[5]), seq: null, eventType: null, reason: 'malformed' }),
    expect.objectContaining({
      key: JSON.stringify(keys[6]),
      seq: 6,
      eventType: 'WalletTeleported',
      reason: 'unknown-type',
    }),
  ])

  // It keeps working; the bad records are kept aside (never silently dropped) and their seq numbers are not reused.
  await emit(page, [{ type: 'NetworkSwitched', data: { chainId: 'eip155:10' } }])
  const log = await exportLog(page)
  expect(log.quarantined.map((q) => q.reason)).toEqual(['invalid', 'malformed', 'unknown-type'])
  expect(log.quarantined[1]?.record).toBe('}{ not json')
  const stored = log.events as unknown as Stamped[]
  expect(stored.map((e) => e.seq)).toEqual([1, 2, 3, 7, 8, 9, 10, 11])
  expect(stored.map((e) => e.type).slice(3)).toEqual([
    'SessionRestored',
    'LogRecordQuarantined',
    'LogRecordQuarantined',
    'LogRecordQuarantined',
    'NetworkSwitched',
  ])

  // A second reload finds nothing new to quarantine and keeps the count.
  await page.reload()
  await waitReady(page)
  expect((await seen(page)).filter((e) => e.type === 'LogRecordQuarantined')).toEqual([])
  expect((await getState(page)).system.quarantined).toBe(3)
})

test('error: seq numbers of quarantined records above the stored head are not reused', async ({ page }) => {
  await openApp(page, 'e2e-corrupt')
  await emit(page, SESSION.slice(1, 3))
  await exportLog(page)
  await page.evaluate(() => window.e2e.gatehouse.dispose())
  // Records past the head marker: a newer build's event this build cannot read.
  await writeRecords(page, 'gatehouse:e2e-corrupt', [
    { key: ['e', 4], value: { ...envelope(4), v: 99, type: 'Connected', data: {} } },
  ])

  await page.reload()
  await waitReady(page)
  const live = (await seen(page)).filter((e) => !e.ephemeral).map((e) => e.seq)
  const log = await exportLog(page)
  expect(log.quarantined.map((q) => [q.seq, q.reason])).toEqual([[4, 'version-too-new']])
  // The events dispatched live were numbered 5, 6; the log must store them under the same numbers.
  expect(live).toEqual([5, 6])
  expect((log.events as unknown as Stamped[]).map((e) => e.seq)).toEqual([1, 2, 3, 5, 6])
})

/** Asserts the page runs on a memory log after saying so with LogStorageUnavailable, and still works. */
async function expectMemoryFallback(page: Page, errorName: string): Promise<void> {
  const state = await getState(page)
  expect(state.system.storage).toBe('memory')
  expect(state.system.storageError).toMatchObject({ name: errorName })
  const events = await seen(page)
  expect(events.map((e) => e.type).slice(0, 2)).toEqual(['LogStorageUnavailable', 'SessionRestored'])
  expect(events[1]?.data).toEqual({ head: 0, snapshotSeq: null, storage: 'memory' })

  await emit(page, SESSION.slice(0, 3))
  const after = await getState(page)
  // The router showed the wallet's Connecting view, and closed the modal once it connected.
  expect(after.modal.open).toBe(false)
  expect(after.connection.byNamespace.eip155).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
  const log = await exportLog(page)
  expect((log.events as unknown as Stamped[]).map((e) => e.type)).toEqual([
    'LogStorageUnavailable',
    'SessionRestored',
    'ModalOpenRequested',
    'ModalOpened',
    'ModalLoaded',
    'ConnectRequested',
    'ViewPushed',
    'Connected',
    'ModalClosed',
  ])
}

test('error: a database without the log object store falls back to memory with LogStorageUnavailable', async ({
  page,
}) => {
  // An existing database of that name whose schema is not ours: idb-keyval opens it without an upgrade.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('gatehouse:e2e-nostore', 1)
        open.onupgradeneeded = () => open.result.createObjectStore('something-else')
        open.onsuccess = () => {
          open.result.close()
          resolve()
        }
        open.onerror = () => reject(open.error)
      }),
  )
  await openApp(page, 'e2e-nostore')
  await expectMemoryFallback(page, 'NotFoundError')
})

test('error: a database that fails to open falls back to memory with LogStorageUnavailable', async ({ page }) => {
  // The database exists at version 3; opening it asks for version 1, and IndexedDB answers with a VersionError
  // on the request (the asynchronous failure path, as a downgraded or damaged profile gives).
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('gatehouse:e2e-openfail', 3)
        open.onupgradeneeded = () => open.result.createObjectStore('log')
        open.onsuccess = () => {
          open.result.close()
          resolve()
        }
        open.onerror = () => reject(open.error)
      }),
  )
  await page.addInitScript(() => {
    const open = IDBFactory.prototype.open
    IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
      return name === 'gatehouse:e2e-openfail' ? open.call(this, name, 1) : open.call(this, name, version)
    }
  })
  await openApp(page, 'e2e-openfail')
  await expectMemoryFallback(page, 'VersionError')
})

test('error: in an opaque-origin frame, where IndexedDB refuses to open, the app runs on memory', async ({ page }) => {
  await page.goto('/sandboxed.html')
  const frame = page.frameLocator('iframe').owner()
  await expect(frame).toBeAttached()
  const app = page.frames().find((f) => f.url().includes('project=e2e-sandboxed'))
  if (!app) throw new Error('sandboxed frame not found')
  await app.waitForFunction(() => window.e2e?.readyMs != null)
  const result = await app.evaluate(async () => {
    const { gatehouse } = window.e2e
    gatehouse.emit({ type: 'ModalOpenRequested', data: {} })
    const log = await gatehouse.exportLog()
    // location.origin reports the URL's origin; self.origin is the frame's real (opaque) one.
    return {
      origin: self.origin,
      seen: window.e2e.seen.map((e) => e.type),
      system: gatehouse.getState().system,
      stored: log.events.length,
    }
  })
  expect(result.origin).toBe('null')
  expect(result.seen).toEqual([
    'LogStorageUnavailable',
    'SessionRestored',
    'ModalOpenRequested',
    'ModalOpened',
    'ModalLoaded',
  ])
  expect(result.system).toMatchObject({ storage: 'memory', storageError: { name: 'SecurityError' } })
  expect(result.stored).toBe(5)
})

test('behavior: events whose write is under way when the page reloads are not lost (the journal)', async ({ page }) => {
  const project = `${test.info().testId}-journal`
  await openApp(page, project)
  // Each round: an event, then a reload a millisecond later, while its IndexedDB write is in flight (one such write
  // was aborted by the unload in about one round in three before the journal: CI 2026-11-25, the SIWX reload test).
  const expected: string[] = []
  for (let round = 0; round < 12; round++) {
    const navigated = page.waitForEvent('framenavigated')
    const id = await page.evaluate((n) => {
      const id = window.e2e.gatehouse.emit({
        type: 'ThemeChanged',
        data: { themeMode: n % 2 ? 'light' : 'dark', themeVariables: { '--gh-accent': `#00000${n}` } },
      })
      // The log's write starts in the next task (a timer set first); the reload comes in the task after it.
      setTimeout(() => location.reload(), 0)
      return id
    }, round)
    expected.push(id)
    await navigated
    await waitReady(page)
    expect((await getState(page)).theme.themeVariables['--gh-accent']).toBe(`#00000${round}`)
  }
  // Each event once, in order, and nothing left in the journal.
  const ids = ((await exportLog(page)).events as unknown as Stamped[])
    .filter((e) => e.type === 'ThemeChanged')
    .map((e) => e.id)
  expect(ids).toEqual(expected)
  expect(await page.evaluate((key) => localStorage.getItem(key), `gatehouse:${project}:unwritten`)).toBeNull()
})
