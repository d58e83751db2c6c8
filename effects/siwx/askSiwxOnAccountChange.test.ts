import { describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { askSiwxOnAccountChange } from './askSiwxOnAccountChange.js'
import { siwxSession } from '../../test/helpers/siwxMessages.js'

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'
const OTHER = '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe'
const connected = (chainId: `eip155:${number}` = 'eip155:1') =>
  createEvent('Connected', { connectorId: 'io.metamask', namespace: 'eip155', chainId, address: EVM })
const changed = createEvent('AccountChanged', { namespace: 'eip155', address: OTHER })
const signed = (address: string) =>
  createEvent('SiwxSigned', { session: siwxSession(address, 'eip155:1', 'a.example') })

async function setup(enabled = true) {
  const g = createTestGatehouse({ siwx: { enabled }, effects: { askSiwxOnAccountChange } })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  return { g, asked: () => seen.filter((e) => e.type === 'ModalOpened' || e.type === 'ViewPushed') }
}

describe('askSiwxOnAccountChange', () => {
  it('default (SPEC §4): the wallet makes another account active, with no session → SIWXSignMessage opens', async () => {
    const { g, asked } = await setup()
    g.emit(connected())
    const id = g.emit(changed)
    expect(asked()).toMatchObject([{ type: 'ModalOpened', data: { view: 'SIWXSignMessage' }, causationId: id }])
    expect(g.getState().modal).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    await g.dispose()
  })

  it('behavior: on an open modal it is pushed, once; already showing, nothing', async () => {
    const { g, asked } = await setup()
    g.emit(connected())
    g.emit(createEvent('ModalOpened', { view: 'Account' }))
    g.emit(changed)
    expect(asked().map((e) => [e.type, e.data])).toEqual([
      ['ModalOpened', { view: 'Account' }],
      ['ViewPushed', { view: 'SIWXSignMessage' }],
    ])
    g.emit(createEvent('AccountChanged', { namespace: 'eip155', address: EVM }))
    expect(asked()).toHaveLength(2)
    await g.dispose()
  })

  it('behavior: an account with a session, SIWX disabled, or an unsupported network: not asked', async () => {
    const withSession = await setup()
    withSession.g.emit(signed(OTHER))
    withSession.g.emit(connected())
    withSession.g.emit(changed)
    expect(withSession.asked()).toEqual([])
    const disabled = await setup(false)
    disabled.g.emit(connected())
    disabled.g.emit(changed)
    expect(disabled.asked()).toEqual([])
    const unsupported = await setup()
    unsupported.g.emit(connected())
    unsupported.g.emit(createEvent('NetworkUnsupported', { chainId: 'eip155:999' }))
    unsupported.g.emit(changed)
    expect(unsupported.asked()).toEqual([])
    for (const s of [withSession, disabled, unsupported]) await s.g.dispose()
  })
})
