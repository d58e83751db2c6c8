// `gatehouse-modal/devnet/playwright`: Playwright's `test` with the devnet. Each worker starts its own devnet (free ports,
// fresh chains); each page of a test gets its addresses as `window.gatehouseDevnet` (for devnetConfig) and the devnet's test
// browser wallets before the app's scripts run: the EVM one announced over EIP-6963, the Solana and Bitcoin ones
// registered through the Wallet Standard (when the devnet runs those chains). Tests approve or reject the wallets'
// prompts, read the mailbox, play the visitor's phone (the WalletConnect phone wallet, the Farcaster app), pay at the
// onramp's checkout, and read what the peers hold: balances, the exchange's pools, the bundler's user operations, SOL
// and BTC (and mine a Bitcoin block).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { test as base, type BrowserContext, type Page } from '@playwright/test'
import type { Address, Hex } from 'viem'
// The wallets' modules also declare window.gatehouseTestWallet, .gatehouseSolanaWallet and .gatehouseBitcoinWallet,
// which the page functions below read.
import type {} from '../bitcoinWallet/index.js'
import type {} from '../solanaWallet/index.js'
import type { PendingRequest } from '../wallet/index.js'
import {
  DevnetChainNotRunningError,
  exchangeContracts,
  farcasterDriver,
  mineBitcoinBlock,
  phoneWalletDriver,
  readBalance,
  readBitcoinBalance,
  readPoolReserves,
  readSmartAccount,
  readSolanaBalance,
  readUserOperation,
  readUserOperations,
  startDevnet,
  type BitcoinBlock,
  type DevnetOptions,
  type DevnetUrls,
  type FarcasterDriver,
  type FarcasterTarget,
  type MailMessage,
  type PhoneWalletDriver,
  type ReadOptions,
  type RunningDevnet,
  type UserOperationRecord,
} from './index.js'

export { expect } from '@playwright/test'

/** A test browser wallet of the current page (EVM, Solana or Bitcoin), driven from the test. */
export interface TestWalletDriver {
  /** Waits for the wallet's next prompt (connect, sign, send…) and approves it; answers the request it approved. */
  approve(): Promise<PendingRequest>
  /** Waits for the wallet's next prompt and rejects it (the app sees 4001, the user's refusal); answers the request. */
  reject(): Promise<PendingRequest>
  /** The requests waiting in the prompt, oldest first. */
  pending(): Promise<PendingRequest[]>
  /** Makes dev account `index` the wallet's current account (of the devnet's accounts of that chain). */
  setAccount(index: number): Promise<void>
}

/** Reads the devnet's local Solana chain. */
export interface SolanaReader {
  /** The SOL balance of `address` (base58), in lamports. */
  balance(address: string): Promise<bigint>
}

/** Reads and drives the devnet's local Bitcoin network (an Esplora API; blocks are made only on demand). */
export interface BitcoinReader {
  /** The BTC balance of `address`, in sats: its unspent outputs, the mempool's included; only mined ones with `confirmed: true`. */
  balance(address: string, options?: { confirmed?: boolean }): Promise<bigint>
  /** Mines a block of the mempool now; answers the block and the transactions it confirmed. */
  mine(): Promise<BitcoinBlock>
}

/** The secure frame's mailbox (email login codes). */
export interface MailboxReader {
  /** Every email sent so far, oldest first. */
  messages(): readonly MailMessage[]
  /** Waits for the newest login code sent to `email` (up to `timeout` ms, default 15 s). */
  code(email: string, timeout?: number): Promise<string>
}

/** Reads balances on the devnet's chains. */
export interface ChainReader {
  /** The balance of `address` in wei (or a token's smallest unit with `token`, a symbol or an address) on `chainId` (default 1), at `blockNumber` (default the latest). */
  balance(address: Address, options?: ReadOptions & { token?: string }): Promise<bigint>
}

/** The test phone wallet of the worker's devnet, played as the visitor's phone (WalletConnect). */
export interface PhoneWalletFixture extends PhoneWalletDriver {
  /** Pairs with the link the page's modal offers in its WalletConnect view (what its QR code holds); approve() or reject() the session next. */
  pairWithModal(): Promise<void>
}

