import { BehaviorSubject, Subject, type Observable } from 'rxjs'
import { DisposedError } from '../errors/core.js'
import { toErrorData } from '../errors/GatehouseError.js'
import {
  createEvent,
  validateEventInput,
  type EventDefinition,
  type EventInput,
  type EventSource,
  type Stamped,
} from '../events/index.js'
import { deepFreeze } from '../json.js'
import type { Store } from '../store/store.js'

interface Queued {
  def: EventDefinition
  data: unknown
  id: string
  at: number
  source: EventSource
  causationId: string | null
  ephemeral: boolean
}

/** Where the bus hands persisted events and gets sequence numbers from. */
export interface BusLog {
  allocateSeq(): number
  append(event: Stamped): void
}

/** Options of the bus. */
export interface BusOptions {
  store: Store<object>
  now(): number
  newId(): string
  /** Freeze events in development and tests (STYLE §5). */
  freeze: boolean
}

/**
 * The event bus (ARCHITECTURE "Data flow"). Each event is validated, stamped
 * with its envelope, folded by the reducers, appended to the log and only then
 * shown to effects and subscribers. Events emitted while one is being
 * dispatched (by an effect or a subscriber) are queued and dispatched after it,
 * never re-entered, so the order is total and stable. Listeners of the state
 * are told once per burst.
 */
export class Bus {
  private readonly queue: Queued[] = []
  private draining = false
  private started = false
  private disposed = false
  private log: BusLog | null = null
  private readonly subject = new Subject<Stamped>()
  private readonly state: BehaviorSubject<object>
  /** Every dispatched event, in order, after the reducers have seen it. */
  readonly events$: Observable<Stamped> = this.subject.asObservable()
  /** The combined read model, after each event that changed it. */
  readonly state$: Observable<object>

  constructor(private readonly options: BusOptions) {
    this.state = new BehaviorSubject(options.store.getState())
    this.state$ = this.state.asObservable()
  }

  /**
   * Validates and queues an event; returns its id. Throws `InvalidEventError`
   * (naming the field) or `SecretInEventError`, and then nothing is queued.
   */
  emit(input: EventInput | unknown, source: EventSource = 'app', causationId: string | null = null): string {
    if (this.disposed) throw new DisposedError()
    const { causationId: fromInput, ephemeral: wantsEphemeral } = (input ?? {}) as EventInput
    const { def, data } = validateEventInput(input, wantsEphemeral === true)
    const item: Queued = {
      def,
      data,
      id: this.options.newId(),
      at: this.options.now(),
      source,
      causationId: causationId ?? fromInput ?? null,
      ephemeral: def.ephemeral || wantsEphemeral === true,
    }
    this.queue.push(item)
    this.drain()
    return item.id
  }

  /** Starts dispatching (after restore), with `first` ahead of anything queued meanwhile. */
  start(log: BusLog, first: Array<{ input: EventInput; source: EventSource }> = []): void {
    this.log = log
    const queuedMeanwhile = this.queue.splice(0)
    this.started = true
    this.draining = true // hold dispatch until the whole prefix is queued
    try {
      for (const { input, source } of first) this.emit(input, source)
    } finally {
      this.draining = false
    }
    this.queue.push(...queuedMeanwhile)
    this.drain()
  }

  /** Replaces the read models without events (restore), telling listeners. */
  resetState(states: Record<string, object>): void {
    this.options.store.replace(states)
    this.state.next(this.options.store.getState())
    this.options.store.notify()
  }

  private stamp(item: Queued): Stamped {
    const event = {
      type: item.def.type,
      data: item.data,
      // Ephemeral events are never stored, so they take no log position: seq 0.
      seq: item.ephemeral ? 0 : (this.log as BusLog).allocateSeq(),
      id: item.id,
      at: item.at,
      v: item.def.version,
      source: item.source,
      causationId: item.causationId,
      ephemeral: item.ephemeral,
    } as Stamped
    return this.options.freeze ? deepFreeze(event) : event
  }

  private drain(): void {
    if (this.draining || !this.started || this.disposed) return
    this.draining = true
    const { store } = this.options
    let changed = false
    try {
      let item: Queued | undefined
      while ((item = this.queue.shift()) !== undefined) {
        const event = this.stamp(item)
        if (
          store.apply([event], (projection, failed, error) => {
            this.queue.unshift(this.reducerFailed(projection.name, failed, error))
          })
        ) {
          changed = true
          this.state.next(store.getState())
        }
        if (!event.ephemeral) (this.log as BusLog).append(event)
        this.subject.next(event)
      }
    } finally {
      this.draining = false
    }
    if (changed) store.notify()
    // A listener may have emitted while being told.
    if (this.queue.length > 0) this.drain()
  }

  private reducerFailed(projection: string, event: Stamped, error: unknown): Queued {
    const input = createEvent('ReducerFailed', {
      projection,
      eventType: event.type,
      eventId: event.id,
      error: toErrorData(error),
    })
    const { def, data } = validateEventInput(input)
    return { def, data, id: this.options.newId(), at: event.at, source: 'bus', causationId: event.id, ephemeral: true }
  }

  /** Stops dispatching and completes the streams. */
  dispose(): void {
    if (this.disposed) return
    this.disposed = true
    this.queue.length = 0
    this.subject.complete()
    this.state.complete()
  }
}
