// Every event definition by name, for apps that validate or document the public event schema.
export { ModalOpenRequested, ModalOpened, ModalCloseRequested, ModalClosed } from './modal.js'
export { ConnectRequested, Connected, ConnectFailed, DisconnectRequested, Disconnected } from './connection.js'
export { NetworkSwitchRequested, NetworkSwitched } from './network.js'
export { BalanceFetched, BalanceFetchFailed } from './balance.js'
export { SiwxSigned } from './siwx.js'
export { TxQueued } from './transaction.js'
export {
  SessionRestored,
  LogStorageUnavailable,
  LogRecordQuarantined,
  LogWriteFailed,
  EffectFailed,
  ReducerFailed,
} from './system.js'
