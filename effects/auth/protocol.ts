// The postMessage protocol of the secure frame (SPEC §7 "Secure frame"): app events
// `@gatehouse-app/<TYPE>` with a random id, answered by `@gatehouse-frame/<TYPE>_SUCCESS`
// or `_ERROR` with the same id; `@gatehouse-frame/READY` once the frame is up. Every
// message from the frame is parsed here (zod); the devnet's frame speaks the same.
import * as z from 'zod/mini'
import { frameUserSchema } from '../../src/domain/accounts.js'

/** Prefix of the app's messages to the frame. */
export const APP_PREFIX = '@gatehouse-app/'
/** Prefix of the frame's messages to the app. */
export const FRAME_PREFIX = '@gatehouse-frame/'
/** The frame is ready (SPEC §7). */
export const FRAME_READY = `${FRAME_PREFIX}READY`
/** What the social provider's page posts to the app window when it is done. */
export const SOCIAL_RESULT = `${FRAME_PREFIX}SOCIAL_LOGIN_RESULT`

/**
 * SPEC §3's frame user as the frame answers it, with SPEC §6's second namespace (payload ours): `solana`, when the
 * frame gives its user a Solana account, that account's base58 address and the CAIP-2 id of the Solana chain the
 * frame signs on. Frames without Solana leave it out; the user is then eip155 only.
 */
const frameUserWithSolana = () =>
  z.object({
    // Spread, not z.extend: zod's extend helper would join the start-up chunk (zod's code is shared with it).
    ...frameUserSchema().shape,
    solana: z.optional(
      z.object({
        address: z.string().check(z.maxLength(100)),
        chainId: z.string().check(z.regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/)),
      }),
    ),
  })

/** The app events the flows use (SPEC §7) and the payload each answer must have. */
export const FRAME_ANSWERS = {
  CONNECT_EMAIL: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  CONNECT_DEVICE: z.object({}),
  CONNECT_OTP: z.object({}),
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.string().check(z.minLength(1)) }),
  CONNECT_SOCIAL: frameUserWithSolana(),
  GET_USER: frameUserWithSolana(),
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  SIGN_OUT: z.object({}),
  GET_CHAIN_ID: z.object({ chainId: z.union([z.string(), z.number()]) }),
  SWITCH_NETWORK: z.object({ chainId: z.union([z.string(), z.number()]) }),
  RPC_REQUEST: z.object({ result: z.unknown() }),
  CONNECT_FARCASTER: z.discriminatedUnion('status', [
    z.object({
      status: z.literal('pending'),
      url: z.string().check(z.regex(/^https?:\/\//), z.maxLength(2000)),
      expiresInMs: z.number().check(z.int(), z.positive()),
    }),
    z.object({ status: z.literal('approved'), user: frameUserWithSolana() }),
    z.object({ status: z.literal('declined') }),
    z.object({ status: z.literal('expired') }),
  ]),
  // SPEC §7's smart account networks, init smart account and set preferred account (payloads ours, as the devnet's):
  // GET_SMART_ACCOUNT_ENABLED_NETWORKS `{}` answers the eip155 chain ids where the frame's users have a smart account;
  // INIT_SMART_ACCOUNT `{}` the user's smart account on the frame's chain (its counterfactual address until its first
  // transaction deploys it); SET_PREFERRED_ACCOUNT `{ type }` makes the frame answer for that account from then on
  // (GET_USER, RPC_REQUEST).
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({
    smartAccountEnabledNetworks: z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(1000)),
  }),
  INIT_SMART_ACCOUNT: z.object({ address: z.string().check(z.maxLength(100)), isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.object({
    type: z.enum(['eoa', 'smartAccount']),
    address: z.string().check(z.maxLength(100)),
  }),
  SYNC_THEME: z.object({}),
  SYNC_DAPP_DATA: z.object({}),
} as const

/** An app event the flows use. */
export type FrameCall = keyof typeof FRAME_ANSWERS
/** The answer payload of an app event. */
export type FrameAnswer<T extends FrameCall> = z.output<(typeof FRAME_ANSWERS)[T]>

/**
 * SPEC §7's farcaster app event (its payload is not shown; ours): CONNECT_FARCASTER, in two calls.
 * `{}` opens a sign-in: the frame answers `{ status: 'pending', url, expiresInMs }`, the sign-in URL
 * the visitor opens on their Farcaster app (the QR code) and how long it is good for; the channel's
 * token stays in the frame. `{ url }` waits for that sign-in's outcome: `{ status: 'approved', user }`
 * (the frame now holds the session, as after a social login), `{ status: 'declined' }` or
 * `{ status: 'expired' }`. Declined and expired are answers, not `_ERROR`s: `_ERROR` stays for a
 * frame that failed. The wait is not one of SPEC §9's 30 s calls: it lasts until the sign-in
 * expires, and 30 s more for the frame to say so.
 */
export type FarcasterAnswer = FrameAnswer<'CONNECT_FARCASTER'>

/**
 * SPEC §7's rpc request (its payload is not shown; ours): RPC_REQUEST `{ chainId, method, params }`,
 * `chainId` the eip155 reference as a number, or for the user's Solana account (`solana_signMessage`,
 * `solana_signTransaction`, `solana_signAndSendTransaction`) the Solana chain's CAIP-2 id as a string, `method` and `params` as JSON-RPC has them. The frame
 * answers `{ result }` (JSON: a signature, a transaction hash, null, a node's answer), or `_ERROR`
 * `{ message, code }` with the EIP-1193 / JSON-RPC code (4100 no signed-in user or another address,
 * 4200 a method it does not offer, 4001 its user declined). The keys stay in the frame.
 */
export type RpcRequestAnswer = FrameAnswer<'RPC_REQUEST'>

/**
 * SPEC §3's theme sync as SPEC §7's sync theme (its payload is not shown; ours): SYNC_THEME `{ themeMode, themeVariables }`,
 * `themeMode` 'light' or 'dark' (the app's 'system' resolved to the page's prefers-color-scheme of the moment, sent
 * again when it changes) and `themeVariables` the app's --gh-* CSS values. Answered `{}`, or `_ERROR` for a payload
 * the frame cannot read.
 */
export interface SyncThemePayload {
  themeMode: 'light' | 'dark'
  themeVariables: Record<string, string>
}

/**
 * SPEC §3's dapp metadata sync as SPEC §7's sync dapp data: SYNC_DAPP_DATA `{ name, description, url, icons,
 * sdkVersion, sdkType, projectId }`; answered `{}`, or `_ERROR` for a payload the frame cannot read.
 */
export interface SyncDappDataPayload {
  name: string
  description: string
  url: string
  icons: string[]
  sdkVersion: string
  sdkType: string
  projectId: string
}

/** Any message from the frame: a type and, for answers, the id of the call. */
export const FrameMessageSchema = z.object({
  type: z.string().check(z.startsWith(FRAME_PREFIX)),
  id: z.optional(z.string()),
  payload: z.optional(z.unknown()),
})

/** An `_ERROR` payload: the frame's message, if it gave one, and the EIP-1193 / JSON-RPC code of a refused RPC request. */
export const FrameErrorPayloadSchema = z.object({
  message: z.optional(z.string()),
  code: z.optional(z.number().check(z.int())),
})

/** The social provider page's message: the result URI to hand to CONNECT_SOCIAL. */
export const SocialResultSchema = z.object({
  type: z.literal(SOCIAL_RESULT),
  resultUri: z.string().check(z.minLength(1)),
})

/** A frame user (SPEC §3), with its Solana account when the frame gives one (SPEC §6). */
export type FrameUser = FrameAnswer<'GET_USER'>
