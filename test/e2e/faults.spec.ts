// Names from outside in a real browser: an EIP-6963 wallet announcing itself with a right-to-left override (U+202E)
// and one with a 150-character name reach the Connect view through the real discovery effect. The override is gone
// before the log and on screen; the long name is cut, whole in its title.
import { expect, exportLog, getState, test, waitReady } from './fixtures.js'

const LONG = `Faults Wallet ${'w'.repeat(136)}`

test('behavior: EIP-6963 names in the Connect view: bidi controls neutralised, a long name cut and whole in its title', async ({
  page,
}) => {
  await page.addInitScript((long: string) => {
    const wallets = [
      { uuid: 'faults-1', name: '\u202Ehte.live', icon: '', rdns: 'dev.faults.evil' },
      { uuid: 'faults-2', name: long, icon: '', rdns: 'dev.faults.long' },
    ]
    const announce = () => {
      for (const info of wallets)
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', {
            detail: Object.freeze({ info, provider: { request: () => Promise.reject(new Error('no')) } }),
          }),
        )
    }
    window.addEventListener('eip6963:requestProvider', announce)
  }, LONG)
  await page.goto(`/modal.html?project=${test.info().testId}&effect=discoverInjectedWallets`)
  await waitReady(page)
  await expect
    .poll(async () => (await getState(page)).wallets.connectors.byId['dev.faults.evil']?.name)
    .toBe('hte.live')
  await page.getByRole('button', { name: 'Connect' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  const evil = dialog.locator('.gh-item-name', { hasText: 'hte.live' })
  await expect(evil).toHaveText('hte.live')
  const long = dialog.locator('.gh-item-name', { hasText: 'Faults Wallet' })
  await expect(long).toHaveAttribute('title', LONG)
  expect((await long.textContent())?.endsWith('…')).toBe(true)
  expect(await dialog.textContent()).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/)
  expect(JSON.stringify(await exportLog(page))).not.toMatch(/\u202e|\\u202e/i)
})
