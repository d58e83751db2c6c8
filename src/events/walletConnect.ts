import * as z from 'zod/mini'
import { errorDataSchema, nonEmpty } from './common.js'
import { defineEvent } from './define.js'

// WalletConnect (effects/walletConnect): the pairing link the ConnectingWalletConnect view draws
// as a QR code, the wallet the visitor picked for it, and ping. The pairing's topic and expiry
// are PairingStarted / PairingConnected (src/events/wallets.ts); the connection itself is
// Connected / Disconnected with connector id 'walletConnect'.

/**
 * The pairing link (`wc:…`) of a pairing the dapp proposed, for the QR code and the copy
 * button. Ephemeral: the link holds the pairing's symmetric key, so it never enters the log
 * (only PairingStarted's topic and expiry do); a reload starts a new pairing.
 */
export const WalletConnectUriCreated = defineEvent(
  'WalletConnectUriCreated',
  () =>
    z.object({
      topic: nonEmpty(),
      uri: z.string().check(z.startsWith('wc:'), z.maxLength(2000)),
      /** When the link stops being offered, ms since the epoch (SPEC §9: 4 minutes; expired under 10 s left). */
      expiry: z.number().check(z.int(), z.gte(0)),
    }),
  { ephemeral: true },
)

/**
 * The visitor picked a listed wallet to connect over WalletConnect (the Connect or AllWallets
 * list): the view offers its deep link on mobile widths and the recent wallets record it
 * after the connect (SPEC §4). Ephemeral: a choice of this page.
 */
export const WalletConnectWalletChosen = defineEvent(
  'WalletConnectWalletChosen',
  () => z.object({ walletId: z.nullable(nonEmpty()) }),
  { ephemeral: true },
)

/** The app or the UI asked to ping the connected WalletConnect wallet. */
export const WalletConnectPingRequested = defineEvent('WalletConnectPingRequested', () => z.object({}), {
  ephemeral: true,
})

/** The connected wallet answered a ping, or did not (`error`): whether the session's peer is there. */
export const WalletConnectPinged = defineEvent(
  'WalletConnectPinged',
  () => z.object({ topic: nonEmpty(), ok: z.boolean(), error: z.optional(errorDataSchema()) }),
  { ephemeral: true },
)
