// The devnet's secure frame (SPEC §1, §7): on its own 127.0.0.1 port, so a different
// origin from the demo. Serves the frame page (frame.js, the app's postMessage protocol)
// under a strict CSP, the email login's back end (6-digit codes sent to a mailbox page
// and a JSON endpoint instead of an inbox; device approval for addresses with '+device'),
// sessions whose tokens only the frame holds, and a fake social provider whose login
// page opens in the app's popup and completes without internet. Each email (and each
// social provider's dev user) signs in as one of anvil's funded dev accounts, chosen by
// a hash of the address, so it has a real balance on the devnet chains. A fake Farcaster
// stands in for the visitor's Farcaster app: the frame opens a sign-in channel, the sign-in URL
// (the QR code in the modal) opens a page where a person approves or declines, and tests answer
// it over HTTP (POST /devnet/farcaster); the channel's token and the session token never leave
// the frame and this server. The frame signs for its signed-in user (SPEC §7 "rpc request"):
// the page relays RPC_REQUEST to /api/rpc with the session token, and this server answers with
// the test wallet's provider over that user's dev key alone (signing, transactions sent raw to
// the devnet chain, read calls forwarded), so the key never leaves the frame's origin.
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as z from 'zod/mini'
import type { DevnetInfo } from '../info.js'
import { HttpError, startJsonServer, type JsonServer, type Reply, type Route } from '../server/http.js'
import { ProviderRpcError, unauthorized, unsupportedMethod } from '../wallet/errors.js'
import { createTestWalletProvider, type WalletChain } from '../wallet/provider.js'
import { createFrameSmartAccounts, type FrameAccountAbstraction } from './smartAccount.js'
import { createFrameSolana, frameSolanaKeypair, type FrameSolanaOptions } from './solana.js'

/** SPEC §5's social providers. */
export const FRAME_SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** The devnet's Farcaster user (one account, as the social providers' dev users). */
export const FARCASTER_DEVNET_USER = { fid: 20_001, username: 'devnet-farcaster' } as const
/** The key that picks the Farcaster user's dev account (see {@link accountForEmail}). */
export const FARCASTER_ACCOUNT_KEY = `farcaster:${FARCASTER_DEVNET_USER.fid}`
/** How long a Farcaster sign-in waits for the visitor (ours: the SPEC gives none; AuthKit's sign-in waits 300 s). */
export const FARCASTER_SIGN_IN_TTL_MS = 5 * 60_000

/** Where a Farcaster sign-in stands. */
export type FarcasterStatus = 'pending' | 'approved' | 'declined' | 'expired'

/** A message in the devnet mailbox. */
export interface MailMessage {
  id: string
  to: string
  kind: 'otp' | 'device'
  subject: string
  /** The 6-digit code (kind 'otp'). */
  code: string | null
  /** Whether the device was approved (kind 'device'). */
  approved: boolean
  at: number
}

/** Options of {@link startFrameServer}. */
export interface FrameServerOptions {
  port?: number
  /** The accounts users sign in as (anvil's dev accounts; the treasury left out by the caller). */
  accounts: DevnetInfo['accounts']
  /** The folder of frame.js, done.js and page.css. */
  assetsDir: string
  /** The chains the frame signs and sends on (RPC_REQUEST's chainId picks one); none: every RPC request fails with 4901. */
  chains?: readonly WalletChain[]
  /** ERC-4337 on those chains: the users' smart accounts (none: every user is an EOA). */
  accountAbstraction?: FrameAccountAbstraction
  /** The local Solana chain: each user gets a Solana account there too (SPEC §6), funded at sign-in; none: EVM only. */
  solana?: FrameSolanaOptions
  onError?: (error: unknown) => void
}

/** A running devnet frame. */
export interface FrameServer {
  /** The frame page's URL (the app's `endpoints.frame`). */
  frameUrl: string
  /** The mailbox page; `${mailboxUrl}.json` is its JSON form. */
  mailboxUrl: string
  url: string
  messages(): readonly MailMessage[]
  /** While silent, the frame's back end never answers an email login (a frame that hangs); with an email, only that address's. */
  setSilent(silent: boolean, email?: string): void
  /** The Farcaster sign-ins opened so far (newest first), without their channel tokens. */
  farcasterSignIns(): Array<{ url: string; status: FarcasterStatus; appOrigin: string }>
  close(): Promise<void>
}

