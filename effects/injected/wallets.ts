// Shared by the injected-wallet effects (not an effect): the EIP-6963 wallets of the page,
// calls to their EIP-1193 providers that never throw synchronously, and the checks that turn
// whatever a wallet answers into typed data. A wallet is a foreign object: every field of
// every answer is checked, and a wallet that throws garbage becomes a typed failure.
import { defer, distinctUntilChanged, map, Observable, scan, shareReplay, startWith } from 'rxjs'
import type { Deps, Eip6963Source } from '../../src/deps.js'
import { stripBidiControls } from '../../src/domain/bidi.js'
import { checkEvmAddress as validateEvmAddress, type EvmAddress } from '../../src/domain/addressChecks.js'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import { findNetwork, NETWORKS, type Network } from '../../src/domain/networks.js'
import { CaipUndefinedError, InvalidAddressError, rpcErrorName } from '../../src/errors/catalogue.js'
import { GatehouseError, type ErrorData } from '../../src/errors/GatehouseError.js'
import { CORE_MESSAGES } from '../../src/errors/messages.js'
import type { Connector } from '../../projections/wallets/wallets.projection.js'

/** The part of an EIP-1193 provider the effects use. */
export interface InjectedProvider {
  request(args: { method: string; params?: unknown }): unknown
  on?(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown
}

/** A wallet announced over EIP-6963, checked. */
export interface AnnouncedWallet {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: InjectedProvider
}

/** The announced wallets by connector id (the wallet's rdns, stable across page loads, unlike its uuid). */
export type AnnouncedWallets = ReadonlyMap<string, AnnouncedWallet>

/** The connector type of EIP-6963 wallets in the wallets read model. */
export const ANNOUNCED = 'announced'

function readString(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined
}

/** Checks an `eip6963:announceProvider` detail; undefined for anything that is not a wallet. Never throws. */
export function parseAnnouncement(detail: unknown): AnnouncedWallet | undefined {
  try {
    if (typeof detail !== 'object' || detail === null) return undefined
    const { info, provider } = detail as { info?: unknown; provider?: unknown }
    if (typeof info !== 'object' || info === null) return undefined
    if (
      typeof provider !== 'object' ||
      provider === null ||
      typeof (provider as InjectedProvider).request !== 'function'
    )
      return undefined
    const i = info as Record<string, unknown>
    const uuid = readString(i.uuid, 100)
    // The name shows in the Connect view and the dialog's title: bidi controls (U+202E can show `evil` as `live`) go
    // before the log.
    const name = readString(typeof i.name === 'string' ? stripBidiControls(i.name).trim() : undefined, 200)
    const rdns = readString(i.rdns, 200)
    if (uuid === undefined || name === undefined || rdns === undefined) return undefined
    // EIP-6963: the icon is a data URI; anything else is left out rather than fetched.
    const icon =
      typeof i.icon === 'string' && i.icon.startsWith('data:image/') && i.icon.length <= 100_000 ? i.icon : ''
    return { info: { uuid, name, icon, rdns }, provider: provider as InjectedProvider }
  } catch {
    return undefined
  }
}

/** The connector of an announced wallet (SPEC §3 "Connector"). */
export function connectorOf(wallet: AnnouncedWallet): Connector {
  const connector: Connector = { id: wallet.info.rdns, name: wallet.info.name, type: ANNOUNCED, chain: 'eip155' }
  if (wallet.info.icon) connector.imageUrl = wallet.info.icon
  return connector
}

function announcements(source: Eip6963Source): Observable<unknown> {
  return new Observable<unknown>((subscriber) => {
    let unsubscribe: (() => void) | undefined
    try {
      unsubscribe = source.subscribe((detail) => subscriber.next(detail))
    } catch {
      // A discovery source that fails finds nothing.
    }
    return () => unsubscribe?.()
  })
}

const shared = new WeakMap<Eip6963Source, Observable<AnnouncedWallets>>()

/**
 * The wallets announced on the page, growing as they announce (one subscription to the page
 * shared by every injected effect of a Gatehouse); an empty map, and nothing more, without a window.
 */
export function announcedWallets(deps: Pick<Deps, 'eip6963'>): Observable<AnnouncedWallets> {
  const source = deps.eip6963
  if (!source) return defer(() => [new Map<string, AnnouncedWallet>()])
  let wallets = shared.get(source)
  if (!wallets) {
    wallets = announcements(source).pipe(
      map(parseAnnouncement),
      scan((all: AnnouncedWallets, wallet) => {
        if (!wallet) return all
        const known = all.get(wallet.info.rdns)
        if (known && known.provider === wallet.provider && known.info.uuid === wallet.info.uuid) return all
        return new Map(all).set(wallet.info.rdns, wallet)
      }, new Map<string, AnnouncedWallet>()),
      startWith(new Map<string, AnnouncedWallet>()),
      distinctUntilChanged(),
      shareReplay({ bufferSize: 1, refCount: true }),
    )
    shared.set(source, wallets)
  }
  return wallets
}

/**
 * One EIP-1193 request as an Observable of its single result: a synchronous throw, a
 * non-promise answer or a thenable that misbehaves all end as an error notification.
 */
export function callWallet(provider: InjectedProvider, method: string, params?: unknown): Observable<unknown> {
  return defer(() => Promise.resolve(provider.request(params === undefined ? { method } : { method, params })))
}

/** The wallet's error as event data (STYLE §7): the SPEC §8 code name and the wallet's own message. Never throws. */
export function walletErrorData(error: unknown): ErrorData {
  try {
    if (error instanceof GatehouseError) return error.toData()
    const e = typeof error === 'object' && error !== null ? (error as { code?: unknown; message?: unknown }) : {}
    const code = typeof e.code === 'number' && Number.isInteger(e.code) ? e.code : undefined
    const message = typeof e.message === 'string' && e.message.length > 0 ? e.message.slice(0, 300) : undefined
    if (code !== undefined) return { name: rpcErrorName(code), shortMessage: message ?? rpcErrorName(code), code }
    return { name: 'UnknownRpcError', shortMessage: message ?? CORE_MESSAGES.somethingWentWrong }
  } catch {
    return { name: 'UnknownRpcError', shortMessage: CORE_MESSAGES.somethingWentWrong }
  }
}

/** The first account of an eth_requestAccounts / eth_accounts answer, checksummed; null for an empty list. Throws typed errors. */
export function firstAccount(answer: unknown): EvmAddress | null {
  if (!Array.isArray(answer)) throw new InvalidAddressError({ details: 'The wallet did not answer a list of accounts' })
  if (answer.length === 0) return null
  const address = validateEvmAddress(answer[0])
  if (!address.ok)
    throw new InvalidAddressError({ details: 'The wallet answered an account that is not an EVM address' })
  return address.value
}

/** An EIP-155 chain id as a wallet gives it (hex per EIP-695, or a number from some wallets) as CAIP-2; throws a typed error. */
export function caipChainId(answer: unknown): CaipNetworkId {
  let n: number | undefined
  if (typeof answer === 'string' && /^0x[0-9a-fA-F]{1,14}$/.test(answer)) n = Number.parseInt(answer.slice(2), 16)
  else if (typeof answer === 'number') n = answer
  if (n === undefined || !Number.isSafeInteger(n) || n <= 0)
    throw new CaipUndefinedError({ details: 'The wallet answered no valid chain id' })
  return `eip155:${n}`
}

export { hexChainId } from '../kit/addChain.js'

/** The app's networks (deps.networks, else SPEC §3's). */
export function appNetworks(deps: Pick<Deps, 'networks'>): readonly Network[] {
  return deps.networks ?? NETWORKS
}

/** Whether the app knows the network; a wallet on any other is on the 'unsupported' placeholder (SPEC §4). */
export function isKnownNetwork(deps: Pick<Deps, 'networks'>, chainId: CaipNetworkId): boolean {
  return findNetwork(appNetworks(deps), chainId) !== undefined
}

/** Whether the connector of a connection is an EIP-6963 wallet, as the wallets read model knows it. */
export function isAnnouncedConnector(
  state: { wallets: { connectors: { byId: Record<string, Connector> } } },
  connectorId: string,
): boolean {
  return state.wallets.connectors.byId[connectorId]?.type === ANNOUNCED
}
