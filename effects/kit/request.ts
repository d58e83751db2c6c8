// Shared pieces of the network effects: a request as a cancellable
// Observable, and the active account the effects fetch for.
import { Observable } from 'rxjs'
import type { CaipNetworkId, ChainNamespace } from '../../src/domain/caip.js'
import type { GatehouseState } from '../../projections/index.js'

/**
 * A request as an Observable: `run` gets an AbortSignal that aborts when the
 * subscriber unsubscribes (a `switchMap` moving on cancels the request).
 */
export function fromRequest<T>(run: (signal: AbortSignal) => Promise<T>): Observable<T> {
  return new Observable<T>((subscriber) => {
    const controller = new AbortController()
    run(controller.signal).then(
      (value) => {
        subscriber.next(value)
        subscriber.complete()
      },
      (error: unknown) => subscriber.error(error),
    )
    return () => controller.abort()
  })
}

/** The connected account of the active namespace, on the active network. */
export interface ActiveAccount {
  namespace: ChainNamespace
  address: string
  chainId: CaipNetworkId
  /** The active network is the 'unsupported' placeholder (SPEC §4). */
  unsupported: boolean
}

/** The active namespace's connected account, or null when none is connected. */
export function selectActiveAccount(state: Pick<GatehouseState, 'network' | 'connection'>): ActiveAccount | null {
  const namespace = state.network.activeNamespace
  if (namespace === null) return null
  const c = state.connection.byNamespace[namespace]
  if (c?.status !== 'connected') return null
  const active = state.network.byNamespace[namespace]
  return { namespace, address: c.address, chainId: active?.chainId ?? c.chainId, unsupported: active?.unsupported === true }
}
