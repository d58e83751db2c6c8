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
 * `mobileLink` + `wc?uri=` + the encoded link, as wallets' universal and native links take it, with the `/` the path
 * needs between them (`metamask://open` → `metamask://open/wc?uri=…`; a bare `rainbow:` → `rainbow://wc?uri=…`).
 * Null for what cannot take a path: a link with a query, fragment or white space, an http(s) link without a host, a
 * native one with an opaque part (`rainbow:open`), and the schemes that run or read code (javascript:, data:, …).
 */
export function walletDeepLink(mobileLink: string, uri: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(mobileLink)?.[1]?.toLowerCase()
  if (scheme === undefined || REFUSED_SCHEMES.has(scheme) || /[\s?#]/.test(mobileLink)) return null
  const rest = mobileLink.slice(scheme.length + 1)
  let base: string
  if (scheme === 'http' || scheme === 'https') {
    if (!/^\/\/[^/]/.test(rest) || !parsesAsUrl(mobileLink)) return null
    base = mobileLink
  } else if (rest === '') base = `${mobileLink}//`
  else if (rest.startsWith('//')) base = mobileLink
  else return null
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encodeURIComponent(uri)}`
}

// URL.canParse is missing from the Safari 16 that phones opening deep links still run.
function parsesAsUrl(link: string): boolean {
  try {
    new URL(link)
    return true
  } catch {
    return false
  }
}

const REFUSED_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob'])
