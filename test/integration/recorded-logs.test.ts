import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createGatehouse, importLog, memoryStorage, replay } from 'gatehouse-modal'
import { readRecord } from 'gatehouse-modal/testing'

const dir = join(import.meta.dirname, '../fixtures/logs')
const logs = readdirSync(dir).filter((f) => f.endsWith('.json'))

describe.each(logs)('recorded log %s', (file) => {
  const log = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { events: unknown[] }

  it('behavior: every record reads (upcast to the current versions) — upcasting is total over recorded versions', () => {
    for (const record of log.events) expect(readRecord(record)).toMatchObject({ ok: true })
  })

  it('behavior: replays without quarantine, and restores to the same read models', async () => {
    const replayed = replay(log)
    expect(replayed.quarantined).toEqual([])
    expect(replayed.length).toBe(log.events.length)
    const storage = memoryStorage()
    await importLog(storage, log)
    const g = createGatehouse({ dev: true, effects: {}, log: { storage } })
    await g.ready
    const after = await g.exportLog()
    expect(after.events.slice(0, log.events.length)).toEqual(log.events)
    expect(after.quarantined).toEqual([])
    // the restored read models are the recorded ones plus this start's SessionRestored
    expect(g.getState()).toEqual(replay(after).state)
    await g.dispose()
  })
})

it('default: there is at least one recorded log', () => {
  expect(logs.length).toBeGreaterThan(0)
})
