// SPEC §5: names to register: letters, digits and hyphens, at least 4 characters;
// suffixes .reown.id and the legacy .wcn.id (configurable).
import { NAME_MIN_LENGTH, NAME_SUFFIXES } from './constants.js'
import { fail, ok, type Result } from './result.js'

const LABEL = /^[a-zA-Z0-9-]+$/

/** SPEC §5: a name label to register. Never throws. */
export function validateNameLabel(input: unknown): Result<string> {
  return typeof input === 'string' && input.length >= NAME_MIN_LENGTH && LABEL.test(input)
    ? ok(input)
    : fail('invalidName')
}

/** The label of a full name, without its suffix (the first suffix wins), or undefined when it has none of them. */
export function stripNameSuffix(name: string, suffixes: readonly string[] = NAME_SUFFIXES): string | undefined {
  if (typeof name !== 'string' || !Array.isArray(suffixes)) return undefined
  const suffix = suffixes.find((s) => typeof s === 'string' && s.length > 0 && name.endsWith(s))
  return suffix === undefined ? undefined : name.slice(0, -suffix.length)
}

/** Whether a name is a registered-name form: a valid label plus one of the suffixes. */
export function isRegisteredName(input: unknown, suffixes: readonly string[] = NAME_SUFFIXES): boolean {
  if (typeof input !== 'string') return false
  const label = stripNameSuffix(input, suffixes)
  return label !== undefined && validateNameLabel(label).ok
}

/** A full name to register: a valid label plus the first configured suffix (default '.reown.id'). */
export function nameToRegister(input: unknown, suffixes: readonly string[] = NAME_SUFFIXES): Result<string> {
  const label = validateNameLabel(input)
  return label.ok ? ok(`${label.value}${suffixes[0] ?? ''}`) : label
}
