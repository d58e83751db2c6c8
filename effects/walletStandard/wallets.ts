// The Wallet Standard wallets of the page (not an effect): the registry (the app's Deps source, else
// getWallets() of @wallet-standard/app, a lazy chunk), what a wallet serves, and the chain names it
// speaks. Shared by the discovery effect and the walletStandard connector. A wallet is a foreign
// object whose getters may throw or lie: everything read from one is checked here.
import type { IdentifierString, Wallet } from '@wallet-standard/base'
import { defer, from, map, Observable, startWith, switchMap } from 'rxjs'
import type { Deps, WalletStandardSource } from '../../src/deps.js'
import { stripBidiControls } from '../../src/domain/bidi.js'
import { BITCOIN_CAIP_IDS } from '../../src/domain/bitcoin.js'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import type { Connector } from '../../projections/wallets/wallets.projection.js'

/** The family of Wallet Standard wallets (the adapter's type, the prefix of its connectors' ids). */
export const WALLET_STANDARD = 'walletStandard'

/**
 * The connector type of Wallet Standard wallets in the wallets read model: 'injected', as ARCHITECTURE files them
 * (injected wallets: EIP-6963 for EVM, the Wallet Standard for Solana and Bitcoin), so the Connect view lists them
 * among the installed wallets; a type of their own would change ConnectorsDiscovered's published data shape (the
 * pinned public event schema) and need an EVENT_SCHEMA_VERSION bump. The id prefix tells them apart.
 */
export const STANDARD_CONNECTOR_TYPE = 'injected'

/** The namespaces a Wallet Standard wallet can serve here. */
export type StandardNamespace = 'solana' | 'bip122'

/** The namespaces, in the order their connectors are listed. */
export const STANDARD_NAMESPACES: readonly StandardNamespace[] = ['solana', 'bip122']