/** The devnet Farcaster, played as the visitor's Farcaster app; without a `url`, answers the newest pending sign-in of the page's origin. */
export type FarcasterFixture = FarcasterDriver

/** The devnet exchange (Uniswap v2 on Ethereum and Base). */
export interface ExchangeReader {
  /** WETH9, the factory and Router02 (the same addresses on both chains). */
  contracts: ReturnType<typeof exchangeContracts>
  /** The reserves of the `a`/`b` pool ('ETH', a symbol or a token address), in that order. */
  reserves(a: string, b: string, options?: ReadOptions): Promise<[bigint, bigint]>
}

/** The onramp's devnet checkout (the card provider's page that Buy opens in a new tab). */
export interface CheckoutDriver {
  /**
   * Waits for the checkout tab of this test's browser context (up to `timeout` ms, default 15 s), pays with a test
   * card (4242 4242 4242 4242) and waits for "Purchase complete". Answers the treasury's payment transaction and the
   * tab (left open).
   */
  pay(options?: { timeout?: number }): Promise<{ hash: Hex; page: Page }>
}

/** The devnet bundler's user operations (ERC-4337, EntryPoint v0.7), read from the chain. */
export interface BundlerReader {
  /** The user operation of `hash` (the id `wallet_sendCalls` answers for a smart account), or null until it landed. */
  userOperation(hash: Hex, options?: { chainId?: number }): Promise<UserOperationRecord | null>
  /** Every user operation of a smart account, oldest first. */
  userOperations(sender: Address, options?: { chainId?: number }): Promise<UserOperationRecord[]>
  /** The smart account `owner` has (deployed or still counterfactual). */
  smartAccount(owner: Address, options?: { chainId?: number }): Promise<{ address: Address; deployed: boolean }>
}

/** Test-scoped fixtures of {@link test}. */
export interface DevnetTestFixtures {
  wallet: TestWalletDriver
  /** The Solana test wallet of the page; DevnetChainNotRunningError when the devnet runs no Solana chain. */
  solanaWallet: TestWalletDriver
  /** The Bitcoin test wallet of the page; DevnetChainNotRunningError when the devnet runs no Bitcoin network. */
  bitcoinWallet: TestWalletDriver
  solana: SolanaReader
  bitcoin: BitcoinReader
  mailbox: MailboxReader
  chain: ChainReader
  phoneWallet: PhoneWalletFixture
  farcaster: FarcasterFixture
  exchange: ExchangeReader
  checkout: CheckoutDriver
  bundler: BundlerReader
}

/** Worker-scoped fixtures of {@link test}: the worker's devnet, and the options it starts with (`test.use`). */
export interface DevnetWorkerFixtures {
  devnet: RunningDevnet
  devnetOptions: DevnetOptions
}

// The wallets' page scripts, built next to this file (dist/devnet/): IIFEs that define GatehouseTestWallet,
// GatehouseSolanaWallet and GatehouseBitcoinWallet.
const scripts = new Map<string, string>()
function pageScript(file: 'wallet.js' | 'solanaWallet.js' | 'bitcoinWallet.js'): string {
  let script = scripts.get(file)
  if (script === undefined) {
    script = readFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url)), 'utf8')
    scripts.set(file, script)
  }
  return script
}

function installScript(urls: DevnetUrls): string {
  const parts = [
    pageScript('wallet.js'),
    `window.gatehouseDevnet = ${JSON.stringify(urls)};`,
    `GatehouseTestWallet.installTestWallet(${JSON.stringify({ chains: urls.chains, accounts: urls.accounts })});`,
  ]
  // Addresses of a devnet without the optional peer of a chain have no entry for it (and may come from JSON).
  const { solana, bitcoin } = urls as Partial<DevnetUrls>
  if (solana)
    parts.push(
      pageScript('solanaWallet.js'),
      `GatehouseSolanaWallet.installSolanaTestWallet(${JSON.stringify({ solana })});`,
    )
  if (bitcoin)
    parts.push(
      pageScript('bitcoinWallet.js'),
      `GatehouseBitcoinWallet.installBitcoinTestWallet(${JSON.stringify({ bitcoin })});`,
    )
  return parts.join('\n')
}