const EmailSchema = z
  .string()
  .check(z.regex(/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/, 'Expected an email address'), z.maxLength(254))
const Token = z.string()
const ChainId = z.optional(z.union([z.string(), z.number()]))
const AccountType = z.enum(['eoa', 'smartAccount'])
type AccountTypeName = z.output<typeof AccountType>
const RpcRequestBody = z.object({
  token: Token,
  // An eip155 reference, or the CAIP-2 id of the Solana chain (solana_* methods).
  chainId: z.union([
    z.number().check(z.int(), z.positive()),
    z.string().check(z.regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/)),
  ]),
  method: z.string().check(z.minLength(1), z.maxLength(100)),
  params: z.optional(z.unknown()),
})
// What the frame does for its user besides the read-only eth_* calls it forwards to the chain.
const FRAME_METHODS = new Set([
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'eth_chainId',
  'eth_accounts',
])
// eth_* methods that are not read-only calls to forward: account and signing methods the frame does not offer.
const NOT_FORWARDED = new Set([
  'eth_requestAccounts',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_sendUserOperation',
  'eth_coinbase',
])
const OTP_TTL_MS = 10 * 60_000
const MAX_OTP_TRIES = 5
const DEVICE_WAIT_MS = 25_000
// The frame asks for a Farcaster sign-in's outcome in long polls of this length.
const FARCASTER_POLL_MS = 20_000

const CSP_PAGE = "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
// The frame page may be framed by loopback pages only, and loads nothing but its own script.
const CSP_FRAME =
  "default-src 'none'; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors http://127.0.0.1:* http://localhost:*"
