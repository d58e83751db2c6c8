// Registering a name (SPEC §2 RegisterAccountName and RegisterAccountNameSuccess, §4, §5, §7) in the demo (`npm
// start`'s page on a fresh devnet): from the Account view, as the test browser wallet's user (who approves the
// signature in the wallet's prompt), as an email user's EOA (the secure frame signs) and as an email user's smart
// account before it is deployed (the frame signs in ERC-6492, which the registry verifies through the chain); the
// devnet registry checks the signature and keeps the record, which the test reads back; the name is the account's in
// the modal and in the demo's useAccount() button, also after a reload; names against SPEC §5's rule get its
// messages; a taken name is refused, by the suggestions and by the registry itself.
import type { Page } from '@playwright/test'
import { createPublicClient, http, isErc6492Signature, parseErc6492Signature, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEV_ACCOUNTS, TREASURY_INDEX } from '../devnet/accounts.js'
import { accountForEmail } from '../devnet/frame/server.js'
import { demoUrl, readDevnetInfo } from '../devnet/playwright.js'
import type {} from '../devnet/wallet/index.js'
import { axeViolations, preferEoa, signInByEmail, smartAccountOf } from './checks.js'
import { expect, test } from './fixtures.js'
import { connectTestWallet } from './testWallet.js'

// Wallet prompts, an email login and reloads: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 })

// Accounts without a seeded name that no other spec picks on purpose (the browser wallet's 7th dev account; the
// email below signs in as the 5th of the frame's users).
const WALLET_ACCOUNT = 6
const EMAIL = 'name-user-16@example.com'
const USERS = DEV_ACCOUNTS.filter((_, i) => i !== TREASURY_INDEX)
// The owner whose smart account signs here and in smart-account-modal.spec.ts and that no spec deploys
// (smart-account.spec.ts and smart-account-modal.spec.ts deploy others'), so its signature is ERC-6492's.
const SMART_SIGNER = DEV_ACCOUNTS[6]!.address

/** A name no earlier run of this devnet has registered. */
const fresh = (base: string) => `${base}-${Date.now().toString(36)}`

/** The devnet registry's record of `name` (SPEC §7 GET /v1/profile/account/{name}), or null when none. */
async function registryRecord(
  page: Page,
  name: string,
): Promise<{ addresses: Record<string, { address: string }> } | null> {
  const { api, projectId } = readDevnetInfo()
  const url = new URL(`v1/profile/account/${encodeURIComponent(name)}`, api.endsWith('/') ? api : `${api}/`)
  url.search = new URLSearchParams({ apiVersion: '2', projectId }).toString()
  const response = await page.request.get(url.href)
  if (response.status() === 404) return null
  expect(response.status()).toBe(200)
  return (await response.json()) as { addresses: Record<string, { address: string }> }
}

/** A screenshot at test-results/screenshots/names-<name>-<theme>.png and axe with 0 violations, in both themes. */
async function checkBothThemes(page: Page, name: string): Promise<void> {
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((mode) => window.gatehouse!.setTheme({ themeMode: mode }), theme)
    await expect(page.locator(`.gh-root[data-theme="${theme}"]`).first()).toBeAttached()
    await page.screenshot({ path: `test-results/screenshots/names-${name}-${theme}.png`, animations: 'disabled' })
    expect(await axeViolations(page), `axe violations on ${name} (${theme})`).toEqual([])
  }
  await page.evaluate(() => window.gatehouse!.setTheme({ themeMode: 'dark' }))
}

/** The visitor's way to RegisterAccountName: the app's account button, then Account's 'Choose a name'; its parts. */
async function chooseName(page: Page) {
  await page.getByTestId('connect-button').click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Choose a name' }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose Name' })
  const field = dialog.getByRole('textbox', { name: 'Name' })
  await expect(field).toBeFocused()
  const register = dialog.getByRole('button', { name: 'Register' })
  return { dialog, field, register, note: dialog.locator('#gh-name-note') }
}

