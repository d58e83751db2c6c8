// SPEC §3: account types and their defaults by chain; the frame-user, token-balance
// and wallet-asset shapes as zod schemas.
import * as z from 'zod/mini'
import type { ChainNamespace } from './caip.js'
import { TOKEN_BALANCE_RETRY_BLOCK_MS } from './constants.js'
import { fail, ok, type Result } from './result.js'

/** A schema built on first use, once: module evaluation builds none (it is part of every app's start-up). */
function once<S>(build: () => S): () => S {
  let built: S | undefined
  return () => (built ??= build())
}

/** SPEC §3 / §6: the account types. */
export const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment'] as const
/** An account type (SPEC §3). */
export type AccountType = (typeof ACCOUNT_TYPES)[number]
/** Schema of an account type. */
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES)

/** SPEC §3: default account type by chain: Bitcoin payment, EVM smartAccount, Polkadot eoa, Solana eoa. */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
}

/** SPEC §6: the auth (embedded wallet) connector supports eip155 and solana only. */
export const AUTH_CONNECTOR_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/** SPEC §3: the frame user. */
export const frameUserSchema = once(() =>
  z.object({
    // Bounded: what the frame sends reaches the log and the screen (an email address is at most 254 characters,
    // RFC 5321; a name 255, as names from services; an address or chain id 100).
    email: z.nullable(z.optional(z.string().check(z.maxLength(254)))),
    address: z.string().check(z.maxLength(100)),
    chainId: z.union([z.string().check(z.maxLength(100)), z.number()]),
    accounts: z.optional(
      z
        .array(z.object({ address: z.string().check(z.maxLength(100)), type: AccountTypeSchema }))
        .check(z.maxLength(100)),
    ),
    userName: z.nullable(z.optional(z.string().check(z.maxLength(255)))),
    smartAccountDeployed: z.optional(z.boolean()),
    preferredAccountType: z.optional(AccountTypeSchema),
  }),
)
/** The same schema, built where it is used (for types and outside users; bundles drop it when unused). */
export const FrameUserSchema = /* @__PURE__ */ frameUserSchema()
/** A frame user (SPEC §3). */
export type FrameUser = z.infer<typeof FrameUserSchema>

/** SPEC §3: a token balance; `address` is absent for the native token. */
export const tokenBalanceSchema = once(() =>
  z.object({
    name: z.string(),
    symbol: z.string(),
    chainId: z.string(),
    address: z.optional(z.string()),
    value: z.number(),
    price: z.number(),
    quantity: z.object({ decimals: z.string(), numeric: z.string() }),
    iconUrl: z.string(),
  }),
)
/** The same schema, built where it is used (for types and outside users; bundles drop it when unused). */
export const TokenBalanceSchema = /* @__PURE__ */ tokenBalanceSchema()
/** A token balance (SPEC §3). */
export type TokenBalance = z.infer<typeof TokenBalanceSchema>

/** SPEC §3: an asset reported by a wallet. */
const walletAssetSchema = once(() =>
  z.object({
    address: z.string(),
    balance: z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'Expected a hex string')),
    type: z.enum(['ERC20', 'NATIVE']),
    metadata: z.object({
      name: z.string(),
      symbol: z.string(),
      decimals: z.number(),
      price: z.number(),
      iconUrl: z.string(),
    }),
  }),
)
/** The same schema, built where it is used (for types and outside users; bundles drop it when unused). */
export const WalletAssetSchema = /* @__PURE__ */ walletAssetSchema()
/** A wallet asset (SPEC §3). */
export type WalletAsset = z.infer<typeof WalletAssetSchema>

/** SPEC §5: token balances whose quantity has zero decimals are dropped. */
export function dropZeroDecimalBalances<T extends { quantity: { decimals: string } }>(balances: readonly T[]): T[] {
  return balances.filter((b) => b.quantity.decimals !== '0')
}

/** Parses a token balance list from outside and drops zero-decimal quantities (SPEC §5). Never throws. */
export function parseTokenBalances(input: unknown): Result<TokenBalance[]> {
  const parsed = z.array(tokenBalanceSchema()).safeParse(input)
  if (!parsed.success) return fail('invalidInput', parsed.error.issues[0]?.message)
  return ok(dropZeroDecimalBalances(parsed.data))
}

/** Parses a frame user. Never throws. */
export function parseFrameUser(input: unknown): Result<FrameUser> {
  const parsed = frameUserSchema().safeParse(input)
  return parsed.success ? ok(parsed.data) : fail('invalidInput', parsed.error.issues[0]?.message)
}

/** SPEC §8 / §9: token balance retries are blocked for 30 s after a failure (`lastRetry` is the failure time, ms). */
export function isTokenBalanceRetryBlocked(lastRetry: number | undefined, now: number): boolean {
  return typeof lastRetry === 'number' && typeof now === 'number' && now - lastRetry < TOKEN_BALANCE_RETRY_BLOCK_MS
}
