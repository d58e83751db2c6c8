import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { accountProjection, emptyAccount } from './account.projection.js'
import { selectAccount, selectAccountTab } from './account.selectors.js'
import { selectProfileFresh } from './profile.selectors.js'
import { systemProjection } from '../system/system.projection.js'
import { selectNfts } from './nfts.selectors.js'

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'
const restored = {
  type: 'SessionRestored' as const,
  data: { head: 2, snapshotSeq: null, storage: 'indexeddb' as const },
}
const connected = createEvent('Connected', {
  connectorId: 'io.metamask',
  namespace: 'eip155',
  chainId: 'eip155:1',
  address: EVM,
  walletName: 'MetaMask',
})
const run = (...events: EventInput[]) => runProjection(accountProjection, stampEvents(events))
const token = (symbol: string, decimals: string) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  value: 1,
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: 'https://x.example/i.png',
})

describe('account projection', () => {
  it('behavior (SPEC §9 "identity 5 min"): the read model says when the profile came; it goes with the profile and on a reload', () => {
    const profile = createEvent('ProfileFetched', { address: EVM.toLowerCase(), name: 'n', avatar: null })
    const events = stampEvents([connected, profile])
    const account = runProjection(accountProjection, events)
    const at = events[1]!.at
    const fresh = (state: typeof account, now: number, system = systemProjection.initial) =>
      selectProfileFresh({ account: state, system }, 'eip155', EVM, now)
    expect([fresh(account, at + 5 * 60_000 - 1), fresh(account, at + 5 * 60_000)]).toEqual([true, false])
    const other = '0x00000000000000000000000000000000000000bb'
    expect(
      fresh(run(connected, profile, createEvent('AccountChanged', { namespace: 'eip155', address: other })), at),
    ).toBe(false)
    const reloaded = stampEvents([connected, profile, restored])
    expect(fresh(runProjection(accountProjection, reloaded), at, runProjection(systemProjection, reloaded))).toBe(false)
  })

  it('behavior (SPEC §9 "identity 5 min"): the cached profile is fresh for the account\'s own address only: an EVM one in any case, a Solana one exactly', () => {
    const SOL = '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1'
    const solana = createEvent('Connected', {
      connectorId: 'phantom',
      namespace: 'solana',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: SOL,
    })
    const events = stampEvents([
      connected,
      solana,
      createEvent('ProfileFetched', { address: EVM, name: 'n', avatar: null }),
      createEvent('ProfileFetched', { address: SOL, name: 's', avatar: null }),
    ])
    const at = events[3]!.at
    const state = { account: runProjection(accountProjection, events), system: systemProjection.initial }
    const fresh = (namespace: 'eip155' | 'solana', address: string) => selectProfileFresh(state, namespace, address, at)
    expect([fresh('eip155', EVM), fresh('eip155', EVM.toLowerCase())]).toEqual([true, true])
    expect(fresh('eip155', '0x00000000000000000000000000000000000000bb')).toBe(false)
    expect([fresh('solana', SOL), fresh('solana', SOL.toLowerCase())]).toEqual([true, false])
  })

  it('behavior (SPEC §3 preferredAccountTypes, smartAccountDeployed): the chosen type is kept across a disconnect; a deployment counts for its own address only', async () => {
    const switched = createEvent('AccountTypeSwitched', { namespace: 'eip155', type: 'eoa' })
    const deployed = (address: string) => createEvent('SmartAccountDeployed', { chainId: 'eip155:1', address })
    const state = run(connected, switched, deployed('0x00000000000000000000000000000000000000bb'))
    expect(selectAccount({ account: state }, 'eip155')).toMatchObject({
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    expect(selectAccount({ account: run(connected, deployed(EVM.toLowerCase())) }, 'eip155').smartAccountDeployed).toBe(
      true,
    )
    const after = run(connected, switched, createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }))
    expect(selectAccount({ account: after }, 'eip155').preferredAccountType).toBe('eoa')
  })

  it('default (SPEC §3 "Default type by chain: Bitcoin payment, EVM smartAccount, Polkadot eoa, Solana eoa"): every namespace reads as an empty, disconnected account', () => {
    const s = { account: accountProjection.initial }
    expect(selectAccount(s, 'eip155')).toMatchObject({
      status: 'disconnected',
      address: null,
      preferredAccountType: 'smartAccount',
    })
    expect(selectAccount(s, 'bip122').preferredAccountType).toBe('payment')
    expect(selectAccount(s, 'polkadot').preferredAccountType).toBe('eoa')
    expect(selectAccount(s, 'solana').preferredAccountType).toBe('eoa')
    expect(selectAccount(s, 'solana')).toBe(selectAccount({ account: { ...accountProjection.initial } }, 'solana'))
    expect(selectAccountTab(s)).toBe('tokens')
  })

  it('behavior (SPEC §3 "Account state (per chain)"): a connection fills caipAddress, address, status, connector and wallet info; balance and profile follow', () => {
    const state = run(
      connected,
      createEvent('BalanceFetched', {
        chainId: 'eip155:1',
        address: EVM.toLowerCase(),
        symbol: 'ETH',
        decimals: 18,
        value: '42',
      }),
      createEvent('ProfileFetched', { address: EVM, name: 'vitalik.eth', avatar: 'https://x.example/a.png' }),
      createEvent('AuthUserFetched', {
        namespace: 'eip155',
        email: 'a@b.example',
        username: 'ab',
        smartAccountDeployed: true,
        socialProvider: 'google',
      }),
      createEvent('AccountsListed', { namespace: 'eip155', accounts: [{ address: EVM, type: 'eoa' }] }),
    )
    expect(state.byNamespace.eip155).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:1:${EVM}`,
      address: EVM,
      connectorId: 'io.metamask',
      connectedWalletInfo: { name: 'MetaMask' },
      balance: '42',
      balanceSymbol: 'ETH',
      profileName: 'vitalik.eth',
      profileImage: 'https://x.example/a.png',
      user: { email: 'a@b.example', username: 'ab' },
      smartAccountDeployed: true,
      socialProvider: 'google',
      allAccounts: [{ namespace: 'eip155', address: EVM, type: 'eoa', publicKey: null, path: null }],
    })
  })

  it('behavior: a balance of another chain or address is not the account’s', () => {
    const state = run(
      connected,
      createEvent('BalanceFetched', { chainId: 'eip155:10', address: EVM, symbol: 'ETH', decimals: 18, value: '1' }),
    )
    expect(state.byNamespace.eip155?.balance).toBeNull()
  })

  it('behavior (SPEC §5 "Token balances with zero decimals in quantity are dropped")', () => {
    const state = run(
      connected,
      createEvent('TokenBalancesFetched', {
        chainId: 'eip155:1',
        address: EVM,
        balances: [token('USDC', '6'), token('JUNK', '0')],
      }),
    )
    expect(state.byNamespace.eip155?.tokenBalance.map((t) => t.symbol)).toEqual(['USDC'])
  })

  it('behavior (SPEC §4 "Reset sets disconnected and clears address, balances, profile, user and connector id")', () => {
    const state = run(
      connected,
      createEvent('BalanceFetched', { chainId: 'eip155:1', address: EVM, symbol: 'ETH', decimals: 18, value: '42' }),
      createEvent('ProfileFetched', { address: EVM, name: 'n', avatar: null }),
      createEvent('AuthUserFetched', {
        namespace: 'eip155',
        email: 'a@b.example',
        username: null,
        preferredAccountType: 'eoa',
      }),
      createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }),
    )
    expect(state.byNamespace.eip155).toEqual({ ...emptyAccount('eip155'), preferredAccountType: 'eoa' })
  })

  it('behavior (SPEC §4 "On load a stored connected status is shown as connecting while the connection is re-synced per chain")', () => {
    const state = run(connected, restored)
    expect(state.byNamespace.eip155).toMatchObject({
      status: 'connecting',
      address: EVM,
      caipAddress: `eip155:1:${EVM}`,
    })
  })

  it('behavior (SPEC §4 "a stored disconnected status clears address caches")', () => {
    const listed = createEvent('AccountsListed', { namespace: 'solana', accounts: [{ address: 'So1', type: 'eoa' }] })
    const state = run(listed, restored)
    expect(state.byNamespace.solana).toEqual(emptyAccount('solana'))
    // a cut-off attempt without an address is over
    expect(
      run(createEvent('ConnectRequested', { connectorId: 'x', namespace: 'bip122' }), restored).byNamespace.bip122
        ?.status,
    ).toBe('disconnected')
  })

  it('behavior (SPEC §4): a reload during the re-sync keeps the account connecting with its address; a failed re-sync then a reload clears it', () => {
    expect(run(connected, restored, restored).byNamespace.eip155).toMatchObject({
      status: 'connecting',
      address: EVM,
      caipAddress: `eip155:1:${EVM}`,
    })
    const failed = createEvent('ConnectFailed', {
      connectorId: 'io.metamask',
      namespace: 'eip155',
      error: { name: 'Error', shortMessage: 'gone' },
    })
    const afterFailure = run(connected, restored, failed)
    expect(afterFailure.byNamespace.eip155).toMatchObject({ status: 'disconnected', address: EVM })
    expect(run(connected, restored, failed, restored).byNamespace.eip155).toEqual(emptyAccount('eip155'))
  })

  it('behavior: another address on the same namespace drops what was cached for the old one', () => {
    const other = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'
    const state = run(
      connected,
      createEvent('ProfileFetched', { address: EVM, name: 'old', avatar: null }),
      createEvent('Connected', {
        connectorId: 'io.metamask',
        namespace: 'eip155',
        chainId: 'eip155:1',
        address: other,
      }),
    )
    expect(state.byNamespace.eip155).toMatchObject({ address: other, profileName: null })
  })

  it('behavior: AccountChanged (the wallet’s accountsChanged) moves the connected account and drops the old address’s caches', () => {
    const other = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'
    const state = run(
      connected,
      createEvent('BalanceFetched', { chainId: 'eip155:1', address: EVM, symbol: 'ETH', decimals: 18, value: '5' }),
      createEvent('ProfileFetched', { address: EVM, name: 'old', avatar: null }),
      createEvent('AccountChanged', { namespace: 'eip155', address: other }),
    )
    expect(state.byNamespace.eip155).toMatchObject({
      status: 'connected',
      address: other,
      chainId: 'eip155:1',
      caipAddress: `eip155:1:${other}`,
      connectorId: 'io.metamask',
      connectedWalletInfo: { name: 'MetaMask' },
      balance: null,
      profileName: null,
    })
    expect(
      run(createEvent('AccountChanged', { namespace: 'eip155', address: other })).byNamespace.eip155,
    ).toBeUndefined()
  })

  it('behavior: switching network moves the caipAddress and drops the old chain’s balances', () => {
    const state = run(
      connected,
      createEvent('BalanceFetched', { chainId: 'eip155:1', address: EVM, symbol: 'ETH', decimals: 18, value: '42' }),
      createEvent('NetworkSwitched', { chainId: 'eip155:8453' }),
    )
    expect(state.byNamespace.eip155).toMatchObject({
      caipAddress: `eip155:8453:${EVM}`,
      balance: null,
      chainId: 'eip155:8453',
    })
  })

  it('behavior (SPEC §1 "Account view with tabs Tokens, NFTs, Activity")', () => {
    expect(run(createEvent('AccountTabRequested', { tab: 'activity' })).currentTab).toBe('activity')
  })
})

describe('account projection: the NFTs list', () => {
  const started = (chainId: 'eip155:1' | 'eip155:8453', address = EVM) =>
    createEvent('NftsFetchStarted', { chainId, address })
  const item = { id: 'eip155:1/erc721:0x00000000000000000000000000000000000000c0/1', name: 'Gate', imageUrl: null }

  it('default: no list before one is asked for', () => {
    expect(accountProjection.initial.nfts).toBeNull()
  })

  it('behavior: a started fetch is loading; its answer (items or error) replaces it; a new request starts over', () => {
    const loading = run(started('eip155:1')).nfts
    expect(loading).toMatchObject({ chainId: 'eip155:1', address: EVM })
    expect([loading?.items, loading?.error]).toEqual([undefined, undefined])
    const fetched = run(
      started('eip155:1'),
      createEvent('NftsFetched', { chainId: 'eip155:1', address: EVM, items: [item] }),
    ).nfts
    expect(fetched?.items).toEqual([item])
    const error = { name: 'HttpRequestError', shortMessage: 'HTTP request failed.', code: 502 }
    const failed = run(
      started('eip155:1'),
      createEvent('NftsFetchFailed', { chainId: 'eip155:1', address: EVM, error }),
    ).nfts
    expect([failed?.items, failed?.error]).toEqual([undefined, error])
    expect(
      run(
        started('eip155:1'),
        createEvent('NftsFetchFailed', { chainId: 'eip155:1', address: EVM, error }),
        started('eip155:1'),
      ).nfts?.error,
    ).toBeUndefined()
  })

  it('behavior: an answer for another network or address than the list asked for last is dropped', () => {
    const state = run(
      started('eip155:8453'),
      createEvent('NftsFetched', { chainId: 'eip155:1', address: EVM, items: [item] }),
      createEvent('NftsFetched', { chainId: 'eip155:8453', address: '0x1', items: [item] }),
    )
    expect(state.nfts).toMatchObject({ chainId: 'eip155:8453', address: EVM })
    expect(state.nfts?.items).toBeUndefined()
  })

  it('behavior: selectNfts shows the list only while it is the connected active account’s on the active network', () => {
    const list = run(
      started('eip155:1'),
      createEvent('NftsFetched', { chainId: 'eip155:1', address: EVM, items: [item] }),
    ).nfts
    const state = (status: 'connected' | 'disconnected', chainId: 'eip155:1' | 'eip155:8453', address = EVM) =>
      ({
        account: { ...accountProjection.initial, nfts: list },
        network: { activeNamespace: 'eip155', byNamespace: { eip155: { chainId } } },
        connection: { byNamespace: { eip155: { status, address, chainId } } },
      }) as unknown as Parameters<typeof selectNfts>[0]
    expect(selectNfts(state('connected', 'eip155:1'))?.items).toEqual([item])
    expect(selectNfts(state('connected', 'eip155:8453'))).toBeNull()
    expect(selectNfts(state('connected', 'eip155:1', '0x1'))).toBeNull()
    expect(selectNfts(state('disconnected', 'eip155:1'))).toBeNull()
  })
})

describe('account projection: what a repeated, stray or partial fact keeps', () => {
  const balance = createEvent('BalanceFetched', {
    chainId: 'eip155:1',
    address: EVM,
    symbol: 'ETH',
    decimals: 18,
    value: '5',
  })
  const other = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'

  it('behavior: the same EVM address in another case is the same account: a reconnect or accountsChanged keeps its caches and wallet', () => {
    const state = run(
      connected,
      balance,
      createEvent('Connected', {
        connectorId: 'io.metamask',
        namespace: 'eip155',
        chainId: 'eip155:1',
        address: EVM.toLowerCase(),
      }),
      createEvent('AccountChanged', { namespace: 'eip155', address: `0x${EVM.slice(2).toUpperCase()}` }),
    )
    expect(state.byNamespace.eip155).toMatchObject({
      status: 'connected',
      balance: '5',
      connectedWalletInfo: { name: 'MetaMask' },
    })
  })

  it('behavior: AccountChanged moves a connected account only: not one still connecting, nor one disconnected', () => {
    const changed = createEvent('AccountChanged', { namespace: 'eip155', address: other })
    const requested = createEvent('ConnectRequested', { connectorId: 'io.metamask', namespace: 'eip155' })
    expect(run(requested, changed).byNamespace.eip155).toMatchObject({ status: 'connecting', address: null })
    const disconnected = createEvent('Disconnected', { namespace: 'eip155', reason: 'user' })
    expect(run(connected, disconnected, changed).byNamespace.eip155).toMatchObject({
      status: 'disconnected',
      address: null,
    })
  })

  it('behavior: a Solana address in another case is another account (base58 is case-sensitive)', () => {
    const sol = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
    const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const state = run(
      createEvent('Connected', { connectorId: 'phantom', namespace: 'solana', chainId, address: sol }),
      createEvent('BalanceFetched', { chainId, address: sol, symbol: 'SOL', decimals: 9, value: '1' }),
      createEvent('AccountChanged', { namespace: 'solana', address: sol.toLowerCase() }),
    )
    expect(state.byNamespace.solana).toMatchObject({ address: sol.toLowerCase(), balance: null })
  })

  it('behavior: a failed connect ends the attempt, and does not touch an account already connected', () => {
    const failed = createEvent('ConnectFailed', {
      connectorId: 'io.metamask',
      namespace: 'eip155',
      error: { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.' },
    })
    const requested = createEvent('ConnectRequested', { connectorId: 'io.metamask', namespace: 'eip155' })
    expect(run(requested, failed).byNamespace.eip155?.status).toBe('disconnected')
    expect(run(connected, failed).byNamespace.eip155?.status).toBe('connected')
  })

  it("behavior: AccountChanged keeps the wallet's account list when it holds the new address, else clears it", () => {
    const listed = createEvent('AccountsListed', {
      namespace: 'eip155',
      accounts: [
        { address: EVM, type: 'eoa' },
        { address: other, type: 'smartAccount' },
      ],
    })
    const kept = run(
      connected,
      listed,
      createEvent('AccountChanged', { namespace: 'eip155', address: other.toLowerCase() }),
    )
    expect(kept.byNamespace.eip155?.allAccounts.map((a) => a.address)).toEqual([EVM, other])
    const third = '0x00000000000000000000000000000000000000bb'
    const cleared = run(connected, listed, createEvent('AccountChanged', { namespace: 'eip155', address: third }))
    expect(cleared.byNamespace.eip155?.allAccounts).toEqual([])
  })

  it('behavior: switching to the chain already active keeps its balances; with no address yet there is no caipAddress', () => {
    expect(
      run(connected, balance, createEvent('NetworkSwitched', { chainId: 'eip155:1' })).byNamespace.eip155?.balance,
    ).toBe('5')
    const requested = createEvent('ConnectRequested', { connectorId: 'io.metamask', namespace: 'eip155' })
    expect(run(requested, createEvent('NetworkSwitched', { chainId: 'eip155:8453' })).byNamespace.eip155).toMatchObject(
      { chainId: 'eip155:8453', caipAddress: null },
    )
  })

  it('behavior: token balances of another chain or address are not the account’s', () => {
    const tokens = (chainId: `${string}:${string}`, address: string) =>
      createEvent('TokenBalancesFetched', { chainId, address, balances: [token('USDC', '6')] })
    expect(run(connected, tokens('eip155:10', EVM)).byNamespace.eip155?.tokenBalance).toEqual([])
    expect(run(connected, tokens('eip155:1', other)).byNamespace.eip155?.tokenBalance).toEqual([])
  })

  it('behavior: a user record without the account type, deployment or social provider keeps what is known', () => {
    const user = { namespace: 'eip155' as const, email: 'a@b.example', username: null }
    const state = run(
      connected,
      createEvent('AccountTypeSwitched', { namespace: 'eip155', type: 'eoa' }),
      createEvent('SmartAccountDeployed', { chainId: 'eip155:1', address: EVM }),
      createEvent('AuthUserFetched', { ...user, socialProvider: 'google' }),
      createEvent('AuthUserFetched', user),
    )
    expect(state.byNamespace.eip155).toMatchObject({
      preferredAccountType: 'eoa',
      smartAccountDeployed: true,
      socialProvider: 'google',
    })
  })
})
