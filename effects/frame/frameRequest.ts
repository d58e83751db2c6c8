// Minimal stand-in for the frame's RPC call (SPEC §7 "rpc request"), so the auth adapter builds;
// the frame-signing branch owns the real one (typed errors with the frame's code) and replaces it.
import { map, type Observable } from 'rxjs'
import type { Deps } from '../../src/deps.js'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import type { GatehouseState } from '../../projections/index.js'
import { callFrame } from './frame.js'

/** One wallet request to the embedded wallet in the frame (RPC_REQUEST); emits its result once. */
export function frameRequest(deps: Deps, state: GatehouseState, request: { chainId: CaipNetworkId; method: string; params?: unknown }): Observable<unknown> {
  const [, reference] = request.chainId.split(':')
  const chainId = /^[0-9]+$/.test(reference ?? '') ? Number(reference) : request.chainId
  return callFrame(deps, state, 'RPC_REQUEST', { chainId, method: request.method, params: request.params ?? [] }).pipe(map((answer) => answer.result))
}
