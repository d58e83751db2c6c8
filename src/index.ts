// gatehouse: the core, no React. Explicit export list (STYLE §11).
export { createGatehouse } from './createGatehouse.js'
export type { Gatehouse, GatehouseConfig, LogConfig } from './createGatehouse.js'
export { replay } from './replay.js'
export type { Replay, ReplayOptions } from './replay.js'
export {
  createEvent,
  defineEvent,
  EVENT_DEFINITIONS,
  EVENT_TYPES,
  events,
  getEventDefinition,
  isEvent,
  ofType,
} from './events/index.js'
export type {
  DomainEvent,
  Envelope,
  EventDefinition,
  EventInput,
  EventOfType,
  EventSource,
  EventType,
  Stamped,
  UpcastStep,
} from './events/index.js'
export { defineProjection } from './store/projection.js'
export type { AnyProjection, Projection, StateOf } from './store/projection.js'
export { createSelector } from './store/selector.js'
export type { Selector } from './store/selector.js'
export type { Effect, Effects } from './bus/effects.js'
export type { Deps } from './deps.js'
export { importLog, parseExportedLog, LOG_FORMAT, LOG_FORMAT_VERSION } from './log/log.js'
export type { ExportedLog, Snapshot } from './log/log.js'
export type { QuarantineEntry, QuarantineReason } from './log/records.js'
export { indexedDbStorage, memoryStorage, createMemoryDatabase } from './log/storage.js'
export type { LogStorage, MemoryDatabase } from './log/storage.js'
export {
  DefinitionError,
  DisposedError,
  GatehouseError,
  InvalidEventError,
  InvalidLogError,
  LogStorageError,
  NotPlainJsonError,
  SecretInEventError,
} from './errors/index.js'
export type { ErrorData, FieldIssue } from './errors/index.js'
export { defaultProjections } from '../projections/index.js'
export type {
  Balance,
  BalancesState,
  ConnectionState,
  GatehouseState,
  ModalState,
  NamespaceConnection,
  NetworkState,
  SiwxState,
  SystemState,
  TransactionsState,
} from '../projections/index.js'
export {
  selectActiveChainId,
  selectAnyConnected,
  selectBalance,
  selectConnection,
  selectModalOpen,
  selectModalView,
} from '../projections/index.js'
export { defaultEffects } from '../effects/index.js'
export { NAMESPACES, type CaipNetworkId, type ChainNamespace } from './domain/caip.js'
export { VIEWS, type View } from './domain/views.js'
