// The devnet's test browser wallet (contract §4): announced over EIP-6963, an EIP-1193
// provider signing with anvil's dev keys, and an approval prompt in the page that a person
// can click and a test can drive through `window.gatehouseTestWallet`.
import type { DevnetInfo } from '../info.js'
import { createApprovalPrompt, type PendingRequest } from './prompt.js'
import { createTestWalletProvider, type TestWalletProvider, type WalletStorage } from './provider.js'

export { ProviderRpcError, WALLET_ERROR_CODES } from './errors.js'
export { createTestWalletProvider, parseHexChainId } from './provider.js'
export type {
  ConsentRequest,
  Eip1193Provider,
  RequestArguments,
  TestWalletProvider,
  WalletChain,
  WalletStorage,
} from './provider.js'
export { createApprovalPrompt, type ApprovalPrompt, type PendingRequest } from './prompt.js'

/** Options of {@link installTestWallet} (contract §4). */
export interface TestWalletOptions {
  chains: DevnetInfo['chains']
  accounts: DevnetInfo['accounts']
  /** Default 'Gatehouse Test Wallet'. */
  name?: string
  /** Default 'dev.gatehouse.testwallet'. */
  rdns?: string
  /** Approve every request without a prompt (tests). Default false. */
  autoApprove?: boolean
  /** The window to announce on (default: the global one). */
  window?: Window
}

/** EIP-6963 provider info. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: `data:image/${string}`
  rdns: string
}

/** An installed test wallet. */
export interface TestWallet {
  readonly info: Eip6963ProviderInfo
  readonly provider: TestWalletProvider
  /** Approves the first pending request (or the one with `id`); false when none is pending. */
  approve(id?: number): boolean
  /** Rejects the first pending request (or the one with `id`); false when none is pending. */
  reject(id?: number): boolean
  /** The requests waiting for the person, oldest first. */
  pending(): PendingRequest[]
  /** Resolves when a request is waiting (at once if one is). */
  waitForRequest(): Promise<PendingRequest>
  /** Makes dev account `index` current (accountsChanged when the page is granted). */
  setAccount(index: number): void
  /** The provider's 'disconnect' (4900) and back. */
  disconnect(): void
  reconnect(): void
  /** Stops announcing, removes the prompt (rejecting what is pending) and `window.gatehouseTestWallet`. */
  uninstall(): void
}

declare global {
  interface Window {
    /** The test wallet installed last on this page. */
    gatehouseTestWallet?: TestWallet
  }
}

const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b57d0"/>' +
    '<path d="M8 12h16v12H8z" fill="#fff"/><path d="M11 12V9h10v3" fill="none" stroke="#fff" stroke-width="2"/>' +
    '<circle cx="20" cy="18" r="2" fill="#0b57d0"/></svg>',
)}` as const

function newUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = new Uint8Array(16)
  crypto.getRandomValues(b)
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

function storageOf(win: Window): WalletStorage | null {
  try {
    return win.localStorage
  } catch {
    // localStorage refused (sandboxed frame, storage disabled): the grant lives as long as the page.
    return null
  }
}

/**
 * Installs the test wallet on the page: announces it over EIP-6963 now and on every
 * `eip6963:requestProvider`, and sets `window.gatehouseTestWallet`. What the person granted
 * (and the current chain and account) is kept per origin in localStorage, so after a reload
 * eth_accounts answers without a prompt, as real wallets do.
 */
export function installTestWallet(options: TestWalletOptions): TestWallet {
  const win = options.window ?? window
  const name = options.name ?? 'Gatehouse Test Wallet'
  const rdns = options.rdns ?? 'dev.gatehouse.testwallet'
  const prompt = createApprovalPrompt({
    document: win.document,
    walletName: name,
    autoApprove: options.autoApprove === true,
  })
  const provider = createTestWalletProvider({
    chains: options.chains.map((c) => ({ chainId: c.chainId, name: c.name, rpcUrl: c.rpcUrl })),
    accounts: options.accounts,
    storage: storageOf(win),
    storageKey: `gatehouse-test-wallet:${rdns}`,
    origin: win.location.origin,
    consent: (request) => prompt.ask(request),
    fetch: (input, init) => win.fetch(input, init),
  })
  // EIP-6963: the info and the provider are frozen; the uuid is new on every page load.
  const info: Eip6963ProviderInfo = Object.freeze({ uuid: newUuid(), name, icon: ICON, rdns })
  const detail = Object.freeze({ info, provider })
  const announce = () => win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  win.addEventListener('eip6963:requestProvider', announce)
  announce()

  const wallet: TestWallet = {
    info,
    provider,
    approve: (id) => prompt.approve(id),
    reject: (id) => prompt.reject(id),
    pending: () => prompt.pending(),
    waitForRequest: () => prompt.waitForRequest(),
    setAccount: (index) => provider.setAccount(index),
    disconnect: () => provider.disconnect(),
    reconnect: () => provider.reconnect(),
    uninstall() {
      win.removeEventListener('eip6963:requestProvider', announce)
      prompt.destroy()
      if (win.gatehouseTestWallet === wallet) delete win.gatehouseTestWallet
    },
  }
  win.gatehouseTestWallet = wallet
  return wallet
}
