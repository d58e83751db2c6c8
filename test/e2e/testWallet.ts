// The test browser wallet driven as a visitor drives it, for the end-to-end tests and the benchmarks in Chromium.
// Free of the test runner (types only from Playwright), so a benchmark bundled by bench/run.mjs can import it too.
import type { Page } from '@playwright/test'

/** Connects the test browser wallet as a visitor does: Connect, the wallet in the Connect view, Approve in its prompt. */
export async function connectTestWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Gatehouse Test Wallet/ })
    .click()
  await page
    .getByRole('dialog', { name: 'Gatehouse Test Wallet: Connection request' })
    .getByRole('button', { name: 'Approve' })
    .click()
}
