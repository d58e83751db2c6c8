// The EIP-6963 wallets of the page (not an effect): announcements checked and gathered, shared by the discovery
// effect and the injected connector. A wallet is a foreign object: an announcement that is not a wallet is dropped.
// Apart from the request helpers (./wallets.ts), so that the discovery chunk loaded at start holds no address checks.
import { defer, distinctUntilChanged, map, Observable, scan, shareReplay, startWith } from 'rxjs'
import type { Deps, Eip6963Source } from '../../src/deps.js'
import { stripBidiControls } from '../../src/domain/bidi.js'
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
    // One empty map, first seen and scan's seed: garbage before any wallet returns the seed, which
    // distinctUntilChanged then drops rather than passing a second empty map.
    const none: AnnouncedWallets = new Map()
    wallets = announcements(source).pipe(
      map(parseAnnouncement),
      scan((all: AnnouncedWallets, wallet) => {
        if (!wallet) return all
        const known = all.get(wallet.info.rdns)
        if (known && known.provider === wallet.provider && known.info.uuid === wallet.info.uuid) return all
        return new Map(all).set(wallet.info.rdns, wallet)
      }, none),
      startWith(none),
      distinctUntilChanged(),
      shareReplay({ bufferSize: 1, refCount: true }),
    )
    shared.set(source, wallets)
  }
  return wallets
}
