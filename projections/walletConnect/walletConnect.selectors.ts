import { isPairingExpired } from '../../src/domain/requests.js'
import type { WalletListing } from '../wallets/wallets.projection.js'
import type { WalletsState } from '../wallets/wallets.projection.js'
import type { WalletConnectState } from './walletConnect.projection.js'

type S = { walletConnect: WalletConnectState; wallets: WalletsState }

/** The pairing link on offer while it is not expired (SPEC §5: expired under 10 s left), else null. */
export const selectWalletConnectUri = (state: S, now: number): string | null => {
  const p = state.walletConnect.pairing
  return p !== null && !isPairingExpired(p.expiry, now) ? p.uri : null
}

/** The listed wallet the visitor picked for WalletConnect, or null. */
export const selectChosenWalletConnectWallet = (state: S): WalletListing | null => {
  const id = state.walletConnect.walletId
  return id !== null ? (state.wallets.listing.byId[id] ?? null) : null
}

/**
 * The deep link that opens a wallet with a pairing link (SPEC §4 "records the deep link"):
 * `mobileLink` + `wc?uri=` + the encoded link, as wallets' universal and native links take it;
 * null for a link that is not http(s) or a native scheme.
 */
export function walletDeepLink(mobileLink: string, uri: string): string | null {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(mobileLink) || /^(javascript|data|vbscript|file):/i.test(mobileLink)) return null
  const base = /^https?:/i.test(mobileLink)
    ? mobileLink.endsWith('/')
      ? mobileLink
      : `${mobileLink}/`
    : mobileLink.includes('://')
      ? mobileLink
      : `${mobileLink.replace(/:$/, '')}://`
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}
