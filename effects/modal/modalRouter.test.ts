import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import type { GatehouseConfig } from '../../src/createGatehouse.js'
import { createEvent, OPENING_EVENTS, type EventInput, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { SHAKE_MS } from '../../src/domain/constants.js'
import { fakeClient, services } from '../../test/helpers/fakeServices.js'
import { replay } from '../../src/replay.js'
import { modalRouter } from './modalRouter.js'
import { siwxSession } from '../../test/helpers/siwxMessages.js'

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'
const connected = (connectorId = 'io.metamask', chainId: `${string}:${string}` = 'eip155:1') =>
  createEvent('Connected', { connectorId, namespace: 'eip155', chainId, address: EVM })
const session = (chainId: `${string}:${string}` = 'eip155:1') =>
  createEvent('SiwxSigned', { session: siwxSession(EVM, chainId) })

async function setup(config: Omit<GatehouseConfig, 'effects' | 'deps'> = {}) {
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
  const g = createTestGatehouse({ ...config, effects: { modalRouter }, deps: { scheduler } })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  const emit = (...events: EventInput[]) => events.map((e) => g.emit(e))
  const modal = () => g.getState().modal
  return { g, seen, emit, modal, scheduler }
}

const open = (
  data: {
    view?: 'Account' | 'Connect' | 'AllWallets' | 'SIWXSignMessage' | 'ApproveTransaction'
    mobile?: boolean
  } = {},
) => createEvent('ModalOpenRequested', data)
const push = (view: Parameters<typeof createEvent<'ViewPushed'>>[1]['view']) =>
  createEvent('NavigateRequested', { mode: 'push', view })
const back = createEvent('BackRequested', {})
const close = createEvent('ModalCloseRequested', {})

describe('modalRouter: opening (SPEC §2: Opening picks the view)', () => {
  it('behavior (SPEC §2: a connected address leads to Account, else Connect): Connect when nothing is connected, answering the intent at once', async () => {
    const { g, seen, emit, modal } = await setup()
    const [id] = emit(open())
    expect(seen.find((e) => e.type === 'ModalOpened')).toMatchObject({
      data: { view: 'Connect' },
      causationId: id,
      source: 'effect:modalRouter',
    })
    expect(modal()).toMatchObject({ open: true, view: 'Connect', history: ['Connect'] })
    await g.dispose()
  })

  it('behavior (SPEC §2: a connected address leads to Account)', async () => {
    const { g, emit, modal } = await setup()
    emit(connected(), open())
    expect(modal().view).toBe('Account')
    await g.dispose()
  })

  it('behavior: opened while a restored connection is re-synced (its address already shown), Account; the re-sync does not close it', async () => {
    const { g, emit, modal } = await setup()
    emit(connected('auth'), createEvent('SessionRestored', { head: 1, snapshotSeq: 0, storage: 'memory' }), open())
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({ status: 'connecting', restoring: true })
    expect(modal()).toMatchObject({ open: true, view: 'Account' })
    const user = {
      email: 'a@example.com',
      address: EVM,
      chainId: 1,
      accounts: [{ address: EVM, type: 'eoa' as const }],
      userName: null,
      smartAccountDeployed: false,
    }
    emit(createEvent('AuthConnected', { user, provider: null }), connected('auth'))
    expect(modal()).toMatchObject({ open: true, view: 'Account' })
    await g.dispose()
  })

  it('behavior (SPEC §2: a requested view wins)', async () => {
    const { g, emit, modal } = await setup()
    emit(connected(), createEvent('ModalOpenRequested', { view: 'AllWallets', namespace: 'solana' }))
    expect(modal()).toMatchObject({ view: 'AllWallets', namespace: 'solana' })
    await g.dispose()
  })

  it('behavior (SPEC §2: With no adapters and no address: AllWallets on mobile, ConnectingWalletConnectBasic elsewhere)', async () => {
    const { g, emit, modal } = await setup({ adapters: [] })
    emit(open({ mobile: true }))
    expect(modal().view).toBe('AllWallets')
    emit(close, open())
    expect(modal().view).toBe('ConnectingWalletConnectBasic')
    emit(
      close,
      createEvent('Connected', {
        connectorId: 'walletConnect',
        namespace: 'eip155',
        chainId: 'eip155:1',
        address: EVM,
      }),
      open({ mobile: true }),
    )
    expect(modal().view).toBe('Account')
    await g.dispose()
  })

  it('behavior (SPEC §4: open() … sets loading and resets the view): the history restarts at the chosen view; without a wallet-listing service there is nothing to prefetch and loading ends at once', async () => {
    const { g, emit, seen, modal } = await setup()
    emit(open(), push('AllWallets'), close, open())
    expect(modal().history).toEqual(['Connect'])
    const types = seen.map((e) => e.type)
    expect(types.slice(-3)).toEqual(['ModalOpenRequested', 'ModalOpened', 'ModalLoaded'])
    expect(modal().loading).toBe(false)
    await g.dispose()
  })

  it('behavior (SPEC §4: open() prefetches wallets and images, sets loading): with a wallet-listing service the router leaves loading on; the prefetch ends it (fetchWallets)', async () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    const wallets = fakeClient({})
    const g = createTestGatehouse({ effects: { modalRouter }, deps: { scheduler, services: services({ wallets }) } })
    await g.ready
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    g.emit(open())
    expect(seen.map((e) => e.type)).toEqual(['ModalOpenRequested', 'ModalOpened'])
    expect(g.getState().modal).toMatchObject({ open: true, loading: true })
    g.emit(createEvent('ModalLoaded', {}))
    expect(g.getState().modal.loading).toBe(false)
    await g.dispose()
  })

  it('behavior: intents queued behind an opening the router answered (emitted before Gatehouse is ready) are decided once the modal is open, in order: an open then a close ends closed; an open then a wallet chosen shows its Connecting view', async () => {
    const closed = createTestGatehouse({ effects: { modalRouter } })
    closed.emit(open())
    closed.emit(close)
    await closed.ready
    expect(closed.getState().modal.open).toBe(false)
    await closed.dispose()

    const chosen = createTestGatehouse({ effects: { modalRouter } })
    chosen.emit(open())
    chosen.emit(createEvent('ConnectRequested', { connectorId: 'io.metamask', namespace: 'eip155' }))
    await chosen.ready
    expect(chosen.getState().modal).toMatchObject({ open: true, history: ['Connect', 'ConnectingExternal'] })
    await chosen.dispose()
  })

  it("behavior: an opening emits only the events OPENING_EVENTS names (the ones the visitor's intent prepares), and each of them, with a wallet-listing service or without, connected or not", async () => {
    const emitted = new Set<string>()
    for (const listing of [false, true])
      for (const before of [[], [connected()]]) {
        const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
        const deps = listing ? { scheduler, services: services({ wallets: fakeClient({}) }) } : { scheduler }
        const g = createTestGatehouse({ effects: { modalRouter }, deps })
        await g.ready
        for (const event of before) g.emit(event)
        const seen: Stamped[] = []
        g.events$.subscribe((e) => seen.push(e))
        g.emit(open())
        for (const e of seen) emitted.add(e.type)
        await g.dispose()
      }
    expect([...emitted].sort()).toEqual([...OPENING_EVENTS].sort())
  })
})

