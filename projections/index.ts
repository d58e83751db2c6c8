import type { StateOf } from '../src/store/projection.js'
import { balancesProjection } from './balances/balances.projection.js'
import { connectionProjection } from './connection/connection.projection.js'
import { modalProjection } from './modal/modal.projection.js'
import { networkProjection } from './network/network.projection.js'
import { siwxProjection } from './siwx/siwx.projection.js'
import { systemProjection } from './system/system.projection.js'
import { transactionsProjection } from './transactions/transactions.projection.js'

/** Every read model the modal renders, registered by default. */
export const defaultProjections = [
  modalProjection,
  connectionProjection,
  networkProjection,
  balancesProjection,
  siwxProjection,
  transactionsProjection,
  systemProjection,
] as const

/** The combined read model of the default projections. */
export type GatehouseState = StateOf<typeof defaultProjections>

export {
  balancesProjection,
  connectionProjection,
  modalProjection,
  networkProjection,
  siwxProjection,
  systemProjection,
  transactionsProjection,
}
export type { ModalState } from './modal/modal.projection.js'
export type { ConnectionState, NamespaceConnection } from './connection/connection.projection.js'
export type { NetworkState } from './network/network.projection.js'
export type { BalancesState, Balance, NamespaceBalances } from './balances/balances.projection.js'
export { selectBalance } from './balances/balances.selectors.js'
export type { SiwxState, SiwxSession } from './siwx/siwx.projection.js'
export type { TransactionsState, QueuedRequest } from './transactions/transactions.projection.js'
export type { SystemState } from './system/system.projection.js'
export { selectModalOpen, selectModalView } from './modal/modal.selectors.js'
export { selectConnection, selectAnyConnected } from './connection/connection.selectors.js'
export { selectActiveChainId } from './network/network.selectors.js'
