// The devnet against the API client's schemas: every path of API_PATHS is called on
// the reference servers and its reply parsed with the schema the client uses, so the
// two cannot drift apart. Then real transactions on the chains, and what the servers
// show after them.
import { createWalletClient, erc20Abi, http, parseUnits, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { fillPath } from '../../src/api/paths.js'
import { API_PATHS, SDK_QUERY, type ApiPathName } from '../../src/api/schemas.js'
import { useDevnet } from './fixture.js'
import { waitForReceipt as waitForReceiptOf } from './receipt.js'
import { SIGNED_PATHS, successRequests, type Call } from './requests.js'

const devnet = useDevnet({ historyPageSize: 5 })

function baseOf(service: 'api' | 'wallets' | 'analytics'): string {
  return devnet.info[service]
}

async function call(name: ApiPathName, request: Call = {}) {
  const spec = API_PATHS[name]
  const path = fillPath(spec.path, request.params)
  if (path === undefined) throw new Error(`missing params for ${name}`)
  const url = new URL(path, baseOf(spec.service))
  const sdk: Record<string, string> = { projectId: devnet.info.projectId, st: 'gatehouse', sv: '0.1.0' }
  for (const key of SDK_QUERY) url.searchParams.set(key, sdk[key]!)
  for (const [k, v] of Object.entries(request.query ?? {})) url.searchParams.set(k, v)
  const response = await fetch(url, {
    method: spec.method,
    headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  })
  return response
}

async function callJson(name: ApiPathName, request: Call = {}) {
  const response = await call(name, request)
  const text = await response.text()
  expect(response.status, `${name}: ${text}`).toBeLessThan(300)
  const body: unknown = JSON.parse(text)
  const schema = API_PATHS[name].response
  if (schema) {
    const parsed = schema.safeParse(body)
    expect(parsed.success, `${name} reply does not match its schema: ${JSON.stringify(parsed.error?.issues)}`).toBe(
      true,
    )
  }
  return body as never
}

const account = (i: number) => devnet.info.accounts[i]!
const waitForReceipt = (client: { request: unknown }, hash: Hex) => waitForReceiptOf(client as never, hash)
const token = (chainId: number, symbol: string) => {
  const t = devnet.info.tokens.find((x) => x.chainId === chainId && x.symbol === symbol)
  if (!t) throw new Error(`no ${symbol} on ${chainId}`)
  return t
}
const caip10 = (chainId: number, address: string) => `eip155:${chainId}:${address}`
const chain = (chainId: number) => devnet.info.chains.find((c) => c.chainId === chainId)!

function wallet(i: number, chainId: number) {
  const c = chain(chainId)
  return createWalletClient({
    account: privateKeyToAccount(account(i).privateKey),
    chain: {
      id: c.chainId,
      name: c.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [c.rpcUrl] } },
    },
    transport: http(c.rpcUrl, { retryCount: 0 }),
  })
}

type Balances = { balances: { symbol: string; chainId: string; quantity: { numeric: string } }[] }
type History = {
  data: {
    id: string
    metadata: { chain: string; minedAt: string; operationType?: string }
    transfers?: { direction?: string; quantity?: { numeric: string }; fungible_info?: { symbol?: string } | null }[]
  }[]
  next?: string | null
}

const balanceOf = (b: Balances, chainId: string, symbol: string) =>
  b.balances.find((x) => x.chainId === chainId && x.symbol === symbol)?.quantity.numeric

describe('devnet info', () => {
  it('default: Ethereum and Base supported with their real chain ids, 31337 not; 6- and 18-decimal tokens on both', () => {
    expect(devnet.info.chains.map((c) => [c.caipNetworkId, c.supported])).toEqual([
      ['eip155:1', true],
      ['eip155:8453', true],
      ['eip155:31337', false],
    ])
    for (const chainId of [1, 8453]) {
      expect(token(chainId, 'USDC').decimals).toBe(6)
      expect(token(chainId, 'GATE').decimals).toBe(18)
    }
    expect(devnet.info.tokens.some((t) => t.chainId === 31337)).toBe(false)
    for (const url of [
      devnet.info.api,
      devnet.info.wallets,
      devnet.info.analytics,
      ...devnet.info.chains.map((c) => c.rpcUrl),
    ]) {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    }
  })
})