describe('modalRouter: navigation (SPEC §2: View history is a stack)', () => {
  it('behavior (SPEC §2: Push adds a view unless it is already current): a push of the current view emits nothing', async () => {
    const { g, emit, seen, modal } = await setup()
    emit(open(), push('AllWallets'))
    const before = seen.length
    emit(push('AllWallets'))
    expect(seen.slice(before).map((e) => e.type)).toEqual(['NavigateRequested'])
    expect(modal().history).toEqual(['Connect', 'AllWallets'])
    await g.dispose()
  })

  it('behavior (SPEC §2: Replace swaps the top, "Reset clears the history")', async () => {
    const { g, emit, modal } = await setup()
    emit(open(), push('AllWallets'), createEvent('NavigateRequested', { mode: 'replace', view: 'ConnectingExternal' }))
    expect(modal().history).toEqual(['Connect', 'ConnectingExternal'])
    emit(createEvent('NavigateRequested', { mode: 'reset', view: 'Account' }))
    expect(modal().history).toEqual(['Account'])
    await g.dispose()
  })

  it('behavior (SPEC §2: Go back closes the modal when the history has one entry)', async () => {
    const { g, emit, modal } = await setup()
    emit(open(), push('AllWallets'), back)
    expect(modal()).toMatchObject({ open: true, history: ['Connect'] })
    emit(back)
    expect(modal().open).toBe(false)
    await g.dispose()
  })

  it('behavior (SPEC §2: Go back closes the modal … when UnsupportedChain is present)', async () => {
    const { g, emit, modal } = await setup()
    emit(open(), push('UnsupportedChain'), push('Account'), back)
    expect(modal().open).toBe(false)
    await g.dispose()
  })

  it('behavior: Back on an email login’s code step (the Connect view’s) goes back to the email field', async () => {
    const { g, emit, modal, seen } = await setup()
    emit(
      open(),
      createEvent('EmailLoginRequested', { email: 'a@example.com' }),
      createEvent('EmailOtpRequired', { email: 'a@example.com' }),
      back,
    )
    expect(seen.map((e) => e.type).slice(-2)).toEqual(['BackRequested', 'AuthCancelRequested'])
    expect(modal()).toMatchObject({ open: true, history: ['Connect'] })
    expect(g.getState().auth).toMatchObject({ step: 'idle', email: 'a@example.com' })
    await g.dispose()
  })

  it('behavior: back and close on a closed modal do nothing', async () => {
    const { g, emit, seen } = await setup()
    const before = seen.length
    emit(back, close)
    expect(seen.slice(before).map((e) => e.type)).toEqual(['BackRequested', 'ModalCloseRequested'])
    await g.dispose()
  })
})

