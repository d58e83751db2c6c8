// Shared by the EVM adapters (injected wallets, WalletConnect): the chain id in EIP-695 hex, the
// EIP-3085 parameters of wallet_addEthereumChain, and the switch with SPEC §8's fallback (4902,
// 5000 and 32603 make the adapter add the chain and switch again).
import { catchError, concatMap, map, throwError, type Observable } from 'rxjs'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import type { Network } from '../../src/domain/networks.js'
import { ChainNotSupportedError, NetworkNotFoundError, shouldAddChain } from '../../src/errors/thrown.js'
import type { ErrorData } from '../../src/errors/GatehouseError.js'
import { WalletRequestError } from '../connectors/walletError.js'

/** A CAIP-2 eip155 id as EIP-695 hex, or undefined for another namespace or a malformed reference. */
export function hexChainId(chainId: string): `0x${string}` | undefined {
  const match = /^eip155:([1-9][0-9]{0,15})$/.exec(chainId)
  if (!match) return undefined
  const n = Number(match[1])
  return Number.isSafeInteger(n) ? `0x${n.toString(16)}` : undefined
}

/** EIP-3085 parameters of a network. */
function addChainParameter(network: Network, chainIdHex: string) {
  return {
    chainId: chainIdHex,
    chainName: network.name,
    nativeCurrency: {
      name: network.nativeCurrency.name,
      symbol: network.nativeCurrency.symbol,
      decimals: network.nativeCurrency.decimals,
    },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(network.blockExplorers ? { blockExplorerUrls: [network.blockExplorers.default.url] } : {}),
  }
}

/** What an adapter gives switchEvmChain: how to call its wallet, and how to read the wallet's errors. */
export interface EvmSwitch {
  chainId: CaipNetworkId
  /** The app's network of `chainId`, for wallet_addEthereumChain; undefined when the app defines none. */
  network: Network | undefined
  /** Sends one request to the wallet; errors are the wallet's own. */
  call: (method: string, params: unknown) => Observable<unknown>
  /** The wallet's error as error data (4001 is a person's rejection). */
  errorData: (error: unknown) => ErrorData
}

/**
 * wallet_switchEthereumChain; on 4902, 5000 or 32603 (SPEC §8) the network is added with
 * wallet_addEthereumChain and switched to again. Emits the chain, then completes; errors are typed:
 * the wallet's error (4001 stays a rejection), 'Network not found' when the chain id is not eip155
 * or the app defines no network to add, 'Chain is not supported' when adding failed.
 */
export function switchEvmChain(s: EvmSwitch): Observable<CaipNetworkId> {
  const { chainId, network, call, errorData } = s
  const hex = hexChainId(chainId)
  if (hex === undefined)
    return throwError(() => new NetworkNotFoundError({ details: `Cannot switch the wallet to ${chainId}` }))
  const switchChain = () => call('wallet_switchEthereumChain', [{ chainId: hex }])
  return switchChain().pipe(
    catchError((error: unknown) => {
      if (!shouldAddChain(error)) return throwError(() => new WalletRequestError(errorData(error), error))
      if (!network)
        return throwError(
          () => new NetworkNotFoundError({ details: `The app defines no network ${chainId} to add`, cause: error }),
        )
      return call('wallet_addEthereumChain', [addChainParameter(network, hex)]).pipe(
        catchError((addError: unknown) => {
          // SPEC §8: 'Chain is not supported' when adding the chain failed; a person's rejection stays a rejection.
          const data = errorData(addError)
          return throwError(() =>
            data.code === 4001
              ? new WalletRequestError(data, addError)
              : new ChainNotSupportedError({ details: data.shortMessage, code: data.code, cause: addError }),
          )
        }),
        concatMap(() =>
          switchChain().pipe(
            catchError((again: unknown) => throwError(() => new WalletRequestError(errorData(again), again))),
          ),
        ),
      )
    }),
    map(() => chainId),
  )
}
