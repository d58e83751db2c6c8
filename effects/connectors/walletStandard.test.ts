// @vitest-environment happy-dom
import { base58, base64 } from '@scure/base'
import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import type { Wallet } from '@wallet-standard/base'
import { createDeps, type Deps, type WalletStandardSource } from '../../src/deps.js'
import { createEvent, type Stamped } from '../../src/events/index.js'
import type { MemoryDatabase } from '../../src/log/storage.js'
import type { GatehouseConfig } from '../../src/resolveConfig.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { selectConnectorGroups } from '../../projections/wallets/wallets.selectors.js'
import { connectEntries } from '../../ui/views/Connect.js'
import {
  BTC_ORDINALS,
  BTC_PAYMENT,
  BTC_PAYMENT_MAINNET,
  registerFakeStandardWallet,
  SOLANA_ADDRESS_0,
  SOLANA_ADDRESS_1,
  account,
  until,
  walletRpcError,
  type FakeStandardWallet,
} from '../../test/helpers/fakeStandardWallet.js'
import { connectWallet } from '../connection/connectWallet.js'
import { disconnectWallet } from '../connection/disconnectWallet.js'
import { restoreWallet } from '../connection/restoreWallet.js'
import { signMessage } from '../connection/signMessage.js'
import { switchNetwork } from '../connection/switchNetwork.js'
import { watchWallet } from '../connection/watchWallet.js'
import { discoverStandardWallets } from '../walletStandard/index.js'
import { WALLET_STANDARD_RESTORE_WAIT_MS, walletStandardAdapter } from './walletStandard.js'

const ADAPTERS = [walletStandardAdapter]
const effects = {
  discoverStandardWallets,
  connectWallet: connectWallet(ADAPTERS),
  restoreWallet: restoreWallet(ADAPTERS),
  disconnectWallet: disconnectWallet(ADAPTERS),
  switchNetwork: switchNetwork(ADAPTERS),
  watchWallet: watchWallet(ADAPTERS),
  signMessage: signMessage(ADAPTERS),
}
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BTC_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'

const idOf = (wallet: FakeStandardWallet, ns: 'solana' | 'bip122') => `walletStandard:${ns}:${wallet.name}`

/** A Gatehouse with the walletStandard effects and the configuration a test gives (the default projections). */
type StartConfig = Omit<GatehouseConfig, 'effects'> & { db?: MemoryDatabase }

async function start(config: StartConfig = {}) {
  const g = createTestGatehouse({ effects, ...config })
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  await g.ready
  return { g, seen, types: () => seen.map((e) => e.type) }
}

async function connected(wallet: FakeStandardWallet, ns: 'solana' | 'bip122', config: StartConfig = {}) {
  const s = await start(config)
  await until(() => s.g.getState().wallets.connectors.byId[idOf(wallet, ns)] !== undefined)
  s.g.emit(createEvent('ConnectRequested', { connectorId: idOf(wallet, ns), namespace: ns }))
  await until(() => s.types().includes('Connected') || s.types().includes('ConnectFailed'))
  return s
}

// The page's own registry (no source given), as the Gatehouse's effects have it.
const ctx = (g: Awaited<ReturnType<typeof start>>['g']) => ({
  state: g.getState(),
  deps: createDeps() as Deps,
  causationId: 'test',
})

