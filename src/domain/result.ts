import { formatMessage, type MessageId } from '../errors/messages.js'

/** What a validator or parser returns: never a throw on bad input (STYLE §7). */
export type Result<T, E = Issue> = { ok: true; value: T } | { ok: false; error: E }

/** Why an input was refused: a catalogue message id, its English text and optional details. */
export interface Issue {
  id: MessageId
  message: string
  details?: string
}

/** A success. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value }
}

/** A refusal with a catalogue message. */
export function fail(
  id: MessageId,
  details?: string,
  params?: Record<string, string | number>,
): { ok: false; error: Issue } {
  const error: Issue = { id, message: formatMessage(id, params) }
  if (details !== undefined) error.details = details
  return { ok: false, error }
}
