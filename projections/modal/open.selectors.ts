import type { View } from '../../src/domain/views.js'
import type { GatehouseState } from '../index.js'
import { selectAnyConnected } from '../connection/connection.selectors.js'

/** Whether a connection restored with its address is being re-synced (SPEC §4: shown as connecting meanwhile). */
function selectReconnecting(state: GatehouseState): boolean {
  return Object.values(state.connection.byNamespace).some(
    (c) => c?.status === 'connecting' && c.restoring && c.address !== null,
  )
}

/**
 * The view opening the modal shows (SPEC §2): a requested view wins; otherwise a connected address leads to Account,
 * else Connect; with no adapters and no address, AllWallets on mobile and ConnectingWalletConnectBasic elsewhere. The
 * router opens it, and the shell loads its code ahead on the visitor's intent.
 */
export function selectViewOnOpen(state: GatehouseState, request: { view?: View; mobile?: boolean } = {}): View {
  if (request.view !== undefined) return request.view
  // A connection restored from the log and still being re-synced has its address on the page already (the app
  // renders it at once): opening shows that account, not Connect, which the re-sync would then close.
  if (selectAnyConnected(state) || selectReconnecting(state)) return 'Account'
  if (state.config.adapters.length === 0) return request.mobile === true ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return 'Connect'
}
