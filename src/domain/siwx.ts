// SPEC §5: SIWX preconditions, the universal-provider rule, and the
// configuration errors of SPEC §5 / §8.
import { ConfigurationError } from '../errors/catalogue.js'
import { fail, ok, type Result } from './result.js'

/** What SIWX sign-in needs (SPEC §5). */
export interface SiwxPreconditions {
  siwxEnabled: boolean
  activeAddress?: string | undefined
  activeNetwork?: string | undefined
  hasClient: boolean
}

/**
 * SPEC §5 (its messages in §8): SIWX sign-in needs SIWX enabled ('SIWX is not enabled'), an active address
 * ('No ActiveCaipAddress found'), and an active network and a connection client ('No ActiveCaipNetwork or client
 * found').
 */
export function checkSiwxPreconditions(input: SiwxPreconditions): Result<{ address: string; network: string }> {
  if (input?.siwxEnabled !== true) return fail('siwxNotEnabled')
  if (typeof input.activeAddress !== 'string' || !input.activeAddress) return fail('noActiveCaipAddress')
  if (typeof input.activeNetwork !== 'string' || !input.activeNetwork || input.hasClient !== true)
    return fail('noActiveCaipNetworkOrClient')
  return ok({ address: input.activeAddress, network: input.activeNetwork })
}

/**
 * SPEC §5: universal-provider authentication applies only if every requested chain is eip155; otherwise
 * nothing happens and false is returned. No requested chain at all: false (nothing to authenticate).
 */
export function appliesUniversalProviderAuth(requestedChains: readonly string[]): boolean {
  return (
    Array.isArray(requestedChains) &&
    requestedChains.length > 0 &&
    requestedChains.every((c) => typeof c === 'string' && c.startsWith('eip155:'))
  )
}

/** The part of the app's configuration these rules read. */
export interface ConfigToCheck {
  projectId?: unknown
  siweConfig?: unknown
  siwx?: unknown
}

/** SPEC §1 / §5: the project id must be set; siweConfig and siwx are exclusive. Never throws. */
export function validateConfig(config: ConfigToCheck): Result<ConfigToCheck> {
  if (typeof config !== 'object' || config === null) return fail('alertProjectIdNotConfigured')
  if (typeof config.projectId !== 'string' || config.projectId.trim() === '') return fail('alertProjectIdNotConfigured')
  if (config.siweConfig != null && config.siwx != null) return fail('bothSiweConfigAndSiwx')
  return ok(config)
}

/** validateConfig for configuration time: throws ConfigurationError. */
export function assertConfig(config: ConfigToCheck): void {
  const r = validateConfig(config)
  if (!r.ok) throw new ConfigurationError(r.error.id, { details: r.error.details })
}
