import type { ErrorData } from '../../src/errors/GatehouseError.js'
import { defineProjection } from '../../src/store/projection.js'

/** Read model of the core's own health: where the log lives, what restore found, what failed. */
export interface SystemState {
  storage: 'indexeddb' | 'memory' | null
  storageError: ErrorData | null
  restoredAt: number | null
  restoredHead: number
  quarantined: number
  effectFailures: Record<string, { count: number; last: ErrorData; stopped: boolean }>
}

/** The system read model. */
export const systemProjection = defineProjection({
  name: 'system',
  version: 1,
  initial: {
    storage: null,
    storageError: null,
    restoredAt: null,
    restoredHead: 0,
    quarantined: 0,
    effectFailures: {},
  } as SystemState,
  on: {
    SessionRestored(draft, event) {
      draft.storage = event.data.storage
      draft.restoredAt = event.at
      draft.restoredHead = event.data.head
    },
    LogStorageUnavailable(draft, event) {
      draft.storage = 'memory'
      draft.storageError = event.data.error
    },
    LogRecordQuarantined(draft) {
      draft.quarantined += 1
    },
    EffectFailed(draft, event) {
      const f = draft.effectFailures[event.data.effect]
      if (f) {
        f.count += 1
        f.last = event.data.error
        f.stopped = event.data.outcome === 'stopped'
      } else {
        draft.effectFailures[event.data.effect] = {
          count: 1,
          last: event.data.error,
          stopped: event.data.outcome === 'stopped',
        }
      }
    },
  },
})
