import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { modalProjection } from './modal.projection.js'
import { selectModalOpen, selectModalView } from './modal.selectors.js'

describe('modal projection', () => {
  it('default: closed, no view', () => {
    expect(modalProjection.initial).toEqual({ open: false, view: null, namespace: null, openedAt: null })
  })

  it('behavior (SPEC §2 "Modal state"): ModalOpened opens on its view and namespace, at the envelope time', () => {
    const events = stampEvents([createEvent('ModalOpened', { view: 'Account', namespace: 'solana' })])
    const state = runProjection(modalProjection, events)
    expect(state).toEqual({ open: true, view: 'Account', namespace: 'solana', openedAt: events[0]?.at })
    expect(selectModalView({ modal: state })).toBe('Account')
  })

  it('behavior: ModalClosed hides it; the view reads as null while closed', () => {
    const state = runProjection(modalProjection, stampEvents([createEvent('ModalOpened', { view: 'Connect' }), createEvent('ModalClosed', {})]))
    expect(selectModalOpen({ modal: state })).toBe(false)
    expect(selectModalView({ modal: state })).toBeNull()
  })

  it('behavior: a reload (SessionRestored) never reopens the modal', () => {
    const state = runProjection(
      modalProjection,
      stampEvents([
        createEvent('ModalOpened', { view: 'Connect' }),
        { type: 'SessionRestored', data: { head: 1, snapshotSeq: null, storage: 'indexeddb' } },
      ]),
    )
    expect(state.open).toBe(false)
  })
})
