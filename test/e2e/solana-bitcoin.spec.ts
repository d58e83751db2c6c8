// Solana and Bitcoin in the demo as a visitor uses them, on the devnet's own peers: the Solana test wallet and the
// Bitcoin test wallet (both Wallet Standard wallets in the page) connect from the Connect view; the balance is the
// local chain's; a send of 0.1 SOL or 10,000 sats through the Send view moves exactly that on the chain (the Solana
// chain's balance, the Bitcoin service's UTXOs); sign-in asks a CAIP-122 message that the wallet signs (ed25519,
// BIP-322) and the demo's sign-in server verifies; an EVM wallet and a Solana wallet at once switch in the Account
// view, and a reload restores both. axe-core on the new views in both themes.
import type { Page } from '@playwright/test'
import { DEV_ACCOUNTS, TREASURY_INDEX } from '../devnet/accounts.js'
import { accountForEmail } from '../devnet/frame/server.js'
import { frameSolanaKeypair } from '../devnet/frame/solana.js'
import { demoUrl, readDevnetInfo } from '../devnet/playwright.js'
import type {} from '../devnet/bitcoinWallet/index.js'
import type {} from '../devnet/solanaWallet/index.js'
import type {} from '../devnet/wallet/index.js'
import { checkScreen, signInByEmail } from './checks.js'
import { expect, test } from './fixtures.js'
import { connectTestWallet } from './testWallet.js'

// Wallet prompts, chain round trips and reloads: more than the default while other runs load the machine.
test.describe.configure({ timeout: 120_000 })

type Devnet = ReturnType<typeof readDevnetInfo>
type StandardWallet = 'Gatehouse Solana Wallet' | 'Gatehouse Bitcoin Wallet'

/** Lamports of `address` on the local Solana chain. */
async function lamports(devnet: Devnet, address: string): Promise<bigint> {
  const response = await fetch(devnet.solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  return BigInt(((await response.json()) as { result: { value: number } }).result.value)
}

/** The sats of `address`'s unspent outputs on the devnet's Bitcoin service, unconfirmed ones included. */
async function utxoSats(devnet: Devnet, address: string): Promise<bigint> {
  const utxos = (await (await fetch(`${devnet.bitcoin.apiUrl}/address/${address}/utxo`)).json()) as { value: number }[]
  return utxos.reduce((sum, u) => sum + BigInt(u.value), 0n)
}

/** Sats as a decimal BTC amount, the way the form writes it: no trailing zeros. */
const btc = (sats: bigint) =>
  `${sats / 100_000_000n}.${String(sats % 100_000_000n).padStart(8, '0')}`.replace(/\.?0+$/, '')
/** The sats of a decimal BTC amount in `text`. */
const satsIn = (text: string) => {
  const [whole, fraction = ''] = /(\d+(?:\.\d+)?) BTC/.exec(text)![1]!.split('.')
  return BigInt(whole!) * 100_000_000n + BigInt(fraction.padEnd(8, '0'))
}

/** Approves the standard wallet's prompt as a person does: its Approve button. */
async function approveIn(page: Page, wallet: StandardWallet): Promise<void> {
  const prompt = page.getByRole('dialog', { name: new RegExp(`^${wallet}:`) })
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect(prompt).toHaveCount(0)
}

/** Opens the demo with the Solana and Bitcoin wallets on dev account `account`. */
async function openDemo(page: Page, account: number, query = ''): Promise<void> {
  await page.goto(`${demoUrl()}${query}`)
  await page.waitForFunction(
    () => window.gatehouseSolanaWallet !== undefined && window.gatehouseBitcoinWallet !== undefined,
  )
  await page.evaluate((i) => {
    window.gatehouseSolanaWallet!.setAccount(i)
    window.gatehouseBitcoinWallet!.setAccount(i)
  }, account)
}

/** Connect → the wallet in the Connect view → Approve in its prompt. */
async function connectStandard(page: Page, wallet: StandardWallet): Promise<void> {
  await page.getByTestId('connect-button').click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: new RegExp(wallet) })
    .click()
  await approveIn(page, wallet)
}

