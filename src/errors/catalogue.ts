// SPEC §8: the base class of the catalogue's errors, the configuration error, the aborted request and the alerts: what
// the start-up code throws or shows (src/errors/thrown.ts holds the rest of the catalogue's errors).
import { GatehouseError, type GatehouseErrorOptions } from './GatehouseError.js'
import { formatMessage, CORE_MESSAGES, type MessageId } from './messages.js'

/** A GatehouseError whose shortMessage is a catalogue message; `messageId` lets the UI translate it. */
export class CatalogueError extends GatehouseError {
  override name = 'CatalogueError'
  readonly messageId: MessageId

  constructor(
    messageId: MessageId,
    options: GatehouseErrorOptions & { params?: Record<string, string | number> } = {},
  ) {
    super(formatMessage(messageId, options.params), options)
    this.messageId = messageId
  }
}

/** A class `catalogueError` makes. */
export type CatalogueErrorClass = new (options?: GatehouseErrorOptions) => CatalogueError

/** A CatalogueError class of its own name for one message (src/errors/thrown.ts defines SPEC §8's). */
export function catalogueError(name: string, messageId: MessageId): CatalogueErrorClass {
  const C = class extends CatalogueError {
    constructor(options: GatehouseErrorOptions = {}) {
      super(messageId, options)
      this.name = name
    }
  }
  Object.defineProperty(C, 'name', { value: name })
  return C
}

/** The caller aborted the request through its AbortSignal (SPEC §8 'Request was aborted'). */
export class RequestAbortedError extends CatalogueError {
  override name = 'RequestAbortedError'
  constructor(options: GatehouseErrorOptions = {}) {
    super('requestAborted', options)
  }
}

/** A configuration given to Gatehouse is wrong (found at start-up, never later). */
export class ConfigurationError extends CatalogueError {
  override name = 'ConfigurationError'
}

/** SPEC §8: the alert kinds, each reported once per kind. */
export const ALERTS = {
  NetworkNotFound: {
    shortMessage: CORE_MESSAGES.alertNetworkNotFound,
    longMessage: CORE_MESSAGES.alertNetworkNotFoundDetails,
  },
  InvalidAppConfiguration: {
    shortMessage: CORE_MESSAGES.alertInvalidAppConfiguration,
    longMessage: CORE_MESSAGES.alertInvalidAppConfigurationDetails,
  },
  SessionExpired: {
    shortMessage: CORE_MESSAGES.alertSessionExpired,
    longMessage: CORE_MESSAGES.alertSessionExpiredDetails,
  },
  ProjectIdNotConfigured: {
    shortMessage: CORE_MESSAGES.alertProjectIdNotConfigured,
    longMessage: CORE_MESSAGES.alertProjectIdNotConfiguredDetails,
  },
} as const

/** An alert kind (SPEC §8). */
export type AlertKind = keyof typeof ALERTS
