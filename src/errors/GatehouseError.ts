/** Plain-data form of an error, as carried inside events (STYLE §7). */
export interface ErrorData {
  name: string
  shortMessage: string
  code?: number | undefined
}

/** Options shared by every Gatehouse error class. */
export interface GatehouseErrorOptions {
  details?: string | undefined
  cause?: unknown
  code?: number | undefined
}

/**
 * Base class of every error Gatehouse throws at an I/O edge or an API boundary:
 * `shortMessage` is the one-line summary, `details` the specifics, `cause` the original.
 */
export class GatehouseError extends Error {
  override name = 'GatehouseError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly code: number | undefined

  constructor(shortMessage: string, options: GatehouseErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.shortMessage = shortMessage
    this.details = options.details
    this.code = options.code
  }

  /** The plain-data form that may travel inside an event. */
  toData(): ErrorData {
    return this.code === undefined
      ? { name: this.name, shortMessage: this.shortMessage }
      : { name: this.name, shortMessage: this.shortMessage, code: this.code }
  }
}

/** Turns anything thrown into the plain-data form carried by failure events. */
export function toErrorData(error: unknown): ErrorData {
  if (error instanceof GatehouseError) return error.toData()
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    const data: ErrorData = { name: error.name || 'Error', shortMessage: error.message || String(error) }
    if (typeof code === 'number' && Number.isFinite(code)) data.code = code
    return data
  }
  return { name: 'UnknownError', shortMessage: describeValue(error) }
}

/**
 * Any value as text for a message, never throwing: strings as they are, then
 * JSON, then String(), then the object tag (an object whose toString and
 * valueOf are not functions defeats String()).
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value
  try {
    const json = typeof value === 'bigint' ? undefined : JSON.stringify(value)
    if (json !== undefined) return json
  } catch {
    // a cycle, or a toJSON that throws: try String()
  }
  try {
    return String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}
