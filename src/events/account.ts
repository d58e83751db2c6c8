import * as z from 'zod/mini'
import { AccountTypeSchema, tokenBalanceSchema } from '../domain/accounts.js'
import { CaipNetworkIdSchema, ChainNamespaceSchema } from '../domain/caip.js'
import { errorDataSchema, nonEmpty } from './common.js'
import { defineEvent } from './define.js'

/** The accounts a wallet exposes for a namespace (SPEC §3 "Account (list entry)"). */
export const AccountsListed = defineEvent('AccountsListed', () =>
  z.object({
    namespace: ChainNamespaceSchema,
    accounts: z.array(
      z.object({
        address: nonEmpty(),
        type: AccountTypeSchema,
        publicKey: z.optional(z.string()),
        path: z.optional(z.string()),
      }),
    ),
  }),
)

/** The identity of an address (SPEC §3: Identity: name, avatar). */
export const ProfileFetched = defineEvent('ProfileFetched', () =>
  z.object({ address: nonEmpty(), name: z.nullable(z.string()), avatar: z.nullable(z.string()) }),
)

/** The embedded wallet's user for a namespace (SPEC §3 "Frame user"; no session token, ever). */
export const AuthUserFetched = defineEvent('AuthUserFetched', () =>
  z.object({
    namespace: ChainNamespaceSchema,
    email: z.nullable(z.string()),
    username: z.nullable(z.string()),
    smartAccountDeployed: z.optional(z.boolean()),
    preferredAccountType: z.optional(AccountTypeSchema),
    socialProvider: z.optional(z.nullable(z.string())),
  }),
)

/** The token balances of `address` on `chainId` (SPEC §3 "Token balance"). */
export const TokenBalancesFetched = defineEvent('TokenBalancesFetched', () =>
  z.object({ chainId: CaipNetworkIdSchema, address: nonEmpty(), balances: z.array(tokenBalanceSchema()) }),
)

/** The visitor chose a tab of the Account view (SPEC §1: Tokens, NFTs, Activity). */
export const AccountTabRequested = defineEvent('AccountTabRequested', () =>
  z.object({ tab: z.enum(['tokens', 'nfts', 'activity']) }),
)

/** Fetching the identity of an address failed (SPEC §7 /v1/identity); the profile keeps what it had. */
export const ProfileFetchFailed = defineEvent('ProfileFetchFailed', () =>
  z.object({ address: nonEmpty(), error: errorDataSchema() }),
)

/** The account types a visitor may choose for an EVM embedded-wallet account (SPEC §3: `eoa` or `smartAccount`). */
const chosenAccountType = () => z.enum(['eoa', 'smartAccount'])
/** A namespace and the account type chosen for it. */
const accountTypeChoice = () => z.object({ namespace: ChainNamespaceSchema, type: chosenAccountType() })

/** The visitor chose the account type of `namespace` (the Account view's switch; SPEC §3 preferredAccountTypes). */
export const AccountTypeRequested = defineEvent('AccountTypeRequested', accountTypeChoice)

/**
 * The preferred account type of `namespace` is now `type`: the frame answers for that account (SPEC §7 set preferred
 * account), or, signed out, the next sign-in asks for it.
 */
export const AccountTypeSwitched = defineEvent('AccountTypeSwitched', accountTypeChoice)

/** Switching the account type failed; the account and its preferred type stay as they were. */
export const AccountTypeSwitchFailed = defineEvent('AccountTypeSwitchFailed', () =>
  z.object({ namespace: ChainNamespaceSchema, type: chosenAccountType(), error: errorDataSchema() }),
)

/** The smart account `address` has code on `chainId` now (SPEC §3 smartAccountDeployed: its first transaction made it). */
export const SmartAccountDeployed = defineEvent('SmartAccountDeployed', () =>
  z.object({ chainId: CaipNetworkIdSchema, address: nonEmpty() }),
)
