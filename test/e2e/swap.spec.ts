// Swap end to end on the devnet, as a visitor of the demo: ETH → USDC from the test browser wallet, ETH → GATE from an
// email user (approved in the modal's ApproveTransaction), GATE → USDC through the approval first; each time the amount
// received is at least the quote's minimum for the slippage and the pool's reserves (getReserves on the chain, the
// block before and the block of the swap) moved by exactly the amounts swapped; the modal is back on Account with the
// swap in the history. With the data API failing (the page's requests to /v1/convert/* answered 503), the Swap view
// shows the error with Try again, nothing crashes, and the log holds the typed failures. axe in both themes; screens.
import type { Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Hex } from 'viem'
import { DEV_ACCOUNTS, TREASURY_INDEX } from '../devnet/accounts.js'
import { exchangeAddresses, PAIR_ABI } from '../devnet/exchange.js'
import { accountForEmail } from '../devnet/frame/server.js'
import { demoUrl, readDevnetInfo } from '../devnet/playwright.js'
import type {} from '../devnet/wallet/index.js'
import { minAmountOut } from '../../src/domain/swap.js'
import { checkScreen, preferEoa, signInByEmail } from './checks.js'
import { expect, test } from './fixtures.js'

type Devnet = ReturnType<typeof readDevnetInfo>

// Swappers of their own, so no other spec's balance checks meet these swaps: the test wallet as dev account 4 (it
// holds the seeded GATE), the email user as dev account 8. Each pool is swapped in by one test only: the tests run in
// parallel, and a 0.5 ETH swap moves the ETH/USDC price by 0.99 %, within a hair of the 1 % slippage another swap in
// that pool was built with.
const WALLET_ACCOUNT = 4
const EMAIL_ACCOUNT = 8

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })
const swapView = (page: Page) => dialog(page, 'Swap')
/** The token pressed in a picker of the Swap view. */
const picked = (page: Page, picker: 'Token to swap' | 'Token to receive') =>
  swapView(page).getByRole('list', { name: picker }).getByRole('button', { pressed: true })
const pick = (page: Page, picker: 'Token to swap' | 'Token to receive', symbol: string) =>
  swapView(page).getByRole('list', { name: picker }).getByRole('button', { name: symbol, exact: true }).click()

function chainClient(devnet: Devnet) {
  return createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl), cacheTime: 0 })
}

const tokenOf = (devnet: Devnet, symbol: string) =>
  devnet.tokens.find((t) => t.chainId === devnet.chains[0]!.chainId && t.symbol === symbol)!

/** The pool's reserves of `a` and `b` at a block, in that order. */
async function reserves(devnet: Devnet, a: Hex, b: Hex, blockNumber: bigint): Promise<[bigint, bigint]> {
  const client = chainClient(devnet)
  const pair = await client.readContract({
    address: exchangeAddresses().factory,
    abi: PAIR_ABI,
    functionName: 'getPair',
    args: [a, b],
  })
  const [[r0, r1], token0] = await Promise.all([
    client.readContract({ address: pair, abi: PAIR_ABI, functionName: 'getReserves', blockNumber }),
    client.readContract({ address: pair, abi: PAIR_ABI, functionName: 'token0' }),
  ])
  return token0.toLowerCase() === a.toLowerCase() ? [r0, r1] : [r1, r0]
}

async function tokenBalance(devnet: Devnet, token: Hex, owner: Hex, blockNumber: bigint): Promise<bigint> {
  return chainClient(devnet).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
    blockNumber,
  })
}

/** The swap read model's quote and slippage as the page has them. */
async function quoteOnPage(page: Page): Promise<{ amount: string; toAmount: string; slippage: string }> {
  return page.evaluate(() => {
    const swap = window.gatehouse!.getState().swap
    return { amount: swap.quote!.amount, toAmount: swap.quote!.toAmount, slippage: swap.slippage }
  })
}

