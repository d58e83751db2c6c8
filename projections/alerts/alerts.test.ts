import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { alertsProjection } from './alerts.projection.js'
import { selectBanner, selectShouldReportAlert } from './alerts.selectors.js'

const run = (...events: EventInput[]) => runProjection(alertsProjection, stampEvents(events))

describe('alerts projection', () => {
  it('behavior (SPEC §8 "Alerts, each reported once per kind"): the first report is kept; the kind is not reported again', () => {
    const events = stampEvents([
      createEvent('AlertReported', { kind: 'SessionExpired' }),
      createEvent('AlertReported', { kind: 'SessionExpired' }),
    ])
    const state = runProjection(alertsProjection, events)
    expect(state.reported).toEqual({ SessionExpired: events[0]?.at })
    expect(selectShouldReportAlert({ alerts: state }, 'SessionExpired')).toBe(false)
    expect(selectShouldReportAlert({ alerts: state }, 'NetworkNotFound')).toBe(true)
  })

  it('behavior (SPEC §3 "Modal alert"; SPEC §8 "\'Authenticating...\' (loading, no auto-close)"): loading messages do not close by themselves', () => {
    expect(
      selectBanner({ alerts: run(createEvent('MessageShown', { message: 'Authenticating...', variant: 'loading' })) }),
    ).toEqual({
      message: 'Authenticating...',
      variant: 'loading',
      autoClose: false,
    })
    expect(
      run(createEvent('MessageShown', { message: 'Signature declined', variant: 'error' })).banner?.autoClose,
    ).toBe(true)
    expect(
      run(createEvent('MessageShown', { message: 'x', variant: 'error' }), createEvent('MessageHidden', {})).banner,
    ).toBeNull()
  })

  it('behavior: a toast belongs to the view it was shown on: a view change, closing and opening dismiss it', () => {
    const shown = createEvent('MessageShown', { message: 'Link copied', variant: 'success' })
    for (const change of [
      createEvent('ViewPushed', { view: 'Account' }),
      createEvent('ViewReplaced', { view: 'Account' }),
      createEvent('ViewsReset', { view: 'Account' }),
      createEvent('ViewPopped', {}),
      createEvent('ModalClosed', {}),
      createEvent('ModalOpened', { view: 'Account' }),
    ]) {
      expect(run(shown, change).banner, change.type).toBeNull()
    }
    // One shown after the change (the answer to what moved the view) stays.
    expect(run(createEvent('ViewsReset', { view: 'Account' }), shown).banner?.message).toBe('Link copied')
  })
})