describe('modalRouter: closing (SPEC §2: Closing in embedded mode goes to Account if connected, otherwise Connect. Otherwise the modal is hidden.)', () => {
  it('behavior: not embedded, the modal is hidden', async () => {
    const { g, emit, modal } = await setup()
    emit(open(), close)
    expect(modal().open).toBe(false)
    await g.dispose()
  })

  it('behavior: embedded, closing goes to Connect when nothing is connected, to Account when connected', async () => {
    const { g, emit, modal } = await setup({ modal: { embedded: true } })
    emit(open(), push('AllWallets'), close)
    expect(modal()).toMatchObject({ open: true, history: ['Connect'] })
    emit(connected(), push('AllWallets'), close)
    expect(modal()).toMatchObject({ open: true, history: ['Account'] })
    // back on the last entry closes, which in embedded mode resets too
    emit(back)
    expect(modal()).toMatchObject({ open: true, history: ['Account'] })
    await g.dispose()
  })
})

describe('modalRouter: the SIWX gate (SPEC §2: The modal cannot be closed on SIWXSignMessage or ApproveTransaction when SIWX is required and no session exists yet)', () => {
  it('behavior: close and back shake instead, for 500 ms of the scheduler', async () => {
    const { g, emit, modal, seen, scheduler } = await setup({ siwx: { required: true } })
    emit(connected(), open({ view: 'SIWXSignMessage' }), close)
    expect(modal()).toMatchObject({ open: true, view: 'SIWXSignMessage', shake: true })
    emit(back)
    expect(modal().open).toBe(true)
    scheduler.flush()
    const ended = seen.filter((e) => e.type === 'ModalShakeEnded')
    expect(ended).toHaveLength(1) // the second shake restarted the first
    expect(scheduler.now()).toBe(SHAKE_MS)
    expect(modal().shake).toBe(false)
    await g.dispose()
  })

  it('behavior: Back from the sign-in the gate asks for (reached by connecting) gives it up as Cancel does: disconnect, then Connect', async () => {
    const { g, emit, modal, seen } = await setup({ siwx: { required: true } })
    emit(open(), createEvent('ConnectRequested', { connectorId: 'io.metamask', namespace: 'eip155' }), connected())
    expect(modal()).toMatchObject({ open: true, history: ['Connect', 'ConnectingExternal', 'SIWXSignMessage'] })
    emit(back)
    expect(seen.map((e) => e.type).slice(-4)).toEqual([
      'BackRequested',
      'SiwxCancelRequested',
      'DisconnectRequested',
      'ViewsReset',
    ])
    expect(modal()).toMatchObject({ open: true, shake: false, history: ['Connect'] })
    await g.dispose()
  })

  it('behavior: ApproveTransaction is gated too; a stored session for the network and address opens the gate', async () => {
    const { g, emit, modal } = await setup({ siwx: { required: true } })
    emit(connected(), open({ view: 'ApproveTransaction' }), close)
    expect(modal().open).toBe(true)
    emit(session(), close)
    expect(modal().open).toBe(false)
    await g.dispose()
  })

  it('behavior: SIWX enabled but not required never blocks closing; other views are never gated', async () => {
    const { g, emit, modal } = await setup({ siwx: { enabled: true } })
    emit(open({ view: 'SIWXSignMessage' }), close)
    expect(modal().open).toBe(false)
    await g.dispose()
    const required = await setup({ siwx: { required: true } })
    required.emit(open({ view: 'Connect' }), close)
    expect(required.modal().open).toBe(false)
    await required.g.dispose()
  })
})

