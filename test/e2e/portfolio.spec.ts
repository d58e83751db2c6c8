// The Account view's Tokens and Activity on the demo's devnet, connected with the test browser
// wallet as dev account 2 (PORTFOLIO_INDEX: specs moving funds skip it; the live test still finds
// its own transfers by their hashes and compares with the chain as it is at each look): each token's USD value is its
// on-chain quantity at the devnet's price, the header's total is the sum of the rows; Activity
// says Sent / Received with signed amounts, hides the devnet's spam NFT (SPEC §5), pages; and a
// transfer made on the chain directly (viem against the devnet RPC, not through Gatehouse) shows
// in Activity and in the balance within seconds while the modal stays open.
import type { Locator, Page } from '@playwright/test'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  formatUnits,
  http,
  parseEther,
  parseUnits,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Transaction } from '../../src/api/schemas.js'
import { PORTFOLIO_INDEX } from '../devnet/accounts.js'
import { demoUrl, readDevnetInfo } from '../devnet/playwright.js'
import { DEVNET_PRICES } from '../devnet/prices.js'
import { waitForReceipt } from '../devnet/receipt.js'
import type {} from '../devnet/wallet/index.js'
import { checkScreen } from './checks.js'
import { expect, test } from './fixtures.js'

type Devnet = ReturnType<typeof readDevnetInfo>

// The second test moves the account's balances: the two run one after the other.
test.describe.configure({ mode: 'serial' })

const ME = PORTFOLIO_INDEX // the connected dev account
const PEER = 3 // sends it a token during the test
const TREASURY = 9 // what it pays to (never measured by a spec)

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
/** Dollars as a row shows them: the amount rounded to whole cents. */
const dollars = (amount: number) => usd.format(Math.round(amount * 100) / 100)
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100)
/** SPEC §9 floors: `decimals` places, never rounded up. */
const floor = (amount: string, decimals: number) => {
  const [whole, fraction = ''] = amount.split('.')
  return `${whole}.${fraction.padEnd(decimals, '0').slice(0, decimals)}`
}

function clients(devnet: Devnet, index: number) {
  const c = devnet.chains[0]!
  const chain = {
    id: c.chainId,
    name: c.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [c.rpcUrl] } },
  }
  const transport = http(c.rpcUrl, { retryCount: 0 })
  return {
    wallet: createWalletClient({ account: privateKeyToAccount(devnet.accounts[index]!.privateKey), chain, transport }),
    reader: createPublicClient({ chain, transport }),
  }
}

/** The on-chain quantity of each token the account holds on Ethereum, as decimal strings. */
async function holdings(devnet: Devnet, index: number): Promise<Record<string, string>> {
  const { reader } = clients(devnet, index)
  const address = devnet.accounts[index]!.address
  const out: Record<string, string> = { ETH: formatEther(await reader.getBalance({ address })) }
  for (const token of devnet.tokens.filter((t) => t.chainId === devnet.chains[0]!.chainId)) {
    out[token.symbol] = formatUnits(
      await reader.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
      token.decimals,
    )
  }
  return out
}

async function send(devnet: Devnet, from: number, request: { to: Hex; value?: bigint; data?: Hex }): Promise<Hex> {
  const { wallet } = clients(devnet, from)
  const hash = await wallet.sendTransaction(request)
  await waitForReceipt(wallet as never, hash)
  return hash
}

/** Connects the demo with the test wallet as dev account ME and opens the modal on the Account view. */
async function openAccount(page: Page): Promise<Locator> {
  await page.goto(demoUrl())
  await page.waitForFunction(() => window.gatehouseTestWallet !== undefined)
  await page.evaluate((i) => window.gatehouseTestWallet!.setAccount(i), ME)
  await page.getByTestId('connect-button').click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Gatehouse Test Wallet/ })
    .click()
  await page.evaluate(
    async () => void window.gatehouseTestWallet!.approve((await window.gatehouseTestWallet!.waitForRequest()).id),
  )
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.evaluate(
    () =>
      void (window as unknown as { gatehouse: { emit(e: unknown): string } }).gatehouse.emit({
        type: 'ModalOpenRequested',
        data: {},
      }),
  )
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog).toBeVisible()
  return dialog
}

