// The facts of a signed-in frame user: AuthConnected for the auth read model,
// Connected through the auth connector (SPEC §6: eip155, and solana when the frame gives
// the user a Solana account and the app serves that chain), the user's accounts, and the
// user's email and name for each account.
import type { Deps } from '../../src/deps.js'
import { AUTH_CONNECTOR_NAMESPACES } from '../../src/domain/accounts.js'
import { checkSolanaAddress } from '../../src/domain/addressChecks.js'
import type { SocialProvider } from '../../src/domain/auth.js'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import { parseCaipNetworkId } from '../../src/domain/caipIds.js'
import { findNetwork, NETWORKS } from '../../src/domain/networks.js'
import { InvalidAddressError, InvalidResponseError } from '../../src/errors/thrown.js'
import { createEvent, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import type { FrameUser } from './protocol.js'

/** The auth (embedded wallet) connector's id (SPEC §6). */
export const AUTH_CONNECTOR_ID = 'auth'

/** The frame user's chain as CAIP-2: a number or decimal string is an eip155 reference. */
export function userChainId(chainId: string | number): CaipNetworkId {
  const text = String(chainId)
  if (/^[1-9][0-9]*$/.test(text)) return `eip155:${text}` as CaipNetworkId
  const parsed = parseCaipNetworkId(text)
  if (!parsed.ok) throw new InvalidResponseError({ details: `The frame user's chain ${text} is not a chain id` })
  return text as CaipNetworkId
}

/**
 * Whether the app serves the Solana chain `chainId` (where the frame's user has its Solana account): the solana
 * adapter is on, the chain is among the app's networks and, when the app requested networks, among those. An app
 * without Solana gets the user's eip155 connection only (no unsupported-network placeholder for a chain it never asked for).
 */
export function appServesSolana(
  state: Pick<GatehouseState, 'config'>,
  deps: Pick<Deps, 'networks'>,
  chainId: string,
): boolean {
  const { adapters, networks } = state.config
  return (
    adapters.includes('solana') &&
    findNetwork(deps.networks ?? NETWORKS, chainId) !== undefined &&
    (networks.requested === null || networks.requested.includes(chainId as CaipNetworkId))
  )
}

/** The facts of the user's Solana account (SPEC §6), when the frame gives one on a chain `serves` accepts; else null. */
function solanaFacts(
  user: FrameUser,
  who: { email: string | null; userName: string | null; provider: SocialProvider | null },
  cause: { causationId?: string },
  serves: ((chainId: string) => boolean) | undefined,
) {
  const { solana } = user
  if (!solana || !serves?.(solana.chainId)) return null
  const checked = checkSolanaAddress(solana.address)
  if (!checked.ok)
    throw new InvalidAddressError({ details: `The frame user's Solana account: ${checked.error.message}` })
  const chainId = solana.chainId as CaipNetworkId
  const address = checked.value
  const namespace = 'solana' as const
  return {
    connection: { namespace, chainId, address, walletName: who.email ?? who.userName ?? who.provider ?? 'Email' },
    // A Solana account has no smart account: the one key the frame holds.
    accountsListed: createEvent('AccountsListed', { namespace, accounts: [{ address, type: 'eoa' as const }] }, cause),
    userFetched: createEvent(
      'AuthUserFetched',
      { namespace, email: who.email, username: who.userName, socialProvider: who.provider },
      cause,
    ),
  }
}

/**
 * What says `user` is signed in: AuthConnected, the eip155 connection through the auth connector, and the user's
 * email and name for its account; `solana`, the same for its Solana account when the frame gives one on a chain
 * `servesSolana` accepts (none given: eip155 only).
 */
export function userFacts(
  user: FrameUser,
  provider: SocialProvider | null,
  cause: { causationId?: string },
  servesSolana?: (chainId: string) => boolean,
) {
  const facts = evmFacts(user, provider, cause)
  return { ...facts, solana: solanaFacts(user, facts.who, cause, servesSolana) }
}

/** What says `user` is signed in: AuthConnected, the connection through the auth connector, and the user's email and name for its account. */
function evmFacts(user: FrameUser, provider: SocialProvider | null, cause: { causationId?: string }) {
  const chainId = userChainId(user.chainId)
  const namespace = chainId.split(':')[0] as (typeof AUTH_CONNECTOR_NAMESPACES)[number]
  if (!AUTH_CONNECTOR_NAMESPACES.includes(namespace)) {
    throw new InvalidResponseError({ details: `The embedded wallet serves eip155 and solana, not ${namespace}` })
  }
  const email = user.email ?? null
  const userName = user.userName ?? null
  const authUser = {
    email,
    address: user.address,
    chainId: user.chainId,
    accounts: user.accounts ?? [{ address: user.address, type: user.preferredAccountType ?? 'eoa' }],
    userName,
    smartAccountDeployed: user.smartAccountDeployed ?? false,
    ...(user.preferredAccountType ? { preferredAccountType: user.preferredAccountType } : {}),
  }
  return {
    who: { email, userName, provider },
    authConnected: createEvent('AuthConnected', { user: authUser, provider }, cause),
    // SPEC §3 "Account (list entry)": the EOA and, where the frame has one, the smart account, each with its type
    // (the send form reads it: SPEC §5, no insufficient gas for a smart account).
    accountsListed: createEvent('AccountsListed', { namespace, accounts: authUser.accounts }, cause),
    connection: { namespace, chainId, address: user.address, walletName: email ?? userName ?? provider ?? 'Email' },
    userFetched: createEvent(
      'AuthUserFetched',
      {
        namespace,
        email,
        username: userName,
        smartAccountDeployed: authUser.smartAccountDeployed,
        ...(user.preferredAccountType ? { preferredAccountType: user.preferredAccountType } : {}),
        socialProvider: provider,
      },
      cause,
    ),
  }
}

/**
 * The events that say `user` is signed in (causation: the intent answered): its Solana account's first, when there
 * is one, so that the eip155 connection, connected last, stays the active namespace (the logins are eip155's).
 */
export function connectedEvents(
  user: FrameUser,
  provider: SocialProvider | null,
  cause: { causationId?: string },
  servesSolana?: (chainId: string) => boolean,
): EventInput[] {
  const facts = userFacts(user, provider, cause, servesSolana)
  return [
    facts.authConnected,
    ...(facts.solana
      ? [
          createEvent('Connected', { connectorId: AUTH_CONNECTOR_ID, ...facts.solana.connection }, cause),
          facts.solana.accountsListed,
          facts.solana.userFetched,
        ]
      : []),
    createEvent('Connected', { connectorId: AUTH_CONNECTOR_ID, ...facts.connection }, cause),
    facts.accountsListed,
    facts.userFetched,
  ]
}
