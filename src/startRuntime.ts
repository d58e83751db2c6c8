// The runtime start of createGatehouse, in the runtime chunk (src/runtime.ts): the log over the storage the boot
// opened, its restore (memory when the storage fails or hangs), the facts of the start, the effects, the bus.
import type { FirstEvent, Boot } from './bootFirstPaint.js'
import type { Bus } from './bus/bus.js'
import { configurationFacts } from './configurationFacts.js'
import type { StartDeps } from './deps.js'
import { toErrorData } from './errors/GatehouseError.js'
import { createEvent, type EventInput } from './events/index.js'
import { removeFirstPaint } from './log/firstPaint.js'
import { writeFirstPaint } from './log/firstPaintWrite.js'
import { createLog, type Log, type RestoreResult } from './log/log.js'
import { memoryStorage } from './log/storage.js'
import type { LogStorage } from './log/storageTx.js'
import type { GatehouseConfig, ResolvedConfig } from './resolveConfig.js'
import { startEffects, withTimeout } from './runtimeHelpers.js'
import type { AnyProjection } from './store/projection.js'

/** What the runtime start needs from createGatehouse. */
export interface RuntimeStart {
  config: GatehouseConfig<readonly AnyProjection[]>
  resolved: ResolvedConfig
  deps: StartDeps
  bus: Bus
  boot: Boot
  /** Where the log reports its own facts. */
  report: (input: EventInput) => void
}

/** A started runtime: its log, and what the page lifecycle and dispose ask of it. */
export interface Running {
  readonly log: Log
  /** Writes what is queued now, keeps what is not yet written in the journal, and the first-paint copy. */
  persist(): void
  /** Stops the effects and the bus, writes what is queued and closes the log. */
  stop(): Promise<void>
}

/** A restored runtime: its log, and the start of the effects and the bus. */
export interface Restored {
  running: Running
  /**
   * Puts the restored read models in place, starts the effects and the bus; synchronous, so that `ready`
   * resolves in the same task as the bus starts.
   */
  start(): void
}

/**
 * Restores the log; resolves once the read models are the fold of the whole log. Never rejects: a storage that
 * fails or does not answer in time is replaced by memory, and says so.
 */
export async function startRuntime(start: RuntimeStart): Promise<Restored> {
  const { config, resolved, deps, bus, boot, report } = start
  const { log: logConfig, projections } = resolved
  const first: FirstEvent[] = [...boot.first]
  const makeLog = (over: LogStorage): Log =>
    createLog({
      storage: over,
      projections,
      snapshotEvery: logConfig.snapshotEvery,
      keepEvents: logConfig.keepEvents,
      // Shared by the tabs of the app; its journal (events a page had not written when it went) is in localStorage.
      channelName: over.kind === 'indexeddb' ? logConfig.name : null,
      report,
      setTimeout: deps.setTimeout,
      clearTimeout: deps.clearTimeout,
    })
  let log = makeLog(boot.storage)
  let copyStorage = boot.copyStorage
  let copyWriteReported = false
  let subscriptions: Array<{ unsubscribe(): void }> = []
  /** Writes the copy from the read models the log knows are stored (not the live ones: ephemeral events never reach the log). */
  const writeCopy = () => {
    const stored = copyStorage ? log.storedStates() : null
    if (!stored) return
    const result = writeFirstPaint(copyStorage, boot.copyKey, projections, stored.seq, stored.states)
    if (!result.ok && !copyWriteReported) {
      copyWriteReported = true
      report(createEvent('FirstPaintCopyIgnored', { reason: result.reason, detail: result.detail }))
    }
  }
  const running: Running = {
    get log() {
      return log
    },
    persist() {
      void log.flush().catch(() => undefined)
      // A write under way when the page unloads is aborted: what is not yet written is also kept synchronously.
      log.spill()
      // What is stored already (the write just started may not finish before the page goes).
      writeCopy()
    },
    async stop() {
      for (const s of subscriptions) s.unsubscribe()
      bus.dispose()
      await log.dispose()
      writeCopy()
    },
  }

  let restored: RestoreResult
  try {
    restored = await withTimeout(log.restore(), logConfig.restoreTimeoutMs, deps)
  } catch (error) {
    first.push({ input: createEvent('LogStorageUnavailable', { error: toErrorData(error) }), source: 'log' })
    log = makeLog(memoryStorage())
    restored = await log.restore()
    if (!boot.explicitCopy) copyStorage = null
  }
  const begin = (): void => {
    const { firstPaint } = boot
    // (Not after a fall back to memory: that log is new, the copy belongs to the IndexedDB one.)
    if (firstPaint !== null && copyStorage !== null && firstPaint.seq > restored.head) {
      // A copy ahead of the log belongs to another log (storage cleared apart): never again.
      removeFirstPaint(copyStorage, boot.copyKey)
      first.push({
        input: createEvent('FirstPaintCopyIgnored', {
          reason: 'ahead-of-log',
          detail: `Copy at ${firstPaint.seq}, log head ${restored.head}`,
        }),
        source: 'log',
      })
    }
    bus.resetState(restored.states)
    // A copy at the head for the next start, in a task of its own (not in the way of the first render).
    if (copyStorage && firstPaint?.seq !== restored.head) deps.setTimeout(writeCopy, 0)
    first.push({
      input: createEvent('SessionRestored', {
        head: restored.head,
        snapshotSeq: restored.snapshotSeq,
        storage: log.storage.kind,
      }),
      source: 'restore',
    })
    // The configuration the read models need, after restore, when it differs from the restored one: a replay
    // rebuilds the same read models, and a start with an unchanged configuration adds nothing to the log.
    for (const input of configurationFacts(resolved, restored.states)) first.push({ input, source: 'app' })
    subscriptions = startEffects(config, deps, resolved.networks, bus)
    bus.start(log, first)
  }
  return { running, start: begin }
}
