// The devnet's Solana test browser wallet (contract "Test wallets"): registered through the
// Wallet Standard (`registerWallet`, so the app finds it whether it loads before or after
// the wallet), signing with the devnet's Solana dev keys, sending to the devnet's local
// chain, and asking in the same approval prompt as the EVM test wallet, which a person can
// click and a test can drive through `window.gatehouseSolanaWallet`.
import type { Wallet } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import type { DevnetInfo } from '../info.js'
import { createApprovalPrompt, type PendingRequest } from '../wallet/prompt.js'
import { createSolanaTestWallet, type SolanaTestWalletFeatures, type SolanaWalletStorage } from './wallet.js'

export { ProviderRpcError, WALLET_ERROR_CODES } from '../wallet/errors.js'
export { createSolanaTestWallet, SOLANA_TEST_WALLET_CHAIN } from './wallet.js'
export type { SolanaTestWalletCore, SolanaTestWalletFeatures } from './wallet.js'

/** Options of {@link installSolanaTestWallet}. */
export interface SolanaTestWalletOptions {
  solana: DevnetInfo['solana']
  /** Approve every request without a prompt (tests). Default false. */
  autoApprove?: boolean
  /** The window whose document shows the prompt and which holds the handle (default: the global one). Registration goes through the global window, as `registerWallet` does. */
  window?: Window
  /** Default 'Gatehouse Solana Wallet'. */
  name?: string
}

/** An installed Solana test wallet (`window.gatehouseSolanaWallet`). */
export interface SolanaTestWallet {
  /** The registered Wallet Standard wallet. */
  readonly wallet: Wallet & { readonly features: SolanaTestWalletFeatures }
  /** Approves the first pending request (or the one with `id`); false when none is pending. */
  approve(id?: number): boolean
  /** Rejects the first pending request (or the one with `id`); false when none is pending. */
  reject(id?: number): boolean
  /** The requests waiting for the person, oldest first. */
  pending(): PendingRequest[]
  /** Resolves when a request is waiting (at once if one is). */
  waitForRequest(): Promise<PendingRequest>
  /** Makes dev account `index` current ('change' with it when the page is connected). */
  setAccount(index: number): void
  /**
   * Removes the prompt (rejecting what is pending) and `window.gatehouseSolanaWallet`; the wallet then has no
   * accounts ('change') and refuses every request with 4900. The Wallet Standard has no way for a wallet to
   * unregister itself, so apps still list it.
   */
  uninstall(): void
}

declare global {
  interface Window {
    /** The Solana test wallet installed last on this page. */
    gatehouseSolanaWallet?: SolanaTestWallet
  }
}

const ICON = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#14151a"/>' +
    '<path d="M9 10h14l-3 3H6zM9 19h14l-3 3H6zM6 14.5h14l3 3H9z" fill="#14f195"/></svg>',
)}` as const

function storageOf(win: Window): SolanaWalletStorage | null {
  try {
    return win.localStorage
  } catch {
    // localStorage refused (sandboxed frame, storage disabled): the grant lives as long as the page.
    return null
  }
}

/**
 * Installs the Solana test wallet on the page: registers it through the Wallet Standard and sets
 * `window.gatehouseSolanaWallet`. The page's grant and current account are kept in localStorage, so after a
 * reload `standard:connect { silent: true }` answers the account without a prompt, as real wallets do.
 */
export function installSolanaTestWallet(options: SolanaTestWalletOptions): SolanaTestWallet {
  const win = options.window ?? window
  const name = options.name ?? 'Gatehouse Solana Wallet'
  const prompt = createApprovalPrompt({
    document: win.document,
    walletName: name,
    autoApprove: options.autoApprove === true,
  })
  const core = createSolanaTestWallet({
    solana: options.solana,
    name,
    icon: ICON,
    origin: win.location.origin,
    consent: (request) => prompt.ask(request),
    storage: storageOf(win),
    storageKey: `gatehouse-solana-test-wallet:${name}`,
  })
  registerWallet(core.wallet)

  const handle: SolanaTestWallet = {
    wallet: core.wallet,
    approve: (id) => prompt.approve(id),
    reject: (id) => prompt.reject(id),
    pending: () => prompt.pending(),
    waitForRequest: () => prompt.waitForRequest(),
    setAccount: (index) => core.setAccount(index),
    uninstall() {
      prompt.destroy()
      core.shutDown()
      if (win.gatehouseSolanaWallet === handle) delete win.gatehouseSolanaWallet
    },
  }
  win.gatehouseSolanaWallet = handle
  return handle
}
