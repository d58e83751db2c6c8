import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { test as base, expect, type Page } from '@playwright/test'
import { devnetInfoFile } from '../devnet/playwright.js'
import type { EventInput, ExportedLog, GatehouseState, Stamped } from 'gatehouse'
import type {} from './pages/restore.js'
import { alive } from '../helpers/processes.js'

/**
 * `test` with a guard: any console error or uncaught exception on any page of
 * the test's browser context (second tabs and frames included) fails the test.
 */
export const test = base.extend<{ pageErrors: string[]; cpuThrottle: void }>({
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
      // phone ending the session ("User disconnected."), relay messages for a session a reload or a disconnect has
      // ended ("failed to process an inbound message"), and a session-settle message the relay delivers again to a
      // page reloaded before it acknowledged the first delivery: the new page's sign-client has no pending session
      // for it, since the session is settled and restored ("Pending session not found for topic"), and the answer to a
      // request that arrives a second time, after the first resolved it ("No matching key. history: <id>"), or the
      // page's own request delivered back to it after a reload ("emitting session_request:<id> without any listeners"; a
      // dapp has no session_request listener). The page's preview of a long message is cut in its middle, so the
      // inbound-message line is matched by its start. Those lines are expected here; the tests check the outcome on the
      // page and the peers, and any other error still fails them.
      const expected =
        /^console\.error: \{time: \d+, level: 50, msg: (User disconnected\.|onRelayMessage\(\) -> failed to process an inbound m|No matching key\. history: \d+\}|emitting session_request:\d+ without any listeners\}|Pending session not found for topic [0-9a-f]{64}\})/
      pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !expected.test(e)))
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
