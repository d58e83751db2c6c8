import { filter, type OperatorFunction } from 'rxjs'
import { DefinitionError, InvalidEventError, SecretInEventError, type FieldIssue } from '../errors/core.js'
import { toPlainJson } from '../json.js'
import type { EventDefinition, EventOf } from './define.js'
import { hasQuickPath, safeParseFast } from './fastParse.js'
import { findSecretField, hasOnlyDeclaredKeys } from './secrets.js'
import { events as definitions } from './all.js'

/** Every event definition, the schema registry (STYLE §1): one list, src/events/all.ts. */
export const EVENT_DEFINITIONS = Object.values(definitions) as Array<(typeof definitions)[keyof typeof definitions]>

type Definitions = (typeof EVENT_DEFINITIONS)[number]

/** The union of every domain event, as plain `{ type, data }`. */
export type DomainEvent = EventOf<Definitions>

/** The name of an event type. */
export type EventType = DomainEvent['type']

/** The event of one type. */
export type EventOfType<T extends EventType> = Extract<DomainEvent, { type: T }>

/** Where an event came from: the UI, an effect (`effect:fetchBalance`), restore, the log… */
export type EventSource = 'ui' | 'app' | 'restore' | 'log' | 'bus' | `effect:${string}`

/**
 * The envelope the bus adds to every event (STYLE §2). Reducers read time from
 * `at`, never from a clock.
 */
export interface Envelope {
  /** Position in the log, 1-based, total and stable. */
  seq: number
  /** Unique id of this event. */
  id: string
  /** Milliseconds since the epoch, from the injected clock. */
  at: number
  /** Schema version of `data`. */
  v: number
  source: EventSource
  /** Id of the event (usually an intent) this one answers, or null. */
  causationId: string | null
  /** Never persisted when true. */
  ephemeral: boolean
}

/** A domain event with its envelope, as reducers, effects and the log see it. */
export type Stamped<E extends DomainEvent = DomainEvent> = E & Envelope

/** What `emit` and effects hand to the bus: an event, optionally naming its cause. */
export type EventInput = DomainEvent & { causationId?: string | null; ephemeral?: boolean }

const registry: ReadonlyMap<string, EventDefinition> = (() => {
  const map = new Map<string, EventDefinition>()
  for (const def of EVENT_DEFINITIONS) {
    if (map.has(def.type)) throw new DefinitionError(`Event type ${def.type} is defined twice`)
    map.set(def.type, def as unknown as EventDefinition)
  }
  return map
})()

/** The definition of an event type, or undefined for an unknown type. */
export function getEventDefinition(type: string): EventDefinition | undefined {
  return registry.get(type)
}

/** Every known event type name. */
export const EVENT_TYPES: readonly EventType[] = EVENT_DEFINITIONS.map((d) => d.type)

/**
 * What a click on the app's connect button emits: the intent and the router's answer (effects/modal/modalRouter.ts;
 * its test holds the list to what the router does).
 */
export const OPENING_EVENTS = [
  'ModalOpenRequested',
  'ModalOpened',
  'ModalLoaded',
] as const satisfies readonly EventType[]

/**
 * Builds the schemas of `types` and their quick paths now, ahead of their first emit: on the visitor's intent, so
 * the click that follows validates its events as cheaply as any later emit of their types (building them took a
 * third of a millisecond of the click's frame).
 */
export function prepareEvents(types: readonly EventType[]): void {
  for (const type of types) {
    const { schema } = registry.get(type) as EventDefinition
    hasQuickPath(schema)
    hasOnlyDeclaredKeys(schema)
  }
}

/** Builds a typed event; `options.causationId` names the intent it answers. */
export function createEvent<T extends EventType>(
  type: T,
  data: EventOfType<T>['data'],
  options: { causationId?: string | null; ephemeral?: boolean } = {},
): EventOfType<T> & { causationId?: string | null; ephemeral?: boolean } {
  return { type, data, ...options } as EventOfType<T> & { causationId?: string | null; ephemeral?: boolean }
}

/** Whether `event` is of one of the given types (narrows the type). */
export function isEvent<T extends EventType>(event: { type: string }, ...types: T[]): event is Stamped<EventOfType<T>> {
  return (types as string[]).includes(event.type)
}

/** RxJS operator keeping only events of the given types, narrowed. */
export function ofType<T extends EventType>(...types: T[]): OperatorFunction<Stamped, Stamped<EventOfType<T>>> {
  const wanted = new Set<string>(types)
  return filter((event: Stamped): event is Stamped<EventOfType<T>> => wanted.has(event.type))
}

/** Formats a zod issue path as `data.a.b[0]`. */
export function formatPath(prefix: string, path: readonly PropertyKey[]): string {
  let out = prefix
  for (const part of path) {
    out += typeof part === 'number' ? `[${part}]` : out ? `.${String(part)}` : String(part)
  }
  return out
}

/** Issues of a zod result as field issues under `prefix`. */
export function zodIssues(
  prefix: string,
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
): FieldIssue[] {
  return issues.map((issue) => ({ path: formatPath(prefix, issue.path), message: issue.message }))
}

/**
 * Validates an event given to `emit` or produced by an effect and returns its
 * definition and its data as a fresh plain-JSON copy. Throws `InvalidEventError`
 * naming the field, or `SecretInEventError` for a persisted event carrying a secret.
 */
export function validateEventInput(input: unknown, ephemeralOverride = false): { def: EventDefinition; data: unknown } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new InvalidEventError('', [{ path: '(root)', message: 'Expected an object { type, data }' }])
  }
  const { type, data } = input as { type?: unknown; data?: unknown }
  if (typeof type !== 'string') {
    throw new InvalidEventError('', [{ path: 'type', message: 'Expected an event type name' }])
  }
  const def = registry.get(type)
  if (!def) throw new InvalidEventError(type, [{ path: 'type', message: `Unknown event type ${JSON.stringify(type)}` }])
  const parsed = safeParseFast(def.schema, data)
  if (!parsed.success) throw new InvalidEventError(type, zodIssues('data', parsed.error.issues))
  const plain = toPlainJson(parsed.data, 'data')
  // A schema that declares every field name its data can hold was checked for secret names when defined.
  if (!def.ephemeral && !ephemeralOverride && !hasOnlyDeclaredKeys(def.schema)) {
    const secret = findSecretField(plain)
    if (secret) throw new SecretInEventError(type, secret)
  }
  return { def, data: plain }
}

export type { EventDefinition, EventOf, UpcastStep, DefineEventOptions } from './define.js'
export { defineEvent } from './define.js'
export { isSecretFieldName } from './secrets.js'
export { events } from './all.js'