describe('discoverStandardWallets', () => {
  it('behavior: each registered wallet is an injected connector (id walletStandard:<namespace>:<name>) per namespace it serves, in the Connect view’s installed group', async () => {
    const sol = registerFakeStandardWallet()
    const btc = registerFakeStandardWallet({ bitcoin: true, solana: false })
    const both = registerFakeStandardWallet({ solana: true, bitcoin: true })
    const { g } = await start()
    await until(() => g.getState().wallets.connectors.byId[idOf(both, 'bip122')] !== undefined)
    const byId = g.getState().wallets.connectors.byId
    expect(byId[idOf(sol, 'solana')]).toEqual({
      id: idOf(sol, 'solana'),
      name: sol.name,
      type: 'injected',
      chain: 'solana',
      imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
    })
    expect(byId[idOf(sol, 'bip122')]).toBeUndefined()
    expect(byId[idOf(btc, 'bip122')]).toMatchObject({ type: 'injected', chain: 'bip122' })
    expect(byId[idOf(btc, 'solana')]).toBeUndefined()
    expect(byId[idOf(both, 'solana')]?.chain).toBe('solana')
    const entries = connectEntries(selectConnectorGroups(g.getState()))
    expect(entries.find((e) => e.key === `injected:${idOf(sol, 'solana')}`)).toMatchObject({
      name: sol.name,
      tag: 'walletInstalled',
      wallet: { connectorId: idOf(sol, 'solana'), namespace: 'solana' },
    })
    // A wallet that registers later is found as it registers.
    const late = registerFakeStandardWallet()
    await until(() => g.getState().wallets.connectors.byId[idOf(late, 'solana')] !== undefined)
    await g.dispose()
  })

  it('behavior: a wallet without the namespace’s features, or without a name, is no connector; bidi controls leave its name', async () => {
    const unsigned = registerFakeStandardWallet({ without: ['solana:signMessage', 'solana:signTransaction'] })
    const noConnect = registerFakeStandardWallet({ bitcoin: true, solana: false, without: ['bitcoin:connect'] })
    const tricky = registerFakeStandardWallet({ name: '\u202Eevil wallet\u2066' })
    const marker = registerFakeStandardWallet()
    const { g } = await start()
    await until(() => g.getState().wallets.connectors.byId[idOf(marker, 'solana')] !== undefined)
    const ids = g.getState().wallets.connectors.ids
    expect(ids).not.toContain(idOf(unsigned, 'solana'))
    expect(ids).not.toContain(idOf(noConnect, 'bip122'))
    expect(ids).toContain('walletStandard:solana:evil wallet')
    expect(ids.every((id) => !/[\u202a-\u202e\u2066-\u2069]/.test(id))).toBe(true)
    void tricky
    await g.dispose()
  })

  it('behavior: an app that configured no solana (adapters, or requested networks) is offered no Solana connector', async () => {
    const both = registerFakeStandardWallet({ solana: true, bitcoin: true })
    const noAdapter = await start({ adapters: ['eip155', 'bip122'] })
    await until(() => noAdapter.g.getState().wallets.connectors.byId[idOf(both, 'bip122')] !== undefined)
    expect(noAdapter.g.getState().wallets.connectors.byId[idOf(both, 'solana')]).toBeUndefined()
    const entries = connectEntries(selectConnectorGroups(noAdapter.g.getState()))
    expect(entries.some((e) => e.wallet?.namespace === 'solana')).toBe(false)
    await noAdapter.g.dispose()
    const evmOnly = await start({ networks: { requested: ['eip155:1', BTC_TESTNET] } })
    await until(() => evmOnly.g.getState().wallets.connectors.byId[idOf(both, 'bip122')] !== undefined)
    expect(evmOnly.g.getState().wallets.connectors.byId[idOf(both, 'solana')]).toBeUndefined()
    await evmOnly.g.dispose()
  })

  it('behavior: with the app’s own source null, nothing is discovered and the registry is never asked', async () => {
    registerFakeStandardWallet()
    const { g, types } = await start({ deps: { walletStandard: null } })
    await new Promise((r) => setTimeout(r, 50))
    expect(types()).not.toContain('ConnectorsDiscovered')
    await g.dispose()
  })
})

