import { asyncScheduler, type SchedulerLike } from 'rxjs'

/**
 * Everything effects and the core take from the outside world (ARCHITECTURE
 * "Data flow" step 3). Tests inject fakes or real local peers and virtual time.
 * Later issues add http, rpc transports, wallet providers, relay and frame here.
 */
export interface Deps {
  /** Milliseconds since the epoch; envelopes read time from here, reducers from envelopes. */
  now(): number
  /** A new unique id. */
  newId(): string
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  /** Scheduler for effects' timers, debounces and cooldowns (RxJS virtual time in tests). */
  scheduler: SchedulerLike
}

/** A random RFC 4122 v4 id from `crypto.getRandomValues` (works outside secure contexts too). */
export function randomId(): string {
  const b = new Uint8Array(16)
  crypto.getRandomValues(b)
  b[6] = ((b[6] as number) & 0x0f) | 0x40
  b[8] = ((b[8] as number) & 0x3f) | 0x80
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/** The real-world dependencies, with any given ones in their place. */
export function createDeps(overrides: Partial<Deps> = {}): Deps {
  return {
    now: () => Date.now(),
    newId: randomId,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    scheduler: asyncScheduler,
    ...overrides,
  }
}
