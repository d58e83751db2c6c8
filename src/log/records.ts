import { safeParseFast } from '../events/fastParse.js'
import { findSecretField, hasOnlyDeclaredKeys, isSecretFieldName } from '../events/secrets.js'
import { getEventDefinition, zodIssues, type EventDefinition, type Stamped } from '../events/index.js'
import { QUARANTINE_REASONS } from '../events/system.js'
import { toPlainJson, type Json } from '../json.js'

/** Why a stored record was set aside. */
export type QuarantineReason = (typeof QUARANTINE_REASONS)[number]

/** The result of reading one stored record: the event, or why it cannot be used (STYLE §3). */
export type RecordResult =
  | { ok: true; event: Stamped; upcast: boolean }
  | { ok: false; reason: QuarantineReason; detail: string; seq: number | null; eventType: string | null }

/** Looks up an event definition by type (the registry, or a test's own). */
export type DefinitionLookup = (type: string) => EventDefinition | undefined

function fail(reason: QuarantineReason, detail: string, seq: number | null, eventType: string | null): RecordResult {
  return { ok: false, reason, detail, seq, eventType }
}

const SOURCE = /^(ui|app|restore|log|bus|effect:.+)$/
// Sources already seen valid: a log holds a few dozen distinct ones, so most records skip the pattern.
const knownSources = new Set<string>()
const isSource = (source: unknown): boolean => {
  if (typeof source !== 'string') return false
  if (knownSources.has(source)) return true
  if (!SOURCE.test(source)) return false
  if (knownSources.size < 1024) knownSources.add(source)
  return true
}

/**
 * Reads a stored event record: checks the envelope, upcasts an older schema
 * version through the numbered steps, validates the data. Never throws.
 */
export function readRecord(raw: unknown, lookup: DefinitionLookup = getEventDefinition): RecordResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return fail('malformed', 'Record is not an object', null, null)
  }
  const r = raw as Record<string, unknown>
  const seq = Number.isSafeInteger(r.seq) && (r.seq as number) > 0 ? (r.seq as number) : null
  const type = typeof r.type === 'string' ? r.type : null
  if (seq === null) return fail('malformed', 'seq must be a positive integer', null, type)
  if (type === null) return fail('malformed', 'type must be a string', seq, null)
  if (typeof r.id !== 'string' || r.id.length === 0)
    return fail('malformed', 'id must be a non-empty string', seq, type)
  if (typeof r.at !== 'number' || !Number.isFinite(r.at))
    return fail('malformed', 'at must be a finite number', seq, type)
  if (!Number.isSafeInteger(r.v) || (r.v as number) < 1)
    return fail('malformed', 'v must be a positive integer', seq, type)
  if (!isSource(r.source)) return fail('malformed', 'source is not a known source', seq, type)
  if (r.causationId !== null && typeof r.causationId !== 'string') {
    return fail('malformed', 'causationId must be a string or null', seq, type)
  }
  if (r.ephemeral !== false) return fail('malformed', 'ephemeral events are never stored', seq, type)

  const def = lookup(type)
  if (!def) return fail('unknown-type', `Unknown event type ${JSON.stringify(type)}`, seq, type)
  const v = r.v as number
  if (v > def.version) {
    return fail('version-too-new', `Version ${v} is newer than this build's ${def.version}`, seq, type)
  }
  let data: unknown = r.data
  if (v < def.version) {
    try {
      for (let step = v; step < def.version; step++) {
        const up = def.up[step]
        if (!up) return fail('upcast-failed', `No upcast step from version ${step}`, seq, type)
        data = up(data)
      }
    } catch (error) {
      return fail('upcast-failed', error instanceof Error ? error.message : String(error), seq, type)
    }
  }
  const parsed = safeParseFast(def.schema, data)
  if (!parsed.success) {
    const issues = zodIssues('data', parsed.error.issues)
    return fail('invalid', issues.map((i) => `${i.path}: ${i.message}`).join('; '), seq, type)
  }
  // The secret-field rule on read as on write (src/events/secrets.ts): a record written by an older build, another
  // app or a hand never brings an OTP code or a session token back. A closed schema already dropped every name it
  // does not declare, and declares none that is secret.
  const secret = hasOnlyDeclaredKeys(def.schema) ? null : findSecretField(parsed.data)
  if (secret) return fail('invalid', `${secret} is a secret-named field; secrets are never kept in the log`, seq, type)
  const event = {
    type,
    data: parsed.data,
    seq,
    id: r.id,
    at: r.at,
    v: def.version,
    source: r.source,
    causationId: r.causationId ?? null,
    ephemeral: false,
  } as Stamped
  return { ok: true, event, upcast: v < def.version }
}

/** A record kept aside instead of restored, with the reason (STYLE §3). */
export interface QuarantineEntry {
  /** Storage key of the record, as JSON. */
  key: string
  seq: number | null
  eventType: string | null
  reason: QuarantineReason
  detail: string
  /** The record as it was stored (as JSON; a value JSON cannot hold is described instead). */
  record: Json
}

/** Builds the quarantine entry of a bad record. */
export function quarantineEntry(
  key: unknown,
  raw: unknown,
  result: Extract<RecordResult, { ok: false }>,
): QuarantineEntry {
  let record: Json
  try {
    record = redactSecrets(toPlainJson(raw))
  } catch {
    record = { unreadable: Object.prototype.toString.call(raw) }
  }
  return {
    key: JSON.stringify(key),
    seq: result.seq,
    eventType: result.eventType,
    reason: result.reason,
    detail: result.detail,
    record,
  }
}

/** A copy of a JSON value with the value of every secret-named field replaced: a quarantined record is exported. */
export function redactSecrets(value: Json): Json {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return value.map(redactSecrets)
  const out: { [key: string]: Json } = {}
  for (const key of Object.keys(value))
    out[key] = isSecretFieldName(key) ? '[redacted]' : redactSecrets(value[key] as Json)
  return out
}
