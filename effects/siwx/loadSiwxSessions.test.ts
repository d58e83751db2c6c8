import { describe, expect, it, vi } from 'vitest'
import type { SiwxSession, SiwxStorage } from '../../src/domain/siwxConfig.js'
import { siwxSession } from '../../test/helpers/siwxMessages.js'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { selectActiveSiwxSession } from '../../projections/siwx/siwx.selectors.js'
import { closeSiwxWhenLoaded, loadSiwxSessions } from './loadSiwxSessions.js'

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'
const OTHER = '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe'
const connected = createEvent('Connected', {
  connectorId: 'io.metamask',
  namespace: 'eip155',
  chainId: 'eip155:1',
  address: EVM,
})
const session = (address = EVM, chainId: `eip155:${number}` = 'eip155:1'): SiwxSession => siwxSession(address, chainId)

/** An app's session store holding `held`, recording what Gatehouse asks of it. */
function storage(held: SiwxSession[], fail = false) {
  const asked: Array<[string, string]> = []
  const store: SiwxStorage = {
    getSessions: (chainId, address) => {
      asked.push([chainId, address])
      return fail
        ? Promise.reject(new Error('session server down'))
        : Promise.resolve(held.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address))
    },
    addSession: () => Promise.resolve(),
    setSessions: () => Promise.resolve(),
    revokeSession: () => Promise.resolve(),
  }
  return { store, asked }
}

async function setup(store: SiwxStorage | undefined, enabled = true) {
  const g = createTestGatehouse({
    siwx: { enabled, domain: 'app.example', uri: 'https://app.example', ...(store ? { storage: store } : {}) },
    effects: { loadSiwxSessions, closeSiwxWhenLoaded },
  })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  return { g, seen, types: () => seen.map((e) => e.type) }
}

describe('loadSiwxSessions', () => {
  it('default: an account connecting asks the app’s storage for its sessions on that network → SiwxSessionsLoaded, and the account has its session', async () => {
    const { store, asked } = storage([session(), session(OTHER)])
    const { g, seen } = await setup(store)
    const id = g.emit(connected)
    await vi.waitFor(() => expect(seen.map((e) => e.type)).toContain('SiwxSessionsLoaded'))
    expect(asked).toEqual([['eip155:1', EVM]])
    expect(seen.at(-1)).toMatchObject({
      type: 'SiwxSessionsLoaded',
      causationId: id,
      data: { chainId: 'eip155:1', address: EVM, sessions: [session()] },
    })
    expect(selectActiveSiwxSession(g.getState())).toBe(true)
    await g.dispose()
  })

  it('behavior: another account or network asks again, for that one', async () => {
    const { store, asked } = storage([])
    const { g, types } = await setup(store)
    g.emit(connected)
    g.emit(createEvent('AccountChanged', { namespace: 'eip155', address: OTHER }))
    g.emit(createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))
    await vi.waitFor(() => expect(types().filter((t) => t === 'SiwxSessionsLoaded').length).toBeGreaterThan(0))
    expect(asked).toEqual([
      ['eip155:1', EVM],
      ['eip155:1', OTHER],
      ['eip155:8453', OTHER],
    ])
    await g.dispose()
  })

  it('behavior: SIWX disabled, or sessions kept in the log (no storage): nothing is asked', async () => {
    const { store, asked } = storage([session()])
    const disabled = await setup(store, false)
    disabled.g.emit(connected)
    const inLog = await setup(undefined)
    inLog.g.emit(connected)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(asked).toEqual([])
    expect(disabled.types()).toEqual(['Connected'])
    expect(inLog.types()).toEqual(['Connected'])
    await disabled.g.dispose()
    await inLog.g.dispose()
  })

  it('error: a storage that fails → SiwxInitFailed with SPEC’s storage message', async () => {
    const { store } = storage([], true)
    const { g, seen } = await setup(store)
    g.emit(connected)
    await vi.waitFor(() => expect(seen.map((e) => e.type)).toContain('SiwxInitFailed'))
    expect(seen.at(-1)).toMatchObject({ data: { error: { shortMessage: 'The sign-in session could not be stored' } } })
    await g.dispose()
  })
})

describe('closeSiwxWhenLoaded', () => {
  it('behavior: a usable session loaded while SIWXSignMessage shows closes the modal; none, or another view, leaves it', async () => {
    const { g, types } = await setup(undefined)
    g.emit(connected)
    g.emit(createEvent('ModalOpened', { view: 'SIWXSignMessage' }))
    g.emit(createEvent('SiwxSessionsLoaded', { chainId: 'eip155:1', address: EVM, sessions: [] }))
    g.emit(createEvent('SiwxSessionsLoaded', { chainId: 'eip155:1', address: OTHER, sessions: [session(OTHER)] }))
    expect(types()).not.toContain('ModalCloseRequested')
    g.emit(createEvent('ViewPushed', { view: 'Account' }))
    g.emit(createEvent('SiwxSessionsLoaded', { chainId: 'eip155:1', address: EVM, sessions: [session()] }))
    expect(types()).not.toContain('ModalCloseRequested')
    g.emit(createEvent('ViewPopped', {}))
    g.emit(createEvent('SiwxSessionsLoaded', { chainId: 'eip155:1', address: EVM, sessions: [session()] }))
    expect(types().at(-1)).toBe('ModalCloseRequested')
    await g.dispose()
  })
})
