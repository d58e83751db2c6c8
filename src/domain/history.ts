// SPEC §5: transaction history rules.
import { fail, ok, type Result } from './result.js'

/** A transaction history item (SPEC §3), as much as the rules read. */
export interface HistoryItem {
  id: string
  metadata: { minedAt: string; chain: string }
  transfers?: readonly { nft_info?: { flags?: { is_spam?: boolean } } | null }[] | null
}

/** SPEC §5: history needs an account address ("Transactions can't be fetched without an accountAddress"). */
export function requireAccountAddress(accountAddress: unknown): Result<string> {
  return typeof accountAddress === 'string' && accountAddress.length > 0
    ? ok(accountAddress)
    : fail('transactionsNeedAccountAddress')
}

/** SPEC §5: a transaction whose transfers are all NFT spam is hidden (none at all is not spam). */
export function isSpamTransaction(item: HistoryItem): boolean {
  const transfers = item?.transfers
  return (
    Array.isArray(transfers) && transfers.length > 0 && transfers.every((t) => t?.nft_info?.flags?.is_spam === true)
  )
}

/** SPEC §5: spam hidden and only the active network's transactions kept. */
export function filterHistory<T extends HistoryItem>(items: readonly T[], activeCaipNetworkId: string): T[] {
  if (!Array.isArray(items)) return []
  return items.filter((item) => item?.metadata?.chain === activeCaipNetworkId && !isSpamTransaction(item))
}

/** SPEC §5: empty query params (undefined, null, '') are omitted. */
export function historyQuery(
  params: Readonly<Record<string, string | number | boolean | null | undefined>>,
): Record<string, string> {
  const out: Record<string, string> = {}
  if (typeof params !== 'object' || params === null) return out
  for (const [key, value] of Object.entries(params)) {
    // Only the kinds a query carries; an object (whose toString may even throw) is not a query value.
    const kind = typeof value
    if ((kind === 'string' || kind === 'number' || kind === 'boolean') && value !== '') out[key] = String(value)
  }
  return out
}
