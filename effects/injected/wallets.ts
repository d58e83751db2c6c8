// Shared by the injected-wallet effects (not an effect): the EIP-6963 wallets of the page (./announced.ts),
// calls to their EIP-1193 providers that never throw synchronously, and the checks that turn
// whatever a wallet answers into typed data. A wallet is a foreign object: every field of
// every answer is checked, and a wallet that throws garbage becomes a typed failure.
import { defer, Observable } from 'rxjs'
import type { Deps } from '../../src/deps.js'
import { checkEvmAddress as validateEvmAddress, type EvmAddress } from '../../src/domain/addressChecks.js'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import { findNetwork, NETWORKS, type Network } from '../../src/domain/networks.js'
import { CaipUndefinedError, InvalidAddressError, rpcErrorName } from '../../src/errors/thrown.js'
import { GatehouseError, type ErrorData } from '../../src/errors/GatehouseError.js'
import { CORE_MESSAGES } from '../../src/errors/messages.js'
import type { Connector } from '../../projections/wallets/wallets.projection.js'
import { ANNOUNCED, type InjectedProvider } from './announced.js'

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
