import { ENS_CACHE_MS } from '../../src/domain/constants.js'
import type { NamesState, ResolvedName } from './names.projection.js'

/** The answer for `name` resolved less than SPEC §9's 5 minutes before `now`, or null: then it is asked again. */
export const selectFreshResolvedName = (
  state: { names: NamesState },
  name: string,
  now: number,
): ResolvedName | null => {
  const kept = state.names.resolved[name]
  return kept !== undefined && now - kept.at < ENS_CACHE_MS ? kept : null
}
