import type * as z from 'zod/mini'
import type { ChainNamespace } from '../../src/domain/caip.js'
import type { SiwxSessionData } from '../../src/domain/siwxConfig.js'
import type { SiwxSigned } from '../../src/events/siwx.js'
import { defineProjection } from '../../src/store/projection.js'

/** A stored SIWX session (SPEC §3). */
export type SiwxSession = z.output<typeof SiwxSigned.schema>['session']

/** The message SIWXSignMessage asks the wallet to sign. */
export interface SiwxPendingMessage {
  namespace: ChainNamespace
  message: string
  data: SiwxSessionData
}

/** Read model of SIWX sessions by `chainId|address`, and the message waiting to be signed. */
export interface SiwxState {
  ids: string[]
  byId: Record<string, SiwxSession & { signedAt: number }>
  /** The message prepared for the connected account and network, or null. */
  pending: SiwxPendingMessage | null
  /** True from Sign until the wallet answers and the signature is checked (SPEC §8 'Authenticating...'). */
  signing: boolean
}

/** Key of a session: `chainId|address`. */
export const siwxKey = (chainId: string, address: string): string => `${chainId}|${address.toLowerCase()}`

/** Milliseconds of an RFC 3339 time, or NaN. */
const timeOf = (value: string | undefined) => (value === undefined ? Number.NaN : Date.parse(value))

/** Whether a session is expired at `at` (ms); an unreadable Expiration Time counts as expired. */
function isSessionExpired(session: SiwxSession, at: number): boolean {
  const exp = session.data.expirationTime
  if (exp === undefined) return false
  const t = timeOf(exp)
  return Number.isNaN(t) || at >= t
}

function prune(draft: SiwxState, at: number): void {
  // SPEC §4: expired sessions are never used; time is the envelope's.
  const keep = draft.ids.filter((id) => {
    const s = draft.byId[id]
    if (s && !isSessionExpired(s, at)) return true
    delete draft.byId[id]
    return false
  })
  if (keep.length !== draft.ids.length) draft.ids = keep
}

const stopSigning = (draft: SiwxState) => {
  draft.signing = false
}

// The flow of a message ends with the account, network or session it was for; expired sessions go.
const endFlow = (draft: SiwxState, event: { at: number }) => {
  draft.pending = null
  draft.signing = false
  prune(draft, event.at)
}

const pruneExpired = (draft: SiwxState, event: { at: number }) => prune(draft, event.at)

/**
 * The SIWX sessions read model: SiwxSigned stores a session (the default
 * storage is the log itself); SiwxSessionsLoaded puts in what the app's own
 * storage holds for a network and address; sessions past their Expiration
 * Time are dropped whenever an account connects or changes, the network
 * switches, the log is restored or the modal opens or closes, so the router
 * never counts one. The prepared message lives until it is signed or the
 * account, network or connection changes.
 */
export const siwxProjection = defineProjection({
  name: 'siwx',
  version: 2,
  initial: { ids: [], byId: {}, pending: null, signing: false } as SiwxState,
  on: {
    SiwxSigned(draft, event) {
      const { data } = event.data.session
      const key = siwxKey(data.chainId, data.accountAddress)
      if (!(key in draft.byId)) draft.ids.push(key)
      draft.byId[key] = { ...event.data.session, signedAt: event.at }
      draft.pending = null
      draft.signing = false
    },
    SiwxSignRequested(draft) {
      draft.signing = draft.pending !== null
    },
    SiwxSignFailed: stopSigning,
    SiwxCancelRequested: stopSigning,
    SiwxInitFailed: stopSigning,
    SiwxSessionsCleared(draft) {
      // SPEC §4: clearing sessions sets the list to empty.
      draft.ids = []
      draft.byId = {}
    },
    SiwxMessagePrepared(draft, event) {
      draft.pending = { namespace: event.data.namespace, message: event.data.message, data: event.data.data }
    },
    SiwxSessionsLoaded(draft, event) {
      const key = siwxKey(event.data.chainId, event.data.address)
      // The newest usable session of the app's storage for this key, if any.
      const usable = event.data.sessions
        .filter((s) => siwxKey(s.data.chainId, s.data.accountAddress) === key && !isSessionExpired(s, event.at))
        .at(-1)
      if (usable) {
        if (!(key in draft.byId)) draft.ids.push(key)
        draft.byId[key] = { ...usable, signedAt: event.at }
      } else if (key in draft.byId) {
        delete draft.byId[key]
        draft.ids = draft.ids.filter((id) => id !== key)
      }
    },
    Connected: endFlow,
    AccountChanged: endFlow,
    NetworkSwitched: endFlow,
    Disconnected: endFlow,
    SessionRestored: endFlow,
    ModalOpenRequested: pruneExpired,
    ModalCloseRequested: pruneExpired,
  },
})