const CSP_DONE =
  "default-src 'none'; script-src 'self'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const html = (title: string, body: string, csp: string, head = '<link rel="stylesheet" href="/page.css">'): Reply => ({
  kind: 'raw',
  contentType: 'text/html; charset=utf-8',
  headers: { 'content-security-policy': csp, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>${head}</head><body>${body}</body></html>\n`,
})

/** The dev account an email signs in as: a hash of the lower-cased address picks one. */
export function accountForEmail(email: string, accounts: DevnetInfo['accounts']): `0x${string}` {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest()
  return accounts[digest.readUInt32BE(0) % accounts.length]!.address
}

/** Starts the devnet's secure frame on 127.0.0.1. */
export async function startFrameServer(options: FrameServerOptions): Promise<FrameServer> {
  if (options.accounts.length === 0) throw new Error('The devnet frame needs at least one account')
  const asset = (name: string) => readFileSync(join(options.assetsDir, name), 'utf8')
  const mailbox: MailMessage[] = []
  const pendingCodes = new Map<string, { code: string; expires: number; tries: number }>()
  const approvedDevices = new Set<string>()
  const deviceApprovals = new Map<string, string>() // mail id → email|device
  // email: the key of the user's dev account (an address, or FARCASTER_ACCOUNT_KEY).
  // accountType: the account the frame answers for (SET_PREFERRED_ACCOUNT); an EOA until the app asks for another.
  const sessions = new Map<string, { email: string; provider: string | null; accountType: AccountTypeName }>()
  /** Every request that reached the signer (POST /api/rpc), oldest first: GET /devnet/rpc-log. */
  const rpcLog: Array<{ at: number; chainId: number | string; method: string }> = []
  interface FarcasterSignIn {
    id: string
    channelToken: string
    appOrigin: string
    status: FarcasterStatus
    expires: number
    session: string | null
    changed: Set<() => void>
  }
  const farcaster = new Map<string, FarcasterSignIn>() // by id (the public part of the URL)
  const farcasterUrl = (f: FarcasterSignIn) => `${selfUrl}/farcaster/${f.id}`
  /** The sign-in with its expiry applied. */
  const farcasterNow = (f: FarcasterSignIn): FarcasterSignIn => {
    if (f.status === 'pending' && Date.now() >= f.expires) settleFarcaster(f, 'expired')
    return f
  }
  function settleFarcaster(f: FarcasterSignIn, status: Exclude<FarcasterStatus, 'pending'>): void {
    if (f.status !== 'pending') throw new HttpError(409, `This sign-in was already ${f.status}.`)
    f.status = status
    if (status === 'approved') {
      const token = newToken()
      sessions.set(token, { email: FARCASTER_ACCOUNT_KEY, provider: 'farcaster', accountType: 'eoa' })
      f.session = token
    }
    for (const notify of f.changed) notify()
  }
  const findFarcaster = (idOrUrl: string): FarcasterSignIn => {
    const id = idOrUrl.startsWith(`${selfUrl}/farcaster/`) ? idOrUrl.slice(`${selfUrl}/farcaster/`.length) : idOrUrl
    const found = farcaster.get(id)
    if (!found) throw new HttpError(404, 'No such Farcaster sign-in.')
    return farcasterNow(found)
  }
  const socialStates = new Map<string, { provider: string; appOrigin: string }>()
  const socialCodes = new Map<string, { provider: string; email: string }>()
  let silent = false
  const silentEmails = new Set<string>()
  let selfUrl = ''

  const setSilent = (value: boolean, email?: string) => {
    if (email === undefined) silent = value
    else if (value) silentEmails.add(email.toLowerCase())
    else silentEmails.delete(email.toLowerCase())
  }
  const smart = options.accountAbstraction
    ? createFrameSmartAccounts(options.chains ?? [], options.accountAbstraction)
    : null
  /** The user's smart account on `chainId`, if the chain has them. */
  const smartAccountOf = async (owner: `0x${string}`, chainId: number) =>
    smart?.chainIds.includes(chainId) ? smart.describe(owner, chainId) : null
  const user = async (
    session: { email: string; provider: string | null; accountType: AccountTypeName },
    chainId: string | number | undefined,
  ) => {
    const { email, provider } = session
    const owner = accountForEmail(email, options.accounts)
    const viaFarcaster = provider === 'farcaster'
    const account = await smartAccountOf(owner, Number(chainId ?? 1))
    const type = account ? session.accountType : 'eoa'
    const solanaAccount = await solanaOf(owner)
    return {
      // A Farcaster account has no email.
      email: viaFarcaster ? null : email,
      address: type === 'smartAccount' && account ? account.address : owner,
      chainId: String(chainId ?? '1'),
      accounts: [
        { address: owner, type: 'eoa' as const },
        ...(account ? [{ address: account.address, type: 'smartAccount' as const }] : []),
      ],
      userName: viaFarcaster ? FARCASTER_DEVNET_USER.username : provider ? `devnet-${provider}-user` : null,
      smartAccountDeployed: account?.isDeployed ?? false,
      preferredAccountType: type,
      // SPEC §6: the embedded wallet's second namespace (ours: the frame user names its Solana account and chain).
      ...(solanaAccount ? { solana: solanaAccount } : {}),
    }
  }
  const solana = options.solana ? createFrameSolana(options.solana) : null
  /** The user's Solana account, funded on its first sign-in; null without a Solana chain. */
  const solanaOf = async (owner: `0x${string}`) => {
    if (!solana) return null
    const keypair = frameSolanaKeypair(keyOf.get(owner)!.privateKey)
    // A chain that is down leaves the account unfunded (tried again next time), not the sign-in failed.
    await solana.fund(keypair).catch((error: unknown) => options.onError?.(error))
    return { address: keypair.publicKey.toBase58(), chainId: solana.caipNetworkId }
  }
  const send = (message: Omit<MailMessage, 'id' | 'at' | 'approved'>) => {
    const mail: MailMessage = { ...message, id: randomBytes(8).toString('hex'), at: Date.now(), approved: false }
    mailbox.push(mail)
    return mail
  }
  const newToken = () => randomBytes(32).toString('hex')
  const deviceKey = (email: string, deviceId: string) => `${email.toLowerCase()}|${deviceId}`
  const keyOf = new Map(options.accounts.map((a) => [a.address, a]))
  const chains = options.chains ?? []
  const sending = new Map<string, Promise<unknown>>() // by address: the account's last eth_sendTransaction

  /** One RPC request for the user of session `token`: the result, or the EIP-1193 error to answer. */
  async function rpcForSession(
    token: string,
    chainId: number | string,
    method: string,
    params: unknown,
  ): Promise<unknown> {
    const session = sessions.get(token)
    if (!session) throw unauthorized('Not signed in to the secure frame.')
    // Solana: the user's Solana key alone, on the Solana chain the request names (solana_* on an eip155 chain: 4200).
    if (typeof chainId === 'string') {
      if (!solana) throw new ProviderRpcError(4901, `The secure frame cannot reach chain ${chainId}.`)
      const owner = accountForEmail(session.email, options.accounts)
      return solana.request(frameSolanaKeypair(keyOf.get(owner)!.privateKey), String(chainId), method, params)
    }
    if (!FRAME_METHODS.has(method) && (!method.startsWith('eth_') || NOT_FORWARDED.has(method)))
      throw unsupportedMethod(method)
    const chain = chains.find((c) => c.chainId === chainId)
    // A switch names its target in params; every other request runs on the chain it names.
    if (!chain && method !== 'wallet_switchEthereumChain')
      throw new ProviderRpcError(4901, `The secure frame cannot reach chain ${chainId}.`)
    // Only the session's user: a wallet over that one dev key, made for this request (no state shared between users).
    const address = accountForEmail(session.email, options.accounts)
    if (smart && session.accountType === 'smartAccount' && smart.chainIds.includes(chainId)) {
      const answer = await smart.request(keyOf.get(address)!.privateKey, chainId, method, params)
      if (answer) return answer.result
    } else if (method === 'wallet_getCapabilities') {
      return smart ? smart.eoaCapabilities(smart.chainIds) : {}
    } else if (method === 'wallet_sendCalls' || method === 'wallet_getCallsStatus') {
      // An EOA cannot make calls atomic; the app sends them one by one itself.
      throw unsupportedMethod(method)
    }
    const wallet = createTestWalletProvider({
      chains: chain ? [chain, ...chains.filter((c) => c !== chain)] : chains,
      accounts: [keyOf.get(address)!],
      storage: null,
      storageKey: 'frame',
      origin: selfUrl,
      // The visitor approved in the modal (ApproveTransaction) before the request reached the frame.
      consent: async () => true,
    })
    await wallet.request({ method: 'eth_requestAccounts' })
    const run = () => wallet.request({ method, ...(params === undefined ? {} : { params: params as object }) })
    try {
      if (method !== 'eth_sendTransaction') return await run()
      // One send at a time per account: two filled at once would take the same nonce.
      const previous = sending.get(address) ?? Promise.resolve()
      const sent = previous.then(run, run)
      sending.set(
        address,
        sent.catch(() => undefined),
      )
      return await sent
    } catch (error) {
      // A node that does not know a forwarded method: the frame does not support it either.
      if (error instanceof ProviderRpcError && error.code === -32601) throw unsupportedMethod(method)
      throw error
    }
  }

  const routes: Route[] = [
    {
      method: 'GET',
      path: '/frame',
      handler: () =>
        html('Gatehouse devnet secure frame', '', CSP_FRAME, '<script type="module" src="/frame.js"></script>'),
    },
    {
      method: 'GET',
      path: '/frame.js',
      handler: () => ({ kind: 'raw', contentType: 'text/javascript; charset=utf-8', body: asset('frame.js') }),
    },
    {
      method: 'GET',
      path: '/done.js',
      handler: () => ({ kind: 'raw', contentType: 'text/javascript; charset=utf-8', body: asset('done.js') }),
    },
    {
      method: 'GET',
      path: '/page.css',
      handler: () => ({ kind: 'raw', contentType: 'text/css; charset=utf-8', body: asset('page.css') }),
    },
    {
      method: 'POST',
      path: '/api/email/start',
      body: z.object({ email: EmailSchema, deviceId: z.string().check(z.minLength(1)) }),
      handler: async (ctx) => {
        const { email, deviceId } = ctx.body as { email: string; deviceId: string }
        // A frame that never answers (tests of the 30 s timeout), for every address or the ones named.
        if (silent || silentEmails.has(email.toLowerCase())) await new Promise<never>(() => undefined)
        // A '+device' address on a device not yet approved must approve it from the email first.
        if (/\+device@/i.test(email) && !approvedDevices.has(deviceKey(email, deviceId))) {
          const mail = send({ to: email, kind: 'device', subject: 'Approve this device', code: null })
          deviceApprovals.set(mail.id, deviceKey(email, deviceId))
          return { kind: 'json', body: { action: 'VERIFY_DEVICE' } }
        }
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
        pendingCodes.set(email.toLowerCase(), { code, expires: Date.now() + OTP_TTL_MS, tries: 0 })
        send({ to: email, kind: 'otp', subject: `Your Gatehouse devnet code is ${code}`, code })
        return { kind: 'json', body: { action: 'VERIFY_OTP' } }
      },
    },
    {
      method: 'POST',
      path: '/api/email/device',
      body: z.object({ email: EmailSchema, deviceId: z.string().check(z.minLength(1)) }),
      handler: async (ctx) => {
        const { email, deviceId } = ctx.body as { email: string; deviceId: string }
        const key = deviceKey(email, deviceId)
        const until = Date.now() + DEVICE_WAIT_MS
        while (!approvedDevices.has(key)) {
          if (Date.now() > until) throw new HttpError(408, 'The device was not approved in time. Try again.')
          await new Promise((resolve) => setTimeout(resolve, 250))
        }
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
        pendingCodes.set(email.toLowerCase(), { code, expires: Date.now() + OTP_TTL_MS, tries: 0 })
        send({ to: email, kind: 'otp', subject: `Your Gatehouse devnet code is ${code}`, code })
        return { kind: 'json', body: {} }
      },
    },
    {
      method: 'POST',
      path: '/api/email/otp',
      body: z.object({ email: EmailSchema, otp: z.string(), deviceId: z.string() }),
      handler: (ctx) => {
        const { email, otp } = ctx.body as { email: string; otp: string }
        const pending = pendingCodes.get(email.toLowerCase())
        // A refused code is an answer, not an HTTP failure (the frame shows the message; the browser logs no error).
        if (!pending || pending.expires < Date.now())
          return { kind: 'json', body: { error: 'The code has expired. Ask for a new one.' } }
        if (pending.code !== otp.trim()) {
          pending.tries += 1
          if (pending.tries >= MAX_OTP_TRIES) pendingCodes.delete(email.toLowerCase())
          return { kind: 'json', body: { error: 'Invalid code' } }
        }
        pendingCodes.delete(email.toLowerCase())
        const token = newToken()
        sessions.set(token, { email, provider: null, accountType: 'eoa' })
        return { kind: 'json', body: { token } }
      },
    },
    {
      method: 'POST',
      path: '/api/session',
      body: z.object({ token: Token, chainId: ChainId, preferredAccountType: z.optional(AccountType) }),
      handler: async (ctx) => {
        const { token, chainId, preferredAccountType } = ctx.body as {
          token: string
          chainId?: string | number
          preferredAccountType?: AccountTypeName
        }
        const session = sessions.get(token)
        // GET_USER may name the account type the app wants by default (SPEC §3's default by chain).
        if (session && preferredAccountType) session.accountType = preferredAccountType
        // Not signed in (any more) is an answer the frame expects after a sign-out, not an HTTP failure.
        return { kind: 'json', body: { user: session ? await user(session, chainId) : null } }
      },
    },
    {
      method: 'GET',
      path: '/api/account/networks',
      handler: () => ({ kind: 'json', body: { smartAccountEnabledNetworks: smart?.chainIds ?? [] } }),
    },
    {
      method: 'POST',
      path: '/api/account/init',
      body: z.object({ token: Token, chainId: ChainId }),
      handler: async (ctx) => {
        const { token, chainId } = ctx.body as { token: string; chainId?: string | number }
        const session = sessions.get(token)
        if (!session) throw new HttpError(401, 'Not signed in to the secure frame.')
        const account = await smartAccountOf(accountForEmail(session.email, options.accounts), Number(chainId ?? 1))
        if (!account) throw new HttpError(400, `The devnet has no smart accounts on chain ${String(chainId)}.`)
        return { kind: 'json', body: account }
      },
    },
    {
      method: 'POST',
      path: '/api/account/preferred',
      body: z.object({ token: Token, chainId: ChainId, type: AccountType }),
      handler: async (ctx) => {
        const { token, chainId, type } = ctx.body as { token: string; chainId?: string | number; type: AccountTypeName }
        const session = sessions.get(token)
        if (!session) throw new HttpError(401, 'Not signed in to the secure frame.')
        const owner = accountForEmail(session.email, options.accounts)
        const account = type === 'smartAccount' ? await smartAccountOf(owner, Number(chainId ?? 1)) : null
        if (type === 'smartAccount' && !account)
          throw new HttpError(400, `The devnet has no smart accounts on chain ${String(chainId)}.`)
        session.accountType = type
        return { kind: 'json', body: { type, address: account?.address ?? owner } }
      },
    },
    {
      method: 'POST',
      path: '/api/rpc',
      body: RpcRequestBody,
      handler: async (ctx) => {
        const { token, chainId, method, params } = ctx.body as z.output<typeof RpcRequestBody>
        // What reached the signer, for tests that prove a request never got this far (the app's RPC filter).
        rpcLog.push({ at: Date.now(), chainId, method })
        if (rpcLog.length > 500) rpcLog.shift()
        // A refused request is an answer with its EIP-1193 code, as a refused OTP code is.
        try {
          return { kind: 'json', body: { result: (await rpcForSession(token, chainId, method, params)) ?? null } }
        } catch (error) {
          const code = error instanceof ProviderRpcError ? error.code : -32603
          return {
            kind: 'json',
            body: { rpcError: { code, message: error instanceof Error ? error.message : String(error) } },
          }
        }
      },
    },
    {
      method: 'POST',
      path: '/api/signout',
      body: z.object({ token: Token }),
      handler: (ctx) => {
        sessions.delete((ctx.body as { token: string }).token)
        return { kind: 'json', body: {} }
      },
    },
    {
      method: 'POST',
      path: '/api/social/start',
      body: z.object({ provider: z.enum(FRAME_SOCIAL_PROVIDERS), appOrigin: z.string() }),
      handler: (ctx) => {
        const { provider, appOrigin } = ctx.body as { provider: string; appOrigin: string }
        const state = randomBytes(16).toString('hex')
        socialStates.set(state, { provider, appOrigin })
        return { kind: 'json', body: { uri: `${selfUrl}/provider/${provider}?state=${state}` } }
      },
    },
    {
      method: 'GET',
      path: '/provider/{provider}',
      required: ['state'],
      handler: (ctx) => {
        const state = ctx.query.get('state') ?? ''
        const pending = socialStates.get(state)
        if (!pending || pending.provider !== ctx.params.provider)
          throw new HttpError(400, 'Unknown or used login state.')
        const email = `${pending.provider}-user@devnet.test`
        return html(
          `Devnet ${pending.provider} login`,
          `<h1>Devnet ${escape(pending.provider)} login</h1><p>Stands in for ${escape(pending.provider)}: no account, no internet. Continuing signs <strong>${escape(email)}</strong> in to <code>${escape(pending.appOrigin)}</code>.</p>
<form method="post" action="/provider/${escape(pending.provider)}/authorize"><input type="hidden" name="state" value="${escape(state)}"><button type="submit">Continue as ${escape(email)}</button></form>`,
          CSP_PAGE,
        )
      },
    },
    {
      method: 'POST',
      path: '/provider/{provider}/authorize',
      rawBody: true,
      handler: (ctx) => {
        const state = new URLSearchParams(ctx.text).get('state') ?? ''
        const pending = socialStates.get(state)
        if (!pending || pending.provider !== ctx.params.provider)
          throw new HttpError(400, 'Unknown or used login state.')
        socialStates.delete(state)
        const code = randomBytes(16).toString('hex')
        socialCodes.set(code, { provider: pending.provider, email: `${pending.provider}-user@devnet.test` })
        const resultUri = `${selfUrl}/provider/result?code=${code}`
        return html(
          'Signed in',
          `<h1>Signed in</h1><p id="result" data-uri="${escape(resultUri)}" data-origin="${escape(pending.appOrigin)}">You can go back to the app.</p><script type="module" src="/done.js"></script>`,
          CSP_DONE,
        )
      },
    },
    {
      method: 'POST',
      path: '/api/social/exchange',
      body: z.object({ code: z.string(), chainId: ChainId }),
      handler: async (ctx) => {
        const { code, chainId } = ctx.body as { code: string; chainId?: string | number }
        const found = socialCodes.get(code)
        if (!found) throw new HttpError(400, 'Unknown or used login code.')
        socialCodes.delete(code)
        const token = newToken()
        const session = { email: found.email, provider: found.provider, accountType: 'eoa' as const }
        sessions.set(token, session)
        return { kind: 'json', body: { token, user: await user(session, chainId) } }
      },
    },
    {
      method: 'GET',
      path: '/mailbox.json',
      handler: (ctx) => {
        const to = ctx.query.get('to')?.toLowerCase()
        return {
          kind: 'json',
          body: {
            messages: mailbox
              .filter((m) => !to || m.to.toLowerCase() === to)
              .slice()
              .reverse(),
          },
        }
      },
    },
    {
      method: 'GET',
      path: '/mailbox',
      handler: () => {
        const rows = mailbox
          .slice()
          .reverse()
          .map((m) => {
            const what =
              m.kind === 'otp'
                ? `<span class="code">${escape(m.code ?? '')}</span>`
                : m.approved
                  ? 'Device approved'
                  : `<form method="post" action="/mailbox/approve"><input type="hidden" name="id" value="${m.id}"><button type="submit">Approve this device</button></form>`
            return `<tr><td>${new Date(m.at).toISOString().slice(11, 19)}</td><td>${escape(m.to)}</td><td>${escape(m.kind === 'otp' ? 'One-time code' : m.subject)}</td><td>${what}</td></tr>`
          })
          .join('')
        return html(
          'Devnet mailbox',
          `<h1>Devnet mailbox</h1><p class="muted">Every email the devnet's secure frame sends lands here (newest first); reload for new mail. JSON: <a href="/mailbox.json">/mailbox.json</a>. An address with <code>+device</code> (e.g. <code>me+device@example.com</code>) must approve its device first.</p>
<table><thead><tr><th>Time (UTC)</th><th>To</th><th>Subject</th><th>Code</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No mail yet.</td></tr>'}</tbody></table>`,
          CSP_PAGE,
        )
      },
    },
    {
      method: 'POST',
      path: '/mailbox/approve',
      rawBody: true,
      handler: (ctx) => {
        const id = new URLSearchParams(ctx.text).get('id') ?? ''
        const mail = mailbox.find((m) => m.id === id && m.kind === 'device')
        if (!mail) throw new HttpError(404, 'No such device approval.')
        mail.approved = true
        approvedDevices.add(deviceApprovals.get(mail.id) ?? '')
        return {
          kind: 'raw',
          status: 303,
          contentType: 'text/plain; charset=utf-8',
          headers: { location: '/mailbox' },
          body: 'See /mailbox',
        }
      },
    },
    {
      method: 'POST',
      path: '/api/farcaster/start',
      body: z.object({ appOrigin: z.string().check(z.minLength(1), z.maxLength(200)) }),
      handler: (ctx) => {
        const { appOrigin } = ctx.body as { appOrigin: string }
        const f: FarcasterSignIn = {
          id: randomBytes(12).toString('hex'),
          channelToken: newToken(),
          appOrigin,
          status: 'pending',
          expires: Date.now() + FARCASTER_SIGN_IN_TTL_MS,
          session: null,
          changed: new Set(),
        }
        farcaster.set(f.id, f)
        return {
          kind: 'json',
          body: { channelToken: f.channelToken, url: farcasterUrl(f), expiresInMs: FARCASTER_SIGN_IN_TTL_MS },
        }
      },
    },
    {
      method: 'POST',
      path: '/api/farcaster/status',
      body: z.object({ channelToken: Token, chainId: ChainId }),
      handler: async (ctx) => {
        const { channelToken, chainId } = ctx.body as { channelToken: string; chainId?: string | number }
        const f = [...farcaster.values()].find((x) => x.channelToken === channelToken)
        if (!f) throw new HttpError(404, 'Unknown Farcaster sign-in channel.')
        // A long poll: answers when the sign-in is answered or expires, else 'pending' after FARCASTER_POLL_MS.
        if (farcasterNow(f).status === 'pending') {
          await new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer)
              f.changed.delete(done)
              resolve()
            }
            const timer = setTimeout(done, Math.max(0, Math.min(FARCASTER_POLL_MS, f.expires - Date.now())))
            f.changed.add(done)
          })
        }
        const { status, session } = farcasterNow(f)
        if (status === 'approved' && session !== null)
          return {
            kind: 'json',
            body: { status, token: session, user: await user(sessions.get(session)!, chainId) },
          }
        return { kind: 'json', body: { status } }
      },
    },
    {
      method: 'GET',
      path: '/farcaster/{id}',
      handler: (ctx) => {
        const f = findFarcaster(ctx.params.id ?? '')
        const who = `@${FARCASTER_DEVNET_USER.username} (fid ${FARCASTER_DEVNET_USER.fid})`
        const body =
          f.status === 'pending'
            ? `<p>Sign in to <code>${escape(f.appOrigin)}</code> as <strong>${escape(who)}</strong>?</p>
<div class="row"><form method="post" action="/farcaster/${f.id}/approve"><button type="submit">Approve</button></form><form method="post" action="/farcaster/${f.id}/decline"><button type="submit">Decline</button></form></div>`
            : `<p role="status">${f.status === 'approved' ? 'Approved. You can go back to the app.' : f.status === 'declined' ? 'Declined. The app was told.' : 'This sign-in expired. Ask the app for a new one.'}</p>`
        return html(
          'Devnet Farcaster sign-in',
          `<h1>Devnet Farcaster</h1><p class="muted">Stands in for the Farcaster app on your phone: no account, no internet. Open the sign-in link from the QR code here.</p>${body}`,
          CSP_PAGE,
        )
      },
    },
    {
      method: 'POST',
      path: '/farcaster/{id}/{answer}',
      rawBody: true,
      handler: (ctx) => {
        const f = findFarcaster(ctx.params.id ?? '')
        const answer = ctx.params.answer
        if (answer !== 'approve' && answer !== 'decline') throw new HttpError(404, 'Answer approve or decline.')
        if (f.status === 'pending') settleFarcaster(f, answer === 'approve' ? 'approved' : 'declined')
        return {
          kind: 'raw',
          status: 303,
          contentType: 'text/plain; charset=utf-8',
          headers: { location: `/farcaster/${f.id}` },
          body: `See /farcaster/${f.id}`,
        }
      },
    },
    {
      method: 'GET',
      path: '/devnet/farcaster',
      handler: () => ({
        kind: 'json',
        body: {
          signIns: [...farcaster.values()]
            .reverse()
            .map((f) => ({ url: farcasterUrl(f), status: farcasterNow(f).status, appOrigin: f.appOrigin })),
        },
      }),
    },
    {
      method: 'POST',
      path: '/devnet/farcaster',
      body: z.object({
        url: z.string().check(z.minLength(1), z.maxLength(2000)),
        action: z.enum(['approve', 'decline', 'expire']),
      }),
      handler: (ctx) => {
        const { url, action } = ctx.body as { url: string; action: 'approve' | 'decline' | 'expire' }
        const f = findFarcaster(url)
        settleFarcaster(f, action === 'approve' ? 'approved' : action === 'decline' ? 'declined' : 'expired')
        return { kind: 'json', body: { status: f.status } }
      },
    },
    {
      method: 'GET',
      path: '/devnet/rpc-log',
      handler: () => ({ kind: 'json', body: rpcLog.slice() }),
    },
    {
      method: 'POST',
      path: '/devnet/silence',
      body: z.object({ silent: z.boolean(), email: z.optional(EmailSchema) }),
      handler: (ctx) => {
        const body = ctx.body as { silent: boolean; email?: string }
        setSilent(body.silent, body.email)
        return { kind: 'json', body: { silent: body.silent } }
      },
    },
  ]

  const server: JsonServer = await startJsonServer({
    name: 'frame',
    port: options.port ?? 0,
    routes,
    onError: options.onError,
  })
  selfUrl = server.url
  return {
    url: server.url,
    frameUrl: `${server.url}/frame`,
    mailboxUrl: `${server.url}/mailbox`,
    messages: () => mailbox.slice(),
    setSilent,
    farcasterSignIns: () =>
      [...farcaster.values()]
        .reverse()
        .map((f) => ({ url: farcasterUrl(f), status: farcasterNow(f).status, appOrigin: f.appOrigin })),
    close: () => server.close(),
  }
}
