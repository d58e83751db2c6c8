// The wallet lists render a page at a time (ui/components/pagedRendering.ts): a long list costs one page
// until the visitor scrolls or moves the keyboard to its end; roles, names and order are those of the whole list.
import type { Page } from '@playwright/test'
import type { EventInput } from 'gatehouse-modal'
import { emit, expect, test, waitReady } from './fixtures.js'

const listed = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: `l-${from + i}`, name: `Listed ${from + i}` }))
const connectors = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `dev.example.w${i + 1}`,
    name: `Installed ${i + 1}`,
    type: 'announced' as const,
    chain: 'eip155' as const,
  }))

async function openPage(page: Page, events: EventInput[]): Promise<void> {
  await page.goto(`/modal.html?project=${test.info().testId}`)
  await waitReady(page)
  await emit(page, events)
  await page.getByRole('button', { name: 'Connect' }).click()
}

test('behavior: AllWallets with 200 loaded wallets renders 60, then the next ones as its end scrolls into view or the keyboard reaches it', async ({
  page,
}) => {
  await openPage(page, [
    { type: 'WalletsPageFetched', data: { list: 'all', page: 1, count: 200, wallets: listed(1, 200) } },
  ])
  await page.getByRole('button', { name: 'All Wallets' }).click()
  const list = page.getByRole('list', { name: 'All Wallets' })
  await expect(list.getByRole('button', { name: 'Listed 1', exact: true })).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(60)
  // Scrolling to the end of what is there renders the next page.
  await list.getByRole('button', { name: 'Listed 60', exact: true }).scrollIntoViewIfNeeded()
  await expect(list.getByRole('listitem')).toHaveCount(120)
  // The keyboard: End goes to the last one rendered, which renders more; the order is the listing's.
  await list.getByRole('button', { name: 'Listed 1', exact: true }).focus()
  await page.keyboard.press('End')
  await expect(list.getByRole('listitem')).toHaveCount(180)
  await page.keyboard.press('End')
  await page.keyboard.press('End')
  await expect(list.getByRole('listitem')).toHaveCount(200)
  await expect(list.getByRole('button', { name: 'Listed 200', exact: true })).toBeFocused()
  const names = await list.locator('.gh-item-name').evaluateAll((els) => els.map((el) => el.textContent))
  expect(names).toEqual(listed(1, 200).map((w) => w.name))
  // A search starts again from the first page of its results.
  await page.getByRole('searchbox', { name: 'Search wallet' }).fill('Listed 1')
  await expect(list.getByRole('listitem')).toHaveCount(60)
})

test('behavior: Connect with 100 installed wallets renders 60, then the rest at the end; a short list renders whole', async ({
  page,
}) => {
  await openPage(page, [{ type: 'ConnectorsDiscovered', data: { connectors: connectors(100) } }])
  const list = page.getByRole('list', { name: 'Connect Wallet' })
  await expect(list.getByRole('button', { name: /^Installed 1\b/ })).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(60)
  await list.getByRole('listitem').last().scrollIntoViewIfNeeded()
  await expect(list.getByRole('listitem')).toHaveCount(100)
  await expect(list.getByRole('button', { name: /^Installed 100\b/ })).toBeVisible()
})
