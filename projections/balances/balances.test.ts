import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { balanceKey, balancesProjection } from './balances.projection.js'
import { DEFAULT_CONFIG } from '../config/config.projection.js'
import { connectionProjection } from '../connection/connection.projection.js'
import { networkProjection } from '../network/network.projection.js'
import { systemProjection } from '../system/system.projection.js'
import {
  selectActiveBalanceUnavailable,
  selectBalance,
  selectBalanceFresh,
  selectBalanceRetryAllowed,
  selectBalanceUnavailable,
} from './balances.selectors.js'

const A = '0xAbC0000000000000000000000000000000000001'
const fetched = createEvent('BalanceFetched', {
  chainId: 'eip155:1',
  address: A,
  symbol: 'ETH',
  decimals: 18,
  value: '1500000000000000000',
})
const error = { name: 'HttpRequestError', shortMessage: 'HTTP status code: 503' }

describe('balances projection', () => {
  it('behavior (SPEC §9 "portfolio 30 s, native balance 30 s"): the read model says when each was fetched; fresh for 30 s', () => {
    const portfolio = createEvent('TokenBalancesFetched', { chainId: 'eip155:1', address: A, balances: [] })
    const [native, tokens] = stampEvents([fetched, portfolio])
    const balances = runProjection(balancesProjection, [native!, tokens!])
    const fresh = (what: 'native' | 'portfolio', now: number) =>
      selectBalanceFresh({ balances, system: systemProjection.initial }, 'eip155:1', A.toLowerCase(), what, now)
    expect([fresh('native', native!.at + 29_999), fresh('native', native!.at + 30_000)]).toEqual([true, false])
    expect([fresh('portfolio', tokens!.at + 29_999), fresh('portfolio', tokens!.at + 30_000)]).toEqual([true, false])
    expect(
      selectBalanceFresh({ balances, system: systemProjection.initial }, 'eip155:8453', A, 'native', native!.at),
    ).toBe(false)
  })

  it('behavior: a transaction mined on the chain makes its balances stale, one on another chain does not; a reload starts with none fresh', () => {
    const mined = (chainId: 'eip155:1' | 'eip155:8453') =>
      createEvent('TxMined', { chainId, hash: '0x' + '11'.repeat(32) })
    const restored = createEvent('SessionRestored', { head: 1, snapshotSeq: null, storage: 'memory' })
    const fresh = (events: Parameters<typeof stampEvents>[0]) => {
      const stamped = stampEvents(events)
      const state = {
        balances: runProjection(balancesProjection, stamped),
        system: runProjection(systemProjection, stamped),
      }
      return selectBalanceFresh(state, 'eip155:1', A, 'native', stamped[0]!.at)
    }
    expect(fresh([fetched, mined('eip155:8453')])).toBe(true)
    expect(fresh([fetched, mined('eip155:1')])).toBe(false)
    expect(fresh([fetched, restored])).toBe(false)
  })

  it('behavior: BalanceFetched stores the balance under chain and address (EVM case-insensitive)', () => {
    const events = stampEvents([fetched])
    const state = runProjection(balancesProjection, events)
    expect(state.byNamespace.eip155?.ids).toEqual([balanceKey('eip155:1', A.toLowerCase())])
    expect(selectBalance({ balances: state }, 'eip155:1', A.toLowerCase())).toMatchObject({
      value: '1500000000000000000',
      fetchedAt: events[0]?.at,
    })
  })

  it('behavior (SPEC §4 "on failure the retry time is recorded"): a failure keeps its time; a later success clears it', () => {
    const failed = createEvent('BalanceFetchFailed', { chainId: 'eip155:1', address: A, error })
    const events = stampEvents([failed])
    expect(runProjection(balancesProjection, events).byNamespace.eip155?.failures[balanceKey('eip155:1', A)]).toEqual({
      at: events[0]?.at,
      error,
    })
    expect(runProjection(balancesProjection, stampEvents([failed, fetched])).byNamespace.eip155?.failures).toEqual({})
  })

  it('behavior (SPEC §4 "Reset … clears … balances"): disconnecting a namespace drops its balances only', () => {
    const state = runProjection(
      balancesProjection,
      stampEvents([
        fetched,
        createEvent('BalanceFetched', {
          chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          address: 'So1',
          symbol: 'SOL',
          decimals: 9,
          value: '1',
        }),
        createEvent('BalanceFetchFailed', { chainId: 'eip155:10', address: A, error }),
        createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }),
      ]),
    )
    expect(state.byNamespace.eip155).toBeUndefined()
    expect(state.byNamespace.solana?.ids).toEqual(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp|So1'])
  })
})

