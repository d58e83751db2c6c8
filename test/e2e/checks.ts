// Checks the modal's end-to-end tests share: the axe scan, screenshots a person can look at,
// a strict CSP and its violations, a balance read from the devnet chain, and the devnet page.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { createPublicClient, http, numberToHex, type Hex, type PublicClient } from 'viem'
import { DEV_ACCOUNTS, TREASURY_INDEX } from '../devnet/accounts.js'
import { waitForReceipt } from '../devnet/receipt.js'
import { readDevnetInfo } from '../devnet/playwright.js'
import { SIMPLE_ACCOUNT_FACTORY_ABI } from '../devnet/accountAbstraction.js'
import type {} from '../devnet/wallet/index.js'
import { emit, expect, waitReady } from './fixtures.js'

/** A strict policy: no 'unsafe-inline', no 'unsafe-eval', no remote anything (the dev server's socket aside). */
export const STRICT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'none'",
  "connect-src 'self' ws://127.0.0.1:*",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe-core's WCAG 2.1 A/AA and best-practice violations inside the modal (or what `include` selects). */
export async function axeViolations(page: Page, include = '[data-gatehouse-modal]'): Promise<unknown[]> {
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (include) => {
    const axe = (
      window as unknown as {
        axe: {
          run(c: unknown, o: unknown): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }>
        }
      }
    ).axe
    const result = await axe.run(
      { include: [[include]] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } },
    )
    return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target) }))
  }, include)
}

/** A screenshot at test-results/screenshots/<name>-<theme>.png, then axe: zero violations. */
export async function checkScreen(page: Page, name: string, theme: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}-${theme}.png`, animations: 'disabled' })
  expect(await axeViolations(page), `axe violations on ${name} (${theme})`).toEqual([])
}

/** Records the page's CSP violations from its first script on; the returned function reads them. */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const list: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = list
    document.addEventListener(
      'securitypolicyviolation',
      (e) => list.push(`${e.violatedDirective} ${e.blockedURI}`),
      true,
    )
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

/** A client of the devnet's first chain, reading past any cache. */
const firstChain = () => createPublicClient({ transport: http(readDevnetInfo().chains[0]!.rpcUrl), cacheTime: 0 })

/** The devnet's first chain's latest block number (taken before a balance is fetched, for expectBalanceFromChain). */
export function latestBlock(): Promise<bigint> {
  return firstChain().getBlockNumber()
}

/**
 * The page's native balance of `address` (the account read model, in wei) is, to the wei, what the devnet's first
 * chain held at one of the blocks from `since` to the latest: other tests' transfers may have moved it since the
 * modal fetched it, so each block's balance is a valid answer and nothing else is. Also checks that the Account view
 * shows that balance floored to 3 decimals (SPEC §9).
 */
export async function expectBalanceFromChain(page: Page, address: string, since: bigint): Promise<void> {
  const client = firstChain()
  const read = () =>
    page.evaluate(() => {
      const account = window.gatehouse!.getState().account.byNamespace.eip155
      return account?.balanceSymbol === 'ETH' ? account.balance : null
    })
  await expect.poll(read, { message: 'the account read model has an ETH balance' }).not.toBeNull()
  const shown = BigInt((await read())!)
  const latest = await client.getBlockNumber()
  const onChain = new Set<bigint>()
  for (let block = since; block <= latest; block++)
    onChain.add(await client.getBalance({ address: address as Hex, blockNumber: block }))
  expect([...onChain], `the chain's balances of ${address} from block ${since} to ${latest}`).toContain(shown)
  const milli = shown / 10n ** 15n
  const text = `${milli / 1000n}.${String(milli % 1000n).padStart(3, '0')} ETH`
  await expect(page.getByRole('dialog', { name: 'Account' }).getByText(text, { exact: true }).first()).toBeVisible()
}

/** STRICT_CSP for a page that talks to the devnet's servers and chains (other 127.0.0.1 ports). */
export const DEVNET_CSP = STRICT_CSP.replace(
  "connect-src 'self' ws://127.0.0.1:*",
  "connect-src 'self' ws://127.0.0.1:* http://127.0.0.1:*",
).replace("img-src 'self' data:", "img-src 'self' data: http://127.0.0.1:*")

/** The 6-digit code the devnet frame mailed to `email` (its mailbox's JSON form), once it is there. */
export async function mailboxCode(page: Page, email: string): Promise<string> {
  const { mailbox } = readDevnetInfo()
  let code: string | undefined
  await expect
    .poll(async () => {
      const mail = (await (await page.request.get(`${mailbox}.json?to=${encodeURIComponent(email)}`)).json()) as {
        messages: Array<{ kind: string; code: string | null }>
      }
      code = mail.messages.find((m) => m.kind === 'otp')?.code ?? undefined
      return code
    })
    .toMatch(/^\d{6}$/)
  return code as string
}

