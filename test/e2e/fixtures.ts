import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { test as base, expect, type Page } from '@playwright/test'
import { devnetInfoFile } from '../devnet/playwright.js'
import type { EventInput, ExportedLog, GatehouseState, Stamped } from 'gatehouse-modal'
import type {} from './pages/restore.js'
import { alive } from '../helpers/processes.js'

/** How many of the last events a failed test's log tail shows. */
const LOG_TAIL_EVENTS = 20

/**
 * `test` with a guard: any console error or uncaught exception on any page of
 * the test's browser context (second tabs and frames included) fails the test.
 */
export const test = base.extend<{ pageErrors: string[]; cpuThrottle: void; logTail: void }>({
  // After a failed test, the last events of each page's Gatehouse log (a failure's typed error included), attached as
  // 'gatehouse log tail': test/run.mjs prints it beside the failure, so a CI log says what the product did, not only
  // which locator was missing.
  logTail: [
    async ({ context }, use, testInfo) => {
      await use()
      if (testInfo.status === testInfo.expectedStatus) return
      for (const page of context.pages()) {
        const tail = await page
          .evaluate(async (count) => {
            // The demo's window.gatehouse or a test page's window.e2e.gatehouse.
            const w = window as unknown as {
              gatehouse?: { exportLog(): Promise<ExportedLog> }
              e2e?: typeof window.e2e
            }
            const g = w.gatehouse ?? w.e2e?.gatehouse
            if (!g) return null
            const log = await Promise.race([g.exportLog(), new Promise<null>((r) => setTimeout(() => r(null), 3_000))])
            if (!log) return 'the log did not export within 3 s'
            const events = log.events as Array<{ type: string; data?: { error?: { name?: string; details?: string } } }>
            return events
              .slice(-count)
              .map((e) => (e.data?.error ? `${e.type}(${e.data.error.name}: ${e.data.error.details ?? ''})` : e.type))
              .join(' ')
          }, LOG_TAIL_EVENTS)
          .catch(() => null)
        if (tail)
          await testInfo.attach('gatehouse log tail', { body: `${page.url()}: ${tail}`, contentType: 'text/plain' })
      }
    },
    { auto: true },
  ],
  // E2E_CPU_THROTTLE=<rate> slows the test page's CPU that many times over (Chromium's DevTools throttling), to replay
  // a slow CI machine on a fast one: `E2E_CPU_THROTTLE=6 npx playwright test test/e2e/modal.spec.ts`.
  cpuThrottle: [
    async ({ page }, use) => {
      const rate = Number(process.env.E2E_CPU_THROTTLE ?? 1)
      if (rate > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate })
      await use()
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = []
      // A logger's error line is often an object whose text is only `{time, level}`: its arguments, read as JSON,
      // are what says what went wrong.
      const details: Promise<string>[] = []
      context.on('console', (message) => {
        if (message.type() !== 'error') return
        const line = `console.error: ${message.text()} (${message.location().url})`
        errors.push(line)
        details.push(
          Promise.all(message.args().map((arg) => arg.jsonValue().catch(() => '?'))).then(
            (args) => `${line}\n  arguments: ${JSON.stringify(args).slice(0, 2000)}`,
            () => line,
          ),
        )
      })
      context.on('weberror', (error) => errors.push(`uncaught: ${String(error.error())}`))
      await use(errors)
      const explained = errors.length > 0 ? (await Promise.all(details)).join('\n') : ''
      expect(errors, `console errors or uncaught exceptions on the page\n${explained}`).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Holds the run's lock on the devnet's one phone wallet until the returned release is called: it keeps one
 * session at a time, so two workers pairing, answering or disconnecting at once act on each other's session
 * (a test's page then logged the sign-client's error for a session the other test had ended). A lock left by a
 * worker that died is taken over.
 */
async function lockPhoneWallet(): Promise<() => void> {
  const dir = `${devnetInfoFile()}.phone-wallet.lock`
  for (;;) {
    try {
      mkdirSync(dir)
      writeFileSync(`${dir}/pid`, String(process.pid))
      return () => rmSync(dir, { recursive: true, force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      let owner = Number.NaN
      try {
        owner = Number(readFileSync(`${dir}/pid`, 'utf8'))
      } catch {
        // Created but not yet written: the owner is alive.
      }
      if (Number.isInteger(owner) && owner > 0 && !alive(owner)) rmSync(dir, { recursive: true, force: true })
      else await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

/**
 * `test` for tests that drive the devnet's phone wallet: each holds the phone for its whole run, and the time it
 * waited for another worker's test is added to its timeout.
 */
export const phoneTest = test.extend<{ phoneWallet: void }>({
  phoneWallet: [
    async ({ pageErrors }, use, testInfo) => {
      const started = Date.now()
      const release = await lockPhoneWallet()
      testInfo.setTimeout(testInfo.timeout + (Date.now() - started))
      try {
        await use()
      } finally {
        release()
      }
      // The sign-client's own logger writes at SPEC §9's log level 'error' what these tests make happen on purpose: the
      // phone ending the session ("User disconnected."), and relay messages that arrive for a session or request the
      // page has already settled. The relay delivers a message again until the client acknowledges it (as the real
      // relay does on a resubscribe), so under load a page that reloads, or acts before its acknowledgement is in, is
      // handed a session-settle, an answer, a delete or its own request a second time; the sign-client then logs "Pending
      // session not found for topic …", "No matching key. history: …", "emitting session_request:… without any
      // listeners", "onRelayMessage() -> failed to process an inbound message" or an error naming a topic it no longer
      // has. Which of them a run meets depends on timing, so the sign-client's error lines (its logger's objects at
      // level 50: Gatehouse itself never logs one) are expected here and listed in the test's annotations. These tests
      // check the outcome on the page and on the peers; an uncaught exception or any other console error still fails
      // them.
      const signClientLine = /^console\.error: \{time: \d+, level: 50[,}]/
      for (const line of pageErrors.filter((e) => signClientLine.test(e)))
        testInfo.annotations.push({ type: 'sign-client error line', description: line.slice(0, 300) })
      pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !signClientLine.test(e)))
    },
    { auto: true },
  ],
})

/** Opens the app page on the database `gatehouse:<project>` and waits until it is ready. */
export async function openApp(page: Page, project: string): Promise<void> {
  await page.goto(`/restore.html?project=${encodeURIComponent(project)}`)
  await waitReady(page)
}

/** Waits until the page's Gatehouse has restored. */
export async function waitReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.e2e?.readyMs != null)
}

/** Emits events on the page, in one task; returns their ids. */
export function emit(page: Page, events: EventInput[]): Promise<string[]> {
  return page.evaluate((list) => list.map((e) => window.e2e.gatehouse.emit(e)), events)
}

/** The page's combined read model. */
export function getState(page: Page): Promise<GatehouseState> {
  return page.evaluate(() => window.e2e.gatehouse.getState())
}

/** The page's exported log (which waits until every event emitted so far is written). */
export function exportLog(page: Page): Promise<ExportedLog> {
  return page.evaluate(() => window.e2e.gatehouse.exportLog())
}

/** Every event the page's bus dispatched since createGatehouse(). */
export function seen(page: Page): Promise<Stamped[]> {
  return page.evaluate(() => window.e2e.seen)
}

/** Deletes a database of the page's origin (tests start from a known state even when run against a reused browser). */
export function deleteDatabase(page: Page, name: string): Promise<void> {
  return page.evaluate(
    (db) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase(db)
        request.onsuccess = () => resolve()
        request.onerror = () => reject(request.error)
        request.onblocked = () => reject(new Error(`deleting ${db} is blocked by an open connection`))
      }),
    name,
  )
}
