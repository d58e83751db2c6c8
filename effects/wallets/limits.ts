// The app's wallet limits as the listing's queries, one way for the listing and the search (SPEC §1: wallets included
// and excluded).
import type { GatehouseState } from '../../projections/index.js'

/** Ids as one comma-separated query value, or none for no ids. */
export const list = (ids: readonly string[]): string | undefined => (ids.length === 0 ? undefined : ids.join(','))

/** The app's `wallets.included` and `wallets.excluded` as the listing's include and exclude queries (with `alsoExcluded`). */
export function limits(state: GatehouseState, alsoExcluded: readonly string[] = []) {
  const { included, excluded } = state.config.options.wallets
  return { include: list(included), exclude: list([...excluded, ...alsoExcluded]) }
}