/** Where each test wallet's handle is on the page, and its name in errors. */
const WALLETS = {
  gatehouseTestWallet: 'Gatehouse test wallet',
  gatehouseSolanaWallet: 'Gatehouse Solana test wallet',
  gatehouseBitcoinWallet: 'Gatehouse Bitcoin test wallet',
} as const
type WalletHandle = keyof typeof WALLETS

/** A driver of the page's wallet at `window[handle]`. */
function walletDriver(page: Page, handle: WalletHandle): TestWalletDriver {
  const answer = (action: 'approve' | 'reject') =>
    page.evaluate(
      async ([handle, name, action]) => {
        const wallet = window[handle]
        if (!wallet) throw new Error(`The ${name} is not installed on this page.`)
        const request = await wallet.waitForRequest()
        wallet[action](request.id)
        return request
      },
      [handle, WALLETS[handle], action] as const,
    )
  return {
    approve: () => answer('approve'),
    reject: () => answer('reject'),
    pending: () => page.evaluate((handle) => window[handle]?.pending() ?? [], handle),
    setAccount: (index) =>
      page.evaluate(
        ([handle, name, i]) => {
          const wallet = window[handle]
          if (!wallet) throw new Error(`The ${name} is not installed on this page.`)
          wallet.setAccount(i)
        },
        [handle, WALLETS[handle], index] as const,
      ),
  }
}

/** Throws DevnetChainNotRunningError when the devnet's addresses have no entry for `chain`. */
function assertRunning(urls: DevnetUrls, chain: 'solana' | 'bitcoin'): void {
  if (!(urls as Partial<DevnetUrls>)[chain])
    throw new DevnetChainNotRunningError(
      chain,
      `The devnet runs no ${chain === 'solana' ? 'Solana chain' : 'Bitcoin network'}, so the page has no ${chain} test ` +
        `wallet (the devnet starts one when the optional peer ${chain === 'solana' ? 'litesvm' : 'ecpair'} is installed).`,
    )
}

