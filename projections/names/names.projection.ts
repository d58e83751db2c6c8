import type { EventOfType } from '../../src/events/index.js'
import { ENS_CACHE_MS, NAME_SUFFIXES } from '../../src/domain/constants.js'
import type { ErrorData } from '../../src/errors/GatehouseError.js'
import { defineProjection } from '../../src/store/projection.js'

/** What resolving a name answered (SPEC §7 GET /v1/profile/account/{name}), and when it was fetched. */
export type ResolvedName = Omit<EventOfType<'NameResolved'>['data'], 'name'> & { at: number }

/** A registration (SPEC §4): under way for the label asked, done with the full name, or failed with the error. */
export type NameRegistration =
  | { status: 'registering'; name: string }
  | { status: 'registered'; name: string; address: string }
  | { status: 'failed'; name: string; error: ErrorData }

/**
 * Read model of names: those resolved in this page, by name (from the ephemeral NameResolved), the registration,
 * and the suffix names are registered under (SPEC §5; configurable). The suggestions for a name being typed are
 * ephemeral answers the view listens for while it shows.
 */
export interface NamesState {
  resolved: Record<string, ResolvedName>
  suffix: string
  registration: NameRegistration | null
}

const dropRegistration = (draft: NamesState) => {
  draft.registration = null
}

/**
 * The names read model. SPEC §9 caches a resolved name 5 minutes: an answer within that time of the one kept is
 * the cached answer repeated, and keeps its fetch time. A registration is the active account's, dropped when it
 * changes or disconnects.
 */
export const namesProjection = defineProjection({
  name: 'names',
  // 2: suffix and registration.
  version: 2,
  initial: { resolved: {}, suffix: NAME_SUFFIXES[0], registration: null } as NamesState,
  on: {
    NameResolved(draft, { data: { name, ...answer }, at }) {
      const kept = draft.resolved[name]
      if (kept === undefined || at - kept.at >= ENS_CACHE_MS) draft.resolved[name] = { ...answer, at }
    },
    NamesConfigured(draft, event) {
      draft.suffix = event.data.suffix
    },
    NameRegisterRequested(draft, event) {
      draft.registration = { status: 'registering', name: event.data.name }
    },
    NameRegistered(draft, event) {
      draft.registration = { status: 'registered', ...event.data }
    },
    NameRegisterFailed(draft, event) {
      draft.registration = { status: 'failed', ...event.data }
    },
    Disconnected: dropRegistration,
    AccountChanged: dropRegistration,
  },
})
