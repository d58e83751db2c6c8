import type { View } from '../../src/domain/views.js'
import type { ConfigState } from '../config/config.projection.js'
import type { ConnectionState } from '../connection/connection.projection.js'
import type { ModalState } from '../modal/modal.projection.js'
import { selectActiveChainId, selectActiveNetworkSupported } from '../network/network.selectors.js'
import type { NetworkState } from '../network/network.projection.js'
import { siwxKey, type SiwxState } from './siwx.projection.js'

type GateState = {
  siwx: SiwxState
  config: ConfigState
  connection: ConnectionState
  network: NetworkState
  modal: ModalState
}

/** SPEC §2: the views on which a required SIWX gate keeps the modal from closing. */
const SIWX_GATED_VIEWS: readonly View[] = ['SIWXSignMessage', 'ApproveTransaction']

/** Whether a session is stored for the network and address. */
const selectHasSiwxSession = (state: { siwx: SiwxState }, chainId: string, address: string): boolean =>
  siwxKey(chainId, address) in state.siwx.byId

/** The connected address of the active namespace, or null. */
function activeAddress(state: { connection: ConnectionState; network: NetworkState }): string | null {
  const ns = state.network.activeNamespace
  const c = ns ? state.connection.byNamespace[ns] : undefined
  return c?.status === 'connected' ? c.address : null
}

/** Whether a session exists for the active network and connected address. */
export const selectActiveSiwxSession = (state: Omit<GateState, 'modal' | 'config'>): boolean => {
  const address = activeAddress(state)
  const chainId = selectActiveChainId(state)
  return address !== null && chainId !== null && selectHasSiwxSession(state, chainId, address)
}

/**
 * SPEC §4: SIWXSignMessage opens when an account is connected on a supported
 * network, SIWX is enabled and no stored session exists for that network and address.
 */
export const selectSiwxSignNeeded = (state: Omit<GateState, 'modal'>): boolean =>
  state.config.siwx.enabled &&
  activeAddress(state) !== null &&
  selectActiveNetworkSupported(state) &&
  !selectActiveSiwxSession(state)

/**
 * SPEC §2: the modal cannot be closed on SIWXSignMessage or ApproveTransaction
 * when SIWX is required and no session exists yet.
 */
export const selectSiwxGateClosed = (state: GateState): boolean =>
  state.modal.open &&
  state.modal.view !== null &&
  SIWX_GATED_VIEWS.includes(state.modal.view) &&
  state.config.siwx.required &&
  !selectActiveSiwxSession(state)
