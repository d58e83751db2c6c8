// Shared by the EVM network-switch effects (injected wallets, WalletConnect): the chain id in
// EIP-695 hex and the EIP-3085 parameters of wallet_addEthereumChain (SPEC §8: 4902, 5000 and
// 32603 make the effects add the chain and switch again).
import { catchError, concatMap, of, take, throwError, type Observable } from 'rxjs'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import type { Network } from '../../src/domain/networks.js'
import { ChainNotSupportedError, NetworkNotFoundError, shouldAddChain } from '../../src/errors/catalogue.js'
import type { ErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'

/** A CAIP-2 eip155 id as EIP-695 hex, or undefined for another namespace or a malformed reference. */
export function hexChainId(chainId: string): `0x${string}` | undefined {
  const match = /^eip155:([1-9][0-9]{0,15})$/.exec(chainId)
  if (!match) return undefined
  const n = Number(match[1])
  return Number.isSafeInteger(n) ? `0x${n.toString(16)}` : undefined
}

/** EIP-3085 parameters of a network. */
export function addChainParameter(network: Network, chainIdHex: string) {
  return {
    chainId: chainIdHex,
    chainName: network.name,
    nativeCurrency: { name: network.nativeCurrency.name, symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(network.blockExplorers ? { blockExplorerUrls: [network.blockExplorers.default.url] } : {}),
  }
}

/** Thrown inside a switch effect when wallet_addEthereumChain failed, so its catch reports 'Chain is not supported'. */
export class AddChainFailed {
  constructor(readonly cause: unknown) {}
}

/** What a switch effect gives switchEvmChain: how to call its wallet, and how to read the wallet's errors. */
export interface EvmSwitch {
  chainId: CaipNetworkId
  hex: `0x${string}`
  /** The app's network of `chainId`, for wallet_addEthereumChain; undefined when the app defines none. */
  network: Network | undefined
  /** Sends one request to the wallet; errors are the wallet's own. */
  call: (method: string, params: unknown) => Observable<unknown>
  /** The wallet's error as error data (4001 is a person's rejection). */
  errorData: (error: unknown) => ErrorData
  state$: Observable<GatehouseState>
  cause: { causationId: string }
}

/**
 * wallet_switchEthereumChain; on 4902, 5000 or 32603 (SPEC §8) the network is added with
 * wallet_addEthereumChain and switched to again. Success is NetworkSwitched (NetworkUnsupported for a
 * chain the app does not define), unless the wallet's chainChanged already said so; failures are
 * NetworkSwitchFailed: the wallet's error (4001 stays a rejection), 'Network not found' when the app
 * defines no network to add, 'Chain is not supported' when adding failed.
 */
export function switchEvmChain(s: EvmSwitch): Observable<EventInput> {
  const { chainId, hex, network, call, errorData, cause } = s
  const failed = (error: ErrorData) => of(createEvent('NetworkSwitchFailed', { chainId, error }, cause))
  const switchChain = () => call('wallet_switchEthereumChain', [{ chainId: hex }])
  return switchChain().pipe(
    catchError((error: unknown) => {
      if (!shouldAddChain(error)) return throwError(() => error)
      if (!network) return throwError(() => new NetworkNotFoundError({ details: `The app defines no network ${chainId} to add`, cause: error }))
      return call('wallet_addEthereumChain', [addChainParameter(network, hex)]).pipe(
        catchError((addError: unknown) => throwError(() => new AddChainFailed(addError))),
        concatMap(() => switchChain()),
      )
    }),
    // The read models as they are now: the wallet's chainChanged may have told them already.
    concatMap(() => s.state$.pipe(take(1))),
    concatMap((now) => {
      const active = now.network.byNamespace.eip155
      const known = network !== undefined
      if (active?.chainId === chainId && (active.unsupported === true) === !known) return []
      return [known ? createEvent('NetworkSwitched', { chainId }, cause) : createEvent('NetworkUnsupported', { chainId }, cause)]
    }),
    catchError((error: unknown) => {
      if (!(error instanceof AddChainFailed)) return failed(errorData(error))
      // SPEC §8: 'Chain is not supported' when adding the chain failed; a person's rejection stays a rejection.
      const data = errorData(error.cause)
      return failed(data.code === 4001 ? data : new ChainNotSupportedError({ details: data.shortMessage, code: data.code }).toData())
    }),
  )
}
