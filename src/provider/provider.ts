// The EIP-1193 provider getProvider() hands to the app: every wallet request becomes a TxQueued intent
// and ends in its fact (TxSucceeded, TxFailed, TxRejected), whatever wallet family answers it; what the
// read models know (chain, accounts, connection) is answered from them, without an event.
import { EmptyError, filter, firstValueFrom, map, type Observable, type Subscription } from 'rxjs'
import type { GatehouseState } from '../../projections/index.js'
import { NAMESPACES, type CaipNetworkId, type ChainNamespace } from '../domain/caip.js'
import { rpcErrorName } from '../errors/thrown.js'
import { callEach } from '../callEach.js'
import { GatehouseError, type ErrorData } from '../errors/GatehouseError.js'
import { formatMessage } from '../errors/messages.js'
import { createEvent, type EventInput, type EventSource, type Stamped } from '../events/index.js'
import type { Eip1193Provider, ProviderEvents, RequestArguments } from './types.js'

/** An EIP-1193 error (`code`, `message`, optional `data`), with Gatehouse's `name` and `shortMessage`. */
export class ProviderRpcError extends GatehouseError {
  declare readonly code: number
  readonly data: unknown

  constructor(code: number, shortMessage: string, options: { name?: string; cause?: unknown; data?: unknown } = {}) {
    super(shortMessage, { code, cause: options.cause })
    this.name = options.name ?? rpcErrorName(code)
    this.data = options.data
  }

  /** The error a failure event carries, as the app receives it (no code: an internal error, -32603). */
  static fromData(error: ErrorData): ProviderRpcError {
    return new ProviderRpcError(error.code ?? -32603, error.shortMessage, { name: error.name })
  }
}

/** EIP-1193's 4001, as the app receives a request the visitor rejected (or the modal closed on). */
export const userRejected = (): ProviderRpcError => new ProviderRpcError(4001, 'User rejected the request.')

/** SPEC §8 'Please call connect() before request()', EIP-1193's 4900. */
export const notConnected = (): ProviderRpcError => new ProviderRpcError(4900, formatMessage('connectBeforeRequest'))

/** What the provider needs of a Gatehouse. */
export interface ProviderHost {
  emit(event: EventInput, options?: { source?: EventSource }): string
  getState(): ProviderState
  readonly state$: Observable<ProviderState>
  readonly events$: Observable<Stamped>
}

/** The read models the provider reads. */
export type ProviderState = Pick<GatehouseState, 'account' | 'connection' | 'network' | 'modal'>

/**
 * Read-only methods travel as ephemeral events: through the bus, never in the log. They are the chain
 * reads of SPEC §6's safe list and the wallet's own reads; a raw transaction's broadcast is kept (it is a
 * transaction the visitor made). (Not src/domain/rpcFilter.ts's list: the start-up code reaches that module,
 * and using it here would load it at start.)
 */
const READ_ONLY =
  /^(?:eth_(?:get\w+|call|estimateGas|blockNumber|gasPrice|maxPriorityFeePerGas|feeHistory|blobBaseFee|syncing|createAccessList|newBlockFilter|newFilter|newPendingTransactionFilter|uninstallFilter)|net_\w+|web3_\w+|wallet_get\w+)$/

/** The connection of one namespace as the provider shows it. */
interface View {
  /** Connected, or a restored connection being re-synced (its address is the restored one). */
  connected: boolean
  restoring: boolean
  address: string | null
  chainId: CaipNetworkId | null
}

function viewOf(state: ProviderState, namespace: ChainNamespace): View {
  const account = state.account.byNamespace[namespace]
  const c = state.connection.byNamespace[namespace]
  const restoring = c?.status === 'connecting' && c.restoring
  const address = account?.address ?? null
  const connected = address !== null && (account?.status === 'connected' || restoring)
  return {
    connected,
    restoring,
    address: connected ? address : null,
    chainId: (connected ? account?.chainId : null) ?? state.network.byNamespace[namespace]?.chainId ?? null,
  }
}

/** A chain id as the app's namespace writes it: hex for EVM (EIP-1193), the CAIP-2 id otherwise. */
export function chainIdOut(chainId: CaipNetworkId): string {
  const [namespace, reference] = chainId.split(':') as [string, string]
  return namespace === 'eip155' ? `0x${Number(reference).toString(16)}` : chainId
}

/** The CAIP-2 id of a chain id the app gives (hex or decimal for EVM, or already CAIP-2). */
export function chainIdIn(namespace: ChainNamespace, chainId: unknown): CaipNetworkId | null {
  if (typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId > 0) return `${namespace}:${chainId}`
  if (typeof chainId !== 'string') return null
  if (chainId.includes(':')) return chainId as CaipNetworkId
  const n = Number(chainId)
  return Number.isSafeInteger(n) && n > 0 ? `${namespace}:${n}` : null
}

/** Resolves with the first value of `source` that `pick` maps to something other than undefined; `pick` may throw to reject. */
function firstOf<T, R>(source: Observable<T>, pick: (value: T) => R | undefined): Promise<R> {
  return firstValueFrom(
    source.pipe(
      map(pick),
      filter((value): value is R => value !== undefined),
    ),
  ).catch((error: unknown) => {
    // The stream ended: the Gatehouse was disposed.
    throw error instanceof EmptyError ? notConnected() : error
  })
}

