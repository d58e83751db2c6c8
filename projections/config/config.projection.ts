import type * as z from 'zod/mini'
import { NAMESPACES } from '../../src/domain/caip.js'
import { SOCIALS } from '../../src/domain/features.js'
import type { ConfigSchema, OptionsSchema } from '../../src/events/config.js'
import { defineProjection } from '../../src/store/projection.js'

/** The options of SPEC §1 beyond `Configured`'s (socials, legal links, wallets), from the `OptionsConfigured` fact. */
export type OptionsState = z.output<typeof OptionsSchema>

/** The configuration the read models need (SPEC §1, §2, §4), from the `Configured` and `OptionsConfigured` facts. */
export type ConfigState = z.output<typeof ConfigSchema> & { options: OptionsState }

/** The options' defaults: SPEC §1's socials in their order, no legal links, no wallet featured, included, excluded or added. */
export const DEFAULT_OPTIONS: OptionsState = {
  socials: [...SOCIALS],
  termsConditionsUrl: null,
  privacyPolicyUrl: null,
  wallets: { featured: [], included: [], excluded: [], custom: [] },
}

/**
 * The defaults, before any `Configured` event and for an app that configures
 * nothing (createGatehouse emits `Configured` only when the configuration
 * differs from the restored one): not embedded, no SIWX, every
 * network requested, network switching on, unsupported chains not allowed,
 * an adapter for every namespace, and the options' defaults.
 */
export const DEFAULT_CONFIG: ConfigState = {
  modal: { embedded: false },
  siwx: { enabled: false, required: false },
  networks: { requested: null, approved: null, allowUnsupportedChain: false, enableNetworkSwitch: true },
  adapters: [...NAMESPACES],
  options: DEFAULT_OPTIONS,
}

/** The configuration read model: the last `Configured` and the last `OptionsConfigured` win. */
export const configProjection = defineProjection({
  name: 'config',
  version: 2,
  initial: DEFAULT_CONFIG,
  on: {
    Configured(draft, event) {
      return { ...event.data, options: draft.options }
    },
    OptionsConfigured(draft, event) {
      draft.options = event.data
    },
  },
})