/** The checkout's tab among the context's pages, as soon as one has the checkout's URL. */
async function checkoutPage(context: BrowserContext, api: string, timeout: number): Promise<Page> {
  const checkout = `${api}/devnet/onramp?`
  const until = Date.now() + timeout
  for (;;) {
    const found = context.pages().find((p) => p.url().startsWith(checkout))
    if (found) return found
    if (Date.now() > until) throw new Error(`No devnet checkout tab opened within ${timeout} ms.`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A test card's expiry: December, two years ahead. */
function futureExpiry(): string {
  return `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`
}

/** Playwright's `test` with `devnet` (one a worker), `wallet`, `solanaWallet`, `bitcoinWallet`, `mailbox`, `chain`, `solana`, `bitcoin`, `phoneWallet`, `farcaster`, `exchange`, `checkout` and `bundler`. */
export const test = base.extend<DevnetTestFixtures, DevnetWorkerFixtures>({
  devnetOptions: [{}, { scope: 'worker', option: true }],
  devnet: [
    async ({ devnetOptions }, use) => {
      const devnet = await startDevnet(devnetOptions)
      try {
        await use(devnet)
      } finally {
        await devnet.stop()
      }
    },
    // Ten services and three chains start in 2–4 s on an idle machine; a loaded 2-core one needs more.
    { scope: 'worker', timeout: 60_000 },
  ],
  // Automatic: every page of a test gets the devnet's addresses and the wallets, whether the test drives them or not.
  wallet: [
    async ({ page, devnet }, use) => {
      await page.addInitScript({ content: installScript(devnet.urls) })
      await use(walletDriver(page, 'gatehouseTestWallet'))
    },
    { auto: true },
  ],
  // `wallet` (automatic) installed them; these only drive them.
  solanaWallet: async ({ page, devnet }, use) => {
    assertRunning(devnet.urls, 'solana')
    await use(walletDriver(page, 'gatehouseSolanaWallet'))
  },
  bitcoinWallet: async ({ page, devnet }, use) => {
    assertRunning(devnet.urls, 'bitcoin')
    await use(walletDriver(page, 'gatehouseBitcoinWallet'))
  },
  solana: async ({ devnet }, use) => {
    await use({ balance: (address) => readSolanaBalance(devnet.urls, address) })
  },
  bitcoin: async ({ devnet }, use) => {
    await use({
      balance: (address, options) => readBitcoinBalance(devnet.urls, address, options),
      mine: () => mineBitcoinBlock(devnet.urls),
    })
  },
  mailbox: async ({ devnet }, use) => {
    await use({
      messages: () => devnet.mailbox(),
      async code(email, timeout = 15_000) {
        const until = Date.now() + timeout
        for (;;) {
          const sent = devnet.mailbox().filter((m) => m.to === email && m.code !== null)
          const last = sent.at(-1)
          if (last?.code) return last.code
          if (Date.now() > until) throw new Error(`No login code reached ${email} within ${timeout} ms.`)
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      },
    })
  },
  chain: async ({ devnet }, use) => {
    await use({ balance: (address, options) => readBalance(devnet.urls, address, options) })
  },
  // One phone wallet serves the worker's tests, one after another: each test gets it with no session, nothing
  // waiting, account 0 on Ethereum, as the previous one left it.
  phoneWallet: async ({ page, devnet }, use) => {
    const driver = phoneWalletDriver(devnet.urls)
    await use({
      ...driver,
      async pairWithModal() {
        // The view's pairing link, which its QR code and Copy link hold (the modal's shadow root is open).
        const holder = page.locator('[data-wc-uri^="wc:"]')
        await holder.waitFor({ state: 'attached' })
        await driver.pair((await holder.getAttribute('data-wc-uri'))!)
      },
    })
    const { pending } = await driver.state()
    for (let i = 0; i < pending.length; i++) await driver.reject()
    if ((await driver.state()).sessions.length > 0) await driver.disconnect()
    await driver.setAccount(0)
    await driver.switchChain(1)
  },
  farcaster: async ({ page, devnet }, use) => {
    const driver = farcasterDriver(devnet.urls)
    // The sign-in the page's modal opened: the newest pending one of the page's origin.
    const ofPage = (target: FarcasterTarget = {}): FarcasterTarget =>
      target.url || target.appOrigin || !page.url().startsWith('http')
        ? target
        : { ...target, appOrigin: new URL(page.url()).origin }
    await use({
      signIns: () => driver.signIns(),
      approve: (target) => driver.approve(ofPage(target)),
      decline: (target) => driver.decline(ofPage(target)),
      expire: (target) => driver.expire(ofPage(target)),
    })
  },
  exchange: async ({ devnet }, use) => {
    await use({
      contracts: exchangeContracts(),
      reserves: (a, b, options) => readPoolReserves(devnet.urls, a, b, options),
    })
  },
  checkout: async ({ context, devnet }, use) => {
    await use({
      async pay(options = {}) {
        const page = await checkoutPage(context, devnet.urls.api, options.timeout ?? 15_000)
        await page.getByLabel('Name on card').fill('Devnet Visitor')
        await page.getByLabel('Card number').fill('4242 4242 4242 4242')
        await page.getByLabel('Expiry (MM/YY)').fill(futureExpiry())
        await page.getByLabel('Security code').fill('123')
        await page.getByRole('button', { name: /^Pay and buy/ }).click()
        // The done page's URL carries the payment's hash once the treasury's transaction is mined.
        await page.waitForURL(/\/devnet\/onramp\/done\?/, { timeout: options.timeout ?? 15_000 })
        return { hash: new URL(page.url()).searchParams.get('tx') as Hex, page }
      },
    })
  },
  bundler: async ({ devnet }, use) => {
    await use({
      userOperation: (hash, options) => readUserOperation(devnet.urls, hash, options),
      userOperations: (sender, options) => readUserOperations(devnet.urls, sender, options),
      smartAccount: (owner, options) => readSmartAccount(devnet.urls, owner, options),
    })
  },
})

declare global {
  interface Window {
    /** The devnet's addresses, set by the fixture before the app's scripts run (pass them to devnetConfig). */
    gatehouseDevnet?: DevnetUrls
  }
}
