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

// Registering a name (SPEC §4 "Name registration: loading, navigate to success view, sign message, register, set
// profile name; on failure return to RegisterAccountName"). Persisted: the log shows each signature the visitor gave.

/** The visitor asked to register `name` (the label as typed, without the suffix) for the active account. */
export const NameRegisterRequested = defineEvent('NameRegisterRequested', () => z.object({ name: z.string() }))

/** The registry (SPEC §7 POST /v1/profile/account) recorded `name` (with its suffix) for `address`. */
export const NameRegistered = defineEvent('NameRegistered', () => z.object({ name: nonEmpty(), address: nonEmpty() }))

/** Registering `name` (the label asked for) failed: invalid, declined, taken, or the registry's error. */
export const NameRegisterFailed = defineEvent('NameRegisterFailed', () =>
  z.object({ name: z.string(), error: errorDataSchema() }),
)

/** The suffix names are registered under (SPEC §5 '.reown.id' by default), as the configuration sets it. */
export const NamesConfigured = defineEvent('NamesConfigured', () =>
  z.object({ suffix: z.string().check(z.regex(/^(\.[a-z0-9-]+){2,}$/, 'Expected a suffix such as .reown.id')) }),
)