test('behavior: the browser wallet user registers a name, signing in the wallet (a decline comes back with its error); the registry records it for the address, and a reload shows it @peer', async ({
  page,
}) => {
  const address = DEV_ACCOUNTS[WALLET_ACCOUNT]!.address
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(demoUrl())
  await page.waitForFunction(() => window.gatehouseTestWallet !== undefined)
  await page.evaluate((i) => window.gatehouseTestWallet!.setAccount(i), WALLET_ACCOUNT)
  await connectTestWallet(page)
  await expect(page.getByTestId('connected-account')).toHaveText(address)

  const { dialog, field, register, note } = await chooseName(page)
  await checkBothThemes(page, 'register-empty')

  const name = fresh('dana')
  await field.fill(name)
  await expect(note).toHaveText(`${name}.reown.id is available`)
  await checkBothThemes(page, 'register-available')
  await register.click()

  // SPEC §4: the success view shows at once, waiting for the wallet; the visitor declines in the wallet's prompt.
  const done = page.getByRole('dialog', { name: 'Name Registered' })
  await expect(done.getByText(`Sign the message in your wallet to register ${name}.reown.id`)).toBeVisible()
  await checkBothThemes(page, 'success-waiting')
  const prompt = page.getByRole('dialog', { name: 'Gatehouse Test Wallet: Signature request' })
  await prompt.getByRole('button', { name: 'Reject' }).click()
  // On failure back to RegisterAccountName, with the error and the name.
  await expect(dialog.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('Signature declined')
  await expect(field).toHaveValue(name)
  await checkBothThemes(page, 'register-declined')
  expect(await registryRecord(page, `${name}.reown.id`)).toBeNull()

  await register.click()
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect(done.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
    `${name}.reown.id is now the name of your account`,
  )
  await checkBothThemes(page, 'success')
  // The registry checked the signature against the address and keeps the name for it (SLIP-44 60 on Ethereum).
  expect((await registryRecord(page, `${name}.reown.id`))?.addresses['60']?.address).toBe(address)

  // Done: Account, with the name; the app's useAccount() has it too.
  await done.getByRole('button', { name: 'Done' }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText(`${name}.reown.id`, { exact: true })).toBeVisible()
  await expect(account.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('connect-button').locator('.account-name')).toHaveText(`${name}.reown.id`)

  // Reload: the name comes back from the registry (SPEC §7 identity) for the restored account.
  await page.reload()
  await expect(page.getByTestId('connect-button').locator('.account-name')).toHaveText(`${name}.reown.id`)
  await page.getByTestId('connect-button').click()
  await expect(account.getByText(`${name}.reown.id`, { exact: true })).toBeVisible()
})

test("behavior: an email user's name is signed by the secure frame; names against SPEC §5's rule get its messages; a taken name is refused by the suggestions and by the registry @peer", async ({
  page,
  pageErrors,
}) => {
  const address = accountForEmail(EMAIL, USERS)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(demoUrl())
  // The EOA (the smart account's name is the next test's).
  await preferEoa(page)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(
    page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('textbox', { name: 'Email' }),
  ).toBeVisible({ timeout: 20_000 })
  await signInByEmail(page, EMAIL)
  await expect(page.getByTestId('connected-account')).toHaveText(address)

  const { dialog, field, register, note } = await chooseName(page)

  // SPEC §5: letters, digits and hyphens only, at least 4 characters.
  await field.fill('erin!')
  await expect(note).toHaveText('Letters, digits and hyphens only')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(register).toBeDisabled()
  await checkBothThemes(page, 'register-invalid')
  await field.fill('eri')
  await expect(note).toHaveText('At least 4 characters')
  await expect(register).toBeDisabled()

  // A seeded name: the suggestions say it is taken, Register stays disabled, free ones are offered.
  await field.fill('alice')
  await expect(note).toHaveText('alice.reown.id is taken')
  await expect(register).toBeDisabled()
  await expect(dialog.getByRole('button', { name: 'alice-app.reown.id' })).toBeVisible()
  await checkBothThemes(page, 'register-taken')

  // A name free when checked but registered by someone else before Register: the registry refuses it.
  const raced = fresh('frank')
  await field.fill(raced)
  await expect(note).toHaveText(`${raced}.reown.id is available`)
  const other = privateKeyToAccount(DEV_ACCOUNTS[5]!.privateKey)
  const message = JSON.stringify({
    name: `${raced}.reown.id`,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const { api, projectId } = readDevnetInfo()
  const taken = await page.request.post(
    new URL(`v1/profile/account?projectId=${projectId}`, api.endsWith('/') ? api : `${api}/`).href,
    { data: { coin_type: 60, address: other.address, message, signature: await other.signMessage({ message }) } },
  )
  expect(taken.status()).toBe(200)
  await register.click()
  await expect(dialog.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(`${raced}.reown.id is taken`)
  await expect(field).toHaveValue(raced)
  // The registry's 409, which the browser reports on the console: provoked on purpose.
  const refused = () => pageErrors.findIndex((e) => e.includes('status of 409') && e.includes('/v1/profile/account?'))
  await expect.poll(refused).toBeGreaterThanOrEqual(0)
  pageErrors.splice(refused(), 1)
  expect((await registryRecord(page, `${raced}.reown.id`))?.addresses['60']?.address).toBe(other.address)

  // A free name: the frame signs for the email user, the registry records it for the user's address.
  const name = fresh('erin')
  await field.fill(name)
  await expect(note).toHaveText(`${name}.reown.id is available`)
  await register.click()
  const done = page.getByRole('dialog', { name: 'Name Registered' })
  await expect(done.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
    `${name}.reown.id is now the name of your account`,
  )
  expect((await registryRecord(page, `${name}.reown.id`))?.addresses['60']?.address).toBe(address)
  await done.getByRole('button', { name: 'Done' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Account' }).getByText(`${name}.reown.id`, { exact: true }),
  ).toBeVisible()

  // Reload: still signed in through the frame, and the name is the account's.
  await page.reload()
  await expect(page.getByTestId('connect-button').locator('.account-name')).toHaveText(`${name}.reown.id`)
})

test('behavior: an email user on the default smart account, not deployed yet, registers a name: the frame signs in ERC-6492, the registry verifies it through the chain and records the smart account’s address @peer', async ({
  page,
}) => {
  const devnet = readDevnetInfo()
  const chain = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl), cacheTime: 0 })
  let email = ''
  for (let i = 0; email === '' || accountForEmail(email, USERS) !== SMART_SIGNER; i++)
    email = `name-smart-${test.info().testId.slice(0, 8)}-${Date.now()}-${i}@example.com`
  const smart = await smartAccountOf(SMART_SIGNER)
  expect(await chain.getCode({ address: smart })).toBeUndefined()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(demoUrl())
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await signInByEmail(page, email)
  await expect(page.getByTestId('connected-account')).toHaveText(smart)

  const { dialog, field, register, note } = await chooseName(page)
  const name = fresh('sam')
  await field.fill(name)
  await expect(note).toHaveText(`${name}.reown.id is available`)
  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/v1/profile/account'),
  )
  await register.click()
  const done = page.getByRole('dialog', { name: 'Name Registered' })
  await expect(done.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
    `${name}.reown.id is now the name of your account`,
  )
  await expect(dialog).toHaveCount(0)
  // What the registry was sent: the smart account's address, and the owner's signature wrapped with the factory call
  // that deploys the account (ERC-6492), which verifies through the chain while the account has no code.
  const body = (await posted).postDataJSON() as { address: Address; message: string; signature: Hex }
  expect(body.address).toBe(smart)
  expect(isErc6492Signature(body.signature)).toBe(true)
  expect(parseErc6492Signature(body.signature).address).toBe(devnet.accountAbstraction.factory)
  expect(await chain.verifyMessage({ address: smart, message: body.message, signature: body.signature })).toBe(true)
  expect((await registryRecord(page, `${name}.reown.id`))?.addresses['60']?.address).toBe(smart)
  await done.getByRole('button', { name: 'Done' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Account' }).getByText(`${name}.reown.id`, { exact: true }),
  ).toBeVisible()
  // Registering signed nothing on the chain: the account is still counterfactual.
  expect(await chain.getCode({ address: smart })).toBeUndefined()
})
