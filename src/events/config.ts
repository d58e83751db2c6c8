import * as z from 'zod/mini'
import { CaipNetworkIdSchema, ChainNamespaceSchema } from '../domain/caip.js'
import { SOCIALS } from '../domain/features.js'
import { nonEmpty } from './common.js'
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

/**
 * The options of SPEC §1 that are not switches (checked at createGatehouse, src/resolveConfig.ts): the socials and
 * their order, the legal checkbox's links, and the wallets the app features, includes, excludes or adds.
 */
export const optionsSchema = sharedSchema(() => {
  const ids = z.array(nonEmpty())
  const url = z.string().check(z.regex(/^https?:\/\/\S+$/, 'Expected an http(s) URL'))
  const unique = (a: readonly unknown[]) => new Set(a).size === a.length
  return z.object({
    /** The social logins shown, in order (SPEC §1's by default); empty shows none. */
    socials: z.array(z.enum(SOCIALS)).check(z.refine(unique, 'Each social once')),
    termsConditionsUrl: z.nullable(url),
    privacyPolicyUrl: z.nullable(url),
    wallets: z.object({
      /** Listing ids shown first, in this order. */
      featured: ids,
      /** Listing ids the listing is limited to (empty: no limit). */
      included: ids,
      /** Listing ids never shown. */
      excluded: ids,
      /** Wallets of the app's own, shown in the Connect view's custom group; they connect over WalletConnect. */
      custom: z
        .array(
          z.object({
            id: nonEmpty(),
            name: nonEmpty(),
            imageUrl: z.optional(z.string()),
            mobileLink: z.optional(z.string()),
            desktopLink: z.optional(z.string()),
            webappLink: z.optional(url),
          }),
        )
        .check(z.refine((a) => unique(a.map((c) => c.id)), 'Each custom wallet id once')),
    }),
  })
})

/** The same schema, for types. */
export const OptionsSchema = /* @__PURE__ */ optionsSchema()

/** The options of SPEC §1 beyond `Configured`'s, as createGatehouse resolved them; emitted when they differ from the restored ones. */
export const OptionsConfigured = defineEvent('OptionsConfigured', () => optionsSchema())
