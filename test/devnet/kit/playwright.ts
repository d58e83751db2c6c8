// `gatehouse/devnet/playwright`: Playwright's `test` with the devnet. Each worker starts its own devnet (free ports,
// fresh chains); each page of a test gets its addresses as `window.gatehouseDevnet` (for devnetConfig) and the devnet's test
// browser wallet, announced over EIP-6963 before the app's scripts run. Tests approve or reject the wallet's prompts,
// read the mailbox and read balances on the chain.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { test as base, type Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http, type Address } from 'viem'
// The wallet's module also declares window.gatehouseTestWallet, which the page functions below read.
import type { PendingRequest } from '../wallet/index.js'
import { startDevnet, type DevnetOptions, type DevnetUrls, type MailMessage, type RunningDevnet } from './index.js'

export { expect } from '@playwright/test'

/** The test browser wallet of the current page, driven from the test. */
export interface TestWalletDriver {
  /** Waits for the wallet's next prompt (connect, sign, send…) and approves it; answers the request it approved. */
  approve(): Promise<PendingRequest>
  /** Waits for the wallet's next prompt and rejects it (the app sees EIP-1193's 4001); answers the request. */
  reject(): Promise<PendingRequest>
  /** The requests waiting in the prompt, oldest first. */
  pending(): Promise<PendingRequest[]>
  /** Makes dev account `index` the wallet's current account. */
  setAccount(index: number): Promise<void>
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
  /** The balance of `address` in wei (or a token's smallest unit with `token`, a symbol or an address) on `chainId` (default 1). */
  balance(address: Address, options?: { chainId?: number; token?: string }): Promise<bigint>
}

/** Test-scoped fixtures of {@link test}. */
export interface DevnetTestFixtures {
  wallet: TestWalletDriver
  mailbox: MailboxReader
  chain: ChainReader
}

/** Worker-scoped fixtures of {@link test}: the worker's devnet, and the options it starts with (`test.use`). */
export interface DevnetWorkerFixtures {
  devnet: RunningDevnet
  devnetOptions: DevnetOptions
}

// The wallet's page script, built next to this file (dist/devnet/wallet.js): an IIFE that defines GatehouseTestWallet.
const WALLET_SCRIPT = fileURLToPath(new URL('./wallet.js', import.meta.url))

function installScript(urls: DevnetUrls): string {
  const options = JSON.stringify({ chains: urls.chains, accounts: urls.accounts })
  return [
    readFileSync(WALLET_SCRIPT, 'utf8'),
    `window.gatehouseDevnet = ${JSON.stringify(urls)};`,
    `GatehouseTestWallet.installTestWallet(${options});`,
  ].join('\n')
}

function answer(page: Page, action: 'approve' | 'reject'): Promise<PendingRequest> {
  return page.evaluate(async (action) => {
    const wallet = window.gatehouseTestWallet
    if (!wallet) throw new Error('The Gatehouse test wallet is not installed on this page.')
    const request = await wallet.waitForRequest()
    wallet[action](request.id)
    return request
  }, action)
}

/** Playwright's `test` with `devnet` (one a worker), `wallet`, `mailbox` and `chain`. */
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
  // Automatic: every page of a test gets the devnet's addresses and the wallet, whether the test drives it or not.
  wallet: [
    async ({ page, devnet }, use) => {
      await page.addInitScript({ content: installScript(devnet.urls) })
      await use({
        approve: () => answer(page, 'approve'),
        reject: () => answer(page, 'reject'),
        pending: () => page.evaluate(() => window.gatehouseTestWallet?.pending() ?? []),
        setAccount: (index) => page.evaluate((i) => window.gatehouseTestWallet?.setAccount(i), index),
      })
    },
    { auto: true },
  ],
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
    await use({
      async balance(address, options = {}) {
        const chainId = options.chainId ?? 1
        const chain = devnet.urls.chains.find((c) => c.chainId === chainId)
        if (!chain) throw new Error(`The devnet has no chain ${chainId}.`)
        const client = createPublicClient({ transport: http(chain.rpcUrl) })
        if (options.token === undefined) return client.getBalance({ address })
        const token = devnet.urls.tokens.find(
          (t) =>
            t.chainId === chainId &&
            (t.symbol === options.token || t.address.toLowerCase() === options.token!.toLowerCase()),
        )
        if (!token) throw new Error(`The devnet has no token ${options.token} on chain ${chainId}.`)
        return client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        })
      },
    })
  },
})

declare global {
  interface Window {
    /** The devnet's addresses, set by the fixture before the app's scripts run (pass them to devnetConfig). */
    gatehouseDevnet?: DevnetUrls
  }
}