describe('walletStandardAdapter: connect, restore, disconnect', () => {
  it('behavior: Solana connect is standard:connect → Connected on the wallet’s chain (CAIP-2) and the recent wallet', async () => {
    const wallet = registerFakeStandardWallet()
    const { g, seen, types } = await connected(wallet, 'solana')
    expect(wallet.calls.map((c) => c.call)).toEqual(['standard:connect'])
    expect(types()).toContain('RecentWalletRecorded')
    expect(seen.find((e) => e.type === 'Connected')).toMatchObject({
      data: { namespace: 'solana', chainId: DEVNET, address: SOLANA_ADDRESS_0, walletName: wallet.name },
    })
    expect(g.getState().connection.byNamespace.solana).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS_0 })
    expect(g.getState().wallets.recent[0]).toMatchObject({ id: idOf(wallet, 'solana'), name: wallet.name })
    await g.dispose()
  })

  it('behavior: Bitcoin connect is bitcoin:connect for payment then ordinals; the payment address is the connection', async () => {
    const wallet = registerFakeStandardWallet({ bitcoin: true, solana: false })
    const { g, seen } = await connected(wallet, 'bip122')
    expect(wallet.calls).toEqual([{ call: 'bitcoin:connect', args: [{ purposes: ['payment', 'ordinals'] }] }])
    expect(seen.find((e) => e.type === 'Connected')).toMatchObject({
      data: { namespace: 'bip122', chainId: BTC_TESTNET, address: BTC_PAYMENT },
    })
    await g.dispose()
  })

  it('error: a rejection is ConnectFailed with 4001 UserRejectedRequestError', async () => {
    const wallet = registerFakeStandardWallet()
    wallet.fail['standard:connect'] = walletRpcError(4001, 'User rejected the request.')
    const { g, seen } = await connected(wallet, 'solana')
    expect(seen.find((e) => e.type === 'ConnectFailed')).toMatchObject({
      data: { error: { name: 'UserRejectedRequestError', code: 4001, shortMessage: 'User rejected the request.' } },
    })
    await g.dispose()
  })

  it('error: bad wallet output (no account list, an address that is not base58 of 32 bytes, a mainnet address on testnet) → typed ConnectFailed', async () => {
    const cases: Array<[FakeStandardWallet, 'solana' | 'bip122', string]> = []
    const noList = registerFakeStandardWallet()
    noList.answer['standard:connect'] = { accounts: 'nope' }
    cases.push([noList, 'solana', 'InvalidResponseError'])
    const badAddress = registerFakeStandardWallet()
    badAddress.answer['standard:connect'] = { accounts: [account('0OIl-not-base58', ['solana:devnet'])] }
    cases.push([badAddress, 'solana', 'InvalidAddressError'])
    const empty = registerFakeStandardWallet()
    empty.answer['standard:connect'] = { accounts: [] }
    cases.push([empty, 'solana', 'InvalidAddressError'])
    const mainnet = registerFakeStandardWallet({
      bitcoin: true,
      solana: false,
      bitcoinAccounts: [BTC_PAYMENT_MAINNET, BTC_ORDINALS],
    })
    cases.push([mainnet, 'bip122', 'InvalidAddressError'])
    const unknownChain = registerFakeStandardWallet({ chains: ['solana:localnet'] })
    cases.push([unknownChain, 'solana', 'ChainNotSupportedError'])
    for (const [wallet, ns, name] of cases) {
      const { g, seen } = await connected(wallet, ns)
      expect(
        seen.find((e) => e.type === 'ConnectFailed'),
        wallet.name,
      ).toMatchObject({ data: { error: { name } } })
      await g.dispose()
    }
  })

  it('behavior (restore without a prompt): a reload re-syncs with standard:connect { silent: true }; a wallet that no longer grants the page fails the sync', async () => {
    const wallet = registerFakeStandardWallet()
    const first = await connected(wallet, 'solana')
    await first.g.dispose()
    wallet.calls.length = 0
    const again = await start({ db: first.g.db })
    await until(() => again.types().includes('Connected'))
    expect(wallet.calls).toEqual([{ call: 'standard:connect', args: [{ silent: true }] }])
    expect(again.g.getState().connection.byNamespace.solana).toMatchObject({
      status: 'connected',
      address: SOLANA_ADDRESS_0,
    })
    await again.g.dispose()
    wallet.granted = false
    const revoked = await start({ db: first.g.db })
    await until(() => revoked.types().includes('Disconnected'))
    expect(revoked.seen.find((e) => e.type === 'Disconnected')).toMatchObject({ data: { reason: 'sync-failed' } })
    await revoked.g.dispose()
  })

  it(`behavior: a wallet gone from the page is waited for ${WALLET_STANDARD_RESTORE_WAIT_MS} ms (virtual time), then Disconnected (sync-failed)`, async () => {
    const wallet = registerFakeStandardWallet()
    let wallets: Wallet[] = [wallet]
    const source: WalletStandardSource = { get: () => wallets, on: () => () => {} }
    const first = await connected(wallet, 'solana', { deps: { walletStandard: source } })
    await first.g.dispose()
    wallets = []
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    const again = await start({ db: first.g.db, deps: { walletStandard: source, scheduler } })
    await new Promise((r) => setTimeout(r, 20))
    scheduler.maxFrames = WALLET_STANDARD_RESTORE_WAIT_MS - 1
    scheduler.flush()
    await new Promise((r) => setTimeout(r, 20))
    expect(again.types()).not.toContain('Disconnected')
    scheduler.maxFrames = Infinity
    scheduler.flush()
    await until(() => again.types().includes('Disconnected'))
    expect(again.seen.find((e) => e.type === 'Disconnected')).toMatchObject({ data: { reason: 'sync-failed' } })
    await again.g.dispose()
  })

  it('behavior (restore, Bitcoin): the accounts the wallet already has, the stored address first', async () => {
    const wallet = registerFakeStandardWallet({ bitcoin: true, solana: false })
    const first = await connected(wallet, 'bip122')
    await first.g.dispose()
    wallet.calls.length = 0
    const again = await start({ db: first.g.db })
    await until(() => again.types().includes('Connected'))
    expect(wallet.calls).toEqual([])
    expect(again.g.getState().connection.byNamespace.bip122).toMatchObject({
      status: 'connected',
      address: BTC_PAYMENT,
    })
    await again.g.dispose()
  })

  it('behavior: disconnect calls standard:disconnect; a wallet failing it still ends the app’s connection', async () => {
    const wallet = registerFakeStandardWallet()
    const { g, types } = await connected(wallet, 'solana')
    wallet.fail['standard:disconnect'] = new Error('no')
    g.emit(createEvent('DisconnectRequested', { namespace: 'solana' }))
    await until(() => wallet.calls.some((c) => c.call === 'standard:disconnect'))
    expect(types()).toContain('Disconnected')
    expect(g.getState().connection.byNamespace.solana?.status ?? 'disconnected').toBe('disconnected')
    await g.dispose()
  })
})

