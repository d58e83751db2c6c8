import { distinctUntilChanged, EMPTY, map, mergeMap, type Observable, switchMap, withLatestFrom, catchError } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { checkEvmAddress as validateEvmAddress, checkSolanaAddress as validateSolanaAddress } from '../../src/domain/addressChecks.js'
import { parseCaipNetworkId, type CaipNetworkId } from '../../src/domain/caip.js'
import { findNetwork, NETWORKS } from '../../src/domain/networks.js'
import { createEvent, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import {
  currentSession,
  parseNamespaceAccounts,
  parseSessionAccount,
  payloadTopic,
  sessionEvents,
  walletConnectClient,
  walletConnectNamespaces,
  type SessionEvent,
  type WalletConnectNamespace,
} from './client.js'
import type { WalletConnectClient } from '../../src/api/walletConnect.js'
import type { Deps } from '../../src/deps.js'

/** A chain id as a wallet sends it in chainChanged (a number, EIP-695 hex, or CAIP-2) as CAIP-2 of `namespace`, or null. */
export function chainOfPayload(value: unknown, namespace: WalletConnectNamespace): CaipNetworkId | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return namespace === 'eip155' ? `eip155:${value}` : null
  if (typeof value !== 'string' || value.length > 100) return null
  if (namespace === 'eip155' && /^0x[0-9a-f]{1,14}$/i.test(value)) {
    const n = Number.parseInt(value.slice(2), 16)
    return n > 0 ? `eip155:${n}` : null
  }
  if (namespace === 'eip155' && /^[1-9][0-9]{0,15}$/.test(value)) return `eip155:${value}`
  const parsed = parseCaipNetworkId(value)
  return parsed.ok && parsed.value.namespace === namespace ? (`${namespace}:${parsed.value.reference}` as CaipNetworkId) : null
}

function addressOf(value: unknown, namespace: WalletConnectNamespace): string | null {
  const account = parseSessionAccount(value)
  if (account) return account.namespace === namespace ? account.address : null
  const checked = namespace === 'eip155' ? validateEvmAddress(value) : validateSolanaAddress(value)
  return checked.ok ? checked.value : null
}

function answer(event: SessionEvent, state: GatehouseState, client: WalletConnectClient, deps: Pick<Deps, 'networks'>): EventInput[] {
  const session = currentSession(client, state)
  const topic = payloadTopic(event.payload)
  // The client holds the session until the delete is done; an event of another session is not ours.
  if (topic === undefined) return []
  const connected = walletConnectNamespaces(state).filter((ns) => state.connection.byNamespace[ns]?.status === 'connected')
  switch (event.kind) {
    case 'session_delete':
    case 'session_expire': {
      // Ours if no other session serves the connection now (the deleted one is gone or going).
      if (session !== null && session.topic !== topic) return []
      return connected.map((namespace) => createEvent('Disconnected', { namespace, reason: 'wallet' }))
    }
    case 'session_update': {
      if (session === null || session.topic !== topic) return []
      const params = (event.payload as { params?: { namespaces?: unknown } }).params
      const accounts = parseNamespaceAccounts(params?.namespaces)
      const out: EventInput[] = []
      for (const ns of connected) {
        const c = state.connection.byNamespace[ns]
        if (c?.status !== 'connected') continue
        const mine = accounts.filter((a) => a.namespace === ns)
        if (mine.length === 0) {
          out.push(createEvent('Disconnected', { namespace: ns, reason: 'wallet' }))
          continue
        }
        if (!mine.some((a) => a.address.toLowerCase() === c.address.toLowerCase())) {
          const next = mine.find((a) => a.chainId === c.chainId) ?? (mine[0] as (typeof mine)[number])
          out.push(createEvent('AccountChanged', { namespace: ns, address: next.address }))
        }
      }
      return out
    }
    case 'session_event': {
      if (session === null || session.topic !== topic) return []
      const params = (event.payload as { params?: { event?: { name?: unknown; data?: unknown }; chainId?: unknown } }).params
      const name = params?.event?.name
      const data = params?.event?.data
      const eventChain = typeof params?.chainId === 'string' ? parseCaipNetworkId(params.chainId) : null
      const ns = eventChain?.ok && (eventChain.value.namespace === 'eip155' || eventChain.value.namespace === 'solana') ? eventChain.value.namespace : 'eip155'
      const c = state.connection.byNamespace[ns]
      if (c?.status !== 'connected' || !connected.includes(ns)) return []
      if (name === 'accountsChanged') {
        if (!Array.isArray(data)) return []
        if (data.length === 0) return [createEvent('Disconnected', { namespace: ns, reason: 'wallet' })]
        const address = addressOf(data[0], ns)
        if (address === null || address.toLowerCase() === c.address.toLowerCase()) return []
        return [createEvent('AccountChanged', { namespace: ns, address })]
      }
      if (name === 'chainChanged') {
        const chainId = chainOfPayload(data, ns)
        if (chainId === null) return []
        const known = findNetwork(deps.networks ?? NETWORKS, chainId) !== undefined
        const active = state.network.byNamespace[ns]
        if (active?.chainId === chainId && (active.unsupported === true) === !known) return []
        return [known ? createEvent('NetworkSwitched', { chainId }) : createEvent('NetworkUnsupported', { chainId })]
      }
      return []
    }
  }
}

/**
 * Follows the WalletConnect session while a namespace is connected through it (SPEC §4 "session
 * update, session delete (clean up and emit disconnect), account and chain changes are
 * forwarded"): the wallet's accountsChanged is AccountChanged (none left: Disconnected);
 * chainChanged is NetworkSwitched, or NetworkUnsupported for a network the app does not know;
 * a session update that drops the connected account moves to another of the namespace (none
 * left: Disconnected); a session deleted or expired by the wallet is Disconnected (reason
 * 'wallet') for every namespace it served. Events of another session, facts already in the read
 * models and payloads that cannot be read change nothing.
 */
export const watchWalletConnect: Effect<GatehouseState> = (_event$, state$, deps): Observable<EventInput> =>
  !deps.walletConnect
    ? EMPTY
    : state$.pipe(
        map((state) => walletConnectNamespaces(state).some((ns) => state.connection.byNamespace[ns]?.status === 'connected')),
        distinctUntilChanged(),
        switchMap((on) =>
          !on
            ? EMPTY
            : walletConnectClient(deps).pipe(
                catchError(() => EMPTY),
                switchMap((client) =>
                  sessionEvents(client).pipe(
                    withLatestFrom(state$),
                    mergeMap(([event, state]) => {
                      try {
                        return answer(event, state, client, deps)
                      } catch {
                        return []
                      }
                    }),
                  ),
                ),
              ),
        ),
      )
