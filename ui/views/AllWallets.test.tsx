// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { EventInput } from '../../src/events/index.js'
import { mountModal, type MountedModal } from '../../test/helpers/mountModal.js'

const WALLET_CONNECT = { id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect', chain: 'eip155' } as const
const TEST_WALLET = {
  id: 'dev.gatehouse.testwallet',
  name: 'Gatehouse Test Wallet',
  type: 'announced',
  chain: 'eip155',
} as const

/** AllWallets from the read models the events make (the listing effect's answer among them). */
const allWallets = (connectors: EventInput['data'][], answer: EventInput[], ready: (m: MountedModal) => unknown) =>
  mountModal(
    [
      { type: 'ConnectorsDiscovered', data: { connectors } } as EventInput,
      { type: 'ModalOpened', data: { view: 'Connect' } },
      { type: 'ModalLoaded', data: {} },
      { type: 'ViewPushed', data: { view: 'AllWallets' } },
      ...answer,
    ],
    ready,
  )

const names = (m: MountedModal) => [...m.shadow().querySelectorAll('ul .gh-item-name')].map((el) => el.textContent)

describe('AllWallets', () => {
  it('behavior: without a wallet-listing service it lists the installed wallets and WalletConnect with a note, no spinner', async () => {
    const m = await allWallets([WALLET_CONNECT, TEST_WALLET], [{ type: 'WalletListingUnavailable', data: {} }], (m) =>
      m.text().includes('Only the wallets'),
    )
    expect(m.text()).toContain(
      'Only the wallets installed in this browser are listed here. For another wallet, choose WalletConnect.',
    )
    expect(names(m)).toEqual(['WalletConnect', 'Gatehouse Test Wallet'])
    expect(m.shadow().querySelector('.gh-spinner, .gh-sentinel')).toBeNull()
  })

  it('behavior: without WalletConnect (no projectId) the note names only the installed wallets', async () => {
    const m = await allWallets([TEST_WALLET], [{ type: 'WalletListingUnavailable', data: {} }], (m) =>
      m.text().includes('Only the wallets'),
    )
    expect(m.text()).toContain('Only the wallets installed in this browser are listed here.')
    expect(m.text()).not.toContain('choose WalletConnect')
  })

  it("default: with the service, the listing's page follows the installed wallets, and no note", async () => {
    const page: EventInput = {
      type: 'WalletsPageFetched',
      data: { list: 'all', page: 1, count: 1, wallets: [{ id: 'w-listed', name: 'Listed Wallet' }] },
    }
    const m = await allWallets([WALLET_CONNECT, TEST_WALLET], [page], (m) => m.text().includes('Listed Wallet'))
    expect(names(m)).toEqual(['WalletConnect', 'Gatehouse Test Wallet', 'Listed Wallet'])
    expect(m.text()).not.toContain('Only the wallets')
  })

  it('behavior: a page the service could not give says so with Try again (no endless spinner); Try again asks for that page and its answer shows', async () => {
    const m = await allWallets([WALLET_CONNECT, TEST_WALLET], [], (m) => names(m).length === 2)
    act(() => {
      m.g.emit({
        type: 'WalletsFetchFailed',
        data: { list: 'all', page: 1, error: { name: 'HttpRequestError', shortMessage: 'HTTP request failed.' } },
      })
    })
    await vi.waitFor(() =>
      expect(m.shadow().querySelector('.gh-error[role="alert"]')?.textContent).toBe('Failed to fetch wallets'),
    )
    expect(m.shadow().querySelector('.gh-spinner')).toBeNull()
    act(() => m.button('Try again').click())
    await vi.waitFor(() =>
      expect(m.seen.filter((e) => e.type === 'WalletsPageRequested').map((e) => e.data)).toEqual([{ page: 1 }]),
    )
    expect(m.shadow().querySelector('.gh-error[role="alert"]')).toBeNull()
    act(() => {
      m.g.emit({
        type: 'WalletsPageFetched',
        data: { list: 'all', page: 1, count: 1, wallets: [{ id: 'w-listed', name: 'Listed Wallet' }] },
      })
    })
    await vi.waitFor(() => expect(names(m)).toEqual(['WalletConnect', 'Gatehouse Test Wallet', 'Listed Wallet']))
  })

  it('behavior: a failed search leaves the listing as it is, with no failure shown', async () => {
    const m = await allWallets([WALLET_CONNECT, TEST_WALLET], [], (m) => names(m).length === 2)
    act(() => {
      m.g.emit({
        type: 'WalletsFetchFailed',
        data: { list: 'search', error: { name: 'HttpRequestError', shortMessage: 'HTTP request failed.' } },
      })
    })
    await act(async () => {})
    expect(m.shadow().querySelector('.gh-error[role="alert"]')).toBeNull()
    expect(names(m)).toEqual(['WalletConnect', 'Gatehouse Test Wallet'])
  })
})