describe('modalRouter: SIWX (SPEC §2: After a cancel or a failure in SIWX the modal resets to Connect; SPEC §4 "SIWX")', () => {
  it('behavior (SPEC §4: when an account is connected on a supported network and SIWX is enabled and no stored session exists for that network and address, SIWXSignMessage opens)', async () => {
    const { g, emit, modal } = await setup({ siwx: { enabled: true } })
    emit(connected())
    expect(modal()).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    await g.dispose()
  })

  it('behavior: no SIWXSignMessage with a stored session, on an unsupported network, or with SIWX disabled', async () => {
    const withSession = await setup({ siwx: { enabled: true } })
    withSession.emit(session(), connected())
    expect(withSession.modal().open).toBe(false)
    await withSession.g.dispose()
    const unsupported = await setup({
      siwx: { enabled: true },
      networks: { requested: ['eip155:1'], allowUnsupportedChain: true },
    })
    unsupported.emit(connected('io.metamask', 'eip155:10'))
    expect(unsupported.modal().open).toBe(false)
    await unsupported.g.dispose()
    const disabled = await setup()
    disabled.emit(connected())
    expect(disabled.modal().open).toBe(false)
    await disabled.g.dispose()
  })

  it('behavior (SPEC §4: Cancel … disconnects if SIWX is required, otherwise closes; then resets to Connect)', async () => {
    const optional = await setup({ siwx: { enabled: true } })
    optional.emit(connected(), createEvent('SiwxCancelRequested', {}))
    expect(optional.modal()).toMatchObject({ open: false, history: ['Connect'] })
    await optional.g.dispose()
    const required = await setup({ siwx: { required: true } })
    required.emit(connected(), createEvent('SiwxCancelRequested', {}))
    expect(required.seen.map((e) => e.type).slice(-3)).toEqual([
      'SiwxCancelRequested',
      'DisconnectRequested',
      'ViewsReset',
    ])
    expect(required.modal()).toMatchObject({ open: true, history: ['Connect'] })
    await required.g.dispose()
  })

  it('behavior (SPEC §4: On failure SIWXSignMessage reopens (unless ApproveTransaction is showing))', async () => {
    const { g, emit, modal } = await setup({ siwx: { enabled: true } })
    emit(
      connected(),
      close,
      createEvent('SiwxSignFailed', {
        error: { name: 'UserRejectedRequestError', shortMessage: 'Signature declined', code: 4001 },
      }),
    )
    expect(modal()).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    emit(push('ApproveTransaction'), createEvent('SiwxSignFailed', { error: { name: 'X', shortMessage: 'x' } }))
    expect(modal().view).toBe('ApproveTransaction')
    await g.dispose()
  })

  it('behavior: a sign-in failure with the modal closed reopens SIWXSignMessage even when ApproveTransaction was the last view shown', async () => {
    const { g, emit, modal } = await setup({ siwx: { enabled: true } })
    emit(connected(), push('ApproveTransaction'), close)
    // Closed, the modal keeps its last view: only an open ApproveTransaction holds the sign-in back.
    expect(modal()).toMatchObject({ open: false, view: 'ApproveTransaction' })
    emit(createEvent('SiwxSignFailed', { error: { name: 'X', shortMessage: 'x' } }))
    expect(modal()).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    await g.dispose()
  })

  it('behavior (SPEC §4: Initialisation failure disconnects, resets to Connect and shows an error)', async () => {
    const { g, emit, seen, modal } = await setup({ siwx: { enabled: true } })
    emit(connected(), createEvent('SiwxInitFailed', { error: { name: 'X', shortMessage: 'x' } }))
    expect(seen.slice(-3).map((e) => [e.type, e.data])).toEqual([
      ['DisconnectRequested', {}],
      ['ViewsReset', { view: 'Connect' }],
      ['MessageRequested', { message: 'A problem occurred while trying initialize authentication', variant: 'error' }],
    ])
    expect(modal().view).toBe('Connect')
    await g.dispose()
  })
})

