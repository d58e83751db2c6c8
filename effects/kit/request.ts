// Shared pieces of the network effects: a request as a cancellable
// Observable, and the active account the effects fetch for.
import { Observable } from 'rxjs'
import type { CaipNetworkId, ChainNamespace } from '../../src/domain/caip.js'
import type { GatehouseState } from '../../projections/index.js'
import { isRequestedNetwork } from '../../projections/network/network.selectors.js'

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
  /**
   * The active network is the 'unsupported' placeholder (SPEC §4) or not among the app's requested
   * networks: the data API is not asked for it (SPEC §7 "most return empty results if the active
   * network is unsupported"), as the read models already treat it.
   */
  unsupported: boolean
}

/** The active namespace's connected account, or null when none is connected. */
export function selectActiveAccount(
  state: Pick<GatehouseState, 'network' | 'connection' | 'config'>,
): ActiveAccount | null {
  const namespace = state.network.activeNamespace
  if (namespace === null) return null
  const c = state.connection.byNamespace[namespace]
  if (c?.status !== 'connected') return null
  const active = state.network.byNamespace[namespace]
  const chainId = active?.chainId ?? c.chainId
  return {
    namespace,
    address: c.address,
    chainId,
    unsupported: active?.unsupported === true || !isRequestedNetwork(state.config, chainId),
  }
}
