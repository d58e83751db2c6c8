import type { ChainNamespace } from '../../src/domain/caip.js'
import { IDENTITY_CACHE_MS } from '../../src/domain/constants.js'
import type { SystemState } from '../system/system.projection.js'
import type { AccountState } from './account.projection.js'

/**
 * Whether this page fetched the profile of `address`, the account of `namespace`, less than SPEC §9's 5 minutes
 * before `now`. A fetch before the page's restore (a reload) is not fresh.
 */
export const selectProfileFresh = (
  state: { account: AccountState; system: SystemState },
  namespace: ChainNamespace,
  address: string,
  now: number,
): boolean => {
  const a = state.account.byNamespace[namespace]
  // The same account: EVM addresses compare without case (sameAddress).
  const same = namespace === 'eip155' ? a?.address?.toLowerCase() === address.toLowerCase() : a?.address === address
  const at = a?.profileFetchedAt ?? null
  return same && at !== null && at >= (state.system.restoredAt ?? at) && now - at < IDENTITY_CACHE_MS
}