/** Signs `email` in from the open Connect view as a visitor does: the address, Enter, the mailed code (its sixth digit submits it). */
export async function signInByEmail(page: Page, email: string): Promise<void> {
  const field = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('textbox', { name: 'Email' })
  await field.fill(email)
  await field.press('Enter')
  const codeField = page.getByRole('dialog', { name: 'Confirm Email' }).getByRole('textbox', { name: 'Code' })
  await codeField.fill(await mailboxCode(page, email))
}

/**
 * The visitor's choice of the EOA over the smart account (SPEC §3's default for an EVM embedded user) for the next
 * email, social or Farcaster sign-in on the demo, as the Account view's switch records it: for tests of what an email
 * user does with their own funded dev account (the smart account is test/e2e/smart-account-modal.spec.ts's).
 */
export async function preferEoa(page: Page): Promise<void> {
  await page.evaluate(
    () => void window.gatehouse!.emit({ type: 'AccountTypeRequested', data: { namespace: 'eip155', type: 'eoa' } }),
  )
}

/** The counterfactual address of `owner`'s smart account (the devnet factory's, the same on every chain). */
export function smartAccountOf(owner: string): Promise<Hex> {
  return firstChain().readContract({
    address: readDevnetInfo().accountAbstraction.factory,
    abi: SIMPLE_ACCOUNT_FACTORY_ABI,
    functionName: 'getAddress',
    args: [owner as Hex, 0n],
  })
}

/** A transaction from the devnet's treasury (its chain's unlocked dev account) to `to`, mined and successful. */
export async function fromTreasury(
  chain: PublicClient,
  to: Hex,
  transaction: { data?: Hex; value?: bigint } = {},
): Promise<void> {
  const { data, value } = transaction
  const hash = (await chain.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: DEV_ACCOUNTS[TREASURY_INDEX]!.address,
        to,
        data,
        value: value === undefined ? undefined : numberToHex(value),
      },
    ],
  } as never)) as Hex
  expect((await waitForReceipt(chain, hash)).status).toBe('0x1')
}

/**
 * Opens the devnet page (every default effect, the test browser wallet, the devnet's servers) for database
 * `project` under DEVNET_CSP, in `theme`, with the page's options in `query` (test/e2e/pages/devnet.tsx, or `file`,
 * another page that takes ?devnet=); returns the reader of the CSP violations seen from its first script on.
 */
export async function openDevnetPage(
  page: Page,
  project: string,
  theme: 'dark' | 'light',
  query: Record<string, string> = {},
  file = 'devnet.html',
): Promise<() => Promise<string[]>> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const csp = await recordCspViolations(page)
  const info = readDevnetInfo()
  const more = new URLSearchParams(query).toString()
  await page.goto(
    `/${file}?project=${encodeURIComponent(project)}&devnet=${encodeURIComponent(JSON.stringify(info))}&csp=${encodeURIComponent(DEVNET_CSP)}${more && `&${more}`}`,
  )
  await waitReady(page)
  await page.waitForFunction(() => window.gatehouseTestWallet !== undefined)
  if (theme === 'light') await emit(page, [{ type: 'ThemeChanged', data: { themeMode: 'light' } }])
  return csp
}

/** The highest seq the demo's event list shows (0 for none): what is logged later belongs to what follows. */
export function lastSeqShown(page: Page): Promise<number> {
  return page.evaluate(() => {
    const cells = document.querySelectorAll('[role=region][aria-label^="Domain events"] tr td.num')
    return Math.max(0, ...[...cells].map((td) => Number(td.textContent)).filter(Number.isFinite))
  })
}

/**
 * Whether the demo's event list shows an event of `type` logged after `seq` (an ephemeral row, which only the live
 * list holds, counts as after): the list also holds the stored events of earlier page loads.
 */
export function shownAfter(page: Page, type: string, seq: number): Promise<boolean> {
  return page.evaluate(
    ({ type, seq }) =>
      [...document.querySelectorAll('[role=region][aria-label^="Domain events"] tr')].some((tr) => {
        if (tr.querySelector('td.type')?.textContent !== type) return false
        const shown = tr.querySelector('td.num')?.textContent ?? ''
        return !/^[0-9]+$/.test(shown) || Number(shown) > seq
      }),
    { type, seq },
  )
}
