import * as z from 'zod/mini'
import { errorDataSchema } from './common.js'
import { defineEvent } from './define.js'

/**
 * Analytics stopped for this page: the service's /getAnalyticsConfig said
 * off, or asking it or sending an event failed (SPEC §7 "on failure analytics
 * is turned off"). Ephemeral: the next page asks again.
 */
export const AnalyticsDisabled = defineEvent(
  'AnalyticsDisabled',
  () => z.object({ reason: z.enum(['config', 'failed']), error: z.optional(errorDataSchema()) }),
  { ephemeral: true },
)
