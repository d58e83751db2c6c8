import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { MESSAGE_AUTO_CLOSE_MS, MESSAGE_REOPEN_DELAY_MS } from '../../src/domain/constants.js'
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

  it('behavior (SPEC §4: Message banner: if open, it closes and reopens after 150 ms with the new message)', async () => {
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

  it("behavior (SPEC §3: Modal alert … autoClose; SPEC §8: 'Authenticating...' (loading, no auto-close)): a message closes by itself after 2.5 s, a loading one stays", async () => {
    const { g, seen, scheduler } = await setup()
    scheduler.maxFrames = 10_000 // flush() stops at 750 virtual ms by default
    g.emit(createEvent('MessageRequested', { message: 'Link copied', variant: 'success' }))
    scheduler.flush()
    expect(seen.filter(([, type]) => type !== 'MessageRequested')).toEqual([
      [0, 'MessageShown'],
      [MESSAGE_AUTO_CLOSE_MS, 'MessageHidden'],
    ])
    expect(g.getState().alerts.banner).toBeNull()
    g.emit(createEvent('MessageRequested', { message: 'Authenticating...', variant: 'loading' }))
    scheduler.flush()
    expect(g.getState().alerts.banner?.message).toBe('Authenticating...')
    await g.dispose()
  })

  it('behavior: a newer message restarts the 2.5 s; one dismissed meanwhile (a view change) is not hidden again', async () => {
    const { g, seen, scheduler } = await setup()
    scheduler.maxFrames = 10_000
    g.emit(createEvent('MessageRequested', { message: 'Address copied', variant: 'success', autoClose: true }))
    scheduler.schedule(
      () => void g.emit(createEvent('MessageRequested', { message: 'Address copied', variant: 'success' })),
      2000,
    )
    scheduler.flush()
    expect(seen.filter(([, type]) => type === 'MessageHidden').map(([at]) => at)).toEqual([
      2000,
      2000 + MESSAGE_REOPEN_DELAY_MS + MESSAGE_AUTO_CLOSE_MS,
    ])
    seen.length = 0
    g.emit(createEvent('MessageRequested', { message: 'Link copied', variant: 'success' }))
    g.emit(createEvent('ModalClosed', {}))
    scheduler.flush()
    expect(seen.map(([, type]) => type)).toEqual(['MessageRequested', 'MessageShown', 'ModalClosed'])
    await g.dispose()
  })
})
