// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
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
})