const setTheme = (page: Page, themeMode: 'light' | 'dark') =>
  page.evaluate(
    (mode) =>
      void (window as unknown as { gatehouse: { emit(e: unknown): string } }).gatehouse.emit({
        type: 'ThemeChanged',
        data: { themeMode: mode },
      }),
    themeMode,
  )

const total = (dialog: Locator) => dialog.locator('p', { hasText: 'Total value:' })
const header = (dialog: Locator) => dialog.locator('p.gh-balance').first()
const rows = (dialog: Locator) => dialog.getByRole('tabpanel').getByRole('listitem')

test('behavior: Tokens show each quantity (2 decimals) at the devnet price, the header total is their sum; Activity reads Sent and Received with signed amounts, hides the spam, pages @peer', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const devnet = readDevnetInfo()
  const me = devnet.accounts[ME]!.address
  // More transactions than one history page (10) holds: a few small payments before connecting.
  for (let i = 0; i < 7; i++)
    await send(devnet, ME, { to: devnet.accounts[TREASURY]!.address, value: parseEther('0.001') })

  const dialog = await openAccount(page)
  const held = await holdings(devnet, ME)
  // The header: the native balance floored to 3 decimals (SPEC §9).
  await expect(header(dialog)).toHaveText(`${floor(held.ETH!, 3)} ETH`)

  // Tokens: a row per token, quantity floored to 2 decimals, value = quantity × price, the price per unit.
  const expected = Object.entries(held).filter(([, q]) => Number(q) > 0)
  await expect(rows(dialog)).toHaveCount(expected.length)
  let sum = 0
  for (const [symbol, quantity] of expected) {
    const row = rows(dialog)
      .filter({ hasText: ` ${symbol}` })
      .filter({ hasText: `/ ${symbol}` })
    const value = dollars(Number(quantity) * DEVNET_PRICES[symbol]!)
    await expect(row).toContainText(`${floor(quantity, 2)} ${symbol}`)
    await expect(row).toContainText(value)
    await expect(row).toContainText(`${usd.format(DEVNET_PRICES[symbol]!)} / ${symbol}`)
    await expect(row.locator('img')).toHaveAttribute('src', new RegExp(`/public/getTokenImage/${symbol}$`))
    sum += cents(value)
  }
  await expect(total(dialog)).toHaveText(`Total value: ${usd.format(sum / 100)}`)
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme)
    await checkScreen(page, 'portfolio-tokens', theme)
  }

  // Activity: what happened, with whom, signed amounts, status, explorer link.
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const list = dialog.getByRole('tabpanel')
  await expect(rows(dialog).first()).toBeVisible()
  const sentRows = rows(dialog).filter({ hasText: /^Sent/ })
  await expect(sentRows.first()).toContainText(`to ${devnet.accounts[TREASURY]!.address.slice(0, 6)}…`)
  await expect(sentRows.first()).toContainText('-0.001 ETH')
  await expect(sentRows.first()).toContainText('Confirmed')
  const firstPage = await page.request.get(
    `${devnet.api}/v1/account/${me}/history?projectId=${devnet.projectId}&chainId=eip155:1`,
  )
  const history = (await firstPage.json()) as { data: Transaction[]; next: string | null }
  expect(history.next).not.toBeNull()
  const newest = history.data.find((t) => !t.transfers?.every((x) => x.nft_info?.flags?.is_spam))!
  await expect(
    sentRows.first().getByRole('link', { name: /^View transaction 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4} on Etherscan$/ }),
  ).toHaveAttribute('href', `https://etherscan.io/tx/${newest.id}`)

  // The spam NFT the devnet sent at start is the newest on the chain and not shown (SPEC §5).
  const spam = history.data.find((t) => t.transfers?.some((x) => x.nft_info?.flags?.is_spam === true))
  expect(spam, 'the devnet sent the account a spam NFT').toBeDefined()
  await expect(list).not.toContainText('Claim $GATE Rewards')
  await expect(list.locator(`a[href$="${spam!.id}"]`)).toHaveCount(0)

  // Pages: the first holds the 10 newest (9 rows: the spam is one of them); the tokens the treasury gave the
  // account 100 days ago, the oldest, come with the next page when the end of the list scrolls into view.
  const treasury = `from ${devnet.accounts[TREASURY]!.address.slice(0, 6)}…`
  const funding = rows(dialog)
    .filter({ hasText: /^Received/ })
    .filter({ hasText: treasury })
  expect(await rows(dialog).count()).toBeLessThanOrEqual(10)
  await expect(funding).toHaveCount(0)
  await list.locator('.gh-sentinel').scrollIntoViewIfNeeded()
  await expect(funding).toHaveCount(2)
  await expect(funding.filter({ hasText: '+5000.000 USDC' })).toHaveCount(1)
  // The seeded past between dev accounts: 10 GATE received from account 0, 42 USDC sent back.
  await expect(
    rows(dialog)
      .filter({ hasText: /^Received/ })
      .filter({ hasText: '+10.000 GATE' }),
  ).toContainText(`from ${devnet.accounts[0]!.address.slice(0, 6)}…`)
  await expect(rows(dialog).filter({ hasText: /^Sent/ }).filter({ hasText: '-42.000 USDC' })).toHaveCount(1)
  await expect(list.getByRole('heading', { level: 3 })).not.toHaveCount(1) // more than one month
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme)
    await checkScreen(page, 'portfolio-activity', theme)
  }
})

