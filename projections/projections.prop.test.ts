import fc from 'fast-check'
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { createSelector } from '../src/store/selector.js'
import { arbAnyEvent } from '../src/testing/arbitraries.js'
import { runProjection, stampEvents } from '../src/testing/helpers.js'
import { defaultProjections, type GatehouseState } from './index.js'
import { selectActiveChainId } from './network/network.selectors.js'
import { selectConnection } from './connection/connection.selectors.js'
import * as publicSelectors from '../src/selectors.js'
import { selectBalanceRetryAllowed } from './balances/balances.selectors.js'
import { selectModalHistory } from './modal/modal.selectors.js'
import { selectNamespacesToDisconnect } from './connection/connection.selectors.js'
import { selectShowUnsupportedChain } from './network/network.selectors.js'
import { selectSiwxGateClosed, selectSiwxSignNeeded } from './siwx/siwx.selectors.js'
import { selectTransactionStackSize } from './transactions/transactions.selectors.js'
import { selectRequestsToRejectOnClose } from './transactions/closing.selectors.js'
import { selectSendForm } from './send/send.selectors.js'
import { selectBanner, selectShouldReportAlert } from './alerts/alerts.selectors.js'
import { selectAccountTab } from './account/account.selectors.js'
import {
  selectConnectorGroups,
  selectPairingExpired,
  selectWalletListing,
  selectWalletSearch,
} from './wallets/wallets.selectors.js'

// The public entry's selectors and those the modal and its effects use inside the package.
const readModels = {
  ...publicSelectors,
  selectAccountTab,
  selectBalanceRetryAllowed,
  selectBanner,
  selectConnectorGroups,
  selectModalHistory,
  selectNamespacesToDisconnect,
  selectPairingExpired,
  selectRequestsToRejectOnClose,
  selectSendForm,
  selectShouldReportAlert,
  selectShowUnsupportedChain,
  selectSiwxGateClosed,
  selectSiwxSignNeeded,
  selectTransactionStackSize,
  selectWalletListing,
  selectWalletSearch,
}

describe.each(defaultProjections.map((p) => [p.name, p] as const))('%s projection properties', (_name, projection) => {
  it('property: total — any event sequence, for any namespace or chain, never throws', () => {
    fc.assert(
      fc.property(fc.array(arbAnyEvent, { maxLength: 100 }), (inputs) => {
        runProjection(projection as never, stampEvents(inputs))
      }),
    )
  })

  it('property: `handles` is complete — the reducer leaves the state untouched for every other event type', () => {
    const others = arbAnyEvent.filter((e) => !(projection.handles as readonly string[]).includes(e.type))
    fc.assert(
      fc.property(fc.array(arbAnyEvent, { maxLength: 40 }), others, (inputs, other) => {
        const state = runProjection(projection as never, stampEvents(inputs))
        // call the reducer directly, past the fold's skip, on a draft of the state
        const [event] = stampEvents([other], { firstSeq: 1000 })
        const after = produce(state, (draft: never) =>
          (projection.reduce as (d: never, e: unknown) => undefined)(draft, event),
        )
        expect(after).toBe(state)
      }),
    )
  })
})

describe('selectors', () => {
  it('property: memoised selectors return the same reference while their inputs are unchanged', () => {
    const summary = createSelector(
      [(s: GatehouseState) => s.connection, (s: GatehouseState) => s.network],
      (connection, network) => ({
        eip155: connection.byNamespace.eip155?.status ?? 'disconnected',
        chain: network.activeNamespace,
      }),
    )
    fc.assert(
      fc.property(fc.array(arbAnyEvent, { maxLength: 40 }), (inputs) => {
        const state = Object.fromEntries(
          defaultProjections.map((p) => [p.name, runProjection(p as never, stampEvents(inputs))]),
        ) as unknown as GatehouseState
        const a = summary(state)
        expect(summary({ ...state })).toBe(a) // a new root, same read models
        expect(summary({ ...state, modal: { ...state.modal, open: !state.modal.open } })).toBe(a)
        expect(selectConnection(state, 'eip155')).toBe(selectConnection({ ...state }, 'eip155'))
        expect(selectActiveChainId(state)).toBe(selectActiveChainId({ ...state }))
      }),
    )
  })
})

describe('every exported selector', () => {
  // Each selector, with the arguments it takes besides the state.
  const NOW = Date.UTC(2026, 0, 1)
  const calls: Array<[string, (state: GatehouseState) => unknown]> = Object.entries(readModels)
    .filter(([name, value]) => name.startsWith('select') && typeof value === 'function')
    .map(([name, value]) => {
      const f = value as (state: GatehouseState, ...args: unknown[]) => unknown
      switch (name) {
        case 'selectConnection':
        case 'selectAccount':
        case 'selectNamespacesToDisconnect':
          return [name, (state) => f(state, 'eip155')]
        case 'selectBalance':
        case 'selectBalanceUnavailable':
          return [name, (state) => f(state, 'eip155:1', '0x52908400098527886E0F7030069857D2E4169EE7')]
        case 'selectBalanceRetryAllowed':
          return [name, (state) => f(state, 'eip155:1', '0x52908400098527886E0F7030069857D2E4169EE7', NOW)]
        case 'selectShouldReportAlert':
          return [name, (state) => f(state, 'SessionExpired')]
        case 'selectPairingExpired':
          return [name, (state) => f(state, NOW)]
        default:
          return [name, (state) => f(state)]
      }
    })

  it('default: the list is not empty', () => {
    expect(calls.length).toBeGreaterThan(20)
  })

  it('property: total over any event sequence, and the same reference while the read models they read are unchanged', () => {
    fc.assert(
      fc.property(fc.array(arbAnyEvent, { maxLength: 60 }), (inputs) => {
        const events = stampEvents(inputs)
        const state = Object.fromEntries(
          defaultProjections.map((p) => [p.name, runProjection(p as never, events)]),
        ) as unknown as GatehouseState
        // a new root, and a change in a read model no selector reads
        const same = { ...state }
        const other = { ...state, system: { ...state.system, quarantined: state.system.quarantined + 1 } }
        for (const [name, select] of calls) {
          const a = select(state)
          expect(select(same), name).toBe(a)
          expect(select(other), name).toBe(a)
        }
      }),
    )
  })
})
