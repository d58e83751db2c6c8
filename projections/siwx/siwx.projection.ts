import type * as z from 'zod/mini'
import type { SiwxSigned } from '../../src/events/siwx.js'
import { defineProjection } from '../../src/store/projection.js'

/** A stored SIWX session (SPEC §3). */
export type SiwxSession = z.output<typeof SiwxSigned.schema>['session']

/** Read model of SIWX sessions by `chainId|address`. */
export interface SiwxState {
  ids: string[]
  byId: Record<string, SiwxSession & { signedAt: number }>
}

/** Key of a session: `chainId|address`. */
export const siwxKey = (chainId: string, address: string): string => `${chainId}|${address.toLowerCase()}`

/** The SIWX sessions read model (the flow arrives with the SIWX issue). */
export const siwxProjection = defineProjection({
  name: 'siwx',
  version: 1,
  handles: ['SiwxSigned', 'SiwxSessionsCleared'],
  initial: { ids: [], byId: {} } as SiwxState,
  reduce(draft, event) {
    switch (event.type) {
      case 'SiwxSigned': {
        const { data } = event.data.session
        const key = siwxKey(data.chainId, data.accountAddress)
        if (!(key in draft.byId)) draft.ids.push(key)
        draft.byId[key] = { ...event.data.session, signedAt: event.at }
        return
      }
      case 'SiwxSessionsCleared':
        // SPEC §4: clearing sessions sets the list to empty.
        return { ids: [], byId: {} }
      default:
        return
    }
  },
})
