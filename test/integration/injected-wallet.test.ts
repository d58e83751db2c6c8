// @vitest-environment happy-dom
// The injected-wallet effects with the devnet's real test wallet on the page (EIP-6963 window
// events, the wallet's own EIP-1193 answers and errors), the default effects and read models.
// No chain is contacted: connect, switch, add-chain and permissions are answered by the wallet itself.
import { TestScheduler } from 'rxjs/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { windowEip6963 } from '../../src/deps.js'
import { defineNetworks } from '../../src/domain/networks.js'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import type { DevnetInfo } from '../devnet/info.js'
import { installTestWallet, type TestWallet } from '../devnet/wallet/index.js'
import { ADDRESS_0, ADDRESS_1, settle } from '../helpers/fakeWallets.js'

const ACCOUNTS: DevnetInfo['accounts'] = [
  { address: ADDRESS_0, privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' },
  { address: ADDRESS_1, privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' },
]
// The wallet knows Ethereum only, so switching to Base takes the add-chain fallback.
const WALLET_CHAINS: DevnetInfo['chains'] = [
  { caipNetworkId: 'eip155:1', chainId: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9/1', supported: true },
]
const networks = defineNetworks({
  rpcUrls: { 'eip155:1': ['http://127.0.0.1:9/1'], 'eip155:8453': ['http://127.0.0.1:9/8453'] },
})

let wallets: TestWallet[] = []
const install = () => {
  const w = installTestWallet({ chains: WALLET_CHAINS, accounts: ACCOUNTS, autoApprove: true })
  wallets.push(w)
  return w
}
afterEach(() => {
  for (const w of wallets) w.uninstall()
  wallets = []
  localStorage.clear()
})

describe('injected wallet effects with the test wallet', () => {
  it('behavior: connect, account change, switch with the 4902 add-chain fallback, reload without a prompt, disconnect', async () => {
    const wallet = install()
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    const g = createTestGatehouse({ deps: { eip6963: windowEip6963(), networks, scheduler } })
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    await g.ready
    // The injected-wallet effects are a lazy chunk: discovery lands once it has loaded, shortly after ready.
    await vi.waitFor(() =>
      expect(g.getState().wallets.connectors.byId['dev.gatehouse.testwallet']).toMatchObject({
        name: 'Gatehouse Test Wallet',
        type: 'announced',
      }),
    )

    // The connection effects are a lazy chunk of their own, loaded by this first connect.
    g.emit(createEvent('ConnectRequested', { connectorId: 'dev.gatehouse.testwallet', namespace: 'eip155' }))
    await vi.waitFor(() =>
      expect(g.getState().connection.byNamespace.eip155).toMatchObject({
        status: 'connected',
        address: ADDRESS_0,
        chainId: 'eip155:1',
      }),
    )

    wallet.setAccount(1)
    expect(g.getState().account.byNamespace.eip155).toMatchObject({ status: 'connected', address: ADDRESS_1 })

    g.emit(createEvent('NetworkSwitchRequested', { chainId: 'eip155:8453' }))
    await settle(40)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(g.getState().network.byNamespace.eip155).toEqual({ chainId: 'eip155:8453' })
    expect(
      seen.filter((e) => e.type === 'NetworkSwitched' || e.type === 'NetworkSwitchFailed').map((e) => e.type),
    ).toEqual(['NetworkSwitched'])

    // Reload: a new page, the same localStorage (the wallet's grant) and the same log.
    await g.dispose()
    wallet.uninstall()
    const again = install()
    const scheduler2 = new TestScheduler((a, b) => expect(a).toEqual(b))
    const g2 = createTestGatehouse({ db: g.db, deps: { eip6963: windowEip6963(), networks, scheduler: scheduler2 } })
    await g2.ready
    await settle()
    expect(again.pending()).toEqual([])
    expect(g2.getState().connection.byNamespace.eip155).toMatchObject({
      status: 'connected',
      address: ADDRESS_1,
      chainId: 'eip155:8453',
    })

    g2.emit(createEvent('DisconnectRequested', {}))
    expect(g2.getState().connection.byNamespace.eip155?.status).toBe('disconnected')
    scheduler2.flush()
    await settle()
    expect(await again.provider.request({ method: 'eth_accounts' })).toEqual([])
    await g2.dispose()
  })

  it('error: a rejection in the wallet’s prompt is ConnectFailed 4001; an unknown network to add is NetworkSwitchFailed', async () => {
    const wallet = installTestWallet({ chains: WALLET_CHAINS, accounts: ACCOUNTS })
    wallets.push(wallet)
    const g = createTestGatehouse({ deps: { eip6963: windowEip6963(), networks } })
    await g.ready
    // As a visitor does: pick the wallet once it is listed.
    await vi.waitFor(() => expect(g.getState().wallets.connectors.byId['dev.gatehouse.testwallet']).toBeDefined())
    g.emit(createEvent('ConnectRequested', { connectorId: 'dev.gatehouse.testwallet', namespace: 'eip155' }))
    await wallet.waitForRequest()
    wallet.reject()
    await settle()
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({
      status: 'disconnected',
      lastError: { name: 'UserRejectedRequestError', code: 4001 },
    })

    g.emit(createEvent('ConnectRequested', { connectorId: 'dev.gatehouse.testwallet', namespace: 'eip155' }))
    await wallet.waitForRequest()
    wallet.approve()
    await settle()
    const failures: Stamped[] = []
    g.events$.subscribe((e) => e.type === 'NetworkSwitchFailed' && failures.push(e))
    g.emit(createEvent('NetworkSwitchRequested', { chainId: 'eip155:31337' }))
    await settle()
    expect(failures).toMatchObject([
      { data: { chainId: 'eip155:31337', error: { name: 'NetworkNotFoundError', shortMessage: 'Network not found' } } },
    ])
    await g.dispose()
  })
})