/** The hash of the latest mined swap (the TokenSent the swap ended with) in the page's log. */
async function swapHash(page: Page): Promise<Hex> {
  const log = await page.evaluate(() => window.gatehouse!.exportLog())
  const sent = (log.events as Array<{ type: string; data: { hash?: string } }>).filter((e) => e.type === 'TokenSent')
  return sent[sent.length - 1]!.data.hash as Hex
}

/** Opens the Account view from the demo's Connect button, then Swap, and waits for the tokens. */
async function openSwap(page: Page): Promise<void> {
  await page.getByTestId('connect-button').click()
  await dialog(page, 'Account').getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(picked(page, 'Token to swap')).toHaveAccessibleName('ETH')
}

/** Types the amount and waits until the quote for it is shown. */
async function typeAmount(page: Page, amount: string): Promise<void> {
  await swapView(page).getByLabel('Amount', { exact: true }).fill(amount)
  await expect(swapView(page).getByTestId('swap-minimum')).toBeVisible()
  await expect(
    swapView(page)
      .getByRole('button', { name: /^(Swap|Approve \w+)$/ })
      .last(),
  ).toBeEnabled()
}

const approveInWallet = (page: Page) =>
  page.evaluate(
    async () => void window.gatehouseTestWallet!.approve((await window.gatehouseTestWallet!.waitForRequest()).id),
  )

async function connectTestWallet(page: Page): Promise<Hex> {
  await page.goto(demoUrl())
  await page.waitForFunction(() => window.gatehouseTestWallet !== undefined)
  await page.evaluate((i) => window.gatehouseTestWallet!.setAccount(i), WALLET_ACCOUNT)
  await page.getByTestId('connect-button').click()
  await dialog(page, 'Connect Wallet')
    .getByRole('button', { name: /Gatehouse Test Wallet/ })
    .click()
  await approveInWallet(page)
  const address = DEV_ACCOUNTS[WALLET_ACCOUNT]!.address
  await expect(page.getByTestId('connected-account')).toHaveText(address)
  if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape')
  return address
}

/**
 * After a swap of `amountIn` of `from` into `to` by `owner`: the amount received is at least the minimum of the
 * quote the page showed, and the pool's reserves moved by exactly the amounts swapped in the swap's block.
 */
async function checkSwapOnChain(
  devnet: Devnet,
  hash: Hex,
  owner: Hex,
  from: Hex,
  to: Hex,
  amountIn: bigint,
  minimum: bigint,
): Promise<bigint> {
  const receipt = await chainClient(devnet).getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const block = receipt.blockNumber
  const received = (await tokenBalance(devnet, to, owner, block)) - (await tokenBalance(devnet, to, owner, block - 1n))
  expect(received).toBeGreaterThanOrEqual(minimum)
  const [fromBefore, toBefore] = await reserves(devnet, from, to, block - 1n)
  const [fromAfter, toAfter] = await reserves(devnet, from, to, block)
  expect(fromAfter - fromBefore).toBe(amountIn)
  expect(toBefore - toAfter).toBe(received)
  return received
}