// Wallet Standard chain names and SPEC §3's CAIP-2 ids: Solana's three clusters (genesis hash prefixes)
// and Bitcoin's two networks (genesis block hash prefixes, CAIP-4).
const CHAINS: ReadonlyArray<readonly [IdentifierString, CaipNetworkId]> = [
  ['solana:mainnet', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ['solana:devnet', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
  ['solana:testnet', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'],
  ['bitcoin:mainnet', BITCOIN_CAIP_IDS.mainnet],
  ['bitcoin:testnet', BITCOIN_CAIP_IDS.testnet],
]

/** The CAIP-2 id of a Wallet Standard chain name; null for a chain Gatehouse does not know. */
export function caipOfChain(chain: unknown): CaipNetworkId | null {
  return CHAINS.find(([name]) => name === chain)?.[1] ?? null
}

/** The Wallet Standard chain name of a CAIP-2 id; null for one no Wallet Standard wallet names. */
export function chainOfCaip(chainId: string): IdentifierString | null {
  return CHAINS.find(([, id]) => id === chainId)?.[0] ?? null
}

/** The Wallet Standard chain prefix of a namespace (Bitcoin's chains are `bitcoin:*`, its CAIP-2 namespace bip122). */
export const chainPrefix = (namespace: StandardNamespace): string => (namespace === 'solana' ? 'solana:' : 'bitcoin:')

/** Runs a read of a foreign object; its throw is `fallback`. */
export function guarded<T>(read: () => T, fallback: T): T {
  try {
    return read()
  } catch {
    return fallback
  }
}

/** A list of identifier strings as a wallet gives it (chains, features of an account); anything else is empty. */
export function identifiers(value: unknown): string[] {
  return guarded(
    () => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.length <= 100) : []),
    [],
  )
}

/** The wallet's feature of that name when it is an object, else undefined. Never throws. */
export function featureOf<T extends object>(wallet: Wallet, name: string): Partial<T> | undefined {
  return guarded(() => {
    const features: unknown = wallet.features
    if (typeof features !== 'object' || features === null) return undefined
    const feature: unknown = (features as Record<string, unknown>)[name]
    return typeof feature === 'object' && feature !== null ? (feature as Partial<T>) : undefined
  }, undefined)
}

/** The CAIP-2 ids of the wallet's chains of `namespace` that Gatehouse knows, in the wallet's order. */
export function walletChains(wallet: Wallet, namespace: StandardNamespace): CaipNetworkId[] {
  return identifiers(guarded(() => wallet.chains, []))
    .filter((c) => c.startsWith(chainPrefix(namespace)))
    .map(caipOfChain)
    .filter((c): c is CaipNetworkId => c !== null)
}

/**
 * The namespaces a wallet serves: solana with a solana:* chain and solana:signMessage or
 * solana:signTransaction; bip122 with a bitcoin:* chain and bitcoin:connect. Chains Gatehouse does not know
 * count too: the connection then reads as on an unsupported network, as an EVM wallet's would.
 */
export function namespacesOf(wallet: Wallet): StandardNamespace[] {
  const chains = identifiers(guarded(() => wallet.chains, []))
  const has = (name: string) => featureOf(wallet, name) !== undefined
  return STANDARD_NAMESPACES.filter((ns) =>
    !chains.some((c) => c.startsWith(chainPrefix(ns)))
      ? false
      : ns === 'solana'
        ? has('solana:signMessage') || has('solana:signTransaction')
        : has('bitcoin:connect'),
  )
}

/** The wallet's name as shown (bidi controls removed: U+202E can show `evil` as `live`), or null for no usable name. */
export function walletName(wallet: Wallet): string | null {
  const name: unknown = guarded(() => wallet.name, undefined)
  if (typeof name !== 'string') return null
  const shown = stripBidiControls(name).trim()
  return shown.length > 0 && shown.length <= 200 ? shown : null
}

/** The id of a wallet's connector in one namespace (`walletStandard:<namespace>:<name>`): a wallet serving two namespaces is two connectors. */
export const connectorIdOf = (name: string, namespace: StandardNamespace): string =>
  `${WALLET_STANDARD}:${namespace}:${name}`

/** The wallet's connectors, one per namespace it serves; none for a wallet without a usable name. */
export function connectorsOf(wallet: Wallet): Connector[] {
  const name = walletName(wallet)
  if (name === null) return []
  const icon: unknown = guarded(() => wallet.icon, undefined)
  // The Wallet Standard's icon is a data URI; anything else is left out rather than fetched.
  const imageUrl = typeof icon === 'string' && icon.startsWith('data:image/') && icon.length <= 100_000 ? icon : null
  return namespacesOf(wallet).map((chain) => ({
    id: connectorIdOf(name, chain),
    name,
    type: STANDARD_CONNECTOR_TYPE,
    chain,
    ...(imageUrl !== null ? { imageUrl } : {}),
  }))
}

/** The registry: the app's source, else the page's getWallets() (its code loaded now); null for none. */
export function standardSource(deps: Pick<Deps, 'walletStandard'>): Promise<WalletStandardSource | null> {
  if (deps.walletStandard !== undefined) return Promise.resolve(deps.walletStandard)
  if (typeof window === 'undefined') return Promise.resolve(null)
  return import('@wallet-standard/app').then((app) => app.getWallets())
}

/** The wallets registered on the page, again on every register and unregister; empty without a registry. */
export function standardWallets(deps: Pick<Deps, 'walletStandard'>): Observable<readonly Wallet[]> {
  return defer(() => from(standardSource(deps))).pipe(
    switchMap((source) =>
      source === null
        ? [[] as readonly Wallet[]]
        : new Observable<void>((subscriber) => {
            const offs = (['register', 'unregister'] as const).map((event) =>
              guarded(
                () => source.on(event, () => subscriber.next()),
                () => {},
              ),
            )
            return () => offs.forEach((off) => guarded(off, undefined))
          }).pipe(
            startWith(undefined),
            map(() => guarded(() => [...source.get()], [])),
          ),
    ),
  )
}

/** Whether a connector id is a Wallet Standard wallet's. */
export const isStandardConnectorId = (id: string): boolean => id.startsWith(`${WALLET_STANDARD}:`)

/** The wallet of a connector on the page now (by name and a namespace it serves); undefined for none. */
export function findWallet(wallets: readonly Wallet[], connectorId: string): Wallet | undefined {
  return wallets.find((w) => connectorsOf(w).some((c) => c.id === connectorId))
}
