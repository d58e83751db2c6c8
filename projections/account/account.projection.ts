import {
  dropZeroDecimalBalances,
  DEFAULT_ACCOUNT_TYPES,
  type AccountType,
  type TokenBalance,
} from '../../src/domain/accounts.js'
import { namespaceOf, type CaipNetworkId, type ChainNamespace } from '../../src/domain/caip.js'
import type { ErrorData } from '../../src/errors/GatehouseError.js'
import type { EventOfType, Stamped } from '../../src/events/index.js'
import { defineProjection } from '../../src/store/projection.js'

/** An entry of a wallet's account list (SPEC §3 "Account (list entry)"). */
export interface AccountEntry {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey: string | null
  path: string | null
}

/** The account state of one namespace (SPEC §3 "Account state (per chain)"). */
export interface NamespaceAccount {
  status: 'disconnected' | 'connecting' | 'connected'
  caipAddress: `${string}:${string}:${string}` | null
  address: string | null
  chainId: CaipNetworkId | null
  connectorId: string | null
  /** Native balance in the smallest unit, with its decimals and symbol, on `chainId`. */
  balance: string | null
  balanceDecimals: number | null
  balanceSymbol: string | null
  profileName: string | null
  profileImage: string | null
  /**
   * When the profile (identity, and names without one) of `address` was fetched, envelope time; SPEC §9 caches
   * it 5 minutes. Dropped with the profile; stale after a reload (selectProfileFresh).
   */
  profileFetchedAt: number | null
  user: { email: string | null; username: string | null } | null
  tokenBalance: TokenBalance[]
  allAccounts: AccountEntry[]
  preferredAccountType: AccountType
  smartAccountDeployed: boolean
  socialProvider: string | null
  connectedWalletInfo: { name: string } | null
  addressLabels: Record<string, string>
}

/** An NFT of the NFTs tab: its CAIP-19 id, name and image URL (null without one). */
export interface NftItem {
  id: string
  name: string
  imageUrl: string | null
}

/**
 * The NFTs tab's list of `address` on `chainId` as of `at` (its last event's time): loading, fetched (`items`) or
 * failed (`error`). One list, the last one asked for: the tab shows it while it is the active account's on the
 * active network (selectNfts).
 */
export interface NftsList {
  chainId: CaipNetworkId
  address: string
  at: number
  items?: NftItem[]
  error?: ErrorData
}

/** Read model of accounts per namespace, the Account view's tab (SPEC §1: Tokens, NFTs, Activity) and its NFTs. */
export interface AccountState {
  currentTab: 'tokens' | 'nfts' | 'activity'
  byNamespace: Partial<Record<ChainNamespace, NamespaceAccount>>
  nfts: NftsList | null
}

/** The account of a namespace before any connection (SPEC §3: default account type by chain). */
export function emptyAccount(namespace: ChainNamespace): NamespaceAccount {
  return {
    status: 'disconnected',
    caipAddress: null,
    address: null,
    chainId: null,
    connectorId: null,
    balance: null,
    balanceDecimals: null,
    balanceSymbol: null,
    profileName: null,
    profileImage: null,
    profileFetchedAt: null,
    user: null,
    tokenBalance: [],
    allAccounts: [],
    preferredAccountType: DEFAULT_ACCOUNT_TYPES[namespace],
    smartAccountDeployed: false,
    socialProvider: null,
    connectedWalletInfo: null,
    addressLabels: {},
  }
}

/** Whether two addresses are the same on a chain (EVM addresses compare without case). */
export function sameAddress(namespace: ChainNamespace, a: string | null, b: string): boolean {
  return a !== null && (namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b)
}

/**
 * SPEC §4 "Reset sets disconnected and clears address, balances, profile, user
 * and connector id"; the preferred account type is a setting, not a cache, and stays.
 */
function reset(account: NamespaceAccount, namespace: ChainNamespace): NamespaceAccount {
  return { ...emptyAccount(namespace), preferredAccountType: account.preferredAccountType }
}

const NAMESPACE_KEYS = ['eip155', 'solana', 'polkadot', 'bip122'] as const

function nftsAnswered(draft: AccountState, event: Stamped<EventOfType<'NftsFetched' | 'NftsFetchFailed'>>): void {
  if (draft.nfts?.chainId === event.data.chainId && draft.nfts.address === event.data.address) {
    draft.nfts = { ...event.data, at: event.at }
  }
}

