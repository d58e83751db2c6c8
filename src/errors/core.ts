import { GatehouseError, type GatehouseErrorOptions } from './GatehouseError.js'

/** One problem found in an input, with the path of the field that is wrong. */
export interface FieldIssue {
  /** Dotted path of the offending field, e.g. `data.address` or `type`. */
  path: string
  message: string
}

/** An event given to `emit` (or produced by an effect) is not a valid `DomainEvent`; nothing was appended. */
export class InvalidEventError extends GatehouseError {
  override name = 'InvalidEventError'
  /** The first offending field, e.g. `data.chainId`. */
  readonly field: string
  readonly issues: readonly FieldIssue[]

  constructor(eventType: string, issues: readonly FieldIssue[], options: GatehouseErrorOptions = {}) {
    const first = issues[0] ?? { path: '', message: 'Invalid input' }
    super(`Invalid event${eventType ? ` ${eventType}` : ''}: ${first.path || '(root)'}: ${first.message}`, {
      details: issues.map((i) => `${i.path || '(root)'}: ${i.message}`).join('; '),
      ...options,
    })
    this.field = first.path
    this.issues = issues
  }
}

/** A persisted event would carry a secret (OTP code, private key, session token…); secrets never enter the log. */
export class SecretInEventError extends GatehouseError {
  override name = 'SecretInEventError'
  readonly field: string

  constructor(eventType: string, field: string) {
    super(`Event ${eventType} carries a secret field (${field}); secrets never enter the log`)
    this.field = field
  }
}

/** A value that must be plain JSON (events, read models) is not: `bigint`, functions, class instances, cycles, NaN. */
export class NotPlainJsonError extends GatehouseError {
  override name = 'NotPlainJsonError'
  readonly field: string

  constructor(field: string, found: string) {
    super(`${field || '(root)'} is not plain JSON (found ${found}); bigint travels as a decimal string`)
    this.field = field
  }
}

/** An event definition or projection registry is inconsistent (a programming error found at start-up). */
export class DefinitionError extends GatehouseError {
  override name = 'DefinitionError'
}

/** An exported log given to `replay` or an import is not a Gatehouse log. */
export class InvalidLogError extends GatehouseError {
  override name = 'InvalidLogError'
}

/** The persistent log could not read or write its storage. */
export class LogStorageError extends GatehouseError {
  override name = 'LogStorageError'
}

/** The instance was used after `dispose()`. */
export class DisposedError extends GatehouseError {
  override name = 'DisposedError'
  constructor() {
    super('This Gatehouse instance has been disposed')
  }
}

/** The lazy chunk with the effect runner and the default effects (src/runtime.ts) did not load: no effect runs. */
export class RuntimeLoadError extends GatehouseError {
  override name = 'RuntimeLoadError'
  constructor(options: GatehouseErrorOptions = {}) {
    super("Gatehouse's effects could not be loaded", options)
  }
}
