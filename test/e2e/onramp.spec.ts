// Buy (onramp) as a visitor does it on the devnet, under a strict CSP: the test browser wallet connects
// dev account 4 on Ethereum, Account → Buy shows the options, the visitor buys USDC for 50 USD, sees the quote,
// continues to the devnet checkout in a new tab, pays with a test card, and the buyer's USDC balance ON THE CHAIN
// rises by exactly the quoted amount; the purchase shows in Buy and in Activity. With the data API failing (every
// /v1/ call answered 503 through Playwright's request routing), Buy shows SPEC §8's default options and a mocked
// quote labelled as an estimate, nothing crashes, and the typed failures are in the log. From Shanghai (the
// browser's time zone) Buy says it is not offered and asks nothing. axe-core and screenshots in both themes.
import type { Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http, parseUnits, type Hex } from 'viem'
import { readDevnetInfo } from '../devnet/playwright.js'
import type {} from '../devnet/wallet/index.js'
import { checkScreen, openDevnetPage } from './checks.js'
import { expect, getState, seen, test } from './fixtures.js'
import { connectTestWallet } from './testWallet.js'

// Dev account 4 buys: no other end-to-end test moves its USDC on Ethereum, so its balance moves only by the purchase.
const BUYER = 4

/** Connects dev account `index` with the test wallet and opens Buy from the Account view (after its Activity tab, if asked); returns the Buy dialog. */
async function openBuy(page: Page, index = BUYER, options: { activityFirst?: boolean } = {}) {
  const address = readDevnetInfo().accounts[index]!.address
  await page.evaluate((i) => window.gatehouseTestWallet!.setAccount(i), index)
  await connectTestWallet(page)
  await page.getByRole('button', { name: address }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  if (options.activityFirst) {
    await account.getByRole('tab', { name: 'Activity' }).click()
    await expect(account.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible()
  }
  await account.getByRole('button', { name: 'Buy', exact: true }).click()
  return { dialog: page.getByRole('dialog', { name: 'Buy' }), address }
}

function usdcOnEthereum() {
  const info = readDevnetInfo()
  const chain = info.chains.find((c) => c.chainId === 1)!
  const token = info.tokens.find((t) => t.chainId === 1 && t.symbol === 'USDC')!
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  return (owner: Hex) =>
    client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/** The view's own alert (the dialog's live regions and the banner's are alerts too). */
const alertIn = (dialog: ReturnType<Page['getByRole']>, text: string | RegExp = /\S/) =>
  dialog.locator('.gh-body').getByRole('alert').filter({ hasText: text })

/** SPEC §9: an activity amount floored to 3 decimals ('48.4219' → '48.421'). */
const activityAmount = (amount: string) => {
  const [whole, fraction = ''] = amount.split('.')
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)}`
}

/** A decimal without the trailing zeros of its fraction, as the pages write it. */
const trim = (amount: string) => amount.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')

/** The quote in the read model, as the data API sent it (SPEC §3 "Onramp quote"). */
async function quoteOf(page: Page) {
  const state = await getState(page)
  const quote = state.onramp.quote
  return quote && 'response' in quote
    ? (quote.response as { purchaseAmount: { amount: string; currency: string }; quoteId: string })
    : null
}

for (const theme of ['dark', 'light'] as const) {
  test(`Buy screens (${theme}): options, limits, quote; axe; no CSP violation`, async ({ page }) => {
    const csp = await openDevnetPage(page, test.info().testId, theme)
    const { dialog } = await openBuy(page, theme === 'dark' ? 2 : 3)
    const amount = dialog.getByRole('textbox', { name: 'Amount to pay' })
    await expect(amount).toBeVisible()
    await expect(dialog.getByRole('combobox', { name: 'Crypto to buy on Ethereum' })).toHaveValue('ETH')
    await expect(dialog.getByRole('combobox', { name: 'Crypto to buy on Ethereum' }).getByRole('option')).toHaveText([
      'ETH · Ether',
      'USDC · USD Coin (devnet)',
    ])
    await expect(dialog.getByRole('combobox', { name: 'Pay with' }).getByRole('option')).toHaveText(['USD', 'EUR'])
    await expect(dialog.getByText('By card, from 10.00 to 7500.00 USD')).toBeVisible()
    await checkScreen(page, 'buy-form', theme)

    // SPEC §9 limits: too little is said once the field is left; too much at once.
    await amount.fill('5')
    await amount.press('Tab')
    await expect(alertIn(dialog)).toHaveText('The minimum is 10.00 USD')
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await amount.fill('7500.01')
    await expect(alertIn(dialog)).toHaveText('The maximum is 7500.00 USD')
    await dialog.getByRole('combobox', { name: 'Pay with' }).selectOption('EUR')
    await expect(alertIn(dialog)).toHaveText('The maximum is 7500.00 EUR')
    await amount.fill('12.345')
    await expect(alertIn(dialog)).toHaveText('Enter an amount like 100 or 99.50')
    await checkScreen(page, 'buy-limit', theme)

    // A quote for a good amount (by keyboard: the form is reachable without a mouse).
    await dialog.getByRole('combobox', { name: 'Pay with' }).selectOption('USD')
    await amount.fill('')
    await amount.pressSequentially('100')
    const quote = dialog.getByTestId('buy-quote')
    await expect(quote.getByRole('heading', { name: 'Quote' })).toBeVisible()
    await expect(quote).toContainText('Provider fee (1–2%)1.50 USD')
    await expect(quote).toContainText('Total100.00 USD')
    await expect(quote).toContainText(/You get0\.03\d* ETH/)
    await amount.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Continue to checkout' })).toBeFocused()
    await checkScreen(page, 'buy-quote', theme)
    expect(await csp()).toEqual([])
  })
}

test('behavior: buy USDC through the devnet checkout; the balance on the chain rises by exactly the amount bought; Buy and Activity show it @peer', async ({
  page,
  context,
  pageErrors,
}) => {
  const csp = await openDevnetPage(page, test.info().testId, 'dark')
  // The Activity list is loaded before the purchase: the purchase must join it without a reload.
  const { dialog, address } = await openBuy(page, BUYER, { activityFirst: true })
  const balance = usdcOnEthereum()
  const before = await balance(address)

  await dialog.getByRole('combobox', { name: 'Crypto to buy on Ethereum' }).selectOption('USDC')
  await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('50')
  await expect(dialog.getByTestId('buy-quote').getByRole('heading', { name: 'Quote' })).toBeVisible()
  const quote = (await quoteOf(page))!
  expect(quote.purchaseAmount.currency).toBe('USDC')
  const bought = quote.purchaseAmount.amount
  await expect(dialog.getByTestId('buy-quote')).toContainText(`You get${trim(bought)} USDC`)

  // Continue: the checkout opens in a new tab, as card providers' pages do.
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Continue to checkout' }).click(),
  ])
  await checkout.waitForURL(/\/devnet\/onramp\?/)
  await expect(checkout.getByRole('heading', { name: 'Devnet checkout' })).toBeVisible()
  await expect(checkout.getByText(`Buy ${trim(bought)} USDC on Ethereum for 50.00`)).toBeVisible()
  await expect(dialog.getByText('Finish the purchase in the new tab. It shows here once it is paid.')).toBeVisible()

  // A wrong card number is refused, and nothing is paid.
  await checkout.getByLabel('Name on card').fill('Ada Buyer')
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4241')
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/40')
  await checkout.getByLabel('Security code').fill('123')
  await checkout.getByRole('button', { name: /^Pay and buy/ }).click()
  await expect(checkout.getByRole('alert')).toContainText('The card number is not valid.')
  expect(await balance(address)).toBe(before)
  // The refused form comes back as a 400, which the browser reports on the console: provoked on purpose.
  const refused = () => pageErrors.findIndex((e) => e.includes('status of 400') && e.includes('/devnet/onramp?'))
  await expect.poll(refused).toBeGreaterThanOrEqual(0)
  pageErrors.splice(refused(), 1)
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
  await checkout.getByLabel('Security code').fill('123')
  await checkout.screenshot({ path: 'test-results/screenshots/buy-checkout-card.png' })
  await checkout.getByRole('button', { name: /^Pay and buy/ }).click()
  await expect(checkout.getByRole('heading', { name: 'Purchase complete' })).toBeVisible()
  await checkout.screenshot({ path: 'test-results/screenshots/buy-checkout-done.png' })
  const hash = new URL(checkout.url()).searchParams.get('tx')!
  await checkout.close()

  // On the chain: exactly the amount bought.
  expect((await balance(address)) - before).toBe(parseUnits(bought, 6))

  // Back in the modal: the watch finds the purchase (it polls every 3 s).
  const shown = `${activityAmount(bought)} USDC`
  await expect(dialog.getByRole('status').filter({ hasText: 'Purchase complete' })).toHaveText(
    `Purchase complete: ${shown} is in your wallet`,
  )
  await expect(dialog.getByRole('region', { name: 'Your purchases' })).toContainText(`Bought ${shown}`)
  await dialog.getByRole('status').filter({ hasText: 'Purchase complete' }).scrollIntoViewIfNeeded()
  await checkScreen(page, 'buy-purchased', 'dark')

  // Activity (loaded before) shows it, at the top.
  await dialog.getByRole('button', { name: 'Back' }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
  const first = account.getByRole('tabpanel').getByRole('listitem').first()
  // The row says what happened, with the amount, and links the purchase's transaction.
  await expect(first).toContainText('Bought')
  await expect(first.getByRole('link', { name: new RegExp(`${hash.slice(0, 6)}…${hash.slice(-4)}`) })).toBeVisible()
  await expect(first).toContainText(shown)
  const item = (await getState(page)).history.byId[hash]
  expect(item?.metadata.operationType).toBe('buy')

  // The log: the visitor's form and checkout, the answers; never the checkout URL (a provider session may be in it).
  const types = (await seen(page)).filter((e) => e.type.startsWith('Onramp')).map((e) => e.type)
  expect(types).toContain('OnrampCheckoutRequested')
  const log = await page.evaluate(() => window.e2e.gatehouse.exportLog())
  expect(JSON.stringify(log)).not.toContain('/devnet/onramp?')
  expect(await csp()).toEqual([])
})

for (const theme of ['dark', 'light'] as const) {
  test(`error (SPEC §8, ${theme}): with the data API failing, Buy shows the default options and an estimate; typed failures are in the log`, async ({
    page,
    pageErrors,
  }) => {
    const info = readDevnetInfo()
    // The data API fails: every /v1/ call on its origin answers 503.
    await page.route(`${info.api}/v1/**`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"status":503,"error":"Service Unavailable"}',
      }),
    )
    const csp = await openDevnetPage(page, test.info().testId, theme)
    const { dialog } = await openBuy(page, theme === 'dark' ? 2 : 3)
    await expect(
      dialog.getByText('The list of what you can buy could not be loaded: these are the usual options.'),
    ).toBeVisible()
    const currency = dialog.getByRole('combobox', { name: 'Crypto to buy on Ethereum' })
    await expect(currency.getByRole('option')).toHaveText(['ETH · Ether', 'USDC · USD Coin'])
    await currency.selectOption('USDC')
    await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('100')
    const quote = dialog.getByTestId('buy-quote')
    await expect(quote.getByRole('heading', { name: 'Estimate' })).toBeVisible()
    await expect(quote).toContainText(
      'The quote could not be loaded. This estimate counts the highest provider fee (2%)',
    )
    await expect(quote).toContainText('Provider fee (1–2%)2.00 USD')
    await expect(quote).toContainText('Total100.00 USD')
    await checkScreen(page, 'buy-estimate', theme)

    // The checkout URL cannot be made either: its tab closes and the view says so.
    await dialog.getByRole('button', { name: 'Continue to checkout' }).click()
    await expect(alertIn(dialog, 'checkout')).toHaveText('The checkout could not be opened. Try again.')
    await dialog.getByRole('button', { name: 'Continue to checkout' }).scrollIntoViewIfNeeded()
    await checkScreen(page, 'buy-checkout-failed', theme)

    const failures = (await seen(page))
      .filter((e) => e.type === 'OnrampFailed')
      .map((e) => e.data as { call: string; error: { name: string; shortMessage: string } })
    for (const call of ['options', 'quote', 'url']) {
      expect(failures).toContainEqual({
        call,
        error: { name: 'HttpRequestError', shortMessage: 'HTTP status code: 503', code: 503 },
      })
    }
    const state = await getState(page)
    expect(state.onramp.options).toMatchObject({ call: 'options', fallback: true })
    expect(state.onramp.quote).toMatchObject({ call: 'quote', fallback: true })
    expect(await csp()).toEqual([])
    // The browser reports each refused request on the console; those were provoked on purpose, nothing else may be there.
    const provoked = (e: string) => e.includes('status of 503')
    expect(pageErrors.filter((e) => !provoked(e))).toEqual([])
    pageErrors.splice(0, pageErrors.length)
  })
}

test.describe('restricted region', () => {
  test.use({ timezoneId: 'Asia/Shanghai' })

  for (const theme of ['dark', 'light'] as const) {
    test(`behavior (SPEC §9 restricted timezones, ${theme}): from Shanghai Buy says it is not offered and asks the data API nothing`, async ({
      page,
    }) => {
      const requests: string[] = []
      page.on('request', (r) => {
        if (r.url().includes('/v1/onramp') || r.url().includes('/v1/generators/onrampurl')) requests.push(r.url())
      })
      const csp = await openDevnetPage(page, test.info().testId, theme)
      const { dialog } = await openBuy(page, theme === 'dark' ? 2 : 3)
      await expect(dialog.getByText('Buying crypto is not available in your region')).toBeVisible()
      await expect(
        dialog.getByText('Card purchases are not offered in mainland China, Hong Kong or Macau.', { exact: false }),
      ).toBeVisible()
      await expect(dialog.getByRole('textbox', { name: 'Amount to pay' })).toHaveCount(0)
      await checkScreen(page, 'buy-restricted', theme)
      expect(requests).toEqual([])
      expect((await seen(page)).find((e) => e.type === 'OnrampFailed')?.data).toMatchObject({
        call: 'options',
        error: { name: 'OnrampRegionRestrictedError' },
      })
      expect(await csp()).toEqual([])
    })
  }
})