describe('modalRouter: transaction stack (SPEC §4 "Transaction stack")', () => {
  const auth = createEvent('ConnectorsDiscovered', {
    connectors: [{ id: 'auth', name: 'Email', type: 'auth', chain: 'eip155' }],
  })
  const embedded = [auth, connected('auth')]
  const tx = (requestId: string, method = 'personal_sign') =>
    createEvent('TxQueued', { requestId, chainId: 'eip155:1', method })
  const failed = (requestId: string) =>
    createEvent('TxFailed', { requestId, error: { name: 'UserRejectedRequestError', shortMessage: 'x', code: 4001 } })

  it('behavior (SPEC §4: Unsafe requests open ApproveTransaction): opens the closed modal on it, or pushes it once; safe requests do not', async () => {
    const { g, emit, modal } = await setup()
    emit(...embedded, tx('safe', 'eth_sendRawTransaction'))
    expect(modal().open).toBe(false)
    emit(tx('a'))
    // nothing to prefetch: loaded at once
    expect(modal()).toMatchObject({ open: true, history: ['ApproveTransaction'], loading: false })
    emit(tx('b', 'eth_sendTransaction'))
    expect(modal().history).toEqual(['ApproveTransaction'])
    emit(close, open(), tx('c', 'eth_signTypedData_v4'))
    expect(modal().history).toEqual(['Account', 'ApproveTransaction'])
    await g.dispose()
  })

  it('behavior: the method decides, not the flags: a safe method flagged unsafe opens nothing; an unsafe one flagged safe opens ApproveTransaction', async () => {
    const { g, emit, modal } = await setup()
    emit(
      ...embedded,
      createEvent('TxQueued', { requestId: 's', chainId: 'eip155:1', method: 'eth_chainId', unsafe: true }),
    )
    expect(modal().open).toBe(false)
    emit(createEvent('TxQueued', { requestId: 'u', chainId: 'eip155:1', method: 'personal_sign', unsafe: false }))
    expect(modal()).toMatchObject({ open: true, view: 'ApproveTransaction' })
    await g.dispose()
  })

  it('behavior (SPEC §9: pending transactions limit 99): a request beyond the 99th is not shown: the closed modal stays closed', async () => {
    const { g, emit, modal } = await setup()
    emit(...embedded, ...Array.from({ length: 99 }, (_, i) => tx(`r${i}`)))
    expect(modal()).toMatchObject({ open: true, view: 'ApproveTransaction' })
    emit(close, tx('r99'))
    expect(modal().open).toBe(false)
    await g.dispose()
  })

  it('behavior: an external wallet prompts on its own: its requests never move the modal', async () => {
    const { g, emit, modal, seen } = await setup()
    emit(
      connected(),
      tx('a'),
      tx('b', 'wallet_unknownMethod'),
      createEvent('TxSucceeded', { requestId: 'a', result: '0x' }),
    )
    expect(modal().open).toBe(false)
    emit(open(), tx('c'), failed('c'))
    expect(modal()).toMatchObject({ open: true, history: ['Account'] })
    expect(seen.filter((e) => e.type === 'ModalClosed')).toEqual([])
    await g.dispose()
  })

  it('behavior (SPEC §4: Unknown embedded-wallet RPC method: modal opens): on the view opening picks; an open modal stays as it is', async () => {
    const { g, emit, modal } = await setup()
    emit(...embedded, tx('x', 'eth_sign'))
    expect(modal()).toMatchObject({ open: true, history: ['Account'], loading: false })
    emit(push('AllWallets'), tx('y', 'wallet_unknownMethod'))
    expect(modal().history).toEqual(['Account', 'AllWallets'])
    await g.dispose()
  })

  it('behavior (SPEC §4: on success or error the modal closes if the stack is empty, otherwise pops)', async () => {
    const { g, emit, modal } = await setup()
    emit(...embedded, open(), tx('a'), tx('b'))
    expect(modal().history).toEqual(['Account', 'ApproveTransaction'])
    // the stack pops: ApproveTransaction now shows b
    emit(createEvent('TxSucceeded', { requestId: 'a', result: '0x' + 'ab'.repeat(65) }))
    expect(modal()).toMatchObject({ open: true, history: ['Account', 'ApproveTransaction'] })
    emit(failed('b'))
    expect(modal().open).toBe(false)
    // the visitor's Reject settles it too; a second answer for a settled request moves nothing
    emit(tx('c'))
    expect(modal()).toMatchObject({ open: true, view: 'ApproveTransaction' })
    emit(createEvent('TxRejected', { requestId: 'c' }), open(), failed('c'))
    expect(modal()).toMatchObject({ open: true, view: 'Account' })
    await g.dispose()
  })

  it('behavior: only requests the modal showed close it: a safe request settling leaves ApproveTransaction showing', async () => {
    const { g, emit, modal } = await setup()
    emit(
      ...embedded,
      tx('safe', 'eth_sendRawTransaction'),
      tx('a'),
      createEvent('TxSucceeded', { requestId: 'safe', result: '0x' }),
    )
    expect(modal()).toMatchObject({ open: true, view: 'ApproveTransaction' })
    await g.dispose()
  })

  it('behavior (SPEC §4: otherwise pops; SPEC §2: After sending a token the modal returns to Account): a request of the Send view goes back to it once answered, then TokenSent resets to Account', async () => {
    const { g, emit, modal } = await setup()
    emit(...embedded, open(), push('WalletSend'), tx('s', 'eth_sendTransaction'))
    expect(modal().history).toEqual(['Account', 'WalletSend', 'ApproveTransaction'])
    // rejected: back to the form, which keeps what the visitor typed
    emit(createEvent('TxRejected', { requestId: 's' }))
    expect(modal()).toMatchObject({ open: true, history: ['Account', 'WalletSend'] })
    emit(
      tx('t', 'eth_sendTransaction'),
      createEvent('TxSucceeded', { requestId: 't', result: '0x' + 'ab'.repeat(32) }),
      createEvent('TokenSent', { chainId: 'eip155:1' }),
    )
    expect(modal()).toMatchObject({ open: true, history: ['Account'] })
    await g.dispose()
  })

  it('behavior (SPEC §2: Closing in embedded mode goes to Account if connected): embedded, the stack emptied resets to Account', async () => {
    const { g, emit, modal } = await setup({ modal: { embedded: true } })
    emit(...embedded, tx('a'))
    expect(modal().view).toBe('ApproveTransaction')
    emit(createEvent('TxSucceeded', { requestId: 'a', result: '0x' }))
    expect(modal()).toMatchObject({ view: 'Account', history: ['Account'] })
    await g.dispose()
  })
})