/** The accounts read model. */
export const accountProjection = defineProjection({
  name: 'account',
  // 2: the NFTs list. 3: when the profile was fetched.
  version: 3,
  initial: { currentTab: 'tokens', byNamespace: {}, nfts: null } as AccountState,
  on: {
    ConnectRequested(draft, event) {
      const ns = event.data.namespace
      const a = (draft.byNamespace[ns] ??= emptyAccount(ns))
      a.status = 'connecting'
    },
    Connected(draft, event) {
      const { namespace: ns, address, chainId, connectorId, walletName } = event.data
      const a = (draft.byNamespace[ns] ??= emptyAccount(ns))
      if (!sameAddress(ns, a.address, address)) {
        // Another address: what was cached for the old one goes.
        Object.assign(a, reset(a, ns))
      }
      a.status = 'connected'
      a.address = address
      a.chainId = chainId
      a.caipAddress = `${chainId}:${address}`
      a.connectorId = connectorId
      a.connectedWalletInfo = walletName !== undefined ? { name: walletName } : a.connectedWalletInfo
    },
    ConnectFailed(draft, event) {
      const a = draft.byNamespace[event.data.namespace]
      if (a && a.status === 'connecting') a.status = 'disconnected'
    },
    Disconnected(draft, event) {
      const ns = event.data.namespace
      const a = draft.byNamespace[ns]
      if (a) draft.byNamespace[ns] = reset(a, ns)
    },
    AccountChanged(draft, event) {
      const { namespace: ns, address } = event.data
      const a = draft.byNamespace[ns]
      if (!a || a.status !== 'connected' || sameAddress(ns, a.address, address)) return
      // Another address: what was cached for the old one goes; the connection, its chain and wallet stay, and so does
      // the wallet's account list when it holds the new address (the embedded wallet's switch between its EOA and its
      // smart account: the Account view's switch stays on screen, and keeps the focus, through the change).
      const { chainId, connectorId, connectedWalletInfo } = a
      const allAccounts = a.allAccounts.some((x) => sameAddress(ns, x.address, address)) ? a.allAccounts : []
      Object.assign(a, reset(a, ns), {
        status: 'connected',
        address,
        chainId,
        connectorId,
        connectedWalletInfo,
        allAccounts,
      })
      a.caipAddress = chainId === null ? null : `${chainId}:${address}`
    },
    NetworkSwitched(draft, event) {
      const ns = namespaceOf(event.data.chainId)
      const a = draft.byNamespace[ns]
      if (!a || a.chainId === event.data.chainId) return
      a.chainId = event.data.chainId
      a.caipAddress = a.address === null ? null : `${event.data.chainId}:${a.address}`
      // The native balance belongs to the old chain.
      a.balance = null
      a.balanceDecimals = null
      a.balanceSymbol = null
      a.tokenBalance = []
    },
    BalanceFetched(draft, event) {
      const ns = namespaceOf(event.data.chainId)
      const a = draft.byNamespace[ns]
      if (!a || a.chainId !== event.data.chainId || !sameAddress(ns, a.address, event.data.address)) return
      a.balance = event.data.value
      a.balanceDecimals = event.data.decimals
      a.balanceSymbol = event.data.symbol
    },
    AccountsListed(draft, event) {
      const ns = event.data.namespace
      const a = (draft.byNamespace[ns] ??= emptyAccount(ns))
      a.allAccounts = event.data.accounts.map((x) => ({
        namespace: ns,
        address: x.address,
        type: x.type,
        publicKey: x.publicKey ?? null,
        path: x.path ?? null,
      }))
    },
    ProfileFetched(draft, event) {
      for (const ns of NAMESPACE_KEYS) {
        const a = draft.byNamespace[ns]
        if (a && sameAddress(ns, a.address, event.data.address)) {
          a.profileName = event.data.name
          a.profileImage = event.data.avatar
          a.profileFetchedAt = event.at
        }
      }
    },
    AuthUserFetched(draft, event) {
      const d = event.data
      const a = (draft.byNamespace[d.namespace] ??= emptyAccount(d.namespace))
      a.user = { email: d.email, username: d.username }
      if (d.smartAccountDeployed !== undefined) a.smartAccountDeployed = d.smartAccountDeployed
      if (d.preferredAccountType !== undefined) a.preferredAccountType = d.preferredAccountType
      if (d.socialProvider !== undefined) a.socialProvider = d.socialProvider
    },
    AccountTypeSwitched(draft, event) {
      const ns = event.data.namespace
      const a = (draft.byNamespace[ns] ??= emptyAccount(ns))
      a.preferredAccountType = event.data.type
    },
    SmartAccountDeployed(draft, event) {
      const ns = namespaceOf(event.data.chainId)
      const a = draft.byNamespace[ns]
      if (a && sameAddress(ns, a.address, event.data.address)) a.smartAccountDeployed = true
    },
    TokenBalancesFetched(draft, event) {
      const ns = namespaceOf(event.data.chainId)
      const a = draft.byNamespace[ns]
      if (!a || a.chainId !== event.data.chainId || !sameAddress(ns, a.address, event.data.address)) return
      // SPEC §5: token balances with zero decimals in quantity are dropped.
      a.tokenBalance = dropZeroDecimalBalances(event.data.balances)
    },
    AccountTabRequested(draft, event) {
      draft.currentTab = event.data.tab
    },
    // A new request's list replaces the last; an answer to an older one (another account or network since) is dropped.
    NftsFetchStarted(draft, event) {
      draft.nfts = { ...event.data, at: event.at }
    },
    NftsFetched: nftsAnswered,
    NftsFetchFailed: nftsAnswered,
    SessionRestored(draft) {
      // SPEC §4: a stored connected status shows as connecting while it is re-synced;
      // a stored disconnected status clears the address caches.
      for (const ns of NAMESPACE_KEYS) {
        const a = draft.byNamespace[ns]
        if (!a) continue
        if (a.status === 'connected') a.status = 'connecting'
        // A connect attempt without an address, cut off by the reload, is over.
        else if (a.status === 'connecting' && a.address === null) a.status = 'disconnected'
        else if (a.status === 'disconnected' && (a.address !== null || a.allAccounts.length > 0))
          draft.byNamespace[ns] = reset(a, ns)
      }
    },
  },
})