/** Opens Account, then Send; fills the amount and the receiver. */
async function fillSend(page: Page, amount: string, to: string) {
  if ((await page.getByRole('dialog', { name: 'Account' }).count()) === 0)
    await page.getByTestId('connect-button').click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Amount', { exact: true }).fill(amount)
  await send.getByLabel('To', { exact: true }).fill(to)
  return send
}

test('Solana: the test wallet connects, its balance is the local chain’s, and a send of 0.1 SOL gives the recipient exactly 0.1 SOL on the chain @peer', async ({
  page,
}) => {
  const devnet = readDevnetInfo()
  const [sender, recipient] = [devnet.solana.accounts[3]!.address, devnet.solana.accounts[4]!.address]
  await openDemo(page, 3)
  await connectStandard(page, 'Gatehouse Solana Wallet')
  await expect(page.getByTestId('connected-account')).toHaveText(sender)
  await expect(page.getByTestId('active-network')).toContainText('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')

  // The balance the Account view shows is the chain's, floored to 3 decimals (SPEC §9).
  const held = await lamports(devnet, sender)
  await page.getByTestId('connect-button').click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText(`${(Number(held / 1_000_000n) / 1000).toFixed(3)} SOL`)).toBeVisible()
  // NFTs and Activity are EVM's only: a Solana account shows its tokens.
  await expect(account.getByRole('tab')).toHaveText(['Tokens'])
  await checkScreen(page, 'solana-account', 'dark')

  const before = await lamports(devnet, recipient)
  const send = await fillSend(page, '0.1', recipient)
  // Solana's fee is per signature: no gas price row, the fee in USD.
  await expect(send.getByText(/^Gas price/)).toHaveCount(0)
  await expect(send.getByText(/^Network fee: (\$[\d.,]+|<\$0\.01)$/)).toBeVisible()
  await checkScreen(page, 'solana-send', 'dark')
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  expect((await page.evaluate(() => window.gatehouseSolanaWallet!.waitForRequest())).method).toBe(
    'solana:signAndSendTransaction',
  )
  await approveIn(page, 'Gatehouse Solana Wallet')
  await expect(page.getByRole('dialog').getByText('Transaction started').first()).toBeVisible()
  await expect.poll(() => lamports(devnet, recipient)).toBe(before + 100_000_000n)
  // The sender paid the amount and one signature's fee, and the Account view shows what the chain holds.
  expect(await lamports(devnet, sender)).toBe(held - 100_000_000n - 5_000n)
  await expect(
    page
      .getByRole('dialog', { name: 'Account' })
      .getByText(`${(Number((held - 100_005_000n) / 1_000_000n) / 1000).toFixed(3)} SOL`),
  ).toBeVisible()
})

test('Solana: signing in asks a CAIP-122 message for the Solana account; the wallet’s ed25519 signature is verified by the page and the demo’s sign-in server @peer', async ({
  page,
}) => {
  const devnet = readDevnetInfo()
  const address = devnet.solana.accounts[5]!.address
  await openDemo(page, 5, '?siwx=on')
  await connectStandard(page, 'Gatehouse Solana Wallet')
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signIn.getByText(/wants you to sign in with your wallet/)).toBeVisible()
  // The message the wallet is asked to sign is CAIP-122's for the Solana account.
  const message = await page.evaluate(() => window.gatehouse!.getState().siwx.pending?.message)
  expect(message).toContain(`wants you to sign in with your Solana account:\n${address}\n`)
  await checkScreen(page, 'solana-sign-in', 'dark')
  const verified = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/verify' && r.request().method() === 'POST',
  )
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  await approveIn(page, 'Gatehouse Solana Wallet')
  const verification = await verified
  expect(verification.status()).toBe(200)
  expect(await verification.json()).toMatchObject({
    ok: true,
    session: { data: { accountAddress: address, chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' } },
  })
  await expect(signIn).toHaveCount(0)
})

