// What every consumer's spec shares: the apps' URLs, connecting the test wallet through the modal, and the
// page's console errors and warnings.
import type { ConsoleMessage, Page } from '@playwright/test'
import { expect, type TestWalletDriver } from 'gatehouse-modal/devnet/playwright'

export { consumerUrl } from './apps'

/** Connect → the test wallet in the modal → Approve in the wallet's prompt. */
export async function connectTestWallet(page: Page, wallet: TestWalletDriver): Promise<void> {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Gatehouse Test Wallet/ })
    .click()
  expect((await wallet.approve()).method).toBe('eth_requestAccounts')
}

/** The page's console errors and warnings and its uncaught errors, as they come (React reports hydration errors so). */
export function pageProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console.${message.type()}: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return problems
}