describe('modalRouter: networks and sending', () => {
  it('behavior (SPEC §2: UnsupportedChain opens when the active network is not among the requested ones, network switching is enabled, unsupported chains are not allowed and the connection is not the basic wallet-connect kind)', async () => {
    const { g, emit, modal } = await setup({ networks: { requested: ['eip155:1'] } })
    emit(connected())
    expect(modal().open).toBe(false)
    emit(createEvent('NetworkSwitched', { chainId: 'eip155:10' }))
    expect(modal()).toMatchObject({ open: true, view: 'UnsupportedChain' })
    await g.dispose()
  })

  it("behavior (SPEC §4: Unsupported network: the active network switches to an 'unsupported' placeholder and may show UnsupportedChain)", async () => {
    const { g, emit, modal } = await setup()
    emit(connected(), createEvent('NetworkUnsupported', { chainId: 'eip155:999' }))
    expect(g.getState().network.byNamespace.eip155).toEqual({ chainId: 'eip155:999', unsupported: true })
    expect(modal().view).toBe('UnsupportedChain')
    await g.dispose()
  })

  it('behavior: opened by the router for a fact (UnsupportedChain, the sign-in), the modal prefetches nothing: no spinner stays', async () => {
    const { g, emit, modal } = await setup({ networks: { requested: ['eip155:1'] }, siwx: { enabled: true } })
    emit(connected('io.metamask', 'eip155:31337'))
    expect(modal()).toMatchObject({ open: true, view: 'UnsupportedChain', loading: false })
    emit(close, createEvent('NetworkSwitched', { chainId: 'eip155:1' }))
    expect(modal()).toMatchObject({ open: true, view: 'SIWXSignMessage', loading: false })
    emit(
      close,
      createEvent('SiwxSignFailed', {
        error: { name: 'UserRejectedRequestError', shortMessage: 'Signature declined', code: 4001 },
      }),
    )
    expect(modal()).toMatchObject({ open: true, view: 'SIWXSignMessage', loading: false })
    await g.dispose()
  })

  it('behavior: back on a supported network, UnsupportedChain has done its work: the modal closes (embedded: Account), or asks for the sign-in', async () => {
    const config = { networks: { requested: ['eip155:1' as const, 'eip155:8453' as const] } }
    const { g, emit, modal } = await setup(config)
    emit(connected(), createEvent('NetworkUnsupported', { chainId: 'eip155:31337' }))
    expect(modal()).toMatchObject({ open: true, view: 'UnsupportedChain' })
    emit(
      createEvent('NetworkSwitchRequested', { chainId: 'eip155:1' }),
      createEvent('NetworkSwitched', { chainId: 'eip155:1' }),
    )
    expect(modal().open).toBe(false)
    // Pushed over Account by the wallet's own switch, it goes too.
    emit(open(), createEvent('NetworkSwitched', { chainId: 'eip155:10' }))
    expect(modal().history).toEqual(['Account', 'UnsupportedChain'])
    emit(createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))
    expect(modal().open).toBe(false)
    await g.dispose()
    const embedded = await setup({ ...config, modal: { embedded: true } })
    embedded.emit(connected('io.metamask', 'eip155:10'))
    expect(embedded.modal().view).toBe('UnsupportedChain')
    embedded.emit(createEvent('NetworkSwitched', { chainId: 'eip155:1' }))
    expect(embedded.modal()).toMatchObject({ open: true, history: ['Account'] })
    await embedded.g.dispose()
    const siwx = await setup({ ...config, siwx: { enabled: true } })
    siwx.emit(connected('io.metamask', 'eip155:10'))
    expect(siwx.modal().view).toBe('UnsupportedChain')
    siwx.emit(createEvent('NetworkSwitched', { chainId: 'eip155:1' }))
    expect(siwx.modal()).toMatchObject({ open: true, history: ['SIWXSignMessage'] })
    await siwx.g.dispose()
  })

  it('behavior: no UnsupportedChain when switching is disabled, unsupported chains are allowed, or the connection is basic WalletConnect', async () => {
    for (const config of [
      { networks: { requested: ['eip155:1' as const], enableNetworkSwitch: false } },
      { networks: { requested: ['eip155:1' as const], allowUnsupportedChain: true } },
      { networks: { requested: ['eip155:1' as const] }, adapters: [] },
    ]) {
      const { g, emit, modal } = await setup(config)
      emit(connected('walletConnect', 'eip155:10'))
      expect(modal().open).toBe(false)
      await g.dispose()
    }
  })

  it('behavior (SPEC §2: After sending a token the modal returns to Account)', async () => {
    const { g, emit, modal } = await setup()
    emit(connected(), open(), push('Swap'), createEvent('TokenSent', { chainId: 'eip155:1' }))
    expect(modal().history).toEqual(['Account'])
    await g.dispose()
  })
})

