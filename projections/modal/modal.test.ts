import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { modalProjection } from './modal.projection.js'
import { selectModalHistory, selectModalOpen, selectModalView } from './modal.selectors.js'

const run = (...events: EventInput[]) => runProjection(modalProjection, stampEvents(events))
const opened = (view: Parameters<typeof createEvent<'ModalOpened'>>[1]['view']) => createEvent('ModalOpened', { view })
const restored = {
  type: 'SessionRestored' as const,
  data: { head: 1, snapshotSeq: null, storage: 'indexeddb' as const },
}

describe('modal projection', () => {
  it('default: closed, no view, empty history, not loading, not shaking, not embedded', () => {
    expect(modalProjection.initial).toEqual({
      open: false,
      view: null,
      namespace: null,
      openedFor: null,
      openedAt: null,
      loading: false,
      shake: false,
      embedded: false,
      history: [],
    })
  })

  it('behavior (SPEC §2 "Modal state: loading, open, shake, namespace"): ModalOpened opens on its view and namespace, at the envelope time', () => {
    const events = stampEvents([createEvent('ModalOpened', { view: 'Account', namespace: 'solana' })])
    const state = runProjection(modalProjection, events)
    expect(state).toMatchObject({
      open: true,
      view: 'Account',
      namespace: 'solana',
      openedAt: events[0]?.at,
      history: ['Account'],
    })
    expect(selectModalView({ modal: state })).toBe('Account')
  })

  it('behavior (SPEC §4 "open() … sets loading and resets the view"): open resets the history and sets loading; ModalLoaded ends it', () => {
    const state = run(
      opened('Connect'),
      createEvent('ViewPushed', { view: 'AllWallets' }),
      createEvent('ModalClosed', {}),
      opened('Account'),
    )
    expect(state).toMatchObject({ open: true, loading: true, history: ['Account'], view: 'Account' })
    expect(run(opened('Account'), createEvent('ModalLoaded', {})).loading).toBe(false)
  })

  it('behavior (SPEC §4 "close() hides"): ModalClosed hides it; the view reads as null while closed', () => {
    const state = run(opened('Connect'), createEvent('ModalClosed', {}))
    expect(selectModalOpen({ modal: state })).toBe(false)
    expect(selectModalView({ modal: state })).toBeNull()
  })

  it('behavior: a modal closed before its view loaded is not loading any more', () => {
    expect(run(opened('Connect'), createEvent('ModalClosed', {})).loading).toBe(false)
  })

  it('behavior (SPEC §2 "Push adds a view unless it is already current")', () => {
    const state = run(
      opened('Connect'),
      createEvent('ViewPushed', { view: 'AllWallets' }),
      createEvent('ViewPushed', { view: 'AllWallets' }),
    )
    expect(selectModalHistory({ modal: state })).toEqual(['Connect', 'AllWallets'])
    expect(state.view).toBe('AllWallets')
    // the same view deeper in the history is pushed again: only the current one counts
    expect(
      run(
        opened('Connect'),
        createEvent('ViewPushed', { view: 'AllWallets' }),
        createEvent('ViewPushed', { view: 'Connect' }),
      ).history,
    ).toEqual(['Connect', 'AllWallets', 'Connect'])
  })

  it('behavior (SPEC §2 "Replace swaps the top")', () => {
    const state = run(
      opened('Connect'),
      createEvent('ViewPushed', { view: 'AllWallets' }),
      createEvent('ViewReplaced', { view: 'ConnectingExternal' }),
    )
    expect(state.history).toEqual(['Connect', 'ConnectingExternal'])
    expect(state.view).toBe('ConnectingExternal')
  })

  it('behavior: a replace with no history yet starts it with that view', () => {
    const state = run(createEvent('ViewReplaced', { view: 'Connect' }))
    expect(state.history).toEqual(['Connect'])
    expect(state.view).toBe('Connect')
  })

  it('behavior (SPEC §2 "Reset clears the history")', () => {
    const state = run(
      opened('Connect'),
      createEvent('ViewPushed', { view: 'AllWallets' }),
      createEvent('ViewsReset', { view: 'Account' }),
    )
    expect(state.history).toEqual(['Account'])
    expect(state.view).toBe('Account')
  })

  it('behavior: a pop goes back one view and never empties the history (back on the last entry closes instead, in the router)', () => {
    const state = run(
      opened('Connect'),
      createEvent('ViewPushed', { view: 'AllWallets' }),
      createEvent('ViewPopped', {}),
    )
    expect(state).toMatchObject({ history: ['Connect'], view: 'Connect' })
    expect(run(opened('Connect'), createEvent('ViewPopped', {})).history).toEqual(['Connect'])
  })

  it('behavior (SPEC §2 / §9 "Shake lasts 500 ms"): ModalShaken starts the shake, ModalShakeEnded and closing end it', () => {
    expect(run(opened('SIWXSignMessage'), createEvent('ModalShaken', {})).shake).toBe(true)
    expect(
      run(opened('SIWXSignMessage'), createEvent('ModalShaken', {}), createEvent('ModalShakeEnded', {})).shake,
    ).toBe(false)
    expect(run(opened('SIWXSignMessage'), createEvent('ModalShaken', {}), createEvent('ModalClosed', {})).shake).toBe(
      false,
    )
  })

  it('behavior (SPEC §1 embedded): the configuration sets embedded mode', () => {
    const configured = createEvent('Configured', {
      modal: { embedded: true },
      siwx: { enabled: false, required: false },
      networks: { requested: null, approved: null, allowUnsupportedChain: false, enableNetworkSwitch: true },
      adapters: ['eip155'],
    })
    expect(run(configured).embedded).toBe(true)
  })

  it('behavior (SPEC §4 "Switching the active network sets the namespace")', () => {
    expect(
      run(opened('Account'), createEvent('NetworkSwitched', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }))
        .namespace,
    ).toBe('solana')
  })

  it('behavior: a reload (SessionRestored) never reopens the modal, nor keeps it loading or shaking; the history is kept', () => {
    const state = run(opened('Connect'), createEvent('ModalShaken', {}), restored)
    expect(state).toMatchObject({ open: false, loading: false, shake: false, history: ['Connect'] })
  })
})

describe('modal openedFor', () => {
  it('behavior: the namespace an open asked for holds until the modal closes; an open without one clears it', () => {
    const forSolana = createEvent('ModalOpened', { view: 'Connect', namespace: 'solana' })
    expect(run(forSolana).openedFor).toBe('solana')
    expect(run(forSolana, createEvent('ModalClosed', {})).openedFor).toBeNull()
    expect(run(forSolana, opened('Connect')).openedFor).toBeNull()
  })
})
