import { Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import type { GatehouseState } from '../../projections/index.js'
import { closeFrame } from './frame.js'

/**
 * Holds the secure frame for as long as Gatehouse runs: when its effects stop (dispose), the iframe the logins made and
 * its message listener leave the page. Emits nothing and never fails, so it is unsubscribed only then.
 */
export const releaseFrame: Effect<GatehouseState> = (_event$, _state$, deps) =>
  new Observable<never>(() => () => closeFrame(deps))
