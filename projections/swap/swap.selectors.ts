// What the Swap view and the swap effects derive from the swap read model and the account: the form with its
// defaults, the amount in the smallest unit, the quote when it is for the form as it is, the approval step and
// the balance. Only lazy code (the Swap view, effects/swap) imports this file.
import type { CaipNetworkId } from '../../src/domain/caip.js'
import { isSwapNetwork, parseAmount, slippageBps } from '../../src/domain/swap.js'
import { createSelector } from '../../src/store/selector.js'
import type { AccountState } from '../account/account.projection.js'
import type { ConnectionState } from '../connection/connection.projection.js'
import type { NetworkState } from '../network/network.projection.js'
import type { SwapQuote, SwapState, SwapToken } from './swap.projection.js'

type S = { swap: SwapState; network: NetworkState; connection: ConnectionState; account: AccountState }

/** The swap as the view shows it and the effects act on it. */
export interface SwapForm {
  /** The active eip155 network (CAIP-2), or null when EVM is not the active namespace. */
  chainId: CaipNetworkId | null
  /** The connected EVM address, or null. */
  address: string | null
  /** SPEC §9: the active network is a swap network. */
  supported: boolean
  /** The tokens of the active network (empty until fetched). */
  tokens: readonly SwapToken[]
  /** The chosen tokens, else the defaults: the native currency, and the first other token. */
  from: SwapToken | null
  to: SwapToken | null
  amount: string
  /** `amount` in `from`'s smallest unit; null when empty or not a valid amount. */
  units: bigint | null
  slippage: string
  slippageValid: boolean
  /** The latest quote when it is for these tokens and this amount. */
  quote: SwapQuote | null
  /** The router's allowance is short of the amount: the next step is the approval. */
  approvalNeeded: boolean
  /** The visitor's balance of `from` in its smallest unit; null while unknown. */
  balance: bigint | null
  action: NonNullable<SwapState['action']> | null
  step: NonNullable<SwapState['step']> | null
  error: NonNullable<SwapState['error']> | null
}

const onChain = (token: SwapToken | null | undefined, chainId: string | null): SwapToken | null =>
  token && chainId !== null && token.address.startsWith(`${chainId}:`) ? token : null

/** The visitor's balance of `token` on `chainId` from the account read model (native: the balance; tokens: the portfolio). */
function balanceOf(account: AccountState, chainId: string, token: SwapToken): bigint | null {
  const a = account.byNamespace.eip155
  if (!a) return null
  if (token.address.toLowerCase() === `${chainId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`) {
    return a.chainId === chainId && a.balance !== null ? BigInt(a.balance) : null
  }
  const onNetwork = a.tokenBalance.filter((t) => t.chainId === chainId)
  // The portfolio always lists the native balance: without it the portfolio is not in yet.
  if (!onNetwork.some((t) => t.address === undefined)) return null
  const held = onNetwork.find((t) => t.address?.toLowerCase() === token.address.toLowerCase())
  return held ? (parseAmount(held.quantity.numeric, token.decimals) ?? null) : 0n
}

/** The swap form with its defaults and what is derived from it (memoised on the read models it reads). */
export const selectSwapForm = /* @__PURE__ */ createSelector(
  [(s: S) => s.swap, (s: S) => s.network, (s: S) => s.connection, (s: S) => s.account],
  (swap, network, connection, account): SwapForm => {
    const active = network.activeNamespace === 'eip155' ? (network.byNamespace.eip155?.chainId ?? null) : null
    const c = connection.byNamespace.eip155
    const address = c?.status === 'connected' ? c.address : null
    const tokens = active !== null && swap.chainId === active ? (swap.tokens ?? []) : []
    const from = onChain(swap.from, active) ?? tokens[0] ?? null
    const to = onChain(swap.to, active) ?? tokens.find((t) => t.address !== from?.address) ?? null
    const units = from ? parseAmount(swap.amount, from.decimals) : null
    const q = swap.quote
    const quote =
      q &&
      from &&
      to &&
      units !== null &&
      q.from === from.address &&
      q.to === to.address &&
      q.amount === units.toString()
        ? q
        : null
    return {
      chainId: active,
      address,
      supported: isSwapNetwork(active),
      tokens,
      from,
      to,
      amount: swap.amount,
      units,
      slippage: swap.slippage,
      slippageValid: slippageBps(swap.slippage) !== null,
      quote,
      approvalNeeded: quote !== null && units !== null && BigInt(quote.allowance) < units,
      balance: active !== null && from ? balanceOf(account, active, from) : null,
      action: swap.action ?? null,
      step: swap.step ?? null,
      error: swap.error ?? null,
    }
  },
)
