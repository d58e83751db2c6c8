// Shared by the EVM network-switch effects (injected wallets, WalletConnect): the chain id in
// EIP-695 hex and the EIP-3085 parameters of wallet_addEthereumChain (SPEC §8: 4902, 5000 and
// 32603 make the effects add the chain and switch again).
import type { Network } from '../../src/domain/networks.js'

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
