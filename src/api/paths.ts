// The path templates of SPEC §7's services and the URL building they share,
// without the response schemas: small enough for the initial chunk, so image
// URLs can be built before the clients load (src/api/services.ts). The full
// table with methods, query names and schemas is API_PATHS in schemas.ts; a
// test keeps the two equal.
import type { ApiPathName, ApiService } from './schemas.js'

/** SPEC §3: Dapp metadata sync: … sdkVersion, sdkType: what Gatehouse sends as `st`. */
export const SDK_TYPE = 'gatehouse'
/** What Gatehouse sends as `sv` (the package version). */
export const SDK_VERSION = '0.1.0'

/** Service and path template of every path of API_PATHS. */
export const API_PATH_TEMPLATES: Readonly<Record<ApiPathName, readonly [ApiService, string]>> = {
  supportedChains: ['api', '/v1/supported-chains'],
  identity: ['api', '/v1/identity/{address}'],
  history: ['api', '/v1/account/{account}/history'],
  swapQuotes: ['api', '/v1/convert/quotes'],
  swapTokens: ['api', '/v1/convert/tokens'],
  fungiblePrice: ['api', '/v1/fungible/price'],
  allowance: ['api', '/v1/convert/allowance'],
  gasPrice: ['api', '/v1/convert/gas-price'],
  buildTransaction: ['api', '/v1/convert/build-transaction'],
  buildApprove: ['api', '/v1/convert/build-approve'],
  balance: ['api', '/v1/account/{address}/balance'],
  nfts: ['api', '/v1/account/{address}/nfts'],
  profileAccount: ['api', '/v1/profile/account/{name}'],
  profileReverse: ['api', '/v1/profile/reverse/{address}'],
  nameSuggestions: ['api', '/v1/profile/suggestions/{name}'],
  registerName: ['api', '/v1/profile/account'],
  onrampUrl: ['api', '/v1/generators/onrampurl'],
  onrampOptions: ['api', '/v1/onramp/options'],
  onrampQuote: ['api', '/v1/onramp/quote'],
  session: ['api', '/v1/sessions/{id}'],
  revokeSession: ['api', '/v1/sessions/{id}/revoke'],
  wallets: ['wallets', '/getWallets'],
  walletImage: ['wallets', '/getWalletImage/{id}'],
  assetImage: ['wallets', '/public/getAssetImage/{id}'],
  currencyImage: ['wallets', '/public/getCurrencyImage/{id}'],
  tokenImage: ['wallets', '/public/getTokenImage/{id}'],
  analyticsConfig: ['wallets', '/getAnalyticsConfig'],
  analyticsEvent: ['analytics', '/e'],
}

/** The `{name}` parameters of a path template. */
export function pathParams(template: string): string[] {
  return Array.from(template.matchAll(/\{([A-Za-z_]+)\}/g), (m) => m[1] as string)
}

/**
 * Fills a path template's `{name}` segments, URI-encoded. Returns undefined
 * when a parameter is missing or empty, so a request is never sent to a wrong
 * path.
 */
export function fillPath(template: string, params: Readonly<Record<string, string>> = {}): string | undefined {
  let missing = false
  const path = template.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => {
    const value = params[name]
    if (typeof value !== 'string' || value.length === 0) {
      missing = true
      return ''
    }
    return encodeURIComponent(value)
  })
  return missing ? undefined : path
}

/** A query value; undefined, null and '' are omitted (SPEC §5: Empty query params are omitted). */
export type QueryValue = string | number | boolean | null | undefined

/** An http(s) base URL, or undefined for a missing or unparsable one. */
export function parseBaseUrl(baseUrl: string | undefined): URL | undefined {
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') return undefined
  try {
    const url = new URL(baseUrl)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}

/** `base` + `path` with the query (empty values omitted) and `clientId` when set (SPEC §7). */
export function buildUrl(
  base: URL,
  path: string,
  query: Readonly<Record<string, QueryValue>> = {},
  clientId?: string,
): URL {
  const out = new URL(base.href.replace(/\/+$/, '') + path)
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out.searchParams.set(key, String(value))
  }
  if (clientId) out.searchParams.set('clientId', clientId)
  return out
}
