import type * as z from 'zod/mini'
import { NAMESPACES } from '../../src/domain/caip.js'
import type { ConfigSchema } from '../../src/events/config.js'
import { defineProjection } from '../../src/store/projection.js'

/** The configuration the read models need (SPEC §1, §2, §4), from the `Configured` fact. */
export type ConfigState = z.output<typeof ConfigSchema>

/**
 * The defaults, before any `Configured` event and for an app that configures
 * nothing (createGatehouse emits `Configured` only when the configuration
 * differs from the restored one): not embedded, no SIWX, every
 * network requested, network switching on, unsupported chains not allowed,
 * an adapter for every namespace.
 */
export const DEFAULT_CONFIG: ConfigState = {
  modal: { embedded: false },
  siwx: { enabled: false, required: false },
  networks: { requested: null, approved: null, allowUnsupportedChain: false, enableNetworkSwitch: true },
  adapters: [...NAMESPACES],
}

/** The configuration read model: the last `Configured` event wins. */
export const configProjection = defineProjection({
  name: 'config',
  version: 1,
  initial: DEFAULT_CONFIG,
  on: {
    Configured(_draft, event) {
      return { ...event.data }
    },
  },
})
