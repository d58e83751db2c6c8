import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { MESSAGE_REOPEN_DELAY_MS } from '../../src/domain/constants.js'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { showMessage } from './showMessage.js'

async function setup() {
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
  const g = createTestGatehouse({ effects: { showMessage }, deps: { scheduler } })
  await g.ready
  const seen: Array<[number, Stamped['type']]> = []
  g.events$.subscribe((e) => seen.push([scheduler.now(), e.type]))
  return { g, seen, scheduler }
}

describe('showMessage', () => {
  it('behavior: with no banner open, the message shows at once', async () => {
    const { g } = await setup()
    g.emit(createEvent('MessageRequested', { message: 'Transaction started', variant: 'success' }))
    expect(g.getState().alerts.banner).toEqual({ message: 'Transaction started', variant: 'success', autoClose: true })
    await g.dispose()
  })

  it('behavior (SPEC §4 "Message banner: if open, it closes and reopens after 150 ms with the new message")', async () => {
    const { g, seen, scheduler } = await setup()
    g.emit(createEvent('MessageRequested', { message: 'Authenticating...', variant: 'loading' }))
    g.emit(createEvent('MessageRequested', { message: 'Signature declined', variant: 'error' }))
    expect(g.getState().alerts.banner).toBeNull()
    scheduler.flush()
    expect(seen.filter(([, type]) => type !== 'MessageRequested')).toEqual([
      [0, 'MessageShown'],
      [0, 'MessageHidden'],
      [MESSAGE_REOPEN_DELAY_MS, 'MessageShown'],
    ])
    expect(g.getState().alerts.banner?.message).toBe('Signature declined')
    await g.dispose()
  })

  it('behavior: a newer message during the 150 ms wins', async () => {
    const { g, scheduler } = await setup()
    g.emit(createEvent('MessageRequested', { message: 'one', variant: 'success' }))
    g.emit(createEvent('MessageRequested', { message: 'two', variant: 'success' }))
    g.emit(createEvent('MessageRequested', { message: 'three', variant: 'success' }))
    scheduler.flush()
    expect(g.getState().alerts.banner?.message).toBe('three')
    await g.dispose()
  })
})