/** An EIP-1193 provider over the connection of `namespace` (default eip155), for `gatehouse.getProvider()`. */
export function createProvider(
  host: ProviderHost,
  newId: () => string,
  namespace: ChainNamespace = 'eip155',
): Eip1193Provider {
  if (!NAMESPACES.includes(namespace)) throw new ProviderRpcError(-32602, `Unknown namespace ${String(namespace)}`)
  const listeners = new Map<keyof ProviderEvents, Set<(...args: never[]) => void>>()
  let watching: Subscription | null = null
  const view = () => viewOf(host.getState(), namespace)

  // An app's listener that throws must not stop the others, nor the read models' stream.
  const tell = <E extends keyof ProviderEvents>(event: E, ...args: Parameters<ProviderEvents[E]>) =>
    callEach((listeners.get(event) ?? []) as Iterable<(...a: unknown[]) => void>, ...args)

  /** The EIP-1193 events, from changes of the read models (watched while anyone listens). */
  const watch = () => {
    let last = view()
    watching = host.state$.subscribe((state) => {
      const now = viewOf(state, namespace)
      const before = last
      last = now
      if (now.connected && !before.connected && now.chainId) tell('connect', { chainId: chainIdOut(now.chainId) })
      if (now.address !== before.address) tell('accountsChanged', now.address ? [now.address] : [])
      if (now.chainId && now.chainId !== before.chainId && (now.connected || before.connected))
        tell('chainChanged', chainIdOut(now.chainId))
      if (!now.connected && before.connected) tell('disconnect', notConnected())
    })
  }

  /** Once a restored connection is re-synced: connected, or 4900. */
  const connected = async (): Promise<View & { address: string; chainId: CaipNetworkId }> => {
    const settled = await firstOf(host.state$, (state) => {
      const v = viewOf(state, namespace)
      return v.restoring ? undefined : v
    })
    if (!settled.connected || settled.address === null || settled.chainId === null) throw notConnected()
    return settled as View & { address: string; chainId: CaipNetworkId }
  }

  /** The request as the pipeline's intent, settled by its fact. */
  const send = (method: string, params: unknown, chainId: CaipNetworkId): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const requestId = newId()
      const subscription = host.events$.subscribe({
        next(event) {
          if ((event.data as { requestId?: string }).requestId !== requestId) return
          if (event.type === 'TxSucceeded') resolve(event.data.result ?? null)
          else if (event.type === 'TxFailed') reject(ProviderRpcError.fromData(event.data.error))
          else if (event.type === 'TxRejected') reject(userRejected())
          else return
          subscription.unsubscribe()
        },
        complete: () => reject(notConnected()),
      })
      try {
        // Plain JSON as the event carries it (viem leaves `undefined` fields in its request objects).
        const plain: unknown = params === undefined ? undefined : JSON.parse(JSON.stringify(params))
        host.emit(
          createEvent(
            'TxQueued',
            { requestId, namespace, chainId, method, params: plain },
            { ephemeral: READ_ONLY.test(method) },
          ),
        )
      } catch (error) {
        subscription.unsubscribe()
        reject(new ProviderRpcError(-32602, 'Invalid parameters were provided to the RPC method.', { cause: error }))
      }
    })

  /** eth_requestAccounts without a connection: the modal opens; the first connection answers, a close without one is 4001. */
  const requestAccounts = (): Promise<string[]> => {
    host.emit(createEvent('ModalOpenRequested', { namespace }))
    let opened = false
    return firstOf(host.state$, (state) => {
      const v = viewOf(state, namespace)
      if (v.connected && !v.restoring && v.address) return [v.address]
      opened ||= state.modal.open
      const status = state.connection.byNamespace[namespace]?.status
      if (opened && !state.modal.open && status !== 'connecting') throw userRejected()
      return undefined
    })
  }

  /** wallet_switchEthereumChain as the modal's own intent: NetworkSwitchRequested → NetworkSwitched or NetworkSwitchFailed. */
  const switchChain = async (params: unknown): Promise<null> => {
    const first = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined
    const chainId = chainIdIn(namespace, first?.chainId)
    if (chainId === null) throw new ProviderRpcError(-32602, 'Expected [{ chainId }] with a hex chain id.')
    if (view().chainId === chainId && view().connected) return null
    const answer = firstOf(host.events$, (event): true | undefined => {
      if (
        event.type !== 'NetworkSwitched' &&
        event.type !== 'NetworkSwitchFailed' &&
        event.type !== 'NetworkUnsupported'
      )
        return undefined
      if (event.data.chainId !== chainId) return undefined
      if (event.type === 'NetworkSwitchFailed') throw ProviderRpcError.fromData(event.data.error)
      return true
    })
    host.emit(createEvent('NetworkSwitchRequested', { chainId }), { source: 'app' })
    await answer
    return null
  }

  const provider: Eip1193Provider = {
    async request(args: RequestArguments) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string' || args.method === '') {
        throw new ProviderRpcError(-32600, 'Expected { method, params? }.')
      }
      const { method, params } = args
      switch (method) {
        case 'eth_chainId': {
          const chainId = view().chainId
          if (chainId === null) throw notConnected()
          return chainIdOut(chainId)
        }
        case 'eth_accounts': {
          const address = view().address
          return address ? [address] : []
        }
        case 'eth_requestAccounts': {
          const address = view().address
          return address ? [address] : requestAccounts()
        }
        case 'wallet_switchEthereumChain':
          return switchChain(params)
        default: {
          const { chainId } = await connected()
          return send(method, params, chainId)
        }
      }
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
      if (!watching) watch()
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      if (watching && [...listeners.values()].every((s) => s.size === 0)) {
        watching.unsubscribe()
        watching = null
      }
      return provider
    },
  }
  return provider
}
