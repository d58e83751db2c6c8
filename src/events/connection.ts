import * as z from 'zod/mini'
import { CaipNetworkIdSchema, ChainNamespaceSchema } from '../domain/caip.js'
import { errorDataSchema, nonEmpty } from './common.js'

import { defineEvent } from './define.js'

/** The visitor chose a connector (wallet, email, social…) for a namespace. */
export const ConnectRequested = defineEvent('ConnectRequested', () =>
  z.object({
    connectorId: nonEmpty(),
    namespace: ChainNamespaceSchema,
    chainId: z.optional(CaipNetworkIdSchema),
  }),
)

/** A wallet is connected for `namespace` on `chainId`, with `address` active. */
export const Connected = defineEvent('Connected', () =>
  z.object({
    connectorId: nonEmpty(),
    namespace: ChainNamespaceSchema,
    chainId: CaipNetworkIdSchema,
    address: nonEmpty(),
    walletName: z.optional(z.string()),
  }),
)

/** A connection attempt failed (rejected by the visitor, wallet error…). */
export const ConnectFailed = defineEvent('ConnectFailed', () =>
  z.object({ connectorId: nonEmpty(), namespace: ChainNamespaceSchema, error: errorDataSchema() }),
)

/** The visitor asked to disconnect one namespace, or every namespace when none is given. */
export const DisconnectRequested = defineEvent('DisconnectRequested', () =>
  z.object({ namespace: z.optional(ChainNamespaceSchema) }),
)

/** The wallet of `namespace` is disconnected. */
export const Disconnected = defineEvent('Disconnected', () =>
  z.object({
    namespace: ChainNamespaceSchema,
    reason: z.enum(['user', 'wallet', 'error', 'sync-failed']),
  }),
)

/** The connected wallet of `namespace` made another of its accounts active (EIP-1193 accountsChanged). */
export const AccountChanged = defineEvent('AccountChanged', () =>
  z.object({ namespace: ChainNamespaceSchema, address: nonEmpty() }),
)
