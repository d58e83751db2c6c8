import * as z from 'zod/mini'
import { CaipNetworkIdSchema } from '../domain/caip.js'
import { errorDataSchema, nonEmpty } from './common.js'
import { defineEvent } from './define.js'

/** Fetching the NFTs of `address` on `chainId` started (the NFTs tab of SPEC §1 shows loading). */
export const NftsFetchStarted = defineEvent('NftsFetchStarted', () =>
  z.object({ chainId: CaipNetworkIdSchema, address: nonEmpty() }),
)

/** The NFTs `address` holds on `chainId`: each one's CAIP-19 id, name and image URL (null without one). */
export const NftsFetched = defineEvent('NftsFetched', () =>
  z.object({
    chainId: CaipNetworkIdSchema,
    address: nonEmpty(),
    items: z.array(z.object({ id: nonEmpty(), name: z.string(), imageUrl: z.nullable(z.string()) })),
  }),
)

/** Fetching the NFTs failed; the NFTs tab shows why, with a retry. */
export const NftsFetchFailed = defineEvent('NftsFetchFailed', () =>
  z.object({ chainId: CaipNetworkIdSchema, address: nonEmpty(), error: errorDataSchema() }),
)
