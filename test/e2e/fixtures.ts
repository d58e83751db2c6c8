import { test as base, expect, type Page } from '@playwright/test'
import type { EventInput, ExportedLog, GatehouseState, Stamped } from 'gatehouse'
import type {} from './pages/restore.js'

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
      context.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`)
      })
      context.on('weberror', (error) => errors.push(`uncaught: ${String(error.error())}`))
      await use(errors)
      expect(errors, 'console errors or uncaught exceptions on the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

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
