// The replay harness's stepper (examples/harness/session.ts): stepping forward folds one event
// onto the current state, stepping back and jumping fold from the stepper's own checkpoints
// (immer drafts); the replay folds from its own (private copies). All must agree.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Stepper } from '../../examples/harness/session.js'
import { replay, type Replay } from '../../src/replay.js'
import { arbEvents } from '../../src/testing/arbitraries.js'
import { stampEvents } from '../../src/testing/helpers.js'
import type { GatehouseState } from '../../projections/index.js'

const logOf = (events: unknown[]) => ({ format: 'gatehouse-log', version: 1, base: null, events, quarantined: [] })

/** A replayed log of arbitrary stored events (ephemeral ones are never stored), the replay's checkpoints every `every`. */
const arbReplay = (every: number) =>
  arbEvents({ maxLength: 80 }).map((inputs) => {
    const stored = stampEvents(inputs.filter((e) => e.ephemeral !== true)).filter((e) => !e.ephemeral)
    const events = stored.map((e, i) => ({ ...e, seq: i + 1 }))
    return replay(JSON.parse(JSON.stringify(logOf(events))), { checkpointEvery: every }) as Replay<GatehouseState>
  })

describe('harness stepper', () => {
  it('property: stepping back n times after stepping forward n times gives the same state', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 16 }).chain((every) => arbReplay(every)),
        fc.integer({ min: 1, max: 16 }),
        fc.nat(),
        fc.nat({ max: 100 }),
        (r, checkpointEvery, startSeed, n) => {
          const start = r.length === 0 ? 0 : startSeed % (r.length + 1)
          const stepper = new Stepper(r, start, { checkpointEvery })
          const before = stepper.state
          const steps = Math.min(n, r.length - start) // forward stops at the end; count only real steps
          for (let i = 0; i < steps; i++) {
            stepper.forward()
            expect(stepper.state).toEqual(r.stateAt(stepper.index)) // the incremental fold agrees with the replay
          }
          for (let i = 0; i < steps; i++) {
            stepper.back()
            expect(stepper.state).toEqual(r.stateAt(stepper.index)) // a fold from the stepper's checkpoint agrees too
          }
          expect(stepper.index).toBe(start)
          expect(stepper.state).toEqual(before)
          expect(stepper.state).toEqual(r.stateAt(start))
        },
      ),
    )
  })

  it("property: a jump anywhere gives the replay's state there and, as previous, the state one event before", () => {
    fc.assert(
      fc.property(
        arbReplay(1024),
        fc.integer({ min: 1, max: 16 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
        (r, checkpointEvery, targets) => {
          const stepper = new Stepper(r, 0, { checkpointEvery })
          for (const t of targets) {
            const to = t % (r.length + 1)
            stepper.jump(to)
            expect(stepper.index).toBe(to)
            expect(stepper.state).toEqual(r.stateAt(to))
            expect(stepper.previous).toEqual(r.stateAt(Math.max(0, to - 1)))
          }
        },
      ),
    )
  })

  it('behavior: a jump shares with the checkpoint before it every read model its events did not touch', () => {
    const events = stampEvents([
      { type: 'ModalOpenRequested', data: {} },
      { type: 'ModalOpened', data: { view: 'Connect' } },
      { type: 'NetworkSwitched', data: { chainId: 'eip155:8453' } },
      { type: 'ThemeChanged', data: { themeMode: 'dark' } },
    ])
    const r = replay(JSON.parse(JSON.stringify(logOf(events)))) as Replay<GatehouseState>
    const stepper = new Stepper(r, 0, { checkpointEvery: 2 })
    const checkpoint = stepper.stateAt(2)
    stepper.jump(4)
    expect(stepper.state.theme.themeMode).toBe('dark')
    expect(stepper.state.config).toBe(checkpoint.config)
    expect(stepper.state.wallets).toBe(checkpoint.wallets)
    expect(stepper.state.network).not.toBe(checkpoint.network)
  })

  it('behavior: forward at the end and back at the start do nothing; jump clamps', () => {
    const events = stampEvents([
      { type: 'ModalOpenRequested', data: {} },
      { type: 'ModalOpened', data: { view: 'Connect' } },
      { type: 'NetworkSwitched', data: { chainId: 'eip155:8453' } },
    ])
    const r = replay(JSON.parse(JSON.stringify(logOf(events))))
    const stepper = new Stepper(r)
    expect(stepper.back()).toBe(stepper.state)
    expect(stepper.index).toBe(0)
    stepper.jump(99)
    expect(stepper.index).toBe(3)
    expect(stepper.state.network.byNamespace.eip155?.chainId).toBe('eip155:8453')
    stepper.forward()
    expect(stepper.index).toBe(3)
    stepper.jump(2)
    expect(stepper.state.modal.view).toBe('Connect')
    expect(stepper.previous.modal.view).toBe(null)
    stepper.jump(-5)
    expect(stepper.index).toBe(0)
  })
})
