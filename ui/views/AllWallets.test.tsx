// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { fakeClient, services } from '../../test/helpers/fakeServices.js'
import type { Services } from '../../src/api/services.js'
import { GatehouseProvider } from '../core/context.js'
import { GatehouseModal, preloadModal } from '../shell/GatehouseModal.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(async () => {
  await act(async () => {
    await preloadModal()
  })
  act(() => root?.unmount())
  root = undefined
  document.body.replaceChildren()
  vi.unstubAllGlobals()
})

// The end of the list is in view at once (happy-dom lays nothing out), as in a short list in a browser.
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never))
  }
  disconnect() {}
  unobserve() {}
}

const CONNECTORS = [
  { id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect' as const, chain: 'eip155' as const },
  {
    id: 'dev.gatehouse.testwallet',
    name: 'Gatehouse Test Wallet',
    type: 'announced' as const,
    chain: 'eip155' as const,
  },
]

/** AllWallets opened in the modal with the default effects and the given services; the page's wallets announced. */
async function allWallets(svc: Services, connectors = CONNECTORS) {
  vi.stubGlobal('IntersectionObserver', InViewObserver)
  const g = createTestGatehouse({ deps: { services: svc } })
  await g.ready
  await preloadModal(['AllWallets'])
  g.emit({ type: 'ConnectorsDiscovered', data: { connectors } })
  const container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  await act(async () => {
    root!.render(
      <GatehouseProvider gatehouse={g}>
        <GatehouseModal />
      </GatehouseProvider>,
    )
  })
  await act(async () => {
    g.emit({ type: 'ModalOpenRequested', data: { view: 'AllWallets' } })
  })
  const dialog = () => document.querySelector('[data-gatehouse-modal]')?.shadowRoot?.querySelector('[role="dialog"]')
  const text = () => dialog()?.textContent ?? ''
  const settled = async (done: () => boolean) => {
    for (let i = 0; i < 100 && !done(); i++) await act(() => new Promise((r) => setTimeout(r, 10)))
  }
  return { g, dialog, text, settled }
}

describe('AllWallets', () => {
  it('behavior: without a wallet-listing service it lists the installed wallets and WalletConnect with a note, no spinner', async () => {
    const { g, dialog, text, settled } = await allWallets(services({}))
    await settled(() => text().includes('Only the wallets'))
    expect(text()).toContain(
      'Only the wallets installed in this browser are listed here. For another wallet, choose WalletConnect.',
    )
    const names = [...(dialog()?.querySelectorAll('[role="grid"] button, .gh-list button') ?? [])].map(
      (b) => b.textContent,
    )
    expect(names.some((n) => n?.includes('WalletConnect'))).toBe(true)
    expect(names.some((n) => n?.includes('Gatehouse Test Wallet'))).toBe(true)
    expect(dialog()?.querySelector('.gh-spinner')).toBeNull()
    expect(g.getState().wallets.listing.unavailable).toBe(true)
    g.dispose()
  })

  it('behavior: without WalletConnect (no projectId) the note names only the installed wallets', async () => {
    const { g, text, settled } = await allWallets(services({}), CONNECTORS.slice(1))
    await settled(() => text().includes('Only the wallets'))
    expect(text()).toContain('Only the wallets installed in this browser are listed here.')
    expect(text()).not.toContain('choose WalletConnect')
    g.dispose()
  })

  it("default: with the service, the listing's page is shown and no note", async () => {
    const wallets = fakeClient({
      wallets: () => ({ data: [{ id: 'w-listed', name: 'Listed Wallet', image_id: 'i' }], count: 1 }),
    })
    const { g, text, settled } = await allWallets(services({ wallets }))
    await settled(() => text().includes('Listed Wallet'))
    expect(text()).toContain('Listed Wallet')
    expect(text()).not.toContain('Only the wallets')
    g.dispose()
  })
})