test.describe('test browser wallet', () => {
  // One swapper account: its swaps run one after the other.
  test.describe.configure({ mode: 'serial' })

  test('behavior: ETH → USDC: the quote (rate, price impact, fee in USD, minimum) in both themes; the swap pays at least the minimum and moves the reserves; back on Account with the swap in the history @peer', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const devnet = readDevnetInfo()
    const address = await connectTestWallet(page)
    await openSwap(page)
    await typeAmount(page, '0.5')
    const view = swapView(page)
    await expect(view.getByTestId('swap-receive')).toHaveText(/^[\d.]+ USDC$/)
    await expect(view.getByTestId('swap-rate')).toHaveText(/^1 ETH = [\d.]+ USDC$/)
    await expect(view.getByTestId('swap-impact')).toHaveText(/^\d+\.\d\d %$/)
    await expect(view.getByTestId('swap-fee')).toHaveText(/^(\$\d+\.\d\d|< \$0\.01)$/)
    await expect(view.getByLabel('Slippage tolerance (%)')).toHaveValue('1') // SPEC §9 default
    await checkScreen(page, 'swap-quote', 'dark')
    await page.evaluate(() => window.gatehouse!.emit({ type: 'ThemeChanged', data: { themeMode: 'light' } }))
    await checkScreen(page, 'swap-quote', 'light')
    await page.evaluate(() => window.gatehouse!.emit({ type: 'ThemeChanged', data: { themeMode: 'dark' } }))

    const quote = await quoteOnPage(page)
    expect(quote.amount).toBe(parseEther('0.5').toString())
    const minimum = minAmountOut(BigInt(quote.toAmount), quote.slippage)
    await view.getByRole('button', { name: 'Swap', exact: true }).click()
    const request = await page.evaluate(() => window.gatehouseTestWallet!.waitForRequest())
    expect(request.method).toBe('eth_sendTransaction')
    await approveInWallet(page)
    await expect(dialog(page, 'Account')).toBeVisible()

    const hash = await swapHash(page)
    const usdc = tokenOf(devnet, 'USDC').address
    await checkSwapOnChain(devnet, hash, address, exchangeAddresses().weth, usdc, parseEther('0.5'), minimum)
    // The swap is in the history the Activity tab shows.
    await dialog(page, 'Account').getByRole('tab', { name: 'Activity' }).click()
    await expect
      .poll(() => page.evaluate((h) => JSON.stringify(window.gatehouse!.getState().history).includes(h), hash))
      .toBe(true)
    await checkScreen(page, 'swap-done-account', 'dark')
  })

  test('behavior: GATE → USDC goes through the approval first (Approve GATE, then Swap); the swap pays at least the minimum and moves the reserves @peer', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const devnet = readDevnetInfo()
    const address = await connectTestWallet(page)
    await openSwap(page)
    const gate = tokenOf(devnet, 'GATE').address
    const usdc = tokenOf(devnet, 'USDC').address
    const view = swapView(page)
    await pick(page, 'Token to swap', 'GATE')
    await pick(page, 'Token to receive', 'USDC')
    await expect(picked(page, 'Token to swap')).toHaveAccessibleName('GATE')
    await expect(picked(page, 'Token to receive')).toHaveAccessibleName('USDC')
    await typeAmount(page, '100')
    const approve = view.getByRole('button', { name: 'Approve GATE' })
    await expect(approve).toBeEnabled()
    await checkScreen(page, 'swap-approve', 'dark')
    await approve.click()
    const approval = await page.evaluate(() => window.gatehouseTestWallet!.waitForRequest())
    expect(approval.method).toBe('eth_sendTransaction')
    await approveInWallet(page)
    // Approved and mined: the quote is asked again with the new allowance, and the next step is the swap.
    const submit = view.getByRole('button', { name: 'Swap', exact: true })
    await expect(submit).toBeEnabled()
    const allowance = await chainClient(devnet).readContract({
      address: gate,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [address, exchangeAddresses().router],
    })
    expect(allowance).toBeGreaterThanOrEqual(parseUnits('100', 18))

    const quote = await quoteOnPage(page)
    const minimum = minAmountOut(BigInt(quote.toAmount), quote.slippage)
    await submit.click()
    await approveInWallet(page)
    await expect(dialog(page, 'Account')).toBeVisible()
    await checkSwapOnChain(devnet, await swapHash(page), address, gate, usdc, parseUnits('100', 18), minimum)
  })
})

