// The one interface every wallet family implements (as wagmi's connectors do): connect, restore,
// disconnect, switch network, request, and the wallet's own events. The generic effects in
// effects/connection/ drive any adapter through it and turn what it reports into domain events;
// what is special to a family (EIP-6963 discovery, a WalletConnect pairing link, the secure
// frame's login) lives in its adapter only. A new family (Solana through the Wallet Standard,
// Bitcoin) is a new adapter in the list the generic effects are built with, nothing more.
import type { Observable } from 'rxjs'
import type { Deps } from '../../src/deps.js'
import type { CaipNetworkId, ChainNamespace } from '../../src/domain/caip.js'
import type { EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'

/** One namespace's account as a wallet granted it, checked by the adapter (checksummed, CAIP-2 chain). */
export interface AdapterConnection {
  namespace: ChainNamespace
  chainId: CaipNetworkId
  address: string
  walletName?: string
}

/** The wallet to record among the recent wallets after a connect (SPEC §4: the two most recent, with the deep link). */
export interface AdapterRecentWallet {
  wallet: { id: string; name: string; imageUrl?: string }
  deepLink?: string | null
}

/**
 * What a connect or restore reports while it runs: family facts on the way (a WalletConnect
 * pairing link, a pairing that started) as events to emit, then at most one `connected` with
 * every namespace the wallet granted. An error ends it: the generic effect turns it into
 * ConnectFailed (connect) or Disconnected 'sync-failed' (restore) with the typed error.
 */
export type AdapterStep =
  | { type: 'event'; event: EventInput }
  | { type: 'connected'; connections: AdapterConnection[]; recent?: AdapterRecentWallet }

/**
 * The wallet's own events (EIP-1193 accountsChanged / chainChanged / disconnect, a
 * WalletConnect session's update and delete, the frame's sign-out), already checked. An empty
 * `accountsChanged` is a disconnect. The generic watch effect leaves out what the read models
 * already say.
 */
export type WalletEvent =
  | { type: 'accountsChanged'; namespace: ChainNamespace; address: string | null }
  | { type: 'chainChanged'; namespace: ChainNamespace; chainId: CaipNetworkId }
  | { type: 'disconnect'; namespace: ChainNamespace | null }

/** What every adapter call is given: the state of its moment, the dependencies and the intent it answers. */
export interface AdapterContext {
  state: GatehouseState
  deps: Deps
  /** The id of the intent being answered (the events' causationId). */
  causationId: string
  /** The read models as they change, for an adapter that waits (a pairing link that expires); absent: `state` only. */
  state$?: Observable<GatehouseState>
}

/** The connection an adapter call is about, as the connection read model holds it. */
export interface AdapterTarget {
  connectorId: string
  namespace: ChainNamespace
}

/** A wallet request (EIP-1193 `request` for eip155; the namespace's own methods elsewhere). */
export interface AdapterRequest extends AdapterTarget {
  chainId: CaipNetworkId
  address: string
  method: string
  params?: unknown
}

/** One wallet family. Every method returns a cold Observable; unsubscribing cancels the work. */
export interface ConnectorAdapter {
  /** The family, as the connectors of the wallets read model name it ('announced', 'walletConnect', 'auth', …). */
  readonly type: string
  /** The namespaces the family can serve (SPEC §6: the auth connector serves eip155 and solana only). */
  readonly namespaces: readonly ChainNamespace[]
  /** Whether this adapter answers for the connector in `namespace`, as the read models know it. */
  owns(target: AdapterTarget, state: GatehouseState): boolean
  /** Connects (the wallet's prompt); reports family facts, then `connected`. */
  connect(request: AdapterTarget & { chainId?: CaipNetworkId }, ctx: AdapterContext): Observable<AdapterStep>
  /** Re-syncs a stored connection after a reload without a prompt; completing without `connected` is a failed sync. */
  restore(
    target: AdapterTarget & { address: string | null; chainId: CaipNetworkId | null },
    ctx: AdapterContext,
  ): Observable<AdapterStep>
  /** Ends the connection with the wallet; completes when done. The read models are told before it runs. */
  disconnect(target: AdapterTarget, ctx: AdapterContext): Observable<void>
  /** Moves the wallet to `chainId` (adding it where the wallet asks); emits the chain the wallet is on, then completes. */
  switchNetwork(request: AdapterTarget & { chainId: CaipNetworkId }, ctx: AdapterContext): Observable<CaipNetworkId>
  /** Sends one request to the wallet; emits its result once. Errors are typed (GatehouseError with the wallet's code). */
  request(request: AdapterRequest, ctx: AdapterContext): Observable<unknown>
  /** The wallet's events for a connection, for as long as it is subscribed. */
  events(
    target: AdapterTarget,
    ctx: Omit<AdapterContext, 'state' | 'causationId'> & { state$: Observable<GatehouseState> },
  ): Observable<WalletEvent>
}
