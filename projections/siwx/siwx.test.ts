import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { siwxKey, siwxProjection } from './siwx.projection.js'

const session = {
  data: { accountAddress: '0xAbC', chainId: 'eip155:1' as const, domain: 'app.example', uri: 'https://app.example', version: '1', nonce: 'abcdefgh' },
  message: 'app.example wants you to sign in…',
  signature: '0x1234',
}

describe('siwx projection', () => {
  it('behavior (SPEC §4 "stores the session"): SiwxSigned keeps the session by network and address', () => {
    const events = stampEvents([createEvent('SiwxSigned', { session })])
    const state = runProjection(siwxProjection, events)
    expect(state.ids).toEqual([siwxKey('eip155:1', '0xabc')])
    expect(state.byId[siwxKey('eip155:1', '0xABC')]).toEqual({ ...session, signedAt: events[0]?.at })
  })

  it('behavior: a new signature for the same network and address replaces the old one', () => {
    const again = { ...session, signature: '0x5678' }
    const state = runProjection(siwxProjection, stampEvents([createEvent('SiwxSigned', { session }), createEvent('SiwxSigned', { session: again })]))
    expect(state.ids).toHaveLength(1)
    expect(state.byId[siwxKey('eip155:1', '0xabc')]?.signature).toBe('0x5678')
  })

  it('behavior: sessions survive a disconnect (a stored session needs no new signature)', () => {
    const state = runProjection(
      siwxProjection,
      stampEvents([createEvent('SiwxSigned', { session }), createEvent('Disconnected', { namespace: 'eip155', reason: 'user' })]),
    )
    expect(state.ids).toHaveLength(1)
  })
})
