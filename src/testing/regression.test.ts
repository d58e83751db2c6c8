import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { InvalidLogError } from '../errors/core.js'
import type { GatehouseState } from '../../projections/index.js'
import { diffStates } from './diff.js'
import { expectReplayEquals, readModelsOf, replayDifferences, ReplayMismatchError } from './regression.js'

// A session recorded with 0.1.0 (test/fixtures/logs/README.md): connect, SIWX, switch to Base, disconnect.
const log = JSON.parse(
  readFileSync(new URL('../../test/fixtures/logs/v1-session.json', import.meta.url), 'utf8'),
) as unknown
const connectionAndNetwork = (s: GatehouseState) => ({ connection: s.connection, network: s.network })

describe('regression tests from a recorded log', () => {
  it('behavior: given the recorded events, the connection and network read models equal the recorded outcome', () => {
    expectReplayEquals(
      log,
      {
        connection: { byNamespace: { eip155: { status: 'disconnected', lastError: null } } },
        // The session ends with a disconnect, which takes its network with it (the network read model's version 3).
        network: { activeNamespace: null, byNamespace: {}, switchFailure: null },
      },
      { select: connectionAndNetwork },
    )
  })

  it('behavior: atSeq checks the read models in the middle of the log (after Connected, seq 7)', () => {
    expectReplayEquals(
      log,
      {
        byNamespace: {
          eip155: {
            status: 'connected',
            connectorId: 'io.gatehouse.testwallet',
            address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
            chainId: 'eip155:1',
            walletName: 'Gatehouse Test Wallet',
          },
        },
      },
      { atSeq: 7, select: (s) => s.connection },
    )
  })

  it('behavior: readModelsOf writes what expectReplayEquals then accepts (the whole read model, as JSON)', () => {
    const expected = readModelsOf(log)
    expect(JSON.parse(JSON.stringify(expected))).toEqual(expected)
    expect(replayDifferences(log, expected)).toEqual([])
    expectReplayEquals(log, expected)
  })

  it('error: a differing read model throws ReplayMismatchError naming the path, expected and replayed values', () => {
    const wrong = {
      connection: { byNamespace: { eip155: { status: 'connected', lastError: null } } },
      network: readModelsOf(log, { select: (s) => s.network }),
    }
    let caught: unknown
    try {
      expectReplayEquals(log, wrong, { select: connectionAndNetwork })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ReplayMismatchError)
    const error = caught as ReplayMismatchError
    expect(error.changes).toEqual([
      { path: 'connection.byNamespace.eip155.status', kind: 'changed', before: 'connected', after: 'disconnected' },
    ])
    expect(error.message).toContain(
      'connection.byNamespace.eip155.status: differs (expected "connected", got "disconnected")',
    )
    expect(error.message).toContain('after the last event (seq 17)')
  })

  it('error: an unknown seq and a file that is not a log are typed errors', () => {
    expect(() => readModelsOf(log, { atSeq: 999 })).toThrow('The log has no event with seq 999')
    expect(() => expectReplayEquals({ format: 'something-else' }, {})).toThrow(InvalidLogError)
  })
})

describe('diffStates', () => {
  it('default: equal values (and shared references) have no differences', () => {
    const shared = { a: [1, 2, { b: 'x' }] }
    expect(diffStates(shared, shared)).toEqual([])
    expect(diffStates({ a: [1, 2, { b: 'x' }] }, { a: [1, 2, { b: 'x' }] })).toEqual([])
  })

  it('behavior: added, removed and changed paths, with array indexes and quoted odd keys', () => {
    expect(
      diffStates({ a: 1, b: [1, 2], 'x-y': { c: true } }, { a: 2, b: [1], 'x-y': { c: true, d: null }, e: 'new' }),
    ).toEqual([
      { path: 'a', kind: 'changed', before: 1, after: 2 },
      { path: 'b[1]', kind: 'removed', before: 2 },
      { path: '["x-y"].d', kind: 'added', after: null },
      { path: 'e', kind: 'added', after: 'new' },
    ])
    expect(diffStates({ a: [1] }, { a: { 0: 1 } })).toEqual([
      { path: 'a', kind: 'changed', before: [1], after: { 0: 1 } },
    ])
    expect(diffStates(null, { a: 1 })).toEqual([{ path: '', kind: 'changed', before: null, after: { a: 1 } }])
  })

  it('behavior: stops at the limit', () => {
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]))
    expect(diffStates({}, many, { limit: 5 })).toHaveLength(5)
  })
})
