// The standing fault campaign: every corruption of test/helpers/logFaults.ts planted in a real IndexedDB log
// (fake-indexeddb) and in localStorage (storage full, the database deleted and two tabs writing among them), plus
// seeded random values at random keys of the store, each followed by a start of Gatehouse over it; hostile service
// bodies; forged frame messages and WalletConnect relay drops (test/helpers/channelFaults.ts). Prints cases tried,
// app started, events lost, new events not persisted, untyped exceptions. The named cases also run as vitest tests
// (test/integration/logFaults.test.ts, serviceFaults.test.ts, channelFaults.test.ts), the random ones as a property
// (src/log/log.prop.test.ts).
import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { arbPlants, LOG_FAULTS, plantAll, runLogFault, type FaultOutcome } from '../test/helpers/logFaults.js'
import { runServiceFaults, SERVICE_FAULTS } from '../test/helpers/serviceFaults.js'
import {
  FRAME_FAULTS,
  RELAY_FAULTS,
  RELAY_TIMEOUT_MS,
  runFrameFault,
  runRelayFault,
  runSilentFrameDisconnect,
} from '../test/helpers/channelFaults.js'
import { report, round, SEED, type BenchResult } from './lib/common.js'

const RANDOM_CASES = 150

const untypedOutside: string[] = []
process.on('unhandledRejection', (error) => void untypedOutside.push(`unhandled rejection: ${String(error)}`))
process.on('uncaughtException', (error) => void untypedOutside.push(`uncaught exception: ${String(error)}`))

const started = performance.now()
const outcomes: FaultOutcome[] = []
for (const fault of LOG_FAULTS) outcomes.push(await runLogFault(fault))
for (const [i, plants] of fc.sample(arbPlants, { numRuns: RANDOM_CASES, seed: SEED }).entries()) {
  outcomes.push(await runLogFault({ name: `random records #${i}`, plant: plantAll(plants) }))
}
// Hostile service bodies (malformed, wrong types, huge, deep, slow, hanging, 429, 5xx) to the real HTTP client.
const services = await runServiceFaults()
// Forged and hostile frame messages to the real messenger; relay drops around a WalletConnect request.
const channels = []
for (const fault of FRAME_FAULTS) channels.push(await runFrameFault(fault))
for (const fault of RELAY_FAULTS) channels.push(await runRelayFault(fault))
channels.push(await runSilentFrameDisconnect())
const channelsWrong = channels.filter((o) => !o.held || !o.typed || o.untyped.length > 0)
for (const o of channelsWrong) console.log(`FAILED ${o.name}: ${JSON.stringify(o)}`)
const seconds = (performance.now() - started) / 1000
const servicesWrong = services.filter((o, i) => !o.typed || o.ended !== SERVICE_FAULTS[i]?.expect)
for (const o of servicesWrong)
  console.log(
    `FAILED service ${o.name}: ended ${o.ended} (expected ${SERVICE_FAULTS.find((f) => f.name === o.name)?.expect})`,
  )

const failed = outcomes.filter(
  (o) => !o.started || o.lost > 0 || o.notPersisted > 0 || o.duplicated > 0 || o.untyped.length > 0,
)
const untyped =
  outcomes.reduce((n, o) => n + o.untyped.length, 0) +
  untypedOutside.length +
  services.filter((o) => !o.typed).length +
  channels.reduce((n, o) => n + o.untyped.length + (o.typed ? 0 : 1), 0)
for (const o of failed) console.log(`FAILED ${o.name}: ${JSON.stringify(o)}`)
const results: BenchResult[] = [
  {
    name: 'faults: cases tried',
    value: outcomes.length,
    unit: 'cases',
    target: `>= ${LOG_FAULTS.length + RANDOM_CASES}`,
    note: `${LOG_FAULTS.length} named corruptions (markers, keys, wrong-kind values, duplicate seqs, foreign keys, secrets, snapshots, first-paint copy, journal, the database deleted mid-session, IndexedDB and localStorage full, two tabs writing 150 events each) and ${RANDOM_CASES} of random values at random keys (seed ${SEED}); each over a 16-event log with runs and snapshots in fake-indexeddb`,
  },
  {
    name: 'faults: app started (ready, IndexedDB, the good log folded)',
    value: outcomes.filter((o) => o.started).length,
    unit: 'cases',
    target: `>= ${outcomes.length}`,
  },
  { name: 'faults: good events lost', value: outcomes.reduce((n, o) => n + o.lost, 0), unit: 'events', target: '<= 0' },
  {
    name: 'faults: events stored twice',
    value: outcomes.reduce((n, o) => n + o.duplicated, 0),
    unit: 'events',
    target: '<= 0',
  },
  {
    name: 'faults: new events not persisted after the fault',
    value: outcomes.reduce((n, o) => n + o.notPersisted, 0),
    unit: 'events',
    target: '<= 0',
  },
  {
    name: 'faults: untyped exceptions',
    value: untyped,
    unit: 'exceptions',
    target: '<= 0',
    note:
      untyped === 0
        ? 'none (thrown, rejected, ReducerFailed/EffectFailed, a first render over the restored state, a planted secret in exportLog())'
        : [...failed.flatMap((o) => o.untyped), ...untypedOutside].slice(0, 5).join('; '),
  },
  {
    name: 'faults: hostile service bodies ending in their typed error',
    value: services.length - servicesWrong.length,
    unit: 'cases',
    target: `>= ${SERVICE_FAULTS.length}`,
    note: `${SERVICE_FAULTS.length} answers of a real local server to the real HTTP and service clients (malformed, wrong types, a 5 MB name, a 50,000-item page, 50,000-deep JSON, 429, 5xx, slow, never answering with a 300 ms timeout); slowest ${round(Math.max(...services.map((o) => o.ms)))} ms`,
  },
  {
    name: 'faults: frame and relay cases ending as they must',
    value: channels.length - channelsWrong.length,
    unit: 'cases',
    target: `>= ${FRAME_FAULTS.length + RELAY_FAULTS.length + 1}`,
    note: `${FRAME_FAULTS.length} frame messages to the real messenger (forged READY and answers from another origin or window, unknown ids, other call types, non-objects, wrong shapes, 2 MB names and error messages, a 10,000-message flood): a forgery changes nothing, a hostile answer ends typed and bounded; a frame silent at Disconnect (disconnected locally at once); ${RELAY_FAULTS.length} relay drops around a request (real whileRelayUp, timeout ${RELAY_TIMEOUT_MS} ms standing for 10 s): down past the timeout is 4900, shorter outages go through`,
  },
  { name: 'faults: wall time', value: round(seconds), unit: 's', target: '<= 60' },
]
report(results)
