export { GatehouseError, toErrorData, type ErrorData, type GatehouseErrorOptions } from './GatehouseError.js'
export {
  DefinitionError,
  DisposedError,
  RuntimeLoadError,
  InvalidEventError,
  InvalidLogError,
  LogStorageError,
  NotPlainJsonError,
  SecretInEventError,
  type FieldIssue,
} from './core.js'
export * from './catalogue.js'
export * from './thrown.js'
export * from './serverAlerts.js'
export { formatMessage, CORE_MESSAGES, type MessageCatalogue, type MessageId } from './messages.js'