test('Bitcoin: the test wallet connects with its payment address, its balance is the service’s, and a send of 10,000 sats gives the recipient exactly 10,000 sats more in UTXOs @peer', async ({
  page,
}) => {
  const devnet = readDevnetInfo()
  const [sender, recipient] = [devnet.bitcoin.accounts[3]!, devnet.bitcoin.accounts[4]!]
  await openDemo(page, 3)
  await connectStandard(page, 'Gatehouse Bitcoin Wallet')
  // SPEC §3: payment is Bitcoin's default account type.
  await expect(page.getByTestId('connected-account')).toHaveText(sender.payment)
  const held = await utxoSats(devnet, sender.payment)
  await page.getByTestId('connect-button').click()
  await expect(
    page.getByRole('dialog', { name: 'Account' }).getByText(`${(Number(held) / 1e8).toFixed(3)} BTC`),
  ).toBeVisible()
  await checkScreen(page, 'bitcoin-account', 'dark')

  const before = await utxoSats(devnet, recipient.payment)
  const send = await fillSend(page, '0.0001', recipient.payment)
  // The fee of the outputs the transfer will spend, in BTC (the devnet's BTC has no price): what the sender pays.
  const feeRow = send.getByRole('list', { name: 'Network fee' }).getByRole('listitem')
  await expect(feeRow).toHaveText(/^Network fee: 0\.\d{1,8} BTC$/)
  const fee = satsIn((await feeRow.textContent()) ?? '')
  await checkScreen(page, 'bitcoin-send', 'dark')
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  expect((await page.evaluate(() => window.gatehouseBitcoinWallet!.waitForRequest())).method).toBe(
    'bitcoin:signTransaction',
  )
  await approveIn(page, 'Gatehouse Bitcoin Wallet')
  await expect(page.getByRole('dialog').getByText('Transaction started').first()).toBeVisible()
  // In the mempool at once; a block confirms it.
  await expect.poll(() => utxoSats(devnet, recipient.payment)).toBe(before + 10_000n)
  await fetch(`${devnet.bitcoin.apiUrl}/mine`, { method: 'POST' })
  const confirmed = (await (await fetch(`${devnet.bitcoin.apiUrl}/address/${recipient.payment}/utxo`)).json()) as {
    value: number
    status: { confirmed: boolean }
  }[]
  expect(confirmed.filter((u) => u.value === 10_000).every((u) => u.status.confirmed)).toBe(true)
  expect(await utxoSats(devnet, recipient.payment)).toBe(before + 10_000n)
  // The sender paid the amount and exactly the fee the form showed.
  expect(await utxoSats(devnet, sender.payment)).toBe(held - 10_000n - fee)
})

test('Bitcoin: Max is every output less the fee of spending them all to one output at the service’s rate; sending it leaves the sender 0 sats and gives the recipient exactly that @peer', async ({
  page,
}) => {
  const devnet = readDevnetInfo()
  const [sender, recipient] = [devnet.bitcoin.accounts[7]!, devnet.bitcoin.accounts[8]!]
  await openDemo(page, 7)
  await connectStandard(page, 'Gatehouse Bitcoin Wallet')
  await expect(page.getByTestId('connected-account')).toHaveText(sender.payment)
  const outputs = (await (await fetch(`${devnet.bitcoin.apiUrl}/address/${sender.payment}/utxo`)).json()) as {
    value: number
  }[]
  const rate = ((await (await fetch(`${devnet.bitcoin.apiUrl}/fee-estimates`)).json()) as Record<string, number>)['3']!
  // One output to the receiver, every input a P2WPKH spend: 10.5 + 68 per input + 43 vbytes, rounded up.
  const fee = BigInt(Math.ceil(rate * Math.ceil(10.5 + 68 * outputs.length + 43)))
  const max = outputs.reduce((sum, u) => sum + BigInt(u.value), 0n) - fee
  const before = await utxoSats(devnet, recipient.payment)

  const send = await fillSend(page, '', recipient.payment)
  await send.getByRole('button', { name: 'Max' }).click()
  await expect(send.getByLabel('Amount', { exact: true })).toHaveValue(btc(max))
  await expect(send.getByRole('list', { name: 'Network fee' })).toContainText(`Network fee: ${btc(fee)} BTC`)
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await approveIn(page, 'Gatehouse Bitcoin Wallet')
  await expect(page.getByRole('dialog').getByText('Transaction started').first()).toBeVisible()
  await expect.poll(() => utxoSats(devnet, recipient.payment)).toBe(before + max)
  expect(await utxoSats(devnet, sender.payment)).toBe(0n)
})

