// The devnet frame's signer (POST /api/rpc, what the frame page relays RPC_REQUEST to)
// against real anvil chains: signatures verify for the session's user, a transaction
// is mined on the chain the request names and moves exactly its value, and the signer
// refuses anyone but the session's user.
import { fileURLToPath } from 'node:url'
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../accounts.js'
import { startChain, type Chain } from '../chains.js'
import { waitForReceipt } from '../receipt.js'
import { accountForEmail, FARCASTER_ACCOUNT_KEY, startFrameServer, type FrameServer } from './server.js'

const accounts = DEV_ACCOUNTS.slice(0, 9)
const EMAIL = 'signer@example.com'
const USER = accountForEmail(EMAIL, accounts)
const OTHER = accounts.find((a) => a.address !== USER)!.address

let one: Chain
let base: Chain
let frame: FrameServer
let token: string

async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${frame.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

/** Signs `email` in through the mailbox; the session token the frame page would keep. */
async function signIn(email: string): Promise<string> {
  await post('/api/email/start', { email, deviceId: 'd' })
  const code = frame
    .messages()
    .filter((m) => m.to === email && m.kind === 'otp')
    .at(-1)!.code
  return String((await post('/api/email/otp', { email, otp: code, deviceId: 'd' })).json.token)
}

/** What the frame page relays: the answer `{ result }` or `{ rpcError: { code, message } }`. */
async function rpc(method: string, params?: unknown, options: { chainId?: number; session?: string } = {}) {
  const { status, json } = await post('/api/rpc', {
    token: options.session ?? token,
    chainId: options.chainId ?? 8453,
    method,
    ...(params === undefined ? {} : { params }),
  })
  expect(status).toBe(200)
  return json as { result?: unknown; rpcError?: { code: number; message: string } }
}

// As an app's viem sends it: the domain's own type listed (a domain of name and chain only).
const TYPED = {
  domain: { name: 'Gatehouse devnet', chainId: 8453 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { to: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB', contents: 'Hello from the frame' },
} as const

beforeAll(async () => {
  ;[one, base] = await Promise.all([startChain({ chainId: 1 }), startChain({ chainId: 8453 })])
  frame = await startFrameServer({
    accounts,
    chains: [
      { chainId: 1, name: 'Ethereum', rpcUrl: one.rpcUrl },
      { chainId: 8453, name: 'Base', rpcUrl: base.rpcUrl },
    ],
    assetsDir: fileURLToPath(new URL('./', import.meta.url)),
    onError: () => undefined,
  })
  token = await signIn(EMAIL)
}, 30_000)

afterAll(async () => {
  await frame?.close()
  await Promise.all([one?.stop(), base?.stop()])
})

describe('devnet secure frame: RPC requests', () => {
  it('behavior: personal_sign signs with the user’s dev key (text and hex messages); the signature verifies for the user’s address', async () => {
    const { result } = await rpc('personal_sign', ['Sign in to Gatehouse', USER])
    expect(await verifyMessage({ address: USER, message: 'Sign in to Gatehouse', signature: result as Hex })).toBe(true)
    const raw = await rpc('personal_sign', ['0x48656c6c6f', USER.toLowerCase()])
    expect(await verifyMessage({ address: USER, message: { raw: '0x48656c6c6f' }, signature: raw.result as Hex })).toBe(
      true,
    )
  })

  it('behavior: social and Farcaster users sign as their own dev accounts too', async () => {
    const { json: started } = await post('/api/social/start', {
      provider: 'github',
      appOrigin: 'http://127.0.0.1:5173',
    })
    const state = new URL(String(started.uri)).searchParams.get('state')
    const done = await (
      await fetch(`${frame.url}/provider/github/authorize`, {
        method: 'POST',
        body: `state=${state}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
    ).text()
    const code = new URL(/data-uri="([^"]+)"/.exec(done)![1]!.replace(/&#38;/g, '&')).searchParams.get('code')
    const social = String((await post('/api/social/exchange', { code })).json.token)
    const { url, channelToken } = (await post('/api/farcaster/start', { appOrigin: 'http://127.0.0.1:5173' })).json as {
      url: string
      channelToken: string
    }
    await post('/devnet/farcaster', { url, action: 'approve' })
    const farcaster = String((await post('/api/farcaster/status', { channelToken })).json.token)
    for (const [session, key] of [
      [social, 'github-user@devnet.test'],
      [farcaster, FARCASTER_ACCOUNT_KEY],
    ] as const) {
      const address = accountForEmail(key, accounts)
      expect((await rpc('eth_accounts', [], { session })).result).toEqual([address])
      const { result } = await rpc('personal_sign', ['gm', address], { session })
      expect(await verifyMessage({ address, message: 'gm', signature: result as Hex })).toBe(true)
    }
  })

  it('behavior: eth_signTypedData_v4 (as JSON text, as wallets receive it) verifies for the user’s address', async () => {
    const { result } = await rpc('eth_signTypedData_v4', [USER, JSON.stringify(TYPED)])
    // viem derives the domain from the types it is given; the domain's own type is implied.
    const { domain, types, primaryType, message } = TYPED
    expect(
      await verifyTypedData({
        address: USER,
        domain,
        types: { Mail: types.Mail },
        primaryType,
        message,
        signature: result as Hex,
      }),
    ).toBe(true)
  })

  it('behavior: eth_sendTransaction is filled and signed in the frame, sent raw to the chain the request names, mined, and moves exactly its value', async () => {
    const onBase = createPublicClient({ transport: http(base.rpcUrl) })
    const onOne = createPublicClient({ transport: http(one.rpcUrl) })
    const value = parseEther('1.25')
    const [before, beforeOnOne] = await Promise.all([
      onBase.getBalance({ address: OTHER }),
      onOne.getBalance({ address: OTHER }),
    ])
    const { result, rpcError } = await rpc('eth_sendTransaction', [
      { from: USER, to: OTHER, value: `0x${value.toString(16)}` },
    ])
    expect(rpcError).toBeUndefined()
    expect(result).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await waitForReceipt(onBase, result as Hex)
    expect(receipt.status).toBe('0x1')
    const tx = await onBase.getTransaction({ hash: result as Hex })
    expect(tx).toMatchObject({ from: USER.toLowerCase(), chainId: 8453, value })
    expect((await onBase.getBalance({ address: OTHER })) - before).toBe(value)
    // Only the chain named: nothing moved on chain 1.
    expect(await onOne.getBalance({ address: OTHER })).toBe(beforeOnOne)
  })

  it('behavior: sends asked at once are filled one after the other (no nonce taken twice); all are mined', async () => {
    const onBase = createPublicClient({ transport: http(base.rpcUrl) })
    const before = await onBase.getBalance({ address: OTHER })
    const answers = await Promise.all(
      [1n, 2n, 3n].map((wei) =>
        rpc('eth_sendTransaction', [{ from: USER, to: OTHER, value: `0x${wei.toString(16)}` }]),
      ),
    )
    expect(answers.map((a) => a.rpcError)).toEqual([undefined, undefined, undefined])
    for (const answer of answers) expect((await waitForReceipt(onBase, answer.result as Hex)).status).toBe('0x1')
    expect((await onBase.getBalance({ address: OTHER })) - before).toBe(6n)
  })

  it('behavior: eth_chainId is the request’s chain, eth_accounts the user only; read-only eth_* calls are the chain’s answers', async () => {
    expect((await rpc('eth_chainId', [])).result).toBe('0x2105')
    expect((await rpc('eth_chainId', [], { chainId: 1 })).result).toBe('0x1')
    expect((await rpc('eth_accounts', [])).result).toEqual([USER])
    const onBase = createPublicClient({ transport: http(base.rpcUrl) })
    expect((await rpc('eth_getBalance', [USER, 'latest'])).result).toBe(
      `0x${(await onBase.getBalance({ address: USER })).toString(16)}`,
    )
    expect((await rpc('eth_blockNumber')).result).toMatch(/^0x[0-9a-f]+$/)
  })

  it('behavior: wallet_switchEthereumChain to a devnet chain answers null; an unknown chain is 4902', async () => {
    expect(await rpc('wallet_switchEthereumChain', [{ chainId: '0x1' }])).toEqual({ result: null })
    expect((await rpc('wallet_switchEthereumChain', [{ chainId: '0x2105' }], { chainId: 1 })).result).toBeNull()
    expect((await rpc('wallet_switchEthereumChain', [{ chainId: '0x5' }])).rpcError).toMatchObject({ code: 4902 })
  })

  it('error: another address than the user’s → 4100, for messages, typed data and transactions; nothing is sent', async () => {
    const onBase = createPublicClient({ transport: http(base.rpcUrl) })
    const nonce = await onBase.getTransactionCount({ address: OTHER })
    expect((await rpc('personal_sign', ['hi', OTHER])).rpcError).toMatchObject({ code: 4100 })
    expect((await rpc('eth_signTypedData_v4', [OTHER, JSON.stringify(TYPED)])).rpcError).toMatchObject({ code: 4100 })
    expect((await rpc('eth_sendTransaction', [{ from: OTHER, to: USER, value: '0x1' }])).rpcError).toMatchObject({
      code: 4100,
    })
    expect(await onBase.getTransactionCount({ address: OTHER })).toBe(nonce)
  })

  it('error: no session (an unknown token, or after sign-out) → 4100', async () => {
    expect((await rpc('personal_sign', ['hi', USER], { session: 'not-a-session' })).rpcError).toMatchObject({
      code: 4100,
    })
    expect((await rpc('eth_accounts', [], { session: '' })).rpcError).toMatchObject({ code: 4100 })
    const other = await signIn('leaving@example.com')
    expect((await rpc('eth_accounts', [], { session: other })).result).toEqual([
      accountForEmail('leaving@example.com', accounts),
    ])
    await post('/api/signout', { token: other })
    expect((await rpc('eth_accounts', [], { session: other })).rpcError).toMatchObject({ code: 4100 })
  })

  it('error: methods the frame does not offer → 4200 (wallet methods, eth_sign, a method the chain does not know); an unknown chain → 4901', async () => {
    for (const method of [
      'wallet_addEthereumChain',
      'eth_sign',
      'eth_requestAccounts',
      'net_version',
      'eth_noSuchMethod',
      'solana_signMessage',
    ]) {
      expect((await rpc(method, [])).rpcError, method).toMatchObject({ code: 4200 })
    }
    expect((await rpc('personal_sign', ['hi', USER], { chainId: 5 })).rpcError).toMatchObject({ code: 4901 })
    expect((await post('/api/rpc', { token, chainId: '0x1', method: 'eth_chainId' })).status).toBe(400)
  })

  it('behavior: GET /devnet/rpc-log lists every request that reached the signer, in order', async () => {
    await rpc('eth_chainId', [], { chainId: 8453 })
    await rpc('net_version', [])
    const log = (await (await fetch(`${frame.url}/devnet/rpc-log`)).json()) as Array<{
      method: string
      chainId: number
    }>
    expect(log.slice(-2)).toEqual([
      expect.objectContaining({ method: 'eth_chainId', chainId: 8453 }),
      expect.objectContaining({ method: 'net_version' }),
    ])
  })
})
