// The devnet's spam transfer and its history, on a running devnet: the spam NFT reached the dev
// accounts at start, the history API flags it, SPEC §5's rule hides it; operation types and the
// sides of each transfer are read from the chain; pages follow the cursor; prices agree.
import { createWalletClient, erc20Abi, http, parseUnits, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { filterHistory } from '../../src/domain/history.js'
import type { Transaction } from '../../src/api/schemas.js'
import { useDevnet } from './fixture.js'
import { DEVNET_PRICES } from './prices.js'
import { waitForReceipt } from './receipt.js'
import { SPAM_NFT, SPAM_RECIPIENTS, SPAMMER } from './spam.js'

const devnet = useDevnet({ historyPageSize: 3 })

async function api<T>(path: string, init?: { query?: Record<string, string>; body?: unknown }): Promise<T> {
  const url = new URL(path, devnet.info.api)
  url.searchParams.set('projectId', devnet.info.projectId)
  for (const [k, v] of Object.entries(init?.query ?? {})) url.searchParams.set(k, v)
  const response = await fetch(
    url,
    init?.body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) },
  )
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as T
}

type History = { data: Transaction[]; next: string | null }
const history = (i: number, cursor?: string) =>
  api<History>(`/v1/account/${devnet.info.accounts[i]!.address}/history`, {
    query: { chainId: 'eip155:1', ...(cursor ? { cursor } : {}) },
  })

/** Every page of an account's history on Ethereum, following the cursor. */
async function allHistory(i: number): Promise<{ items: Transaction[]; pages: number }> {
  const items: Transaction[] = []
  let cursor: string | undefined
  let pages = 0
  do {
    const page = await history(i, cursor)
    items.push(...page.data)
    cursor = page.next ?? undefined
    pages++
  } while (cursor)
  return { items, pages }
}

describe('devnet spam and history', () => {
  it('default: each of dev accounts 0–4 received one spam NFT at start, from the spammer, flagged spam; SPEC §5 hides exactly it', async () => {
    for (const i of SPAM_RECIPIENTS) {
      const { items } = await allHistory(i)
      const spam = items.filter((t) => t.transfers?.some((x) => x.nft_info?.flags?.is_spam === true))
      expect(spam).toHaveLength(1)
      expect(spam[0]!.transfers).toEqual([
        expect.objectContaining({
          direction: 'in',
          sender: SPAMMER,
          recipient: devnet.info.accounts[i]!.address,
          nft_info: { name: expect.stringMatching(/^Claim \$GATE Rewards #\d$/), flags: { is_spam: true } },
        }),
      ])
      // The only one the rule drops.
      expect(filterHistory(items, 'eip155:1').map((t) => t.id)).toEqual(
        items.filter((t) => t.id !== spam[0]!.id).map((t) => t.id),
      )
    }
    // The collection is a real contract on the chain.
    const code = await fetch(devnet.info.chains[0]!.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getCode', params: [SPAM_NFT, 'latest'] }),
    })
    expect(((await code.json()) as { result: string }).result.length).toBeGreaterThan(1000)
  })

  it('behavior: pages follow the cursor with no transaction twice; operation types and sides come from the chain', async () => {
    const { items, pages } = await allHistory(2)
    expect(pages).toBeGreaterThan(1)
    expect(new Set(items.map((t) => t.id)).size).toBe(items.length)
    const [zero, two] = [devnet.info.accounts[0]!.address, devnet.info.accounts[2]!.address]
    // Seeded: 10 GATE from account 0 (12 days ago), 42 USDC to account 0 (3 days ago).
    const sent = items.find((t) => t.metadata.operationType === 'send')
    expect(sent?.transfers).toEqual([
      expect.objectContaining({
        direction: 'out',
        quantity: { numeric: '42' },
        sender: two,
        recipient: zero,
        fungible_info: { name: 'USD Coin (devnet)', symbol: 'USDC' },
      }),
    ])
    const received = items.filter((t) => t.metadata.operationType === 'receive' && t.transfers?.[0]?.sender === zero)
    expect(received.map((t) => t.transfers?.[0]?.quantity?.numeric)).toEqual(['10'])
  })

  it('behavior: an approval on the chain is an approve with the spender and the allowance', async () => {
    const c = devnet.info.chains[0]!
    const wallet = createWalletClient({
      account: privateKeyToAccount(devnet.info.accounts[3]!.privateKey),
      chain: {
        id: c.chainId,
        name: c.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [c.rpcUrl] } },
      },
      transport: http(c.rpcUrl, { retryCount: 0 }),
    })
    const usdc = devnet.info.tokens.find((t) => t.chainId === 1 && t.symbol === 'USDC')!
    const spender = devnet.info.accounts[7]!.address
    const hash: Hex = await wallet.writeContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, parseUnits('25', 6)],
    })
    await waitForReceipt(wallet as never, hash)
    const top = (await history(3)).data[0]!
    expect(top.id).toBe(hash)
    expect(top.metadata.operationType).toBe('approve')
    expect(top.transfers).toEqual([])
    expect(top.approvals).toEqual([
      expect.objectContaining({
        quantity: { numeric: '25' },
        sender: devnet.info.accounts[3]!.address,
        recipient: spender,
      }),
    ])
  })

  it("behavior: the balance endpoint and POST /v1/fungible/price give the price table's prices, and value = quantity × price", async () => {
    const address = devnet.info.accounts[1]!.address
    const { balances } = await api<{
      balances: { symbol: string; price: number; value: number; quantity: { numeric: string }; address?: string }[]
    }>(`/v1/account/${address}/balance`, { query: { currency: 'usd', chainId: 'eip155:1' } })
    expect(balances.map((b) => b.symbol).sort()).toEqual(['ETH', 'GATE', 'USDC'])
    for (const b of balances) {
      expect(b.price).toBe(DEVNET_PRICES[b.symbol])
      expect(b.value).toBeCloseTo(Number(b.quantity.numeric) * DEVNET_PRICES[b.symbol]!, 6)
    }
    const ids = balances.map((b) => b.address ?? 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
    const { fungibles } = await api<{ fungibles: { symbol: string; price: number }[] }>('/v1/fungible/price', {
      body: { currency: 'usd', addresses: ids, projectId: devnet.info.projectId },
    })
    expect(fungibles.map((f) => [f.symbol, f.price])).toEqual(balances.map((b) => [b.symbol, b.price]))
  })
})