test('behavior: a transfer made on the chain, not through Gatehouse, shows in Activity and the balance within seconds while the modal is open; so does a token received @peer', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const devnet = readDevnetInfo()
  const dialog = await openAccount(page)
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  await expect(rows(dialog).first()).toBeVisible()
  const before = await holdings(devnet, ME)
  await expect(header(dialog)).toHaveText(`${floor(before.ETH!, 3)} ETH`)

  // Sent from the wallet itself: viem's wallet client with the account's key, straight to the devnet RPC.
  const hash = await send(devnet, ME, { to: devnet.accounts[TREASURY]!.address, value: parseEther('0.25') })
  const mined = Date.now()
  // Its row, found by its explorer link: other specs run beside this one and their email users' accounts are drawn
  // from the same dev accounts, so a row of theirs may be newer than this transfer.
  const sent = rows(dialog).filter({ has: page.locator(`a[href="https://etherscan.io/tx/${hash}"]`) })
  await expect(sent).toContainText('Sent', { timeout: 10_000 })
  await expect(sent).toContainText('-0.250 ETH')
  // The header against the chain as it is at each look, for the same reason.
  const ethOnChain = async () => `${floor((await holdings(devnet, ME)).ETH!, 3)} ETH`
  await expect
    .poll(async () => (await header(dialog).textContent()) === (await ethOnChain()), { timeout: 10_000 })
    .toBe(true)
  // BLOCK_POLL_MS (4 s) plus the fetches, well under the 30 s the balances' cache would have taken.
  expect(Date.now() - mined).toBeLessThan(10_000)

  // A token arriving from someone else (its Transfer log names the account) shows the same way.
  const usdc = devnet.tokens.find((t) => t.chainId === devnet.chains[0]!.chainId && t.symbol === 'USDC')!
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [devnet.accounts[ME]!.address, parseUnits('1.5', 6)],
  })
  const received = await send(devnet, PEER, { to: usdc.address, data })
  const row = rows(dialog).filter({ has: page.locator(`a[href="https://etherscan.io/tx/${received}"]`) })
  await expect(row).toContainText('Received', { timeout: 10_000 })
  await expect(row).toContainText('+1.500 USDC')
  await expect(row).toContainText(`from ${devnet.accounts[PEER]!.address.slice(0, 6)}…`)
  await dialog.getByRole('tab', { name: 'Tokens' }).click()
  const usdcRow = rows(dialog).filter({ hasText: '/ USDC' })
  await expect
    .poll(async () => (await usdcRow.textContent())?.includes(`${floor((await holdings(devnet, ME)).USDC!, 2)} USDC`))
    .toBe(true)
})
