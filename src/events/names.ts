import * as z from 'zod/mini'
import { errorDataSchema, nonEmpty } from './common.js'
import { defineEvent } from './define.js'

// Name lookups of the RegisterAccountName view (SPEC §2, §7). Ephemeral: they
// answer what the visitor is typing, nothing a restore needs.

/** The visitor typed a name to register; suggestions are wanted (SPEC §7 GET /v1/profile/suggestions/{name}?zone). */
export const NameSuggestionsRequested = defineEvent('NameSuggestionsRequested', () => z.object({ name: z.string() }), {
  ephemeral: true,
})

/** Suggestions for `name` (SPEC §3: Name suggestion: name); `registered` says whether each is taken. */
export const NameSuggestionsFetched = defineEvent(
  'NameSuggestionsFetched',
  () => z.object({ name: nonEmpty(), suggestions: z.array(z.object({ name: nonEmpty(), registered: z.boolean() })) }),
  { ephemeral: true },
)

/** A name is to be resolved to its addresses (SPEC §7 GET /v1/profile/account/{name}?apiVersion=2). */
export const NameResolveRequested = defineEvent('NameResolveRequested', () => z.object({ name: nonEmpty() }), {
  ephemeral: true,
})

/** The addresses of `name` by coin type, and its avatar when its record has one; `registered` false when the name has no record. */
export const NameResolved = defineEvent(
  'NameResolved',
  () =>
    z.object({
      name: nonEmpty(),
      registered: z.boolean(),
      addresses: z.record(z.string(), z.string()),
      avatar: z.optional(z.nullable(z.string())),
    }),
  { ephemeral: true },
)

/** A lookup failed: 'Error fetching name suggestions' or 'Error resolving name' (SPEC §8). */
export const NameLookupFailed = defineEvent(
  'NameLookupFailed',
  () => z.object({ name: z.string(), lookup: z.enum(['suggestions', 'resolve']), error: errorDataSchema() }),
  { ephemeral: true },
)
