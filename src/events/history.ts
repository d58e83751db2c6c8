import * as z from 'zod/mini'
import { CaipNetworkIdSchema } from '../domain/caip.js'
import { errorDataSchema, nonEmpty } from './common.js'
import { defineEvent, sharedSchema } from './define.js'

/**
 * A transaction history item (SPEC §3): id, metadata (minedAt, chain as CAIP network id), transfers. Each transfer
 * may name its sender and recipient, and `approvals` (same shape: the spender is the recipient) lists the
 * allowances the transaction set, so Activity can say who the other side was.
 */
export const historyItemSchema = sharedSchema(() => {
  const str = z.optional(z.string())
  const transfers = z.optional(
    z.array(
      z.object({
        direction: str,
        quantity: z.optional(z.object({ numeric: z.string() })),
        fungible_info: z.optional(z.nullable(z.object({ name: str, symbol: str }))),
        nft_info: z.optional(
          z.nullable(z.object({ name: str, flags: z.optional(z.object({ is_spam: z.optional(z.boolean()) })) })),
        ),
        sender: str,
        recipient: str,
      }),
    ),
  )
  return z.object({
    id: nonEmpty(),
    metadata: z.object({ minedAt: z.string(), chain: z.string(), operationType: str, status: str, hash: str }),
    transfers,
    approvals: transfers,
  })
})

/** The same schema, for types (outside code calls the factory above, so bundles drop this one). */
export const HistoryItemSchema = /* @__PURE__ */ historyItemSchema()

/** Fetching a page of the history started (SPEC §4: loading set while fetching). */
export const HistoryFetchStarted = defineEvent('HistoryFetchStarted', () =>
  z.object({ chainId: CaipNetworkIdSchema, address: nonEmpty(), cursor: z.optional(z.nullable(z.string())) }),
)

/** A page of the history, as fetched on `chainId` (the active network then); `next` is the cursor of the next page. */
export const HistoryFetched = defineEvent('HistoryFetched', () =>
  z.object({
    chainId: CaipNetworkIdSchema,
    address: nonEmpty(),
    items: z.array(historyItemSchema()),
    next: z.nullable(z.string()),
  }),
)

/** Fetching the history failed (SPEC §4: empty, cursor cleared, ERROR_FETCH_TRANSACTIONS recorded). */
export const HistoryFetchFailed = defineEvent('HistoryFetchFailed', () =>
  z.object({ chainId: CaipNetworkIdSchema, address: nonEmpty(), error: errorDataSchema() }),
)

/** The history was reset (SPEC §4: clears lists, cursor and flags). */
export const HistoryReset = defineEvent('HistoryReset', () => z.object({}))

/** The visitor asked for the next page of the history (the Activity list scrolled to its end). */
export const HistoryPageRequested = defineEvent('HistoryPageRequested', () => z.object({}))