describe('walletStandardAdapter: events and network', () => {
  it('behavior: standard:events change → AccountChanged; no accounts of the namespace → Disconnected (wallet)', async () => {
    const wallet = registerFakeStandardWallet()
    const { g, seen, types } = await connected(wallet, 'solana')
    await until(() => wallet.listeners() > 0)
    wallet.change({ accounts: [account(SOLANA_ADDRESS_1, ['solana:devnet'])] })
    await until(() => types().includes('AccountChanged'))
    expect(seen.find((e) => e.type === 'AccountChanged')).toMatchObject({
      data: { namespace: 'solana', address: SOLANA_ADDRESS_1 },
    })
    // An address that is not one is left out.
    wallet.change({ accounts: [account('bad', ['solana:devnet'])] })
    wallet.change({ accounts: [] })
    await until(() => types().includes('Disconnected'))
    expect(seen.filter((e) => e.type === 'AccountChanged')).toHaveLength(1)
    expect(seen.find((e) => e.type === 'Disconnected')).toMatchObject({
      data: { namespace: 'solana', reason: 'wallet' },
    })
    await g.dispose()
  })

  it('behavior: a wallet that unregisters (the app’s own source says so) → Disconnected (wallet)', async () => {
    const wallet = registerFakeStandardWallet()
    let wallets: Wallet[] = [wallet]
    const unregister = new Set<() => void>()
    const source: WalletStandardSource = {
      get: () => wallets,
      on: (event, listener) => {
        if (event !== 'unregister') return () => {}
        unregister.add(listener)
        return () => unregister.delete(listener)
      },
    }
    const { g, seen, types } = await connected(wallet, 'solana', { deps: { walletStandard: source } })
    expect(g.getState().connection.byNamespace.solana?.status).toBe('connected')
    await until(() => unregister.size > 0)
    wallets = []
    for (const l of unregister) l()
    await until(() => types().includes('Disconnected'))
    expect(seen.find((e) => e.type === 'Disconnected')).toMatchObject({
      data: { namespace: 'solana', reason: 'wallet' },
    })
    await g.dispose()
  })

  it('behavior: a wallet that moves to another chain alone → the network read model follows', async () => {
    const wallet = registerFakeStandardWallet()
    const { g } = await connected(wallet, 'solana')
    await until(() => wallet.listeners() > 0)
    wallet.change({ chains: ['solana:mainnet'] })
    await until(() => g.getState().network.byNamespace.solana?.chainId === MAINNET)
    await g.dispose()
  })

  it('behavior: switch to a chain the wallet names → NetworkSwitched; to one it does not → NetworkSwitchFailed ChainNotSupportedError', async () => {
    const wallet = registerFakeStandardWallet({ chains: ['solana:devnet', 'solana:mainnet'] })
    const { g, seen, types } = await connected(wallet, 'solana')
    g.emit(createEvent('NetworkSwitchRequested', { chainId: MAINNET }))
    await until(() => g.getState().network.byNamespace.solana?.chainId === MAINNET)
    g.emit(createEvent('NetworkSwitchRequested', { chainId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' }))
    await until(() => types().includes('NetworkSwitchFailed'))
    expect(seen.find((e) => e.type === 'NetworkSwitchFailed')).toMatchObject({
      data: { error: { name: 'ChainNotSupportedError' } },
    })
    await g.dispose()
  })
})

describe('walletStandardAdapter: requests', () => {
  async function solanaSetup() {
    const wallet = registerFakeStandardWallet()
    const s = await connected(wallet, 'solana')
    const request = (method: string, params: unknown) =>
      new Promise<unknown>((resolve, reject) =>
        walletStandardAdapter
          .request(
            {
              connectorId: idOf(wallet, 'solana'),
              namespace: 'solana',
              chainId: DEVNET,
              address: SOLANA_ADDRESS_0,
              method,
              params,
            },
            ctx(s.g),
          )
          .subscribe({ next: resolve, error: reject }),
      )
    return { ...s, wallet, request }
  }

  it('behavior: solana_signMessage (base58, or utf8 when said) → { signature: base58 }; SignMessageRequested signs through it', async () => {
    const { g, wallet, request, seen } = await solanaSetup()
    const message = base58.encode(new TextEncoder().encode('hello'))
    expect(await request('solana_signMessage', { message, pubkey: SOLANA_ADDRESS_0 })).toEqual({
      signature: base58.encode(new Uint8Array(64).fill(3)),
    })
    const input = wallet.calls.at(-1)!.args[0] as { account: { address: string }; message: Uint8Array }
    expect(input.account.address).toBe(SOLANA_ADDRESS_0)
    expect(new TextDecoder().decode(input.message)).toBe('hello')
    await request('solana_signMessage', { message: 'plain text', encoding: 'utf8' })
    expect(new TextDecoder().decode((wallet.calls.at(-1)!.args[0] as { message: Uint8Array }).message)).toBe(
      'plain text',
    )
    g.emit(
      createEvent('SignMessageRequested', {
        requestId: 'r1',
        namespace: 'solana',
        address: SOLANA_ADDRESS_0,
        chainId: DEVNET,
        message: 'Sign in',
      }),
    )
    await until(() => seen.some((e) => e.type === 'MessageSigned'))
    await g.dispose()
  })

  it('behavior: solana_signTransaction → { transaction: base64 }; solana_signAndSendTransaction → { signature: base58 }, with the chain; solana_signAllTransactions in one call', async () => {
    const { g, wallet, request } = await solanaSetup()
    const tx = base64.encode(Uint8Array.from([1, 2, 3]))
    expect(await request('solana_signTransaction', { transaction: tx })).toEqual({
      transaction: base64.encode(Uint8Array.from([1, 2, 3, 0xee])),
    })
    expect(wallet.calls.at(-1)!.args[0]).toMatchObject({
      chain: 'solana:devnet',
      transaction: Uint8Array.from([1, 2, 3]),
    })
    expect(
      await request('solana_signAndSendTransaction', { transaction: tx, options: { commitment: 'confirmed' } }),
    ).toEqual({
      signature: base58.encode(new Uint8Array(64).fill(5)),
    })
    expect(wallet.calls.at(-1)!.args[0]).toMatchObject({ chain: 'solana:devnet', options: { commitment: 'confirmed' } })
    expect(
      await request('solana_signAllTransactions', { transactions: [tx, base64.encode(Uint8Array.from([4]))] }),
    ).toEqual({
      transactions: [base64.encode(Uint8Array.from([1, 2, 3, 0xee])), base64.encode(Uint8Array.from([4, 0xee]))],
    })
    expect(wallet.calls.at(-1)!.args).toHaveLength(2)
    wallet.answer['solana:signTransaction'] = [{ signedTransaction: Uint8Array.from([1]) }]
    await expect(request('solana_signAllTransactions', { transactions: [tx, tx] })).rejects.toMatchObject({
      name: 'InvalidResponseError',
    })
    await g.dispose()
  })

  it('error: rejection 4001, an unknown method 4200, bad params -32602, a bad answer InvalidResponseError, an account not granted 4100', async () => {
    const { g, wallet, request } = await solanaSetup()
    const tx = base64.encode(Uint8Array.from([1]))
    wallet.fail['solana:signTransaction'] = walletRpcError(4001, 'User rejected the request.')
    await expect(request('solana_signTransaction', { transaction: tx })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
    })
    await expect(request('solana_foo', {})).rejects.toMatchObject({
      name: 'UnsupportedProviderMethodError',
      code: 4200,
    })
    await expect(request('solana_signTransaction', { transaction: 42 })).rejects.toMatchObject({
      name: 'InvalidParamsRpcError',
      code: -32602,
    })
    await expect(request('solana_signTransaction', { transaction: '%%%' })).rejects.toMatchObject({ code: -32602 })
    for (const bad of [null, [], [{ signature: new Uint8Array(10) }], [{ signature: 'x'.repeat(64) }], 'nope']) {
      wallet.answer['solana:signAndSendTransaction'] = bad
      await expect(request('solana_signAndSendTransaction', { transaction: tx })).rejects.toMatchObject({
        name: 'InvalidResponseError',
      })
    }
    await expect(request('solana_signMessage', { message: '', pubkey: SOLANA_ADDRESS_1 })).rejects.toMatchObject({
      code: 4100,
    })
    await g.dispose()
  })

  it('behavior: Bitcoin signMessage / bip122_signMessage → { signature: base64 }; signPsbt → { psbt: base64 } with each address’s inputs', async () => {
    const wallet = registerFakeStandardWallet({ bitcoin: true, solana: false })
    const { g } = await connected(wallet, 'bip122')
    const request = (method: string, params: unknown) =>
      new Promise<unknown>((resolve, reject) =>
        walletStandardAdapter
          .request(
            {
              connectorId: idOf(wallet, 'bip122'),
              namespace: 'bip122',
              chainId: BTC_TESTNET,
              address: BTC_PAYMENT,
              method,
              params,
            },
            ctx(g),
          )
          .subscribe({ next: resolve, error: reject }),
      )
    for (const method of ['signMessage', 'bip122_signMessage']) {
      const answer = (await request(method, { message: 'hello', address: BTC_PAYMENT })) as { signature: string }
      expect(base64.decode(answer.signature)[0]).toBe(2)
      const input = wallet.calls.at(-1)!.args[0] as { account: { address: string }; message: Uint8Array }
      expect(input.account.address).toBe(BTC_PAYMENT)
      expect(new TextDecoder().decode(input.message)).toBe('hello')
    }
    const psbt = Uint8Array.from([0x70, 0x73, 0x62, 0x74, 0xff, 9])
    expect(
      await request('signPsbt', {
        psbt: base64.encode(psbt),
        signInputs: { [BTC_PAYMENT]: [0, 1], [BTC_ORDINALS]: [2] },
      }),
    ).toEqual({
      psbt: base64.encode(Uint8Array.from([...psbt, 1])),
    })
    const input = wallet.calls.at(-1)!.args[0] as {
      inputsToSign: Array<{ account: { address: string }; signingIndexes: number[] }>
      chain: string
    }
    expect(input.chain).toBe('bitcoin:testnet')
    expect(input.inputsToSign.map((i) => [i.account.address, i.signingIndexes])).toEqual([
      [BTC_PAYMENT, [0, 1]],
      [BTC_ORDINALS, [2]],
    ])
    await expect(
      request('signPsbt', { psbt: base64.encode(Uint8Array.from([1, 2])), signInputs: {} }),
    ).rejects.toMatchObject({ code: -32602 })
    wallet.answer['bitcoin:signTransaction'] = [{ signedPsbt: Uint8Array.from([1, 2, 3]) }]
    await expect(request('signPsbt', { psbt: base64.encode(psbt), signInputs: {} })).rejects.toMatchObject({
      name: 'InvalidResponseError',
    })
    wallet.fail['bitcoin:signMessage'] = walletRpcError(4001, 'User rejected the request.')
    await expect(request('signMessage', { message: 'x', address: BTC_PAYMENT })).rejects.toMatchObject({ code: 4001 })
    await g.dispose()
  })
})
