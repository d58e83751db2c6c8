import { describe, expect, it, vi } from 'vitest'
import type { SiwxOptions } from '../../src/domain/siwxConfig.js'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { prepareSiwxMessage } from './prepareSiwxMessage.js'

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'
const OTHER = '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe'
const PAGE = { domain: 'app.example', uri: 'https://app.example' }
const connected = (address = EVM, chainId: `eip155:${number}` = 'eip155:1') =>
  createEvent('Connected', { connectorId: 'io.metamask', namespace: 'eip155', chainId, address })
const signIn = createEvent('ModalOpened', { view: 'SIWXSignMessage' })
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

async function setup(siwx: SiwxOptions = {}) {
  let nonces = 0
  const g = createTestGatehouse({
    siwx: {
      enabled: true,
      ...PAGE,
      getNonce: () => Promise.resolve(`nonce${String(++nonces).padStart(4, '0')}`),
      ...siwx,
    },
    effects: { prepareSiwxMessage },
  })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  const prepared = () => seen.filter((e) => e.type === 'SiwxMessagePrepared' || e.type === 'SiwxInitFailed')
  return { g, seen, prepared }
}

describe('prepareSiwxMessage', () => {
  it('default: SIWXSignMessage shown for a connected account → the EIP-4361 message for the page, the account, the network and the app’s nonce', async () => {
    const { g, prepared } = await setup({ statement: 'Sign in to the demo', expiresIn: 3600 })
    g.emit(connected())
    const opened = g.emit(signIn)
    // The message code loads on first use: wait for the answer.
    await vi.waitFor(() => expect(prepared()).toHaveLength(1), { timeout: 10_000 })
    const [event] = prepared()
    expect(event).toMatchObject({
      type: 'SiwxMessagePrepared',
      causationId: opened,
      data: {
        namespace: 'eip155',
        data: { accountAddress: EVM, chainId: 'eip155:1', ...PAGE, nonce: 'nonce0001', version: '1' },
      },
    })
    const message = (event!.data as { message: string }).message
    expect(message.split('\n').slice(0, 4)).toEqual([
      'app.example wants you to sign in with your Ethereum account:',
      EVM,
      '',
      'Sign in to the demo',
    ])
    for (const line of ['URI: https://app.example', 'Version: 1', 'Chain ID: 1', 'Nonce: nonce0001'])
      expect(message).toContain(line)
    expect(message).toMatch(/\nExpiration Time: \d{4}-\d\d-\d\dT/)
    await g.dispose()
  })

  it('behavior: nothing while the view is not SIWXSignMessage or nothing is connected; once per account and network while it shows; again for another account', async () => {
    const { g, prepared } = await setup()
    g.emit(signIn)
    g.emit(createEvent('ViewPushed', { view: 'Account' }))
    g.emit(connected())
    await flush()
    expect(prepared()).toEqual([])
    g.emit(createEvent('ViewPopped', {}))
    g.emit(createEvent('NetworkSwitched', { chainId: 'eip155:1' }))
    await vi.waitFor(() => expect(prepared()).toHaveLength(1), { timeout: 10_000 })
    g.emit(createEvent('NetworkSwitched', { chainId: 'eip155:1' }))
    g.emit(createEvent('AccountChanged', { namespace: 'eip155', address: OTHER }))
    await vi.waitFor(() => expect(prepared()).toHaveLength(2), { timeout: 10_000 })
    await flush()
    expect(prepared().map((e) => (e.data as { data: { accountAddress: string; nonce: string } }).data)).toMatchObject([
      { accountAddress: EVM, nonce: 'nonce0001' },
      { accountAddress: OTHER, nonce: 'nonce0002' },
    ])
    expect(prepared().map((e) => e.type)).toEqual(['SiwxMessagePrepared', 'SiwxMessagePrepared'])
    await g.dispose()
  })

  it('error: a nonce that cannot be had → SiwxInitFailed with its error', async () => {
    const { g, prepared } = await setup({ getNonce: () => Promise.reject(new Error('nonce server down')) })
    g.emit(connected())
    g.emit(signIn)
    await flush()
    expect(prepared()).toMatchObject([
      { type: 'SiwxInitFailed', data: { error: { shortMessage: 'nonce server down' } } },
    ])
    await g.dispose()
  })

  it('error: no page (no location) and no configured domain → SiwxInitFailed, not a message for an empty domain', async () => {
    const { g, prepared } = await setup({ domain: undefined as unknown as string })
    g.emit(connected())
    g.emit(signIn)
    await flush()
    expect(prepared()).toMatchObject([
      { type: 'SiwxInitFailed', data: { error: { shortMessage: 'The sign-in message is not valid' } } },
    ])
    await g.dispose()
  })

  it('error: SIWX not enabled → SiwxInitFailed (SPEC §5 precondition)', async () => {
    const { g, prepared } = await setup({ enabled: false })
    g.emit(connected())
    g.emit(signIn)
    await flush()
    expect(prepared().map((e) => e.type)).toEqual(['SiwxInitFailed'])
    await g.dispose()
  })
})
