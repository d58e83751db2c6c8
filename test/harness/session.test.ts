import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createReadOnlyGatehouse, forDisplay } from '../../examples/harness/readOnlyGatehouse.js'
import { loadSession } from '../../examples/harness/session.js'

const fixture = readFileSync(new URL('../fixtures/logs/v1-session.json', import.meta.url), 'utf8')

describe('harness: loading a log', () => {
  it('default: a recorded log loads with every event and no warning', () => {
    const result = loadSession(fixture, 'v1-session.json')
    if (!result.ok) throw new Error(result.message)
    expect(result.warning).toBeNull()
    expect(result.session.replay.length).toBe(17)
    expect(result.session.seqOfId.get('g1-000002')).toBe(2)
  })

  it('error: a file that is not JSON names the file and the parse error', () => {
    const result = loadSession('{"format": "gatehouse-log",', 'broken.json')
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/^broken\.json is not JSON: /) })
  })

  it('error: a JSON file that is not a log names the first bad field', () => {
    const result = loadSession(
      JSON.stringify({ format: 'gatehouse-log', version: 1, base: null, events: 'nope', quarantined: [] }),
      'x.json',
    )
    expect(result).toEqual({
      ok: false,
      message:
        'x.json cannot be replayed: Not a Gatehouse log: events: Invalid input. This harness reads format version 1.',
    })
  })

  it('error: a log of a newer format says so', () => {
    const log = { ...JSON.parse(fixture), version: 99 }
    const result = loadSession(JSON.stringify(log), 'new.json')
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message).toBe(
      'new.json cannot be replayed: Log format version 99 is newer than this build reads (1). This harness reads format version 1.',
    )
  })

  it('behavior: bad records are quarantined and the first is named; the rest replays', () => {
    const log = JSON.parse(fixture)
    log.events[3] = { ...log.events[3], v: 42 } // too new
    log.events[5] = { ...log.events[5], seq: 'six' } // malformed
    const result = loadSession(JSON.stringify(log), 'bad.json')
    if (!result.ok) throw new Error(result.message)
    expect(result.session.replay.length).toBe(15)
    expect(result.session.quarantined.map((q) => q.reason)).toEqual(['version-too-new', 'malformed'])
    expect(result.warning).toBe(
      "2 records were quarantined and are not replayed; the first: record events[3] (seq 4, ConnectRequested): version-too-new: Version 42 is newer than this build's 1",
    )
  })
})

describe('harness: the read-only Gatehouse', () => {
  it('behavior: emit records nothing and changes nothing; show notifies subscribers with the new state', async () => {
    const result = loadSession(fixture)
    if (!result.ok) throw new Error(result.message)
    const r = result.session.replay
    const g = createReadOnlyGatehouse(r.stateAt(0))
    let notified = 0
    g.subscribe(() => notified++)
    const before = g.getState()
    expect(g.emit({ type: 'ModalOpenRequested', data: {} })).toBe('')
    expect(g.getState()).toBe(before)
    expect(g.dropped).toBe(1)
    g.show(before)
    expect(notified).toBe(0)
    g.show(r.stateAt(3))
    expect(notified).toBe(1)
    expect(g.getState().modal.view).toBe('Connect')
    await expect(g.exportLog()).rejects.toThrow('A replayed session has no log of its own')
    await g.ready
  })

  it('behavior: forDisplay embeds the modal and can override the theme, leaving the recorded state alone', () => {
    const result = loadSession(fixture)
    if (!result.ok) throw new Error(result.message)
    const state = result.session.replay.stateAt(3)
    const shown = forDisplay(state, 'light')
    expect(shown.modal.embedded).toBe(true)
    expect(shown.theme.themeMode).toBe('light')
    expect(state.modal.embedded).toBe(false)
    expect(forDisplay(state, 'recorded').theme).toBe(state.theme)
  })
})
