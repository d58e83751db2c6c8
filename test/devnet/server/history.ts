// A history item of the reference data API (SPEC §3, §7 GET /v1/account/{account}/history),
// made from what the chain index read off the chain: the account's transfers (native value,
// ERC-20 and ERC-721 Transfer logs) with their sender and recipient, the allowances it set
// (Approval logs), and an operation type named after what those show, in Zerion's words as
// AppKit's history reads them (send, receive, trade, mint, burn, approve, deploy, execute;
// buy for the devnet onramp's payments). NFTs of a known spam collection are flagged, as a
// real indexer's spam list does.
import { formatUnits, type Address } from 'viem'
import type { HistoryItem } from './contract.js'
import { isSpamCollection } from '../spam.js'
import type { IndexedTransaction, IndexedTransfer, ServerChain } from './chain.js'

const ZERO = /^0x0{40}$/i

type Direction = 'in' | 'out' | 'self'

/** The operation type of a transaction, for `account`, from its transfers and approvals. */
export function operationType(
  tx: IndexedTransaction,
  account: Address,
  mine: readonly { t: IndexedTransfer; direction: Direction }[],
  onramp: boolean,
): string {
  if (onramp) return 'buy'
  if (tx.to === null) return 'deploy'
  const outs = mine.filter((m) => m.direction === 'out')
  const ins = mine.filter((m) => m.direction === 'in')
  if (outs.length > 0 && ins.length > 0) return 'trade'
  if (ins.length > 0) return ins.every((m) => ZERO.test(m.t.from)) ? 'mint' : 'receive'
  if (outs.length > 0) return outs.every((m) => ZERO.test(m.t.to)) ? 'burn' : 'send'
  if (tx.approvals.some((a) => a.owner.toLowerCase() === account.toLowerCase())) return 'approve'
  return 'execute'
}

/** The history item of `tx` as `account` sees it. */
export function historyItem(
  chain: Pick<ServerChain, 'caipNetworkId' | 'nativeName' | 'nativeSymbol'>,
  tx: IndexedTransaction,
  account: Address,
  onramp = false,
): HistoryItem {
  const a = account.toLowerCase()
  const mine = tx.transfers
    .filter((t) => t.from.toLowerCase() === a || t.to.toLowerCase() === a)
    .map((t) => {
      const from = t.from.toLowerCase() === a
      const to = t.to.toLowerCase() === a
      return { t, direction: (from && to ? 'self' : from ? 'out' : 'in') as Direction }
    })
  const fungible = (token: IndexedTransfer['token']) => ({
    name: token ? token.name : chain.nativeName,
    symbol: token ? token.symbol : chain.nativeSymbol,
  })
  const transfers = mine.map(({ t, direction }) => ({
    direction,
    quantity: { numeric: t.nft ? '1' : formatUnits(t.amount, t.token ? t.token.decimals : 18) },
    fungible_info: t.nft ? null : fungible(t.token),
    nft_info: t.nft
      ? {
          name: `${t.token?.name ?? 'NFT'} #${t.nft.tokenId}`,
          flags: { is_spam: t.token !== null && isSpamCollection(t.token.address) },
        }
      : null,
    sender: t.from,
    recipient: t.to,
  }))
  const approvals = tx.approvals
    .filter((x) => x.owner.toLowerCase() === a)
    .map((x) => ({
      quantity: { numeric: formatUnits(x.amount, x.token.decimals) },
      fungible_info: fungible(x.token),
      nft_info: null,
      sender: x.owner,
      recipient: x.spender,
    }))
  return {
    id: tx.hash,
    metadata: {
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      chain: chain.caipNetworkId,
      operationType: operationType(tx, account, mine, onramp),
      status: tx.status,
      hash: tx.hash,
    },
    transfers,
    ...(approvals.length > 0 ? { approvals } : {}),
  }
}
