import type { ChainNamespace } from '../../src/domain/caip.js'
import { IDENTITY_CACHE_MS } from '../../src/domain/constants.js'
import type { AccountState } from './account.projection.js'

/** Whether this page fetched the profile of `address`, the account of `namespace`, less than SPEC §9's 5 minutes before `now`. */
export const selectProfileFresh = (
  state: { account: AccountState },
  namespace: ChainNamespace,
  address: string,
  now: number,
): boolean => {
  const a = state.account.byNamespace[namespace]
  // The same account: EVM addresses compare without case (sameAddress).
  const same = namespace === 'eip155' ? a?.address?.toLowerCase() === address.toLowerCase() : a?.address === address
  return same && a?.profileFetchedAt != null && now - a.profileFetchedAt < IDENTITY_CACHE_MS
}
