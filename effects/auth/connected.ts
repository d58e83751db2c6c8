// The facts of a signed-in frame user: AuthConnected for the auth read model,
// Connected through the auth connector (SPEC §6: eip155 only here; solana when the
// frame gives a solana account), the user's accounts, and the user's email and name for the account.
import { AUTH_CONNECTOR_NAMESPACES, type FrameUser } from '../../src/domain/accounts.js'
import type { SocialProvider } from '../../src/domain/auth.js'
import { parseCaipNetworkId, type CaipNetworkId } from '../../src/domain/caip.js'
import { InvalidResponseError } from '../../src/errors/thrown.js'
import { createEvent, type EventInput } from '../../src/events/index.js'

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

/** What says `user` is signed in: AuthConnected, the connection through the auth connector, and the user's email and name for its account. */
export function userFacts(user: FrameUser, provider: SocialProvider | null, cause: { causationId?: string }) {
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

/** The events that say `user` is signed in (causation: the intent answered). */
export function connectedEvents(
  user: FrameUser,
  provider: SocialProvider | null,
  cause: { causationId?: string },
): EventInput[] {
  const facts = userFacts(user, provider, cause)
  return [
    facts.authConnected,
    createEvent('Connected', { connectorId: AUTH_CONNECTOR_ID, ...facts.connection }, cause),
    facts.accountsListed,
    facts.userFetched,
  ]
}