describe('SPEC §8 "\'Token Balance Unavailable\': toast on balance failure or unsupported network; retries blocked 30 s after a failure"', () => {
  const failed = createEvent('BalanceFetchFailed', { chainId: 'eip155:1', address: A, error })

  it("behavior: a failed fetch reads 'Token Balance Unavailable' until a success", () => {
    expect(
      selectBalanceUnavailable({ balances: runProjection(balancesProjection, stampEvents([failed])) }, 'eip155:1', A),
    ).toBe('Token Balance Unavailable')
    expect(
      selectBalanceUnavailable(
        { balances: runProjection(balancesProjection, stampEvents([failed, fetched])) },
        'eip155:1',
        A,
      ),
    ).toBeNull()
  })

  it('behavior: retries are blocked for 30 s after the failure, by the time given', () => {
    const events = stampEvents([failed])
    const state = { balances: runProjection(balancesProjection, events) }
    const at = events[0]?.at as number
    expect(selectBalanceRetryAllowed(state, 'eip155:1', A, at + 29_999)).toBe(false)
    expect(selectBalanceRetryAllowed(state, 'eip155:1', A, at + 30_000)).toBe(true)
    expect(selectBalanceRetryAllowed({ balances: balancesProjection.initial }, 'eip155:1', A, at)).toBe(true)
  })
})

describe('SPEC §8 "\'Token Balance Unavailable\': toast on … unsupported network"', () => {
  const build = (events: Parameters<typeof stampEvents>[0], requested: Array<`${string}:${string}`> | null = null) => {
    const stamped = stampEvents(events)
    return {
      balances: runProjection(balancesProjection, stamped),
      network: runProjection(networkProjection, stamped),
      connection: runProjection(connectionProjection, stamped),
      config: { ...DEFAULT_CONFIG, networks: { ...DEFAULT_CONFIG.networks, requested } },
    }
  }
  const connected = createEvent('Connected', {
    connectorId: 'io.metamask',
    namespace: 'eip155',
    chainId: 'eip155:1',
    address: A,
  })

  it("behavior: the active account's failed balance, an unsupported network, or nothing", () => {
    expect(selectActiveBalanceUnavailable(build([connected]))).toBeNull()
    expect(
      selectActiveBalanceUnavailable(
        build([connected, createEvent('BalanceFetchFailed', { chainId: 'eip155:1', address: A, error })]),
      ),
    ).toBe('Token Balance Unavailable')
    expect(selectActiveBalanceUnavailable(build([connected], ['eip155:10']))).toBe('Token Balance Unavailable')
    expect(
      selectActiveBalanceUnavailable(build([connected, createEvent('NetworkUnsupported', { chainId: 'eip155:777' })])),
    ).toBe('Token Balance Unavailable')
    expect(selectActiveBalanceUnavailable(build([]))).toBeNull()
  })

  it('behavior: a balance fetched again replaces the one listed, under one id (EVM address in any case)', () => {
    const again = createEvent('BalanceFetched', {
      chainId: 'eip155:1',
      address: A.toLowerCase(),
      symbol: 'ETH',
      decimals: 18,
      value: '2',
    })
    const ns = runProjection(balancesProjection, stampEvents([fetched, again])).byNamespace.eip155
    expect(ns?.ids).toEqual([balanceKey('eip155:1', A)])
    expect(ns?.byId[balanceKey('eip155:1', A)]?.value).toBe('2')
  })
})
