// The account the frame answers for (SPEC §3: an EVM embedded user's default account type is smartAccount; the
// visitor may choose the EOA, kept as the account read model's preferredAccountType). Shared by the logins and the
// auth adapter's connect and restore, so every way in ends on the account the visitor prefers.
import { concatMap, from, type Observable, of } from 'rxjs'
import type { Deps } from '../../src/deps.js'
import { DEFAULT_ACCOUNT_TYPES } from '../../src/domain/accounts.js'
import type { SocialProvider } from '../../src/domain/auth.js'
import type { EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { appServesSolana, connectedEvents, userChainId } from './connected.js'
import { callFrame } from './frame.js'
import type { FrameUser } from './protocol.js'

/** The eip155 account type the visitor prefers: the read model's choice, else SPEC §3's default (smartAccount). */
export function preferredEvmAccountType(state: GatehouseState): 'eoa' | 'smartAccount' {
  const type = state.account.byNamespace.eip155?.preferredAccountType ?? DEFAULT_ACCOUNT_TYPES.eip155
  return type === 'smartAccount' ? 'smartAccount' : 'eoa'
}

/**
 * `user` on the account the visitor prefers. On an eip155 chain where the frame has smart accounts (SPEC §7 smart
 * account networks), the frame inits the user's smart account (its counterfactual address until the first
 * transaction deploys it), is told the preferred type (set preferred account) and gives the user again, now with that
 * address. Elsewhere (Solana, a chain without smart accounts) the user stays as the frame gave it: an EOA.
 */
export function withPreferredAccount(deps: Deps, state: GatehouseState, user: FrameUser): Observable<FrameUser> {
  const chainId = userChainId(user.chainId)
  if (!chainId.startsWith('eip155:')) return of(user)
  const reference = Number(chainId.slice('eip155:'.length))
  const type = preferredEvmAccountType(state)
  return callFrame(deps, state, 'GET_SMART_ACCOUNT_ENABLED_NETWORKS').pipe(
    concatMap(({ smartAccountEnabledNetworks }) =>
      !smartAccountEnabledNetworks.includes(reference)
        ? of(user)
        : callFrame(deps, state, 'INIT_SMART_ACCOUNT').pipe(
            concatMap(() => callFrame(deps, state, 'SET_PREFERRED_ACCOUNT', { type })),
            concatMap(() => callFrame(deps, state, 'GET_USER')),
          ),
    ),
  )
}

/**
 * The events that say `user` is signed in, on the account the visitor prefers (causation: the intent answered), with
 * the user's Solana account connected too when the frame gives one on a chain the app serves (SPEC §6).
 */
export function signedInEvents(
  deps: Deps,
  state: GatehouseState,
  user: FrameUser,
  provider: SocialProvider | null,
  cause: { causationId?: string },
): Observable<EventInput> {
  const servesSolana = (chainId: string) => appServesSolana(state, deps, chainId)
  return withPreferredAccount(deps, state, user).pipe(
    concatMap((u) => from(connectedEvents(u, provider, cause, servesSolana))),
  )
}
