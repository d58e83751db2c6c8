import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { defineEvent, type EventDefinition } from '../events/define.js'
import { quarantineEntry, readRecord, redactSecrets } from './records.js'

/** A stored NetworkSwitched record, with `over` replacing fields. */
const stored = (over: Record<string, unknown> = {}) => ({
  type: 'NetworkSwitched',
  data: { chainId: 'eip155:1' },
  seq: 3,
  id: 'a',
  at: 10,
  v: 1,
  source: 'app',
  causationId: null,
  ephemeral: false,
  ...over,
})

describe('readRecord: the envelope', () => {
  it.each([
    [[stored()], 'Record is not an object', null, null],
    [42, 'Record is not an object', null, null],
    [null, 'Record is not an object', null, null],
    ['text', 'Record is not an object', null, null],
    [stored({ seq: 0 }), 'seq must be a positive integer', null, 'NetworkSwitched'],
    [stored({ seq: 2.5 }), 'seq must be a positive integer', null, 'NetworkSwitched'],
    [stored({ seq: '3' }), 'seq must be a positive integer', null, 'NetworkSwitched'],
    [stored({ type: 5 }), 'type must be a string', 3, null],
    [stored({ id: '' }), 'id must be a non-empty string', 3, 'NetworkSwitched'],
    [stored({ id: 7 }), 'id must be a non-empty string', 3, 'NetworkSwitched'],
    [stored({ at: '10' }), 'at must be a finite number', 3, 'NetworkSwitched'],
    [stored({ at: Infinity }), 'at must be a finite number', 3, 'NetworkSwitched'],
    [stored({ v: 0 }), 'v must be a positive integer', 3, 'NetworkSwitched'],
    [stored({ v: 1.5 }), 'v must be a positive integer', 3, 'NetworkSwitched'],
    [stored({ source: 7 }), 'source is not a known source', 3, 'NetworkSwitched'],
    [stored({ source: 'effect:' }), 'source is not a known source', 3, 'NetworkSwitched'],
    [stored({ source: 'xui' }), 'source is not a known source', 3, 'NetworkSwitched'],
    [stored({ source: 'uix' }), 'source is not a known source', 3, 'NetworkSwitched'],
    [stored({ causationId: 1 }), 'causationId must be a string or null', 3, 'NetworkSwitched'],
    [stored({ causationId: undefined }), 'causationId must be a string or null', 3, 'NetworkSwitched'],
    [stored({ ephemeral: undefined }), 'ephemeral events are never stored', 3, 'NetworkSwitched'],
    [stored({ type: 'Gone' }), 'Unknown event type "Gone"', 3, 'Gone'],
  ])('error: case %# is malformed or unknown with its detail, seq and type', (raw, detail, seq, eventType) => {
    expect(readRecord(raw)).toEqual({
      ok: false,
      reason: detail.startsWith('Unknown') ? 'unknown-type' : 'malformed',
      detail,
      seq,
      eventType,
    })
  })

  it.each([['ui'], ['app'], ['restore'], ['log'], ['bus'], ['effect:wallets']])(
    'behavior: source %j is known',
    (source) => {
      expect(readRecord(stored({ source }))).toMatchObject({ ok: true, event: { source } })
    },
  )

  it('behavior: a good record reads as the event, with only the envelope fields and the parsed data', () => {
    expect(readRecord(stored({ causationId: 'c', extra: 1, data: { chainId: 'eip155:1', more: 2 } }))).toEqual({
      ok: true,
      upcast: false,
      event: {
        type: 'NetworkSwitched',
        data: { chainId: 'eip155:1' },
        seq: 3,
        id: 'a',
        at: 10,
        v: 1,
        source: 'app',
        causationId: 'c',
        ephemeral: false,
      },
    })
  })

  it("error: invalid data names each issue's path", () => {
    expect(readRecord(stored({ data: {} }))).toMatchObject({
      ok: false,
      reason: 'invalid',
      detail: 'data.chainId: Invalid input',
      seq: 3,
      eventType: 'NetworkSwitched',
    })
  })
})

describe('readRecord: versions', () => {
  const def = (up: EventDefinition['up']): EventDefinition =>
    defineEvent('Counted', () => z.object({ n: z.number() }), { version: 3, up } as never)
  const counted = (v: number, data: unknown) => stored({ type: 'Counted', v, data })

  it('error: a step missing at read time is refused, naming it', () => {
    const d = def({ 1: (x) => x, 2: (x) => x })
    const lookup = () => ({ ...d, up: { 1: d.up[1] } }) as EventDefinition
    expect(readRecord(counted(1, { n: 1 }), lookup)).toEqual({
      ok: false,
      reason: 'upcast-failed',
      detail: 'No upcast step from version 2',
      seq: 3,
      eventType: 'Counted',
    })
  })

  it('error: a step that throws something not an Error is refused with its text', () => {
    const d = def({
      1: () => {
        throw 'no' // what a hand-written step may do
      },
      2: (x) => x,
    })
    expect(readRecord(counted(1, {}), () => d)).toMatchObject({ ok: false, reason: 'upcast-failed', detail: 'no' })
  })

  it('error: a version newer than the definition is refused naming both', () => {
    const d = def({ 1: (x) => x, 2: (x) => x })
    expect(readRecord(counted(4, { n: 1 }), () => d)).toMatchObject({
      reason: 'version-too-new',
      detail: "Version 4 is newer than this build's 3",
    })
    expect(readRecord(counted(3, { n: 1 }), () => d)).toMatchObject({ ok: true, upcast: false, event: { v: 3 } })
  })
})

describe('quarantineEntry and redactSecrets', () => {
  it('behavior: the entry carries the key as JSON, the result and the record with secrets redacted, in arrays too', () => {
    const raw = { list: [{ sessionToken: 't', x: 1 }, 2], otp: 5, keep: 'k' }
    expect(
      quarantineEntry(['e', 1, 2], raw, { ok: false, reason: 'invalid', detail: 'd', seq: 1, eventType: 'T' }),
    ).toEqual({
      key: '["e",1,2]',
      seq: 1,
      eventType: 'T',
      reason: 'invalid',
      detail: 'd',
      record: { list: [{ sessionToken: '[redacted]', x: 1 }, 2], otp: '[redacted]', keep: 'k' },
    })
  })

  it('error: a record JSON cannot hold is described', () => {
    const entry = quarantineEntry(
      ['e', 1],
      { n: 1n },
      { ok: false, reason: 'malformed', detail: 'd', seq: null, eventType: null },
    )
    expect(entry.record).toEqual({ unreadable: '[object Object]' })
  })

  it('behavior: redactSecrets leaves values without secrets as they are', () => {
    expect(redactSecrets(null)).toBeNull()
    expect(redactSecrets('otp')).toBe('otp')
    expect(redactSecrets([1, { a: [true] }])).toEqual([1, { a: [true] }])
  })
})
