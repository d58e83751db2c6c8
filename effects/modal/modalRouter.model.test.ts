// Model-based test of the router and the SIWX gate: random sequences of push, replace, reset,
// back, open and close against a small independent model of SPEC §2.
import fc from 'fast-check'
import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { VIEWS, type View } from '../../src/domain/views.js'
import { createEvent, type EventInput } from '../../src/events/index.js'
import type { Gatehouse } from '../../src/createGatehouse.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import type { GatehouseState } from '../../projections/index.js'
import { modalRouter } from './modalRouter.js'

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'

interface Model {
  open: boolean
  history: View[]
  embedded: boolean
  required: boolean
  /** A SIWX session is stored for the address and network (it counts only while that address is connected). */
  sessionStored: boolean
  connected: boolean
}

type Real = Gatehouse<GatehouseState>

const home = (m: Model): View => (m.connected ? 'Account' : 'Connect')
const top = (m: Model): View | undefined => m.history[m.history.length - 1]
const gateClosed = (m: Model): boolean =>
  m.open &&
  (top(m) === 'SIWXSignMessage' || top(m) === 'ApproveTransaction') &&
  m.required &&
  !(m.connected && m.sessionStored)

/** The model's close: SPEC §2: Closing in embedded mode goes to Account if connected, otherwise Connect. Otherwise the modal is hidden. */
function modelClose(m: Model): void {
  if (m.embedded) m.history = [home(m)]
  else m.open = false
}

abstract class Step implements fc.Command<Model, Real> {
  abstract event(): EventInput
  abstract apply(m: Model): void
  check = () => true
  run(m: Model, r: Real): void {
    const gatedBefore = gateClosed(m)
    // Back from the gated sign-in reached from another view cancels it, as Cancel does: it stays open, on Connect.
    const cancels = this instanceof Back && gatedBefore && top(m) === 'SIWXSignMessage' && m.history.length > 1
    const leaving = (this instanceof Close || this instanceof Back) && !cancels
    this.apply(m)
    r.emit(this.event())
    const s = r.getState().modal
    // agree with the model
    expect(s.open).toBe(m.open)
    expect(s.history).toEqual(m.history)
    // never an open modal without a view, and the view is the top of the history
    if (s.open) expect(s.view).not.toBeNull()
    expect(s.view).toBe(top(m) ?? null)
    // never close a required SIWX gate
    if (gatedBefore && cancels) expect(s.open).toBe(true)
    if (gatedBefore && leaving) {
      expect(s.open).toBe(true)
      expect(s.shake).toBe(true)
    }
  }
  abstract toString(): string
}

class Push extends Step {
  constructor(readonly view: View) {
    super()
  }
  event = () => createEvent('NavigateRequested', { mode: 'push', view: this.view })
  apply(m: Model) {
    if (top(m) !== this.view) m.history = [...m.history, this.view]
  }
  toString = () => `push(${this.view})`
}

class Replace extends Step {
  constructor(readonly view: View) {
    super()
  }
  event = () => createEvent('NavigateRequested', { mode: 'replace', view: this.view })
  apply(m: Model) {
    m.history = [...m.history.slice(0, -1), this.view]
  }
  toString = () => `replace(${this.view})`
}

class Reset extends Step {
  constructor(readonly view: View) {
    super()
  }
  event = () => createEvent('NavigateRequested', { mode: 'reset', view: this.view })
  apply(m: Model) {
    m.history = [this.view]
  }
  toString = () => `reset(${this.view})`
}

class Open extends Step {
  constructor(readonly view: View | undefined) {
    super()
  }
  event = () => createEvent('ModalOpenRequested', this.view ? { view: this.view } : {})
  apply(m: Model) {
    m.open = true
    m.history = [this.view ?? home(m)]
  }
  toString = () => `open(${this.view ?? ''})`
}

class Close extends Step {
  event = () => createEvent('ModalCloseRequested', {})
  apply(m: Model) {
    if (!m.open || gateClosed(m)) return
    modelClose(m)
  }
  toString = () => 'close'
}

class Back extends Step {
  event = () => createEvent('BackRequested', {})
  apply(m: Model) {
    if (!m.open) return
    if (gateClosed(m)) {
      // SPEC §4's cancel: a required sign-in given up disconnects (no effect here to do it) and resets to Connect.
      if (top(m) === 'SIWXSignMessage' && m.history.length > 1) m.history = ['Connect']
      return
    }
    if (m.history.length > 1 && !m.history.includes('UnsupportedChain')) m.history = m.history.slice(0, -1)
    else modelClose(m)
  }
  toString = () => 'back'
}

const SESSION = {
  data: {
    accountAddress: EVM,
    chainId: 'eip155:1' as const,
    domain: 'a.example',
    uri: 'https://a.example',
    version: '1',
    nonce: 'abcdefgh',
  },
  message: 'sign in',
  signature: `0x${'ab'.repeat(65)}`,
}

/** The visitor signs in: the gate opens. */
class SignIn extends Step {
  event = () => createEvent('SiwxSigned', { session: SESSION })
  apply(m: Model) {
    m.sessionStored = true
  }
  toString = () => 'signIn'
}

/** Sessions are cleared: a required gate shuts again. */
class ClearSessions extends Step {
  event = () => createEvent('SiwxSessionsCleared', {})
  apply(m: Model) {
    m.sessionStored = false
  }
  toString = () => 'clearSessions'
}

const view = fc.constantFrom(...VIEWS)
// The gated views and the few views the rules name come up often.
const hot = fc.constantFrom<View>('SIWXSignMessage', 'ApproveTransaction', 'UnsupportedChain', 'Account', 'Connect')
const anyView = fc.oneof(view, hot)
const commands = fc.commands(
  [
    anyView.map((v) => new Push(v)),
    anyView.map((v) => new Replace(v)),
    anyView.map((v) => new Reset(v)),
    fc.option(anyView, { nil: undefined }).map((v) => new Open(v)),
    fc.constant(new Close()),
    fc.constant(new Back()),
    fc.constant(new SignIn()),
    fc.constant(new ClearSessions()),
  ],
  { maxCommands: 40 },
)

describe('modalRouter model', () => {
  it('property: random push, replace, reset, back, open, close, sign-in and clearing sessions agree with the model, never leave an open modal without a view, never close a required SIWX gate', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          embedded: fc.boolean(),
          required: fc.boolean(),
          connected: fc.boolean(),
          sessionStored: fc.boolean(),
        }),
        commands,
        async (setup, cmds) => {
          const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
          const g = createTestGatehouse({
            effects: { modalRouter },
            deps: { scheduler },
            modal: { embedded: setup.embedded },
            siwx: { required: setup.required },
          })
          await g.ready
          if (setup.sessionStored) g.emit(createEvent('SiwxSigned', { session: SESSION }))
          if (setup.connected)
            g.emit(
              createEvent('Connected', {
                connectorId: 'io.metamask',
                namespace: 'eip155',
                chainId: 'eip155:1',
                address: EVM,
              }),
            )
          const s = g.getState().modal
          const model: Model = { ...setup, open: s.open, history: [...s.history] }
          fc.modelRun(() => ({ model, real: g }), cmds)
          scheduler.flush()
          expect(g.getState().modal.shake).toBe(false)
          await g.dispose()
        },
      ),
      { numRuns: 150 },
    )
  })
})
