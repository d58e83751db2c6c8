import { describe, expect, it } from 'vitest'
import {
  FRAME_FAULTS,
  RELAY_FAULTS,
  runFrameFault,
  runRelayFault,
  runSilentFrameDisconnect,
} from '../helpers/channelFaults.js'

// The fault campaign's channel cases (bench/faults.bench.ts runs the same lists): a forged frame message changes
// nothing (the call still times out, typed), a hostile one from the frame ends in a typed error, bounded; a request
// over a relay that is down fails with 4900 within the timeout, and one whose outage is short goes through.
describe('channel fault campaign', () => {
  for (const fault of FRAME_FAULTS) {
    it(`${fault.expect === 'ok' ? 'behavior' : 'error'}: ${fault.name}: ends in ${fault.expect}`, async () => {
      const outcome = await runFrameFault(fault)
      expect(outcome).toMatchObject({ ended: fault.expect, typed: true, held: true, untyped: [] })
    })
  }
  for (const fault of RELAY_FAULTS) {
    it(`${fault.expect === 'ok' ? 'behavior' : 'error'}: ${fault.name}: ends in ${fault.expect}`, async () => {
      const outcome = await runRelayFault(fault)
      expect(outcome).toMatchObject({ ended: fault.expect, typed: true, held: true, untyped: [] })
    })
  }
})

describe('channel fault campaign: a silent frame', () => {
  it('behavior: Disconnect takes effect locally at once while the frame never answers SIGN_OUT', async () => {
    const outcome = await runSilentFrameDisconnect()
    expect(outcome).toMatchObject({ ended: 'disconnected', held: true })
  })
})
