// The app's own tests on the Gatehouse devnet, through gatehouse-modal/devnet/playwright only: the worker's devnet, the
// test browser wallets in the page (EVM, Solana, Bitcoin), the phone wallet over WalletConnect, the mailbox, and the
// chains: Ethereum's, the Solana chain and the Bitcoin network.
import { parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Page } from '@playwright/test'
import { expect, test, type TestWalletDriver } from 'gatehouse-modal/devnet/playwright'

/** Connect → the test wallet in the modal → Approve in the wallet's prompt. */
async function connectTestWallet(page: Page, wallet: TestWalletDriver) {
  await page.getByRole('button', { name: 'Connect' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Gatehouse Test Wallet/ })
    .click()
  expect((await wallet.approve()).method).toBe('eth_requestAccounts')
}

/** Connect → a Wallet Standard test wallet (Solana or Bitcoin) in the modal → Approve in the wallet's prompt. */
async function connectStandardWallet(page: Page, wallet: TestWalletDriver, name: RegExp) {
  await page.getByRole('button', { name: 'Connect' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name }).click()
  expect((await wallet.approve()).method).toMatch(/^(standard|bitcoin):connect$/)
}

/** Account → Send in the modal; fills the amount and the receiver and sends. */
async function sendInModal(page: Page, amount: string, to: string) {
  await page.getByRole('button', { name: 'Account' }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Amount', { exact: true }).fill(amount)
  await send.getByLabel('To', { exact: true }).fill(to)
  await send.getByRole('button', { name: 'Send', exact: true }).click()
}

/** Fills the app's Send form for a new address and submits it; answers the recipient and the form. */
async function sendEth(page: Page, amount: string) {
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const form = page.getByRole('form', { name: 'Send ETH' })
  await form.getByLabel('Recipient').fill(recipient)
  await form.getByLabel('Amount in ETH').fill(amount)
  await form.getByRole('button', { name: 'Send' }).click()
  return { recipient, form }
}

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test('a visitor connects with the test wallet and sends 0.0123 ETH: the recipient holds exactly that on the chain', async ({
  page,
  wallet,
  chain,
  devnet,
}) => {
  await connectTestWallet(page, wallet)
  await expect(page.getByRole('status', { name: 'Connected account' })).toHaveText(devnet.accounts[0]!.address)
  const { recipient, form } = await sendEth(page, '0.0123')
  expect((await wallet.approve()).method).toBe('eth_sendTransaction')
  await expect(form.getByRole('status')).toHaveText(/^Sent 0x[0-9a-f]{64}$/)
  await expect.poll(() => chain.balance(recipient)).toBe(12_300_000_000_000_000n)
})

test('a visitor who rejects the payment in the wallet sees it was not sent, and nothing moves on the chain', async ({
  page,
  wallet,
  chain,
}) => {
  await connectTestWallet(page, wallet)
  const { recipient, form } = await sendEth(page, '1')
  expect((await wallet.reject()).method).toBe('eth_sendTransaction')
  await expect(form.getByRole('status')).toHaveText(/^Not sent: /)
  expect(await chain.balance(recipient)).toBe(0n)
})

test('a visitor connects a phone wallet over WalletConnect and approves 0.0042 ETH on the phone: the recipient holds exactly that on the chain', async ({
  page,
  phoneWallet,
  chain,
  devnet,
}) => {
  await phoneWallet.setAccount(1)
  await page.getByRole('button', { name: 'Connect' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'WalletConnect' }).click()
  // The visitor scans the QR code with the phone, which then asks to connect.
  await phoneWallet.pairWithModal()
  expect((await phoneWallet.approve()).kind).toBe('proposal')
  await expect(page.getByRole('status', { name: 'Connected account' })).toHaveText(devnet.accounts[1]!.address)
  const { recipient, form } = await sendEth(page, '0.0042')
  expect(await phoneWallet.approve()).toMatchObject({ kind: 'request', method: 'eth_sendTransaction' })
  await expect(form.getByRole('status')).toHaveText(/^Sent 0x[0-9a-f]{64}$/)
  await expect.poll(() => chain.balance(recipient)).toBe(4_200_000_000_000_000n)
})

test('a visitor signs in with email through the mailbox and is on the smart account of a funded devnet key', async ({
  page,
  mailbox,
  chain,
  bundler,
  devnet,
}) => {
  const email = `visitor-${Date.now()}@example.com`
  await page.getByRole('button', { name: 'Connect' }).click()
  const modal = page.getByRole('dialog', { name: 'Connect Wallet' })
  const field = modal.getByRole('textbox', { name: 'Email' })
  await field.fill(email)
  await field.press('Enter')
  // The sixth digit submits the code.
  const code = page.getByRole('dialog', { name: 'Confirm Email' }).getByRole('textbox', { name: 'Code' })
  await code.fill(await mailbox.code(email))
  const shown = page.getByRole('status', { name: 'Connected account' })
  await expect(shown).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  const address = (await shown.textContent()) as `0x${string}`
  // An embedded user's default account is an ERC-4337 smart account: the counterfactual address of the account the
  // devnet's factory makes for the user's key, one of the funded dev keys.
  const owners = devnet.accounts.map((a) => a.address)
  const accounts = await Promise.all(owners.map((owner) => bundler.smartAccount(owner)))
  const index = accounts.findIndex((a) => a.address === address)
  expect(index, `${address} is a dev key's smart account`).toBeGreaterThanOrEqual(0)
  expect(await chain.balance(owners[index]!)).toBeGreaterThan(0n)
})

test('a visitor signs in with Farcaster, approved in the devnet Farcaster app, and is connected as its user', async ({
  page,
  farcaster,
  bundler,
  devnet,
}) => {
  await page.getByRole('button', { name: 'Connect' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Continue with Farcaster' })
    .click()
  const signIn = await farcaster.approve()
  expect(signIn).toMatchObject({ status: 'approved', appOrigin: new URL(page.url()).origin })
  const shown = page.getByRole('status', { name: 'Connected account' })
  await expect(shown).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  // The devnet's Farcaster user signs with one of the dev keys: the address is that key's account, or its smart
  // account where the product makes smart accounts the default.
  const owners = devnet.accounts.map((a) => a.address)
  const smartAccounts = await Promise.all(owners.map(async (owner) => (await bundler.smartAccount(owner)).address))
  expect([...owners, ...smartAccounts]).toContain(await shown.textContent())
})

test('a visitor buys USDC for 50 USD and pays at the checkout: their USDC on the chain rises by exactly the amount quoted', async ({
  page,
  wallet,
  checkout,
  chain,
  devnet,
}) => {
  await wallet.setAccount(2)
  await connectTestWallet(page, wallet)
  const buyer = devnet.accounts[2]!.address
  await page.getByRole('button', { name: 'Account' }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Buy', exact: true }).click()
  const buy = page.getByRole('dialog', { name: 'Buy' })
  await buy.getByRole('combobox', { name: 'Crypto to buy on Ethereum' }).selectOption('USDC')
  await buy.getByRole('textbox', { name: 'Amount to pay' }).fill('50')
  await expect(buy.getByTestId('buy-quote')).toContainText(/You get[0-9.]+ USDC/)
  const quoted = /You get([0-9.]+) USDC/.exec((await buy.getByTestId('buy-quote').textContent()) ?? '')![1]!
  const before = await chain.balance(buyer, { token: 'USDC' })
  await buy.getByRole('button', { name: 'Continue to checkout' }).click()
  const { hash } = await checkout.pay()
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  expect((await chain.balance(buyer, { token: 'USDC' })) - before).toBe(parseUnits(quoted, 6))
})

test('a visitor connects the Solana test wallet and sends 0.1 SOL with the modal’s Send: the recipient holds exactly 0.1 SOL more on the chain', async ({
  page,
  solanaWallet,
  solana,
  devnet,
}) => {
  const [sender, recipient] = [devnet.urls.solana.accounts[2]!.address, devnet.urls.solana.accounts[3]!.address]
  await solanaWallet.setAccount(2)
  await connectStandardWallet(page, solanaWallet, /Gatehouse Solana Wallet/)
  await expect(page.getByRole('status', { name: 'Connected account' })).toHaveText(sender)
  const [held, before] = [await solana.balance(sender), await solana.balance(recipient)]
  await sendInModal(page, '0.1', recipient)
  expect((await solanaWallet.approve()).method).toBe('solana:signAndSendTransaction')
  await expect.poll(() => solana.balance(recipient)).toBe(before + 100_000_000n)
  // The sender paid the amount and one signature's fee (5,000 lamports).
  expect(await solana.balance(sender)).toBe(held - 100_000_000n - 5_000n)
})

test('a visitor connects the Bitcoin test wallet and sends 10,000 sats with the modal’s Send: the recipient holds them at once, confirmed once a block is mined', async ({
  page,
  bitcoinWallet,
  bitcoin,
  devnet,
}) => {
  const [sender, recipient] = [devnet.urls.bitcoin.accounts[2]!.payment, devnet.urls.bitcoin.accounts[3]!.payment]
  await bitcoinWallet.setAccount(2)
  await connectStandardWallet(page, bitcoinWallet, /Gatehouse Bitcoin Wallet/)
  await expect(page.getByRole('status', { name: 'Connected account' })).toHaveText(sender)
  const before = await bitcoin.balance(recipient, { confirmed: true })
  await sendInModal(page, '0.0001', recipient)
  expect((await bitcoinWallet.approve()).method).toBe('bitcoin:signTransaction')
  await expect.poll(() => bitcoin.balance(recipient)).toBe(before + 10_000n)
  expect(await bitcoin.balance(recipient, { confirmed: true })).toBe(before)
  expect((await bitcoin.mine()).txids).toHaveLength(1)
  expect(await bitcoin.balance(recipient, { confirmed: true })).toBe(before + 10_000n)
})
