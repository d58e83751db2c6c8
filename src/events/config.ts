import * as z from 'zod/mini'
import { CaipNetworkIdSchema, ChainNamespaceSchema } from '../domain/caip.js'
import { defineEvent, sharedSchema } from './define.js'

/** The configuration the read models need (SPEC §1, §2, §4), as createGatehouse resolved it. */
export const configSchema = sharedSchema(() =>
  z.object({
    modal: z.object({
      /** SPEC §1: the widget is embedded in place instead of appended to the page. */
      embedded: z.boolean(),
    }),
    siwx: z.object({
      enabled: z.boolean(),
      /** SPEC §6: SIWX can be required, which blocks closing until a session exists. */
      required: z.boolean(),
    }),
    networks: z.object({
      /** Network ids the app requested, or null when it did not restrict them (every network is requested). */
      requested: z.nullable(z.array(CaipNetworkIdSchema)),
      /** Network ids the wallet approved, or null when not known. */
      approved: z.nullable(z.array(CaipNetworkIdSchema)),
      allowUnsupportedChain: z.boolean(),
      enableNetworkSwitch: z.boolean(),
    }),
    /** Namespaces with an adapter; none means the basic WalletConnect kind (SPEC §2). */
    adapters: z.array(ChainNamespaceSchema),
    /**
     * SPEC §1: the features the app turned on or off, by name (src/domain/features.ts); absent ones are on, and so
     * are all in older records, which have no such field.
     */
    features: z.optional(z.record(z.string(), z.boolean())),
  }),
)

/** The same schema, for types (outside code calls the factory above, so bundles drop this one). */
export const ConfigSchema = /* @__PURE__ */ configSchema()

/**
 * The app's configuration, emitted by createGatehouse right after
 * SessionRestored on every start, so a replayed log rebuilds the same read models.
 */
export const Configured = defineEvent('Configured', () => configSchema())

/** SPEC §1's socials, in their default order (src/domain/features.ts SOCIALS). */
const SOCIAL_NAMES = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

/** A wallet id of the wallet-listing service or of a custom wallet. */
const walletId = () => z.string().check(z.minLength(1), z.maxLength(200))
const httpUrl = () => z.string().check(z.regex(/^https?:\/\/\S+$/, 'Expected an http(s) URL'), z.maxLength(2000))

/**
 * The options of SPEC §1 that are not switches (their field names are the configuration's, so an error names the
 * option): the socials and their order, the legal checkbox's links, and the wallets the app features, includes,
 * excludes or adds.
 */
export const optionsSchema = sharedSchema(() =>
  z.object({
    /** The social logins shown, in order (SPEC §1's by default); empty shows none. */
    socials: z.array(z.enum(SOCIAL_NAMES)).check(z.maxLength(SOCIAL_NAMES.length)),
    termsConditionsUrl: z.nullable(httpUrl()),
    privacyPolicyUrl: z.nullable(httpUrl()),
    wallets: z.object({
      /** Listing ids shown first, in this order. */
      featured: z.array(walletId()),
      /** Listing ids the listing is limited to (empty: no limit). */
      included: z.array(walletId()),
      /** Listing ids never shown. */
      excluded: z.array(walletId()),
      /** Wallets of the app's own, shown in the Connect view's custom group; they connect over WalletConnect. */
      custom: z.array(
        z.object({
          id: walletId(),
          name: z.string().check(z.minLength(1), z.maxLength(100)),
          imageUrl: z.optional(z.string().check(z.regex(/^(https?:\/\/|data:image\/)\S+$/, 'Expected an image URL'))),
          mobileLink: z.optional(z.string().check(z.maxLength(2000))),
          desktopLink: z.optional(z.string().check(z.maxLength(2000))),
          webappLink: z.optional(httpUrl()),
        }),
      ),
    }),
  }),
)

/** The same schema, for types. */
export const OptionsSchema = /* @__PURE__ */ optionsSchema()

/** The options of SPEC §1 beyond `Configured`'s, as createGatehouse resolved them; emitted when they differ from the restored ones. */
export const OptionsConfigured = defineEvent('OptionsConfigured', () => optionsSchema())
