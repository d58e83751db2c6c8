// The facts a configuration adds at start, in the runtime chunk (src/startRuntime.ts): each that changes the
// restored read models, and SPEC §8's 'Project ID Not Configured' alert once.
import { DEFAULT_CONFIG, type ConfigState } from '../projections/config/config.projection.js'
import type { AlertsState } from '../projections/alerts/alerts.projection.js'
import type { ThemeState } from '../projections/theme/theme.projection.js'
import type { NamesState } from '../projections/names/names.projection.js'
import { NAME_SUFFIXES } from './domain/constants.js'
import { createEvent, type EventInput } from './events/index.js'
import type { ResolvedConfig } from './resolveConfig.js'
import { sameJson } from './runtimeHelpers.js'

/**
 * The facts of the configuration to dispatch at start, after restore: each one whose read model differs from the
 * restored one (a replay rebuilds the same read models, an unchanged configuration adds nothing to the log), and
 * SPEC §8's 'Project ID Not Configured' alert once.
 */
export function configurationFacts(
  resolved: Pick<ResolvedConfig, 'configured' | 'options' | 'theme' | 'names' | 'projectIdMissing'>,
  restored: { config?: ConfigState; theme?: ThemeState; alerts?: AlertsState; names?: NamesState },
): EventInput[] {
  const facts: EventInput[] = []
  const { options, ...config } = restored.config ?? DEFAULT_CONFIG
  if (!sameJson(config, resolved.configured.data)) facts.push(resolved.configured)
  if (!sameJson(options, resolved.options.data)) facts.push(resolved.options)
  if ((restored.names?.suffix ?? NAME_SUFFIXES[0]) !== resolved.names.data.suffix) facts.push(resolved.names)
  const theme = resolved.theme
  if (theme && !sameJson({ ...restored.theme, ...theme.data }, restored.theme ?? null)) facts.push(theme)
  if (resolved.projectIdMissing && !restored.alerts?.reported.ProjectIdNotConfigured)
    facts.push(createEvent('AlertReported', { kind: 'ProjectIdNotConfigured' }))
  return facts
}
