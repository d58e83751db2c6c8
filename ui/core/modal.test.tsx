// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { GatehouseProvider } from './context.js'
import { useAccount, useConnectionStatus, useDisconnect, useModal, useNetwork, type AccountInfo } from './modal.js'
import { GatehouseModal } from '../shell/GatehouseModal.js'
import { dialogReadyFor } from '../shell/preload.js'
import { onModalIntent, type ModalIntent } from './intent.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
let root: Root
let container: HTMLElement
afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
})

interface Seen {
  modal: ReturnType<typeof useModal>
  account: AccountInfo
  network: ReturnType<typeof useNetwork>
  status: ReturnType<typeof useConnectionStatus>
  disconnect: ReturnType<typeof useDisconnect>
}

async function mount() {
  const g = createTestGatehouse()
  await g.ready
  const events: Stamped[] = []
  g.events$.subscribe((e) => events.push(e))
  const seen = {} as Seen
  function Probe() {
    seen.modal = useModal()
    seen.account = useAccount()
    seen.network = useNetwork()
    seen.status = useConnectionStatus()
    seen.disconnect = useDisconnect()
    return null
  }
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() =>
    root.render(
      <GatehouseProvider gatehouse={g}>
        <Probe />
      </GatehouseProvider>,
    ),
  )
  return { g, events, seen }
}

