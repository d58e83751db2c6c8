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
