// The product's WalletConnect effects with the real sign-client (signClient.ts) against the
// devnet relay and the devnet phone wallet (a second real sign-client): pair from the link the
// read model offers, approve, sign (recovered with viem), account and chain events, ping,
// switch network, wallet-side and app-side disconnect, rejection, restore after a "reload".
import { createPublicKey, verify as verifySignature } from 'node:crypto'
import { base58 } from '@scure/base'
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import { recoverMessageAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WalletConnectDeps } from '../../src/api/walletConnect.js'
import { RPC_TIMEOUT_MS } from '../../src/domain/constants.js'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { DEV_ACCOUNTS } from '../../test/devnet/accounts.js'
import type { DevnetInfo } from '../../test/devnet/info.js'
import { startPhoneWallet, type PhoneWallet } from '../../test/devnet/walletConnect/phoneWallet.js'
import { startRelay, type Relay } from '../../test/devnet/walletConnect/relay.js'
import { pingWalletConnect } from '../walletConnect/pingWalletConnect.js'
import { createSignClient } from '../walletConnect/signClient.js'
import { connectWallet } from '../connection/connectWallet.js'
import { disconnectWallet } from '../connection/disconnectWallet.js'
import { restoreWallet } from '../connection/restoreWallet.js'
import { signMessage } from '../connection/signMessage.js'
import { switchNetwork } from '../connection/switchNetwork.js'
import { watchWallet } from '../connection/watchWallet.js'
import { walletConnectAdapter } from './walletConnect.js'

const ADAPTERS = [walletConnectAdapter]
const effects = {
  connectWallet: connectWallet(ADAPTERS),
  watchWallet: watchWallet(ADAPTERS),
  restoreWallet: restoreWallet(ADAPTERS),
  disconnectWallet: disconnectWallet(ADAPTERS),
  switchNetwork: switchNetwork(ADAPTERS),
  signMessage: signMessage(ADAPTERS),
  pingWalletConnect,
}
const CHAINS: DevnetInfo['chains'] = [
  { caipNetworkId: 'eip155:1', chainId: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9/', supported: true },
  { caipNetworkId: 'eip155:8453', chainId: 8453, name: 'Base', rpcUrl: 'http://127.0.0.1:9/', supported: true },
] as DevnetInfo['chains']

/** In-memory storage for the dapp's client: what a browser keeps in IndexedDB, kept across a "reload" by reusing it. */
class MemoryStorage implements IKeyValueStorage {
  private readonly map = new Map<string, unknown>()
  getKeys = async () => [...this.map.keys()]
  getEntries = async <T = unknown>() => [...this.map.entries()] as [string, T][]
  getItem = async <T = unknown>(key: string) => this.map.get(key) as T | undefined
  setItem = async <T = unknown>(key: string, value: T) => void this.map.set(key, value)
  removeItem = async (key: string) => void this.map.delete(key)
}

let relay: Relay
let wallet: PhoneWallet
let n = 0

beforeAll(async () => {
  relay = await startRelay()
  wallet = await startPhoneWallet({ relayUrl: relay.url, accounts: DEV_ACCOUNTS, chains: CHAINS })
}, 20_000)

afterAll(async () => {
  await wallet?.close()
  await relay?.close()
})

function dappDeps(storage = new MemoryStorage(), prefix = `gatehouse-dapp-${++n}`): WalletConnectDeps {
  return {
    settings: {
      projectId: 'devnet',
      relayUrl: relay.url,
      publicRelay: false,
      storagePrefix: prefix,
      metadata: { name: 'Gatehouse test dapp', description: '', url: 'http://127.0.0.1', icons: [] },
    },
    createClient: (settings) => createSignClient(settings, { storage }),
  }
}

/** Resolves with the first event of `type` after now (or the one already seen), within `ms`. */
function next(seen: Stamped[], type: string, from = 0, ms = 8_000): Promise<Stamped> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const look = () => {
      const found = seen.slice(from).find((e) => e.type === type)
      if (found) resolve(found)
      else if (Date.now() - started > ms)
        reject(
          new Error(
            `no ${type} within ${ms} ms; saw ${seen
              .slice(from)
              .map((e) => e.type)
              .join(', ')}`,
          ),
        )
      else setTimeout(look, 10)
    }
    look()
  })
}