test('Bitcoin: signing in asks a CAIP-122 message for the payment address; the wallet’s BIP-322 signature is verified by the page and the demo’s sign-in server @peer', async ({
  page,
}) => {
  const devnet = readDevnetInfo()
  const address = devnet.bitcoin.accounts[5]!.payment
  await openDemo(page, 5, '?siwx=on')
  await connectStandard(page, 'Gatehouse Bitcoin Wallet')
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signIn.getByText(/wants you to sign in with your wallet/)).toBeVisible()
  // The message the wallet is asked to sign is CAIP-122's for the Bitcoin account.
  const message = await page.evaluate(() => window.gatehouse!.getState().siwx.pending?.message)
  expect(message).toContain(`wants you to sign in with your Bitcoin account:\n${address}\n`)
  const verified = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/verify' && r.request().method() === 'POST',
  )
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  await approveIn(page, 'Gatehouse Bitcoin Wallet')
  const verification = await verified
  expect(verification.status()).toBe(200)
  expect(await verification.json()).toMatchObject({
    ok: true,
    session: { data: { accountAddress: address, chainId: 'bip122:000000000933ea01ad0ee984209779ba' } },
  })
  await expect(signIn).toHaveCount(0)
})

test('EVM and Solana at once: the Connect view opened for Solana offers its wallet, the Account view switches between the two accounts, a reload restores both, and Disconnect ends both @peer', async ({
  page,
}) => {
  const devnet = readDevnetInfo()
  await openDemo(page, 6)
  await page.evaluate(() => window.gatehouseTestWallet!.setAccount(6))
  await connectTestWallet(page)
  const evm = devnet.accounts[6]!.address
  const sol = devnet.solana.accounts[6]!.address
  await expect(page.getByTestId('connected-account')).toHaveText(evm)
  if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape')

  // The app asks for a Solana wallet beside the EVM one: Connect lists the Solana wallet, not the EVM ones.
  await page.getByRole('button', { name: 'Add a Solana wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByRole('button', { name: /Gatehouse Solana Wallet/ })).toBeVisible()
  await expect(connect.getByRole('button', { name: /Gatehouse Test Wallet/ })).toHaveCount(0)
  await expect(connect.getByRole('button', { name: /Gatehouse Bitcoin Wallet/ })).toHaveCount(0)
  await connect.getByRole('button', { name: /Gatehouse Solana Wallet/ }).click()
  await approveIn(page, 'Gatehouse Solana Wallet')
  await expect(page.getByTestId('connected-account')).toHaveText(sol)

  await page.getByTestId('connect-button').click()
  const account = page.getByRole('dialog', { name: 'Account' })
  const accounts = account.getByRole('group', { name: 'Connected accounts' })
  await expect(accounts.getByRole('button', { pressed: true })).toContainText('Solana Devnet')
  await checkScreen(page, 'accounts-evm-solana', 'dark')
  await page.evaluate(() => window.gatehouse!.emit({ type: 'ThemeChanged', data: { themeMode: 'light' } }))
  await checkScreen(page, 'accounts-evm-solana', 'light')
  // The network list groups the networks by namespace.
  await account.getByRole('button', { name: /^Network:/ }).click()
  await expect(account.getByRole('list', { name: 'Select network: EVM' })).toBeVisible()
  await expect(account.getByRole('list', { name: 'Select network: Solana' })).toBeVisible()

  // Switching to the EVM account: the modal and the app show it, without asking the wallet anything.
  await accounts.getByRole('button', { name: /Ethereum|Base/ }).click()
  await expect(accounts.getByRole('button', { pressed: true })).toContainText(/Ethereum|Base/)
  await expect(page.getByTestId('connected-account')).toHaveText(evm)
  expect(await page.evaluate(() => window.gatehouseTestWallet!.pending())).toEqual([])

  // A reload restores both connections from the log.
  await page.reload()
  await page.waitForFunction(() => window.gatehouseSolanaWallet !== undefined)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect
    .poll(() =>
      page.evaluate(() => {
        const c = window.gatehouse!.getState().connection.byNamespace
        return [c.eip155?.status, c.solana?.status]
      }),
    )
    .toEqual(['connected', 'connected'])
  await page.getByTestId('connect-button').click()
  const restored = page.getByRole('dialog', { name: 'Account' })
  await expect(restored.getByRole('group', { name: 'Connected accounts' }).getByRole('button')).toHaveCount(2)

  // SPEC §4: Disconnect without a namespace disconnects every chain.
  await restored.getByRole('button', { name: 'Disconnect' }).click()
  await expect
    .poll(() =>
      page.evaluate(() => {
        const c = window.gatehouse!.getState().connection.byNamespace
        return [c.eip155?.status ?? 'disconnected', c.solana?.status ?? 'disconnected']
      }),
    )
    .toEqual(['disconnected', 'disconnected'])
})

test('An email user has a Solana account beside the EVM one and sends 0.1 SOL from it, approved in the modal: the recipient gains exactly 0.1 SOL on the chain @peer', async ({
  page,
}) => {
  const devnet = readDevnetInfo()
  const users = DEV_ACCOUNTS.filter((_, i) => i !== TREASURY_INDEX)
  const email = `solana-${Date.now()}@example.com`
  const owner = users.find((u) => u.address === accountForEmail(email, users))!
  // The devnet frame's Solana key of the user (funded with 10 SOL when they sign in).
  const sol = frameSolanaKeypair(owner.privateKey).publicKey.toBase58()
  const recipient = devnet.solana.accounts[7]!.address
  await page.goto(demoUrl())
  await page.getByTestId('connect-button').click()
  await signInByEmail(page, email)
  await expect
    .poll(() =>
      page.evaluate(() => {
        const c = window.gatehouse!.getState().connection.byNamespace.solana
        return c?.status === 'connected' ? c.address : null
      }),
    )
    .toBe(sol)
  if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape')
  await page.getByTestId('connect-button').click()
  const accounts = page.getByRole('dialog', { name: 'Account' }).getByRole('group', { name: 'Connected accounts' })
  await accounts.getByRole('button', { name: /Solana Devnet/ }).click()
  await expect(page.getByTestId('connected-account')).toHaveText(sol)
  await expect.poll(() => lamports(devnet, sol)).toBe(10_000_000_000n)

  const before = await lamports(devnet, recipient)
  const send = await fillSend(page, '0.1', recipient)
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  // SPEC §6: Solana's sign and send methods need the visitor's approval in the modal.
  const approval = page.getByRole('dialog', { name: 'Approve Transaction' })
  await expect(approval.getByRole('button', { name: 'Approve' })).toBeVisible()
  // What is sent and to whom, not the encoded transaction.
  await expect(approval).toContainText(`Recipient: ${recipient}`)
  await expect(approval).toContainText('0.1 SOL')
  await checkScreen(page, 'solana-approve-embedded', 'dark')
  await approval.getByRole('button', { name: 'Approve' }).click()
  await expect.poll(() => lamports(devnet, recipient), { timeout: 20_000 }).toBe(before + 100_000_000n)
  expect(await lamports(devnet, sol)).toBe(10_000_000_000n - 100_000_000n - 5_000n)
})