describe('modalRouter: connecting (the router, not the views, moves the modal when a wallet is chosen, connected or gone)', () => {
  const connect = (connectorId: string) => createEvent('ConnectRequested', { connectorId, namespace: 'eip155' })

  it('behavior: the chosen wallet shows its family’s Connecting view; connected from it, the modal closes (embedded: Account)', async () => {
    const { g, seen, emit, modal } = await setup()
    const [, id] = emit(open(), connect('io.metamask'))
    expect(modal().history).toEqual(['Connect', 'ConnectingExternal'])
    expect(seen.find((e) => e.type === 'ViewPushed')).toMatchObject({ causationId: id, source: 'effect:modalRouter' })
    emit(connected())
    expect(modal().open).toBe(false)
    emit(open(), connect('walletConnect'))
    expect(modal().history).toEqual(['Account', 'ConnectingWalletConnect'])
    await g.dispose()
    const embedded = await setup({ modal: { embedded: true } })
    embedded.emit(open(), connect('io.metamask'), connected())
    expect(embedded.modal()).toMatchObject({ open: true, history: ['Account'] })
    await embedded.g.dispose()
  })

  it('behavior: a connect while the modal is closed, or a Connected while another view shows, moves nothing', async () => {
    const { g, emit, modal } = await setup()
    emit(connect('io.metamask'))
    expect(modal().open).toBe(false)
    emit(open({ view: 'AllWallets' }), connected())
    expect(modal()).toMatchObject({ open: true, history: ['AllWallets'] })
    await g.dispose()
  })

  it('behavior (SPEC §2 UnsupportedChain): connected on an unsupported network, UnsupportedChain shows instead of closing', async () => {
    const { g, emit, modal } = await setup({ networks: { requested: ['eip155:1' as const] } })
    emit(open(), connect('io.metamask'), connected('io.metamask', 'eip155:10'))
    expect(modal()).toMatchObject({ open: true, view: 'UnsupportedChain' })
    await g.dispose()
  })

  it('behavior: opening on a WalletConnect view starts the pairing, once; Farcaster’s view starts its sign-in', async () => {
    const { g, seen, emit, modal } = await setup({ adapters: [] })
    const [id] = emit(open())
    expect(modal().view).toBe('ConnectingWalletConnectBasic')
    expect(seen.filter((e) => e.type === 'ConnectRequested')).toMatchObject([
      { data: { connectorId: 'walletConnect', namespace: 'eip155' }, causationId: id },
    ])
    expect(modal().history).toEqual(['ConnectingWalletConnectBasic'])
    emit(close, open())
    expect(seen.filter((e) => e.type === 'ConnectRequested')).toHaveLength(1)
    emit(close, createEvent('ModalOpenRequested', { view: 'ConnectingFarcaster' }))
    expect(seen.filter((e) => e.type === 'FarcasterLoginRequested')).toHaveLength(1)
    await g.dispose()
  })

  it('behavior: Farcaster chosen shows its view; signed in from Connect or Farcaster’s view, the modal closes', async () => {
    const { g, emit, modal } = await setup()
    emit(open(), createEvent('FarcasterLoginRequested', {}))
    expect(modal().history).toEqual(['Connect', 'ConnectingFarcaster'])
    const user = {
      email: null,
      address: EVM,
      chainId: 1,
      accounts: [{ address: EVM, type: 'eoa' as const }],
      userName: 'fc',
      smartAccountDeployed: false,
    }
    emit(createEvent('AuthConnected', { user, provider: null }))
    expect(modal().open).toBe(false)
    emit(open({ view: 'Account' }), createEvent('AuthConnected', { user, provider: null }))
    expect(modal()).toMatchObject({ open: true, view: 'Account' })
    await g.dispose()
  })

  it('behavior: the last account gone, the Account view closes (embedded: back to Connect); other views stay', async () => {
    const { g, emit, modal } = await setup()
    emit(connected(), open(), createEvent('Disconnected', { namespace: 'eip155', reason: 'wallet' }))
    expect(modal().open).toBe(false)
    emit(
      connected(),
      open({ view: 'AllWallets' }),
      createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }),
    )
    expect(modal().open).toBe(true)
    await g.dispose()
    const embedded = await setup({ modal: { embedded: true } })
    embedded.emit(connected(), open(), createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }))
    expect(embedded.modal()).toMatchObject({ open: true, history: ['Connect'] })
    await embedded.g.dispose()
  })

  it('behavior: the last account gone, a view that needs one (UnsupportedChain, SIWXSignMessage) closes too (embedded: back to Connect)', async () => {
    const config = { networks: { requested: ['eip155:1' as const] } }
    const { g, emit, modal } = await setup(config)
    emit(open(), connect('walletConnect'), connected('walletConnect', 'eip155:31337'))
    expect(modal()).toMatchObject({ open: true, view: 'UnsupportedChain' })
    emit(createEvent('Disconnected', { namespace: 'eip155', reason: 'wallet' }))
    expect(modal().open).toBe(false)
    await g.dispose()
    const embedded = await setup({ ...config, modal: { embedded: true } })
    embedded.emit(open(), connected('io.metamask', 'eip155:10'))
    expect(embedded.modal().view).toBe('UnsupportedChain')
    embedded.emit(createEvent('Disconnected', { namespace: 'eip155', reason: 'wallet' }))
    expect(embedded.modal()).toMatchObject({ open: true, history: ['Connect'] })
    await embedded.g.dispose()
  })

  it('behavior: the view history is in the log, so a replay shows the views the visitor saw', async () => {
    const { g, emit, modal } = await setup()
    emit(open(), connect('io.metamask'))
    const seenThen = modal()
    const replayed = replay(await g.exportLog())
    expect(replayed.state.modal).toMatchObject({ open: true, view: seenThen.view, history: seenThen.history })
    await g.dispose()
  })
})

