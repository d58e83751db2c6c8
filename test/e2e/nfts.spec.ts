// The NFTs tab and the logos on the demo and its devnet: a dev account connected through the test browser wallet
// sees the tokens the devnet minted to it (names and images served by the devnet, under the demo's CSP), another
// account sees the empty state; networks, social logins and WalletConnect show their logos, a person a generated
// avatar or their profile image; axe finds nothing in either theme, and the screenshots land in test-results/.
import type { Page } from '@playwright/test'
import type { EventInput } from 'gatehouse-modal'
import { DEVNET_NFTS, nftNamesOf } from '../devnet/nfts.js'
import { demoUrl, readDevnetInfo } from '../devnet/playwright.js'
import { checkScreen, recordCspViolations } from './checks.js'
import { expect, test } from './fixtures.js'

const emitOnDemo = (page: Page, event: EventInput) =>
  page.evaluate((e) => void (window as unknown as { gatehouse: { emit(e: unknown): string } }).gatehouse.emit(e), event)
const approveNext = (page: Page) =>
  page.evaluate(
    async () => void window.gatehouseTestWallet!.approve((await window.gatehouseTestWallet!.waitForRequest()).id),
  )

/** Every image of the locator has loaded (naturalWidth > 0). */
async function loaded(images: ReturnType<Page['locator']>): Promise<boolean[]> {
  return images.evaluateAll((list) =>
    list.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
  )
}

test('behavior: the NFTs tab shows the minted tokens with names and images, the empty state for an account with none; logos and avatars; axe in both themes', async ({
  page,
}) => {
  const devnet = readDevnetInfo()
  const cspViolations = await recordCspViolations(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(demoUrl())
  await page.waitForFunction(() => window.gatehouseTestWallet !== undefined)

  // Connect: the social logins and WalletConnect wear their logos (inline SVGs; WalletConnect's a data: image).
  await page.getByTestId('connect-button').click()
  const connectView = page.getByRole('dialog', { name: 'Connect Wallet' })
  const socials = connectView.getByRole('list', { name: 'Social login' })
  await expect(socials.getByRole('button')).toHaveCount(7, { timeout: 20_000 })
  await expect(socials.locator('button .gh-icon > svg')).toHaveCount(7)
  const walletConnect = connectView.getByRole('button', { name: 'WalletConnect' })
  await expect(walletConnect.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml,/)
  expect(await loaded(walletConnect.locator('img'))).toEqual([true])
  await checkScreen(page, 'nfts-connect-logos', 'dark')
  await connectView.getByRole('button', { name: /Gatehouse Test Wallet/ }).click()
  await approveNext(page)
  await expect(page.getByTestId('connected-account')).toHaveText(devnet.accounts[0]!.address)

  // Account, with the keyboard: Tokens → NFTs (arrow keys move between the tabs and select them).
  await page.getByTestId('connect-button').click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('tab', { name: 'Tokens' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(account.getByRole('tab', { name: 'NFTs' })).toHaveAttribute('aria-selected', 'true')
  const grid = account.getByRole('list', { name: 'NFTs' })
  const mine = nftNamesOf(0)
  await expect(grid.getByRole('listitem')).toHaveCount(mine.length)
  // Newest first: minted in token id order.
  await expect(grid.locator('figcaption')).toHaveText([...mine].reverse())
  const images = grid.locator('img')
  await expect(images).toHaveCount(mine.length)
  await expect.poll(() => loaded(images)).toEqual(mine.map(() => true))
  for (const src of await images.evaluateAll((list) => list.map((img) => (img as HTMLImageElement).src)))
    expect(src).toMatch(new RegExp(`^${devnet.api}/devnet/nft-images/\\d+\\.svg$`))
  // A token account 0 passed on is not among them: ownership is the chain's.
  expect(mine).not.toContain(DEVNET_NFTS.find((n) => n.transferTo !== undefined)!.name)
  // The tab panel is the next Tab stop after the tabs.
  await page.keyboard.press('Tab')
  await expect(account.getByRole('tabpanel')).toBeFocused()

  // Alice's profile image in the header; the networks with their logos.
  await expect(account.locator('.gh-center > img.gh-big-icon')).toHaveAttribute(
    'src',
    new RegExp(`^${devnet.api}/devnet/avatar/alice`),
  )
  await account.getByRole('button', { name: /^Network:/ }).click()
  const networks = account.getByRole('list', { name: 'Select network' })
  await expect(networks.getByRole('button')).toHaveCount(2)
  await expect(networks.locator('button .gh-icon > svg')).toHaveCount(2)
  await expect(account.getByRole('button', { name: /^Network:/ }).locator('.gh-icon > svg')).toHaveCount(1)
  await checkScreen(page, 'nfts-networks', 'dark')
  await account.getByRole('button', { name: /^Network:/ }).click()
  await grid.scrollIntoViewIfNeeded()
  await checkScreen(page, 'nfts-grid', 'dark')
  await emitOnDemo(page, { type: 'ThemeChanged', data: { themeMode: 'light' } })
  await expect(account).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  await checkScreen(page, 'nfts-grid', 'light')

  // Another account in the wallet, with no NFT and no profile: the empty state and a generated avatar.
  await page.evaluate(() => window.gatehouseTestWallet!.setAccount(5))
  await expect(page.getByTestId('connected-account')).toHaveText(devnet.accounts[5]!.address)
  await expect(account.getByRole('tabpanel')).toHaveText('No NFTs yet')
  await expect(account.locator('.gh-center > .gh-big-icon svg[data-avatar]')).toHaveCount(1)
  await checkScreen(page, 'nfts-empty', 'light')
  await emitOnDemo(page, { type: 'ThemeChanged', data: { themeMode: 'dark' } })
  await expect(account).toHaveCSS('background-color', 'rgb(20, 20, 22)')
  await checkScreen(page, 'nfts-empty', 'dark')

  // Back to account 0: its NFTs again.
  await page.evaluate(() => window.gatehouseTestWallet!.setAccount(0))
  await expect(grid.locator('figcaption')).toHaveText([...mine].reverse())
  expect(await cspViolations()).toEqual([])
})
