import * as z from 'zod/mini'
import { CaipNetworkIdSchema, ChainNamespaceSchema } from '../domain/caip.js'
import { errorDataSchema } from './common.js'
import { defineEvent } from './define.js'

/**
 * The visitor chose another connected namespace (the Account view's account list, with EVM and Solana connected at
 * once): its network becomes the active one, as the wallet is on it; the wallet is not asked anything.
 */
export const ActiveNamespaceRequested = defineEvent('ActiveNamespaceRequested', () =>
  z.object({ namespace: ChainNamespaceSchema }),
)

/** The visitor asked to switch the active network. */
export const NetworkSwitchRequested = defineEvent('NetworkSwitchRequested', () =>
  z.object({ chainId: CaipNetworkIdSchema }),
)

/** The active network of the chain's namespace is now `chainId`; the namespace becomes active. */
export const NetworkSwitched = defineEvent('NetworkSwitched', () => z.object({ chainId: CaipNetworkIdSchema }))

/**
 * The wallet is on `chainId`, a network the app does not know: the active
 * network becomes the 'unsupported' placeholder (SPEC §4 "Unsupported network").
 */
export const NetworkUnsupported = defineEvent('NetworkUnsupported', () => z.object({ chainId: CaipNetworkIdSchema }))

/** Switching the wallet to `chainId` failed: rejected, a chain the wallet could not add, or a wallet error. */
export const NetworkSwitchFailed = defineEvent('NetworkSwitchFailed', () =>
  z.object({ chainId: CaipNetworkIdSchema, error: errorDataSchema() }),
)