describe('modal hooks', () => {
  // First in the file: nothing of the modal (dialog, views) is loaded before it.
  it("behavior: useModal().preload on the app button's focus renders the dialog and the view the click opens to, hidden, so the click only reveals them", async () => {
    const g = createTestGatehouse()
    await g.ready
    function Opener() {
      const { open, preload } = useModal()
      return (
        <button type="button" id="opener" onFocus={preload} onClick={() => open()}>
          Connect
        </button>
      )
    }
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    act(() =>
      root.render(
        <GatehouseProvider gatehouse={g}>
          <Opener />
          <GatehouseModal />
        </GatehouseProvider>,
      ),
    )
    const opener = document.getElementById('opener') as HTMLButtonElement
    const shadow = () => document.querySelector('[data-gatehouse-modal]')?.shadowRoot as ShadowRoot
    expect(dialogReadyFor('Connect')).toBeNull()
    act(() => opener.focus())
    // The intent loads the dialog and Connect and renders them hidden: the focus stays on the app's button, no
    // listener or scroll lock is set, and the router has opened nothing.
    await act(async () => {
      await vi.waitFor(() => expect(dialogReadyFor('Connect')).not.toBeNull(), { timeout: 15_000 })
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(shadow().querySelector('.gh-root[data-hidden] #gh-title')?.textContent).toBe('Connect Wallet')
    expect(shadow().querySelector('.gh-body-inner > :not(.gh-center)')).not.toBeNull()
    expect(document.activeElement).toBe(opener)
    expect(shadow().activeElement).toBeNull()
    expect(g.getState().modal.open).toBe(false)
    expect(document.adoptedStyleSheets).toHaveLength(0)
    const prepared = shadow().querySelector('.gh-dialog')
    act(() => opener.click())
    // In the click's own render: the same dialog, shown, its title and the view's content, no loading dialog.
    expect(shadow().querySelector('[data-hidden]')).toBeNull()
    expect(shadow().querySelector('.gh-dialog')).toBe(prepared)
    expect(shadow().querySelector('[data-loading]')).toBeNull()
    expect(shadow().querySelector('#gh-title')?.textContent).toBe('Connect Wallet')
    expect(shadow().querySelector('.gh-body-inner > :not(.gh-center)')).not.toBeNull()
    expect(prepared?.contains(shadow().activeElement ?? null)).toBe(true)
    // Shown, the page behind is locked (once the dialog is painted); closed, the dialog leaves the DOM and the focus
    // goes back to the button.
    await act(() => vi.waitFor(() => expect(document.adoptedStyleSheets).toHaveLength(1)))
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true })
    act(() => void shadow().activeElement?.dispatchEvent(escape))
    expect(g.getState().modal.open).toBe(false)
    expect(shadow().querySelector('.gh-dialog')).toBeNull()
    expect(document.adoptedStyleSheets).toHaveLength(0)
    expect(document.activeElement).toBe(opener)
    // The focus back on the button is an intent again: the dialog is rendered hidden for the next click.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(shadow().querySelector('.gh-root[data-hidden] .gh-dialog')).not.toBeNull()
  })

  it('default: closed, disconnected, no network', async () => {
    const { seen } = await mount()
    expect(seen.modal.isOpen).toBe(false)
    expect(seen.status).toBe('disconnected')
    expect(seen.account).toMatchObject({ isConnected: false, address: null, balance: null, namespace: null })
    expect(seen.network).toMatchObject({ chainId: null, supported: false })
  })

  it('behavior: useModal emits the open and close intents; isOpen follows the read model', async () => {
    const { seen, events } = await mount()
    act(() => seen.modal.open({ view: 'AllWallets' }))
    expect(events.find((e) => e.type === 'ModalOpenRequested')?.data).toEqual({ view: 'AllWallets' })
    expect(seen.modal.isOpen).toBe(true)
    act(() => seen.modal.close())
    expect(events.map((e) => e.type)).toContain('ModalCloseRequested')
    expect(seen.modal.isOpen).toBe(false)
  })

  it("behavior: useModal().open() asks the modal's shell for the code of the view it opens to before emitting the intent (a click before any intent, or before Gatehouse is ready to answer, does not wait for the router's answer to request it); close() tells it too", async () => {
    const { seen, events } = await mount()
    const signals: Array<{ intent: ModalIntent; opensBefore: number }> = []
    const off = onModalIntent((_state, intent) =>
      signals.push({ intent, opensBefore: events.filter((e) => e.type === 'ModalOpenRequested').length }),
    )
    try {
      act(() => seen.modal.open({ view: 'AllWallets' }))
      act(() => seen.modal.close())
      act(() => seen.modal.open())
      act(() => seen.modal.preload())
    } finally {
      off()
    }
    expect(signals).toEqual([
      { intent: { opening: 'AllWallets' }, opensBefore: 0 },
      { intent: 'closing', opensBefore: 1 },
      { intent: { opening: null }, opensBefore: 1 },
      { intent: 'intent', opensBefore: 2 },
    ])
  })

  it('behavior: useAccount, useConnectionStatus and useNetwork follow the connection; the balance is floored to 3 decimals', async () => {
    const { g, seen } = await mount()
    act(() => void g.emit({ type: 'ConnectRequested', data: { connectorId: 'io.metamask', namespace: 'eip155' } }))
    expect(seen.status).toBe('connecting')
    act(() => {
      g.emit({
        type: 'Connected',
        data: {
          connectorId: 'io.metamask',
          namespace: 'eip155',
          chainId: 'eip155:1',
          address: ADDRESS,
          walletName: 'MetaMask',
        },
      })
      g.emit({
        type: 'BalanceFetched',
        data: { chainId: 'eip155:1', address: ADDRESS, symbol: 'ETH', decimals: 18, value: '2999999999999999999' },
      })
    })
    expect(seen.status).toBe('connected')
    expect(seen.account).toMatchObject({
      isConnected: true,
      address: ADDRESS,
      namespace: 'eip155',
      chainId: 'eip155:1',
      balance: '2.999',
      balanceSymbol: 'ETH',
      walletName: 'MetaMask',
    })
    expect(seen.network).toMatchObject({ chainId: 'eip155:1', supported: true })
  })

  it('behavior: useNetwork().switchNetwork and useDisconnect().disconnect emit their intents', async () => {
    const { seen, events } = await mount()
    act(() => seen.network.switchNetwork('eip155:8453'))
    act(() => seen.disconnect.disconnect({ namespace: 'eip155' }))
    act(() => seen.disconnect.disconnect())
    expect(
      events
        .filter((e) => e.type === 'NetworkSwitchRequested' || e.type === 'DisconnectRequested')
        .map((e) => [e.type, e.data]),
    ).toEqual([
      ['NetworkSwitchRequested', { chainId: 'eip155:8453' }],
      ['DisconnectRequested', { namespace: 'eip155' }],
      ['DisconnectRequested', {}],
    ])
  })
})
