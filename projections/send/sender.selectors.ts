// What the send and receive views read beyond the form: who sends and what they can send. Apart from
// send.selectors.ts, which the package's entry re-exports: a module reachable from start-up code whose exports a
// lazy view uses would load at start (see src/index.ts).
import type { CaipNetworkId, ChainNamespace } from '../../src/domain/caip.js'
import { formatUnitsExact } from '../../src/domain/sendChecks.js'
import type { AccountState } from '../account/account.projection.js'
import type { ConnectionState } from '../connection/connection.projection.js'
import type { NetworkState } from '../network/network.projection.js'
import type { TransactionsState } from '../transactions/transactions.projection.js'
import type { SendState, SendToken } from './send.projection.js'

/** A token the account can send on the active network: one of its balances (SPEC §3 "Token balance"). */
export interface SendableToken extends SendToken {
  /** The sender's network (the balances are filtered on it). */
  chainId: CaipNetworkId
  name: string
  /** The balance in whole units, as a decimal string. */
  quantity: string
  /** USD price of one unit, and of the balance; 0 when unknown. */
  price: number
  value: number
  iconUrl: string
}

/** Who sends: the active namespace's connected account on its network. */
export interface Sender {
  namespace: ChainNamespace
  address: string
  chainId: CaipNetworkId
  /** SPEC §5: insufficient gas is never reported for smart accounts. */
  smartAccount: boolean
}

type SenderState = { network: NetworkState; connection: ConnectionState; account: AccountState }

let lastSender: Sender | null = null

/** The connected account of the active namespace that sends, or null (the same object while it does not change). */
export function selectSender(state: SenderState): Sender | null {
  const namespace = state.network.activeNamespace
  const c = namespace ? state.connection.byNamespace[namespace] : undefined
  if (!namespace || c?.status !== 'connected') return null
  const chainId = state.network.byNamespace[namespace]?.chainId ?? c.chainId
  const entry = state.account.byNamespace[namespace]?.allAccounts.find(
    (a) => a.address.toLowerCase() === c.address.toLowerCase(),
  )
  const next: Sender = { namespace, address: c.address, chainId, smartAccount: entry?.type === 'smartAccount' }
  const l = lastSender
  if (
    l &&
    l.namespace === next.namespace &&
    l.address === next.address &&
    l.chainId === next.chainId &&
    l.smartAccount === next.smartAccount
  )
    return l
  return (lastSender = next)
}

const tokensCache = new WeakMap<object, { chainId: string; tokens: readonly SendableToken[] }>()

/**
 * The tokens the account can send on the active network (SPEC §4 "Sending: native and ERC20 on EVM"): its token
 * balances there (zero-decimal ones are already dropped, SPEC §5), native first; when the data API gave none, the
 * native balance read from the chain. Contract addresses are the CAIP-10 ids' last part.
 */
export function selectSendableTokens(state: SenderState): readonly SendableToken[] {
  const sender = selectSender(state)
  if (!sender) return []
  const account = state.account.byNamespace[sender.namespace]
  if (!account) return []
  const cached = tokensCache.get(account)
  if (cached && cached.chainId === sender.chainId) return cached.tokens
  const tokens: SendableToken[] = account.tokenBalance
    .filter((t) => t.chainId === sender.chainId)
    .map((t) => ({
      symbol: t.symbol,
      name: t.name,
      address: t.address ? (t.address.split(':').pop() ?? null) : null,
      chainId: sender.chainId,
      decimals: Number(t.quantity.decimals),
      quantity: t.quantity.numeric,
      price: t.price,
      value: t.value,
      iconUrl: t.iconUrl,
    }))
    .filter((t) => Number.isInteger(t.decimals) && t.decimals >= 0)
    .sort((a, b) => Number(a.address !== null) - Number(b.address !== null))
  if (
    !tokens.some((t) => t.address === null) &&
    account.balance !== null &&
    account.balanceDecimals !== null &&
    account.chainId === sender.chainId
  ) {
    const symbol = account.balanceSymbol ?? ''
    tokens.unshift({
      symbol,
      name: symbol,
      address: null,
      chainId: sender.chainId,
      decimals: account.balanceDecimals,
      quantity: formatUnitsExact(BigInt(account.balance), account.balanceDecimals),
      price: 0,
      value: 0,
      iconUrl: '',
    })
  }
  tokensCache.set(account, { chainId: sender.chainId, tokens })
  return tokens
}

/** SPEC §3 "Send state: loading": the form's last request is on the transaction stack, not answered yet. */
export function selectSendPending(state: { send: SendState; transactions: TransactionsState }): boolean {
  const id = state.send.requestId
  return id !== null && id in state.transactions.byId
}
