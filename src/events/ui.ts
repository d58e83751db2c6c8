import * as z from 'zod/mini'
import { CaipNetworkIdSchema } from '../domain/caip.js'
import { THEME_MODE_SETTINGS } from '../domain/theme.js'
import { ALERTS, type AlertKind } from '../errors/catalogue.js'
import { decimalString, nonEmpty } from './common.js'
import { defineEvent, sharedSchema } from './define.js'

/** SPEC §8: the alert kinds, each reported once (src/errors ALERTS). */
export const ALERT_KINDS = Object.keys(ALERTS) as [AlertKind, ...AlertKind[]]

/** An alert of SPEC §8 was reported (each kind once). */
export const AlertReported = defineEvent('AlertReported', () => z.object({ kind: z.enum(ALERT_KINDS) }))

const messageSchema = sharedSchema(() =>
  z.object({
    message: z.string().check(z.minLength(1)),
    /** SPEC §3 "Modal alert": success, loading, error. */
    variant: z.enum(['success', 'loading', 'error']),
    autoClose: z.optional(z.boolean()),
  }),
)

/** Something asked to show a banner message; if one is open it closes and reopens after 150 ms (SPEC §4). */
export const MessageRequested = defineEvent('MessageRequested', () => messageSchema())

/** The banner shows `message`. */
export const MessageShown = defineEvent('MessageShown', () => messageSchema())

/** The banner is closed. */
export const MessageHidden = defineEvent('MessageHidden', () => z.object({}))

/** The theme (SPEC §3 "Theme sync": themeMode light or dark, theme variables). */
export const ThemeChanged = defineEvent('ThemeChanged', () =>
  z.object({ themeMode: z.enum(['light', 'dark']), themeVariables: z.optional(z.record(z.string(), z.string())) }),
)

/**
 * The app set the theme (the `themeMode` and `themeVariables` options, `gatehouse.setTheme()`): an absent field is
 * unchanged. `system` follows the visitor's colour scheme (prefers-color-scheme) as it changes.
 */
export const ThemeUpdated = defineEvent('ThemeUpdated', () =>
  z.object({
    themeMode: z.optional(z.enum(THEME_MODE_SETTINGS)),
    // The modal's custom properties (src/domain/theme.ts, checked where the app sets them); a value must not end the declaration it is written into (the sheet is text).
    themeVariables: z.optional(
      z.record(z.string(), z.string().check(z.regex(/^[^;{}<>\\]+$/, 'Expected a CSS value'))),
    ),
  }),
)

/** The visitor edited the send form (SPEC §3 "Send state"); absent fields are unchanged, null clears. */
export const SendFormEdited = defineEvent('SendFormEdited', () =>
  z.object({
    token: z.optional(
      z.nullable(
        z.object({
          symbol: z.string(),
          address: z.optional(z.string()),
          chainId: CaipNetworkIdSchema,
          decimals: z.number(),
        }),
      ),
    ),
    amount: z.optional(z.nullable(z.string())),
    receiverAddress: z.optional(z.nullable(z.string())),
    receiverProfileName: z.optional(z.nullable(z.string())),
    receiverProfileImage: z.optional(z.nullable(z.string())),
  }),
)

/**
 * The visitor submitted the send form (SPEC §4 "Sending"): the send effect turns the form of the send read model
 * into the wallet request `requestId` (a TxQueued eth_sendTransaction).
 */
export const SendRequested = defineEvent('SendRequested', () => z.object({ requestId: nonEmpty() }))

/**
 * The send of the visitor's request `requestId` (SendRequested before it) is a native transfer whose transaction
 * needs the chain first (Solana's recent blockhash): effects/send/prepareTransfer.ts builds it and queues it as the
 * wallet request `requestId`. On EVM the send view queues its eth_sendTransaction itself.
 */
export const NativeTransferRequested = defineEvent('NativeTransferRequested', () =>
  z.object({
    requestId: nonEmpty(),
    chainId: CaipNetworkIdSchema,
    from: nonEmpty(),
    to: nonEmpty(),
    /** The amount in the native currency's smallest unit (lamports), as a decimal string. */
    units: decimalString(),
  }),
)

/** A token was sent (SPEC §4: the send form resets; SPEC §2: the modal returns to Account). */
export const TokenSent = defineEvent('TokenSent', () =>
  z.object({ chainId: CaipNetworkIdSchema, hash: z.optional(z.string()) }),
)
