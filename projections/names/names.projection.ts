import type { EventOfType } from '../../src/events/index.js'
import { ENS_CACHE_MS } from '../../src/domain/constants.js'
import { defineProjection } from '../../src/store/projection.js'

/** What resolving a name answered (SPEC §7 GET /v1/profile/account/{name}), and when it was fetched. */
export type ResolvedName = Omit<EventOfType<'NameResolved'>['data'], 'name'> & { at: number }

/**
 * Read model of the names resolved in this page, by name. Built from the ephemeral NameResolved only, so it is
 * never in a snapshot or an exported log: a reload starts without it.
 */
export interface NamesState {
  resolved: Record<string, ResolvedName>
}

/**
 * The names read model. SPEC §9 caches a resolved name 5 minutes: an answer within that time of the one kept is
 * the cached answer repeated, and keeps its fetch time.
 */
export const namesProjection = defineProjection({
  name: 'names',
  version: 1,
  initial: { resolved: {} } as NamesState,
  on: {
    NameResolved(draft, { data: { name, ...answer }, at }) {
      const kept = draft.resolved[name]
      if (kept === undefined || at - kept.at >= ENS_CACHE_MS) draft.resolved[name] = { ...answer, at }
    },
  },
})
