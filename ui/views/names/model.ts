// What RegisterAccountName says of the name being typed: SPEC §5's rule first, then whether the registry has it
// (the suggestions for the name mark each as registered or not).
import { NAME_MIN_LENGTH } from '../../../src/domain/constants.js'
import { validateNameLabel } from '../../../src/domain/names.js'
import type { EventOfType } from '../../../src/events/index.js'

/** The suggestions for a name typed (SPEC §3 Name suggestion): null while asked, or the answer, or failed. */
export interface NameSuggestions {
  name: string
  items: EventOfType<'NameSuggestionsFetched'>['data']['suggestions'] | null
  failed: boolean
}

/** The state of a typed name: empty, against SPEC §5's rule, being checked, available, taken, or not known (the check failed). */
export type NameCheck =
  | { kind: 'empty' }
  | { kind: 'characters' }
  | { kind: 'short' }
  | { kind: 'checking' | 'available' | 'taken' | 'unknown'; name: string }

const ALLOWED = /^[a-zA-Z0-9-]*$/

/** The check of `label` (typed without the suffix) under `suffix`, from the suggestions asked for it. */
export function checkName(label: string, suffix: string, suggestions: NameSuggestions | null): NameCheck {
  if (label === '') return { kind: 'empty' }
  if (!ALLOWED.test(label)) return { kind: 'characters' }
  if (label.length < NAME_MIN_LENGTH || !validateNameLabel(label).ok) return { kind: 'short' }
  const name = `${label}${suffix}`.toLowerCase()
  if (suggestions?.name !== label) return { kind: 'checking', name }
  if (suggestions.failed) return { kind: 'unknown', name }
  if (suggestions.items === null) return { kind: 'checking', name }
  const found = suggestions.items.find((s) => s.name.toLowerCase() === name)
  return { kind: found?.registered ? 'taken' : 'available', name }
}

/** Whether a name in this state may be sent to the registry (a failed check leaves it to the registry to refuse). */
export const canRegister = (check: NameCheck): boolean => check.kind === 'available' || check.kind === 'unknown'