test.describe('email user (secure frame)', () => {
  test('behavior: ETH → GATE approved in ApproveTransaction; back to Swap, then Account once mined; at least the minimum; the reserves moved @peer', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const devnet = readDevnetInfo()
    const users = DEV_ACCOUNTS.filter((_, i) => i !== TREASURY_INDEX)
    const address = DEV_ACCOUNTS[EMAIL_ACCOUNT]!.address
    let email = ''
    for (let i = 0; ; i++) {
      email = `swap-${Date.now()}-${i}@example.com`
      if (accountForEmail(email, users) === address) break
    }
    await page.goto(demoUrl())
    // The email user's own funded dev account, not the smart account (SPEC §3's default).
    await preferEoa(page)
    await page.getByTestId('connect-button').click()
    await signInByEmail(page, email)
    await expect(page.getByTestId('connected-account')).toHaveText(address)
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape')

    await openSwap(page)
    await pick(page, 'Token to receive', 'GATE')
    await expect(picked(page, 'Token to receive')).toHaveAccessibleName('GATE')
    await typeAmount(page, '0.25')
    const quote = await quoteOnPage(page)
    const minimum = minAmountOut(BigInt(quote.toAmount), quote.slippage)
    await swapView(page).getByRole('button', { name: 'Swap', exact: true }).click()
    const approval = dialog(page, 'Approve Transaction')
    await expect(approval).toBeVisible()
    await checkScreen(page, 'swap-approve-transaction', 'dark')
    await approval.getByRole('button', { name: 'Approve' }).click()
    await expect(dialog(page, 'Account')).toBeVisible()
    await checkSwapOnChain(
      devnet,
      await swapHash(page),
      address,
      exchangeAddresses().weth,
      tokenOf(devnet, 'GATE').address,
      parseEther('0.25'),
      minimum,
    )
  })
})

test('error: the data API failing: Swap shows the error with Try again, in both themes, nothing crashes, the log holds typed failures; Try again recovers', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(120_000)
  await connectTestWallet(page)
  // The page's calls to the convert paths fail as a broken data API answers them.
  await page.route(/\/v1\/convert\//, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"status":503,"error":"Service Unavailable"}',
    }),
  )
  await page.getByTestId('connect-button').click()
  await dialog(page, 'Account').getByRole('button', { name: 'Swap', exact: true }).click()
  const view = swapView(page)
  const notice = view.getByTestId('swap-notice')
  await expect(notice).toHaveText('Could not load the tokens: HTTP status code: 503')
  const retry = view.getByRole('button', { name: 'Try again' })
  await expect(retry).toBeVisible()
  await checkScreen(page, 'swap-api-failing', 'dark')
  await page.evaluate(() => window.gatehouse!.emit({ type: 'ThemeChanged', data: { themeMode: 'light' } }))
  await checkScreen(page, 'swap-api-failing', 'light')
  await page.evaluate(() => window.gatehouse!.emit({ type: 'ThemeChanged', data: { themeMode: 'dark' } }))
  // Try again while it still fails: the same error, still a typed failure.
  await retry.click()
  await expect(notice).toHaveText('Could not load the tokens: HTTP status code: 503')
  const log = await page.evaluate(() => window.gatehouse!.exportLog())
  const failures = (log.events as Array<{ type: string; data: { step?: string; error?: { name: string } } }>).filter(
    (e) => e.type === 'SwapFailed',
  )
  expect(failures.length).toBeGreaterThanOrEqual(2)
  expect(failures.every((f) => f.data.step === 'tokens' && f.data.error?.name === 'HttpRequestError')).toBe(true)

  // The API is back: Try again loads the tokens, and a quote follows the amount typed.
  await page.unroute(/\/v1\/convert\//)
  await retry.click()
  await expect(picked(page, 'Token to swap')).toHaveAccessibleName('ETH')
  await expect(notice).toHaveCount(0)
  await typeAmount(page, '0.01')
  // A quote failing now keeps the amount typed.
  await page.route(/\/v1\/convert\/quotes/, (route) => route.fulfill({ status: 503, body: '' }))
  await view.getByLabel('Amount', { exact: true }).fill('0.02')
  await expect(notice).toHaveText('Could not get a quote: HTTP status code: 503')
  await expect(notice).toHaveAttribute('role', 'alert')
  await expect(view.getByLabel('Amount', { exact: true })).toHaveValue('0.02')
  await checkScreen(page, 'swap-quote-failing', 'dark')
  // The browser logs each refused request; those are the only errors on the page (the fixture checks the rest).
  const refused = pageErrors.filter((e) => /^console\.error: Failed to load resource: .* 503 .*\/v1\/convert\//.test(e))
  expect(refused.length).toBeGreaterThanOrEqual(3)
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !refused.includes(e)))
})