describe('every path against the client schemas', () => {
  it('default: the request table covers every path of API_PATHS', () => {
    expect(Object.keys(successRequests(devnet.info)).sort()).toEqual(Object.keys(API_PATHS).sort())
  })

  for (const name of Object.keys(API_PATHS) as ApiPathName[]) {
    if (SIGNED_PATHS.includes(name)) continue // with real signatures below
    it(`default: ${API_PATHS[name].method} ${API_PATHS[name].path} replies as its schema says`, async () => {
      const request = successRequests(devnet.info)[name]
      if (API_PATHS[name].responseKind === 'blob') {
        const response = await call(name, request)
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe('image/svg+xml')
        expect(await response.text()).toMatch(/^<svg /)
        return
      }
      await callJson(name, request)
    })
  }

  it('default: supported chains, identity and seeded history hold what the chains hold', async () => {
    const chains = await callJson('supportedChains')
    expect(chains).toEqual({ http: ['eip155:1', 'eip155:8453', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'], ws: [] })
    const identity = await callJson('identity', { params: { address: account(0).address } })
    expect(identity).toMatchObject({
      name: 'alice.reown.id',
      avatar: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/devnet\/avatar\//),
    })
    // Seeded history spans more than one month and pages with a cursor.
    const first: History = await callJson('history', {
      params: { account: account(0).address },
      query: { chainId: 'eip155:1' },
    })
    expect(first.data).toHaveLength(5)
    expect(first.next).toEqual(expect.any(String))
    const second: History = await callJson('history', {
      params: { account: account(0).address },
      query: { chainId: 'eip155:1', cursor: first.next! },
    })
    const all = [...first.data, ...second.data]
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length)
    const months = new Set(all.map((t) => t.metadata.minedAt.slice(0, 7)))
    expect(months.size).toBeGreaterThan(1)
    const times = all.map((t) => Date.parse(t.metadata.minedAt))
    expect(times).toEqual([...times].sort((x, y) => y - x))
  })

  it('default: an unsupported or unknown chain gets empty lists, and no gas price', async () => {
    const balances: Balances = await callJson('balance', {
      params: { address: account(0).address },
      query: { chainId: 'eip155:31337' },
    })
    expect(balances.balances).toEqual([])
    const history: History = await callJson('history', {
      params: { account: account(0).address },
      query: { chainId: 'eip155:137' },
    })
    expect(history).toEqual({ data: [], next: null })
    const gas = await call('gasPrice', { query: { chainId: 'eip155:31337' } })
    expect(gas.status).toBe(400)
    expect(await gas.json()).toMatchObject({ message: 'Network not supported for Gas Price' })
  })

  it('behavior: wallet listing pages, searches, includes, excludes and filters by chain', async () => {
    type Wallets = { data: { id: string; name: string; chains?: string[] }[]; count: number }
    const page1: Wallets = await callJson('wallets', { query: { page: '1', entries: '40' } })
    const page2: Wallets = await callJson('wallets', { query: { page: '2', entries: '40' } })
    expect(page1.data).toHaveLength(40)
    expect(page2.data).toHaveLength(page1.count - 40)
    expect(new Set([...page1.data, ...page2.data].map((w) => w.id)).size).toBe(page1.count)
    const search: Wallets = await callJson('wallets', { query: { search: 'gatehouse', entries: '100' } })
    expect(search.data.map((w) => w.id)).toEqual(['gatehouse-test-wallet'])
    const include: Wallets = await callJson('wallets', {
      query: { include: 'amber-wallet,birch-wallet', exclude: 'birch-wallet' },
    })
    expect(include).toEqual({ data: [expect.objectContaining({ id: 'amber-wallet' })], count: 1 })
    const base: Wallets = await callJson('wallets', { query: { chains: 'eip155:31337' } })
    expect(base.data.every((w) => w.chains?.includes('eip155:31337'))).toBe(true)
  })
})

describe('after real transactions on the chain', () => {
  it('behavior: balances and history change after an ERC-20 transfer and a native transfer', async () => {
    const from = account(0)
    const to = account(6)
    const usdc = token(8453, 'USDC')
    const before: Balances = await callJson('balance', {
      params: { address: to.address },
      query: { chainId: 'eip155:8453' },
    })
    expect(balanceOf(before, 'eip155:8453', 'USDC')).toBeUndefined()
    const historyBefore: History = await callJson('history', {
      params: { account: to.address },
      query: { chainId: 'eip155:8453' },
    })
    expect(historyBefore.data).toEqual([])

    const client = wallet(0, 8453)
    const tokenHash = await client.writeContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to.address, parseUnits('12.34', 6)],
    })
    const nativeHash = await client.sendTransaction({ to: to.address, value: parseUnits('1.5', 18) })
    // anvil mines a moment after the hash comes back: wait, as a wallet would.
    await waitForReceipt(client, tokenHash)
    await waitForReceipt(client, nativeHash)

    const after: Balances = await callJson('balance', {
      params: { address: to.address },
      query: { chainId: 'eip155:8453' },
    })
    expect(balanceOf(after, 'eip155:8453', 'USDC')).toBe('12.34')
    expect(balanceOf(after, 'eip155:8453', 'ETH')).toBe('10001.5')
    const history: History = await callJson('history', {
      params: { account: to.address },
      query: { chainId: 'eip155:8453' },
    })
    expect(history.data.map((t) => t.id)).toEqual([nativeHash, tokenHash])
    expect(history.data[1]!.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '12.34' },
        fungible_info: expect.objectContaining({ symbol: 'USDC' }),
      }),
    ])
    const sender: History = await callJson('history', {
      params: { account: from.address },
      query: { chainId: 'eip155:8453' },
    })
    expect(sender.data[0]!.id).toBe(nativeHash)
    expect(sender.data[0]!.transfers?.[0]?.direction).toBe('out')
    // Blocks after seeding carry the real time.
    expect(Math.abs(Date.parse(history.data[0]!.metadata.minedAt) - Date.now())).toBeLessThan(120_000)
  })

  it('behavior: approve and swap built by the API go through the devnet exchange; the swap pays at least the minimum for the slippage', async () => {
    const user = account(4)
    const usdc = token(1, 'USDC')
    const gate = token(1, 'GATE')
    const pair = { from: caip10(1, usdc.address), to: caip10(1, gate.address) }
    const allowance = (await callJson('allowance', {
      query: { tokenAddress: pair.from, userAddress: user.address },
    })) as { allowance: string }
    expect(allowance.allowance).toBe('0')
    // Without the approval the swap is refused when it is built (the estimate fails).
    const refused = await call('buildTransaction', {
      body: {
        amount: '2000000',
        eip155: { slippage: '1' },
        projectId: devnet.info.projectId,
        ...pair,
        userAddress: caip10(1, user.address),
      },
    })
    expect(refused.status).toBe(400)
    const approve = (await callJson('buildApprove', { query: { userAddress: user.address, ...pair } })) as {
      tx: { to: string; data: Hex; eip155: { gas: string } }
    }
    // Sent with the gas the service built, as a wallet sends what it is given: the chain's own estimate at send time
    // has no headroom (a pair's first swap in a new second writes its price accumulators: more gas than estimated).
    const approval = await waitForReceipt(
      wallet(4, 1),
      await wallet(4, 1).sendTransaction({
        to: approve.tx.to.split(':')[2] as Hex,
        data: approve.tx.data,
        gas: BigInt(approve.tx.eip155.gas),
      }),
    )
    expect(approval.status).toBe('0x1')
    const approved = (await callJson('allowance', {
      query: { tokenAddress: pair.from, userAddress: user.address },
    })) as { allowance: string }
    expect(BigInt(approved.allowance)).toBeGreaterThan(0n)

    const quotes = (await callJson('swapQuotes', {
      query: { amount: '2000000', userAddress: caip10(1, user.address), ...pair, gasPrice: '1' },
    })) as { quotes: { toAmount: string }[] }
    const quoted = BigInt(quotes.quotes[0]!.toAmount)
    // 2 USDC into 100,000 USDC / 400,000 GATE with the 0.3% fee: about 7.976 GATE.
    expect(Number(quoted) / 1e18).toBeCloseTo(7.976, 2)
    const built = (await callJson('buildTransaction', {
      body: {
        amount: '2000000',
        eip155: { slippage: '1' },
        projectId: devnet.info.projectId,
        ...pair,
        userAddress: caip10(1, user.address),
      },
    })) as { tx: { to: string; data: Hex; value?: string; eip155: { gas: string } } }
    const before: Balances = await callJson('balance', {
      params: { address: user.address },
      query: { chainId: 'eip155:1' },
    })
    const paid = await wallet(4, 1).sendTransaction({
      to: built.tx.to.split(':')[2] as Hex,
      data: built.tx.data,
      value: BigInt(built.tx.value ?? '0'),
      gas: BigInt(built.tx.eip155.gas),
    })
    expect((await waitForReceipt(wallet(4, 1), paid)).status).toBe('0x1')
    const after: Balances = await callJson('balance', {
      params: { address: user.address },
      query: { chainId: 'eip155:1' },
    })
    expect(Number(balanceOf(before, 'eip155:1', 'USDC')) - Number(balanceOf(after, 'eip155:1', 'USDC'))).toBeCloseTo(
      2,
      6,
    )
    const received = Number(balanceOf(after, 'eip155:1', 'GATE')) - Number(balanceOf(before, 'eip155:1', 'GATE'))
    expect(received).toBeGreaterThanOrEqual((Number(quoted) / 1e18) * 0.99)
  })

  it('behavior: nothing to swap, no quote; the unsupported chain gets no tokens and builds no swap', async () => {
    const q = (amount: string) =>
      callJson('swapQuotes', {
        query: {
          amount,
          userAddress: account(0).address,
          from: caip10(1, token(1, 'USDC').address),
          to: caip10(1, token(1, 'GATE').address),
        },
      }) as Promise<{ quotes: unknown[] }>
    expect((await q('0')).quotes).toEqual([])
    expect((await q('1000')).quotes).toHaveLength(1)
    const refused = await call('buildApprove', {
      query: {
        userAddress: account(0).address,
        from: caip10(31337, token(1, 'USDC').address),
        to: caip10(31337, token(1, 'GATE').address),
      },
    })
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([
      400,
      'Network not supported for Swaps',
    ])
    expect(
      ((await callJson('swapTokens', { query: { chainId: 'eip155:31337' } })) as { tokens: unknown[] }).tokens,
    ).toEqual([])
    const tokens = (await callJson('swapTokens', { query: { chainId: 'eip155:1' } })) as {
      tokens: { symbol: string }[]
    }
    expect(tokens.tokens.map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'GATE'])
  })

  it('behavior: a name registered with a real signature is served by name, reverse and identity', async () => {
    const user = privateKeyToAccount(account(2).privateKey)
    const message = JSON.stringify({
      name: 'carol.reown.id',
      attributes: { bio: 'Dev account 2' },
      timestamp: Math.floor(Date.now() / 1000),
    })
    const signature = await user.signMessage({ message })
    const record = await callJson('registerName', {
      body: { coin_type: 60, address: user.address, message, signature },
    })
    expect(record).toMatchObject({ name: 'carol.reown.id' })
    expect(await callJson('profileAccount', { params: { name: 'carol.reown.id' } })).toMatchObject({
      name: 'carol.reown.id',
    })
    expect(await callJson('identity', { params: { address: user.address } })).toEqual({
      name: 'carol.reown.id',
      avatar: null,
    })
    const suggestions = (await callJson('nameSuggestions', { params: { name: 'carol' } })) as {
      suggestions: { name: string; registered?: boolean }[]
    }
    expect(suggestions.suggestions[0]).toEqual({ name: 'carol.reown.id', registered: true })

    const again = await call('registerName', { body: { coin_type: 60, address: user.address, message, signature } })
    expect(again.status).toBe(409)
    const otherSigner = await privateKeyToAccount(account(3).privateKey).signMessage({ message })
    const forged = await call('registerName', {
      body: {
        coin_type: 60,
        address: user.address,
        message: message.replace('carol', 'carla'),
        signature: otherSigner,
      },
    })
    expect(forged.status).toBe(401)
    expect(await forged.json()).toMatchObject({ status: 401, message: expect.stringContaining('signature') })
  })

  it('behavior: the session owner revokes a session with a signature of its pci', async () => {
    const session = (await callJson('session', { params: { id: 'devnet-session-0' } })) as {
      pci: string
      revoked?: boolean
    }
    expect(session.revoked).toBe(false)
    const wrong = await call('revokeSession', {
      params: { id: 'devnet-session-0' },
      body: {
        pci: session.pci,
        signature: await privateKeyToAccount(account(1).privateKey).signMessage({ message: session.pci }),
      },
    })
    expect(wrong.status).toBe(401)
    const signature = await privateKeyToAccount(account(0).privateKey).signMessage({ message: session.pci })
    await callJson('revokeSession', { params: { id: 'devnet-session-0' }, body: { pci: session.pci, signature } })
    expect(await callJson('session', { params: { id: 'devnet-session-0' } })).toMatchObject({ revoked: true })
  })

  it('behavior: the analytics sink records what it receives and shows it', async () => {
    const body = successRequests(devnet.info).analyticsEvent.body as { props: { event: string } }
    const response = await call('analyticsEvent', {
      body: { ...body, props: { ...body.props, event: 'CONNECT_SUCCESS', address: account(0).address } },
    })
    expect(response.status).toBe(202)
    const events = (await (await fetch(`${devnet.info.analytics}/events`)).json()) as {
      events: { body: { props: { event: string } } }[]
    }
    expect(events.events.map((e) => e.body.props.event)).toContain('CONNECT_SUCCESS')
    expect(devnet.devnet.analytics.events.at(-1)?.body.props.address).toBe(account(0).address)
    const page = await (await fetch(`${devnet.info.analytics}/`)).text()
    expect(page).toContain('CONNECT_SUCCESS')
  })
})

describe('devnet account abstraction', () => {
  it('default: every chain has the EntryPoint and the factory, and the bundler serves each chain', async () => {
    const { entryPoint, factory, bundler } = devnet.info.accountAbstraction
    for (const c of devnet.info.chains) {
      for (const contract of [entryPoint, factory]) {
        const code = await fetch(c.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getCode', params: [contract, 'latest'] }),
        }).then((r) => r.json() as Promise<{ result: string }>)
        expect(code.result.length, `${contract} on ${c.chainId}`).toBeGreaterThan(2)
      }
      const answer = await fetch(`${bundler}/${c.chainId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      }).then((r) => r.json() as Promise<{ result: string[] }>)
      expect(answer.result).toEqual([entryPoint])
    }
  })
})
