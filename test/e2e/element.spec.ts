// gatehouse-modal/element on a page without React of its own (test/e2e/pages/element.html): the visitor reaches the
// modal from <gatehouse-button> with the keyboard, connects the devnet's test browser wallet, and the button then
// names the wallet's account as the devnet's registry does; under a strict CSP, axe-clean in both themes.
import { demoUrl, readDevnetInfo } from '../devnet/playwright.js'
import { axeViolations, openDevnetPage } from './checks.js'
import { expect, test } from './fixtures.js'
import { connectTestWallet } from './testWallet.js'

for (const theme of ['dark', 'light'] as const) {
  test(`behavior (${theme}): on a plain HTML page the keyboard opens the modal from <gatehouse-button>, the test wallet connects, and the button then shows the account's name from the registry @peer`, async ({
    page,
  }) => {
    const devnet = readDevnetInfo()
    const account = devnet.accounts[0]!.address
    const csp = await openDevnetPage(page, test.info().testId, theme, {}, 'element.html')
    const connect = page.getByRole('button', { name: 'Connect', exact: true })
    await expect(connect).toBeVisible()
    expect(await axeViolations(page, 'gatehouse-button'), 'axe on the button').toEqual([])

    // Keyboard only: Tab reaches the button inside its shadow root, Enter opens the dialog.
    await page.keyboard.press('Tab')
    await expect(connect).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog).toBeVisible()
    await page.screenshot({ path: `test-results/screenshots/element-connect-${theme}.png`, animations: 'disabled' })
    expect(await axeViolations(page), 'axe on the dialog').toEqual([])

    await dialog.getByRole('button', { name: /Gatehouse Test Wallet/ }).click()
    await page
      .getByRole('dialog', { name: 'Gatehouse Test Wallet: Connection request' })
      .getByRole('button', { name: 'Approve' })
      .click()
    // The wallet's account (the devnet's first dev account), named as the devnet's registry names it: the button
    // shows the name, and the name with the whole address in its title.
    const identity = (await (
      await fetch(`${devnet.api}/v1/identity/${account}?projectId=${devnet.projectId}&sender=${account}`)
    ).json()) as { name: string | null }
    expect(identity.name, 'the registry names the account').toBeTruthy()
    const accountButton = page.getByRole('button', { name: identity.name!, exact: true })
    await expect(accountButton).toBeVisible()
    await expect(accountButton).toHaveAttribute('title', `${identity.name} (${account})`)
    expect(
      await page.evaluate(() => window.e2e.gatehouse.getState().account.byNamespace.eip155?.address),
      'the read model holds the wallet account',
    ).toBe(account)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.screenshot({ path: `test-results/screenshots/element-connected-${theme}.png`, animations: 'disabled' })
    expect(await axeViolations(page, 'gatehouse-button'), 'axe on the connected button').toEqual([])
    expect(await csp()).toEqual([])
  })
}

test("behavior: the demo's page without React (`npm start`, /element/) connects the test wallet, its own script shows the account, and a reload restores it without a prompt", async ({
  page,
}) => {
  const account = readDevnetInfo().accounts[0]!.address
  await page.goto(new URL('element/', demoUrl()).href)
  await page.waitForFunction(() => window.gatehouseTestWallet !== undefined)
  const shown = page.locator('#account')
  await expect(shown).toHaveText('not connected')
  await connectTestWallet(page)
  await expect(shown).toHaveText(account)
  await page.keyboard.press('Escape')

  await page.reload()
  await page.waitForFunction(() => window.gatehouseTestWallet !== undefined)
  await expect(shown).toHaveText(account)
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toHaveCount(0)
  expect(await page.evaluate(() => window.gatehouseTestWallet?.pending() ?? []), 'no prompt after the reload').toEqual(
    [],
  )
})
