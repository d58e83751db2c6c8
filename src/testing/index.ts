// gatehouse/testing: arbitraries, an in-memory log and helpers for tests of apps and of Gatehouse itself.
export { arbAnyEvent, arbChainId, arbEvent, arbEventByType, arbEvents, arbSystemEvent } from './arbitraries.js'
export { createTestDeps, createTestGatehouse, runProjection, stampEvents } from './helpers.js'
export { createMemoryDatabase, memoryStorage } from '../log/storage.js'
export type { LogStorage, MemoryDatabase } from '../log/storage.js'
export { readRecord } from '../log/records.js'
export type { RecordResult } from '../log/records.js'
