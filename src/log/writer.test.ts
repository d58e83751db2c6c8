import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEvent, type EventInput, type Stamped } from '../events/index.js'
import { memoryStorage, type LogStorage } from './storage.js'
import { createWriter, retryDelay, type Writer } from './writer.js'
import { createLog } from './log.js'

const stamped = (seq: number): Stamped =>
  ({
    ...createEvent('NetworkSwitched', { chainId: `eip155:${seq}` }),
    seq,
    id: `id-${seq}`,
    at: 0,
    v: 1,
    source: 'app',
    causationId: null,
  }) as unknown as Stamped

/** A memory storage whose first `failures` transactions fail; each transaction's (fake) time is recorded. */
function failing(failures: number) {
  const inner = memoryStorage()
  const attempts: number[] = []
  let left = failures
  const storage: LogStorage = {
    kind: 'memory',
    transact(mode, fn) {
      attempts.push(Date.now())
      if (left-- > 0) return Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'))
      return inner.transact(mode, fn)
    },
  }
  return { storage, attempts }
}

/** Milliseconds between consecutive attempts. */
const gaps = (times: number[]) => times.slice(1).map((t, i) => t - (times[i] as number))

function writer(storage: LogStorage, reports: EventInput[] = [], written = vi.fn()): Writer {
  return createWriter({
    storage,
    maxBatch: 1000,
    report: (e) => reports.push(e),
    written,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  })
}

describe('log writer', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('default', async () => {
    const { storage, attempts } = failing(0)
    const written = vi.fn()
    const w = writer(storage, [], written)
    w.append(stamped(1))
    w.append(stamped(2))
    expect(attempts).toHaveLength(0) // written in a task of its own
    await vi.advanceTimersByTimeAsync(0)
    expect(attempts).toHaveLength(1) // one transaction for the events of one task
    expect(written).toHaveBeenCalledWith([stamped(1), stamped(2)], { before: 0, head: 2, renumbered: false })
    expect(w.pending).toEqual([])
  })

  it('behavior: a failed write is retried after 250 ms, then 500 ms, doubling (measured, not a constant backoff)', async () => {
    const { storage, attempts } = failing(6)
    const reports: EventInput[] = []
    const w = writer(storage, reports)
    w.append(stamped(1))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(gaps(attempts)).toEqual([250, 500, 1000, 2000, 4000, 8000])
    expect(w.pending).toEqual([])
    expect(reports.map((r) => r.type)).toEqual(Array(6).fill('LogWriteFailed'))
  })

  it('error: a flush in the task that appended, on a failing storage: one retry at a time, on the backoff, and none after stop', async () => {
    const { storage, attempts } = failing(Number.POSITIVE_INFINITY)
    const w = writer(storage)
    const start = Date.now()
    w.append(stamped(1))
    await w.flush().catch(() => undefined)
    await vi.advanceTimersByTimeAsync(4_000)
    // The flush's attempt, then the backoff alone: 250, 500, 1,000, 2,000 ms (the append's own task waits on it).
    expect(attempts.map((t) => t - start)).toEqual([0, 250, 750, 1750, 3750])
    w.stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(attempts).toHaveLength(5)
    expect(w.pending).toEqual([stamped(1)])
  })

  it('error: a write that fails after stop (in flight when the log was disposed) is not retried', async () => {
    const { storage, attempts } = failing(Number.POSITIVE_INFINITY)
    const w = writer(storage)
    w.append(stamped(1))
    const flushed = w.flush().catch(() => undefined)
    w.stop()
    await flushed
    await vi.advanceTimersByTimeAsync(60_000)
    expect(attempts).toHaveLength(1)
  })

  it('behavior: the backoff stops growing at 30 s', async () => {
    const { storage, attempts } = failing(11)
    const w = writer(storage)
    w.append(stamped(1))
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(gaps(attempts)).toEqual([250, 500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000])
    expect(retryDelay(1)).toBe(250)
    expect(retryDelay(100)).toBe(30_000)
  })

  it('behavior: a success resets the count, so the next failure waits 250 ms again', async () => {
    let fail = 3
    const inner = memoryStorage()
    const attempts: number[] = []
    const storage: LogStorage = {
      kind: 'memory',
      transact(mode, fn) {
        attempts.push(Date.now())
        return fail-- > 0 ? Promise.reject(new Error('busy')) : inner.transact(mode, fn)
      },
    }
    const w = writer(storage)
    w.append(stamped(1))
    await vi.advanceTimersByTimeAsync(5000) // fails 3 times, then writes
    const start = attempts.length
    fail = 2
    w.append(stamped(2))
    await vi.advanceTimersByTimeAsync(5000)
    expect(gaps(attempts.slice(start))).toEqual([250, 500])
  })

  it('error: flush rejects at the first failed write; the events stay queued and are written by the retry', async () => {
    const { storage } = failing(1)
    const w = writer(storage)
    w.append(stamped(1))
    await expect(w.flush()).rejects.toMatchObject({ name: 'LogStorageError' })
    expect(w.pending).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(250)
    expect(w.pending).toEqual([])
    await expect(w.flush()).resolves.toBeUndefined()
  })

  it("behavior: the log's writes back off as the writer's do", async () => {
    const { storage, attempts } = failing(3)
    const log = createLog({
      storage,
      projections: [],
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    })
    log.append(stamped(log.allocateSeq()))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(gaps(attempts)).toEqual([250, 500, 1000])
    await log.dispose()
  })
})