async function pairedGatehouse(deps = dappDeps(), db?: ReturnType<typeof createTestGatehouse>['db']) {
  const g = createTestGatehouse({ effects, deps: { walletConnect: deps }, ...(db ? { db } : {}) })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  g.emit(createEvent('ModalOpened', { view: 'ConnectingWalletConnect' }))
  g.emit(createEvent('ConnectRequested', { connectorId: 'walletConnect', namespace: 'eip155' }))
  await next(seen, 'WalletConnectUriCreated', 0, 15_000)
  const uri = g.getState().walletConnect.pairing?.uri
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return { g, seen, uri: uri as string, deps }
}

describe('WalletConnect effects with the real sign-client, the devnet relay and phone wallet', () => {
  it('behavior: pair from the offered link, approve → Connected; sign (recovered), events, ping, switch, wallet-side disconnect', async () => {
    const { g, seen, uri } = await pairedGatehouse()
    await wallet.pair(uri)
    await wallet.nextPending()
    await wallet.approve()
    await next(seen, 'Connected')
    const address = DEV_ACCOUNTS[0]!.address
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      address,
      walletName: 'Gatehouse Test Phone Wallet',
    })

    // Sign through the session; the phone wallet signs with the dev key.
    let from = seen.length
    g.emit(
      createEvent('SignMessageRequested', {
        requestId: 'q1',
        namespace: 'eip155',
        address,
        chainId: 'eip155:1',
        message: 'Sign in to Gatehouse ✓',
      }),
    )
    const request = await wallet.nextPending()
    expect(request).toMatchObject({ kind: 'request', method: 'personal_sign' })
    await wallet.approve()
    const signed = await next(seen, 'MessageSigned', from)
    const signature = (signed.data as { signature: `0x${string}` }).signature
    expect(await recoverMessageAddress({ message: 'Sign in to Gatehouse ✓', signature })).toBe(address)

    // A rejected signature.
    from = seen.length
    g.emit(
      createEvent('SignMessageRequested', {
        requestId: 'q2',
        namespace: 'eip155',
        address,
        chainId: 'eip155:1',
        message: 'no',
      }),
    )
    await wallet.nextPending()
    await wallet.reject()
    expect((await next(seen, 'SignMessageFailed', from)).data).toMatchObject({
      requestId: 'q2',
      error: { name: 'UserRejectedRequestError', code: 4001 },
    })

    // solana_signMessage through the same session: an ed25519 signature by the wallet's Solana key.
    from = seen.length
    const solana = g.getState().connection.byNamespace.solana
    expect(solana?.status).toBe('connected')
    const solanaAddress = solana?.status === 'connected' ? solana.address : ''
    g.emit(
      createEvent('SignMessageRequested', {
        requestId: 'q3',
        namespace: 'solana',
        address: solanaAddress,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        message: 'Solana ✓',
      }),
    )
    expect(await wallet.nextPending()).toMatchObject({ kind: 'request', method: 'solana_signMessage' })
    await wallet.approve()
    const solanaSigned = await next(seen, 'MessageSigned', from)
    const publicKey = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(base58.decode(solanaAddress)).toString('base64url') },
      format: 'jwk',
    })
    const solanaSignature = base58.decode((solanaSigned.data as { signature: string }).signature)
    expect(verifySignature(null, new TextEncoder().encode('Solana ✓'), publicKey, solanaSignature)).toBe(true)

    // The wallet's account and chain changes.
    from = seen.length
    await wallet.setAccount(1)
    expect((await next(seen, 'AccountChanged', from)).data).toEqual({
      namespace: 'eip155',
      address: DEV_ACCOUNTS[1]!.address,
    })
    from = seen.length
    await wallet.switchChain('eip155:8453')
    expect((await next(seen, 'NetworkSwitched', from)).data).toEqual({ chainId: 'eip155:8453' })

    // Ping.
    from = seen.length
    g.emit(createEvent('WalletConnectPingRequested', {}))
    expect((await next(seen, 'WalletConnectPinged', from)).data).toMatchObject({ ok: true })

    // Switch from the app: the wallet answers wallet_switchEthereumChain (without asking, as wallets do for a known chain).
    from = seen.length
    g.emit(createEvent('NetworkSwitchRequested', { chainId: 'eip155:1' }))
    expect((await next(seen, 'NetworkSwitched', from)).data).toEqual({ chainId: 'eip155:1' })
    expect(wallet.state().chainId).toBe('eip155:1')

    // The wallet ends the session: Disconnected (wallet) for both namespaces it served.
    from = seen.length
    await wallet.disconnect()
    expect((await next(seen, 'Disconnected', from)).data).toEqual({ namespace: 'eip155', reason: 'wallet' })
    expect(g.getState().connection.byNamespace.solana?.status).toBe('disconnected')
    await wallet.setAccount(0)
    await g.dispose()
  }, 40_000)

  it('behavior: the wallet rejects the proposal → ConnectFailed with the user-rejected error', async () => {
    const { g, seen, uri } = await pairedGatehouse()
    await wallet.pair(uri)
    await wallet.nextPending()
    await wallet.reject()
    expect((await next(seen, 'ConnectFailed')).data).toMatchObject({
      connectorId: 'walletConnect',
      error: { name: 'UserRejectedRequestError', code: 4001 },
    })
    await g.dispose()
  }, 30_000)

  it('behavior: after a reload the client’s stored session is Connected again without pairing; an app-side disconnect ends it at the wallet', async () => {
    const storage = new MemoryStorage()
    const deps = dappDeps(storage, `gatehouse-dapp-reload-${++n}`)
    const first = await pairedGatehouse(deps)
    await wallet.pair(first.uri)
    await wallet.nextPending()
    await wallet.approve()
    await next(first.seen, 'Connected')
    await first.g.dispose()

    // A new page: same log, same client storage, a new client instance.
    const again = dappDeps(storage, deps.settings.storagePrefix)
    const g = createTestGatehouse({ db: first.g.db, effects, deps: { walletConnect: again } })
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    await g.ready
    await next(seen, 'Connected', 0, 15_000)
    // Every namespace of the session comes back; the EVM one, active before the reload, is reported last.
    await expect.poll(() => g.getState().connection.byNamespace.eip155?.status).toBe('connected')
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({
      connectorId: 'walletConnect',
      address: DEV_ACCOUNTS[0]!.address,
    })
    expect(g.getState().network.activeNamespace).toBe('eip155')
    expect(seen.map((e) => e.type)).not.toContain('PairingStarted')

    const before = seen.length
    g.emit(createEvent('DisconnectRequested', {}))
    await next(seen, 'Disconnected', before)
    const deadline = Date.now() + 8_000
    while (wallet.state().sessions.length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    expect(wallet.state().sessions).toEqual([])
    await g.dispose()
  }, 40_000)

  it('error: with the relay down, a signing request fails as 4900 (provider disconnected) within SPEC’s RPC timeout instead of waiting without end', async () => {
    // A relay and phone of this test's own: the shared ones serve the other tests.
    const own = await startRelay()
    const phone = await startPhoneWallet({ relayUrl: own.url, accounts: DEV_ACCOUNTS, chains: CHAINS })
    try {
      const base = dappDeps()
      const { g, seen, uri } = await pairedGatehouse({ ...base, settings: { ...base.settings, relayUrl: own.url } })
      await phone.pair(uri)
      await phone.nextPending()
      await phone.approve()
      await next(seen, 'Connected')
      await own.close()

      const from = seen.length
      const address = DEV_ACCOUNTS[0]!.address
      g.emit(
        createEvent('SignMessageRequested', {
          requestId: 'down',
          namespace: 'eip155',
          address,
          chainId: 'eip155:1',
          message: 'relay down',
        }),
      )
      const failed = await next(seen, 'SignMessageFailed', from, RPC_TIMEOUT_MS + 2_000)
      expect(failed.data).toMatchObject({ requestId: 'down', error: { name: 'ProviderDisconnectedError', code: 4900 } })
      await g.dispose()
    } finally {
      await phone.close()
      await own.close()
    }
  }, 40_000)
})