describe('modalRouter: cause and effect', () => {
  /** Every fact the router emitted names the event it answered, an earlier one of the same run (what a replay shows). */
  function expectCaused(seen: readonly Stamped[]): number {
    const routed = seen.filter((e) => e.source === 'effect:modalRouter')
    for (const e of routed) {
      expect(e.causationId, `${e.type} names its cause`).toBeDefined()
      const cause = seen.findIndex((c) => c.id === e.causationId)
      expect(cause, `${e.type}'s cause is an earlier event`).toBeGreaterThanOrEqual(0)
      expect(cause).toBeLessThan(seen.indexOf(e))
    }
    return routed.length
  }

  it('behavior: each fact the router emits names the intent or fact it answers', async () => {
    const required = await setup({ siwx: { enabled: true, required: true } })
    required.emit(
      open(),
      push('AllWallets'),
      createEvent('NavigateRequested', { mode: 'replace', view: 'AllWallets' }),
      createEvent('NavigateRequested', { mode: 'reset', view: 'Connect' }),
      push('AllWallets'),
      back,
      createEvent('ConnectRequested', { connectorId: 'io.metamask', namespace: 'eip155' }),
      connected(),
      close,
      back,
      createEvent('SiwxSignFailed', { error: { name: 'X', shortMessage: 'x' } }),
      createEvent('SiwxInitFailed', { error: { name: 'X', shortMessage: 'x' } }),
      open(),
      createEvent('TokenSent', { hash: `0x${'ab'.repeat(32)}`, chainId: 'eip155:1' }),
    )
    required.scheduler.flush()
    const auth = createEvent('ConnectorsDiscovered', {
      connectors: [{ id: 'auth', name: 'Email', type: 'auth', chain: 'eip155' }],
    })
    const stack = await setup()
    stack.emit(
      auth,
      connected('auth'),
      createEvent('TxQueued', { requestId: 'a', chainId: 'eip155:1', method: 'personal_sign' }),
      createEvent('TxSucceeded', { requestId: 'a', result: '0x' }),
    )
    expect(expectCaused(required.seen)).toBeGreaterThan(15)
    expect(expectCaused(stack.seen)).toBeGreaterThanOrEqual(3)
    await required.g.dispose()
    await stack.g.dispose()
  })
})

describe('modalRouter: name registration (SPEC §4)', () => {
  const error = { name: 'NameTakenError', shortMessage: 'The name is already registered' }

  it('behavior (SPEC §4: navigate to success view … on failure return to RegisterAccountName): Register shows RegisterAccountNameSuccess in its place; a failure brings RegisterAccountName back', async () => {
    const { g, emit, modal } = await setup()
    emit(connected(), open(), push('RegisterAccountName'), createEvent('NameRegisterRequested', { name: 'carol' }))
    expect(modal().history).toEqual(['Account', 'RegisterAccountNameSuccess'])
    emit(createEvent('NameRegisterFailed', { name: 'carol', error }))
    expect(modal().history).toEqual(['Account', 'RegisterAccountName'])
    // Registered: the success view stays (Done takes the visitor back to Account).
    emit(createEvent('NameRegisterRequested', { name: 'carol' }))
    emit(createEvent('NameRegistered', { name: 'carol.reown.id', address: EVM }))
    expect(modal().history).toEqual(['Account', 'RegisterAccountNameSuccess'])
    await g.dispose()
  })

  it('behavior: a registration asked for or failed elsewhere (the app, another view) moves no view', async () => {
    const { g, emit, modal } = await setup()
    emit(connected(), open(), createEvent('NameRegisterRequested', { name: 'carol' }))
    emit(createEvent('NameRegisterFailed', { name: 'carol', error }))
    expect(modal().history).toEqual(['Account'])
    await g.dispose()
  })
})
