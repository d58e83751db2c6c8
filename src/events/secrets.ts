import type * as core from 'zod/v4/core'

/**
 * Secrets never enter the log (ARCHITECTURE "Events"): no OTP codes, private keys,
 * seed phrases or raw session tokens. A field is secret by its name, compared with
 * case, `_` and `-` removed, so `otp_code`, `OTPCode` and `otpCode` all match.
 * Signatures are not secrets: a restored SIWX session needs its signature.
 */
const SECRET_FIELD_NAMES = new Set([
  'otp',
  'otpcode',
  'privatekey',
  'secretkey',
  'secret',
  'mnemonic',
  'seed',
  'seedphrase',
  'password',
  'passphrase',
  'sessiontoken',
  'accesstoken',
  'refreshtoken',
  'authtoken',
  'idtoken',
  'jwt',
])

// Answers by name: an app's events use a few hundred field names, each checked on every event.
const answers = new Map<string, boolean>()

/** Whether a field name names a secret that must never be persisted. */
export function isSecretFieldName(name: string): boolean {
  let secret = answers.get(name)
  if (secret === undefined) {
    secret = SECRET_FIELD_NAMES.has(name.toLowerCase().replace(/[^a-z0-9]/g, ''))
    if (answers.size < 4096) answers.set(name, secret)
  }
  return secret
}

/** The path of the first secret-named field inside a plain JSON value, or null. */
export function findSecretField(value: unknown, path = 'data'): string | null {
  if (typeof value !== 'object' || value === null) return null
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findSecretField(value[i], `${path}[${i}]`)
      if (found) return found
    }
    return null
  }
  for (const key of Object.keys(value)) {
    if (isSecretFieldName(key)) return `${path}.${key}`
    const found = findSecretField((value as Record<string, unknown>)[key], `${path}.${key}`)
    if (found) return found
  }
  return null
}

// Schemas are read through the definition object zod documents for library authors (`_zod.def`), typed by
// zod/v4/core's `$ZodTypes`, as src/events/fastParse.ts reads them: a release that renames a field read here
// fails the typecheck.
/** A schema's definition, or undefined for a value that is not a zod schema. */
const defOf = (schema: unknown): core.$ZodTypes['_zod']['def'] | undefined =>
  (schema as Partial<core.$ZodTypes> | undefined)?._zod?.def

/** The path of the first secret-named field a zod schema declares, or null (the schema rule). */
export function findSecretInSchema(schema: unknown, path = 'data'): string | null {
  const def = defOf(schema)
  if (!def) return null
  const child = (s: unknown, p: string) => (s ? findSecretInSchema(s, p) : null)
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape ?? {})) {
        if (isSecretFieldName(key)) return `${path}.${key}`
        const found = child(value, `${path}.${key}`)
        if (found) return found
      }
      return null
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'nonoptional':
    case 'prefault':
    case 'catch':
      return child(def.innerType, path)
    case 'array':
      return child(def.element, `${path}[]`)
    case 'record':
      return child(def.valueType, `${path}[*]`)
    case 'union':
      for (const option of def.options ?? []) {
        const found = child(option, path)
        if (found) return found
      }
      return null
    case 'intersection':
      return child(def.left, path) ?? child(def.right, path)
    default:
      return null
  }
}

const closed = new WeakMap<object, boolean>()

/**
 * Whether every field name a value of this schema can have (after parsing) is one the schema declares: no
 * record, unknown, catch-all, default or transform anywhere. For such a schema `findSecretInSchema` already
 * checked every name its data can hold, so the data need no walk (the bus's per-event check).
 */
export function hasOnlyDeclaredKeys(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false
  const known = closed.get(schema)
  if (known !== undefined) return known
  closed.set(schema, false) // a schema that refers to itself is walked
  const def = defOf(schema)
  let answer = false
  switch (def?.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'enum':
    case 'literal':
    case 'null':
      answer = true
      break
    case 'object':
      answer = def.catchall === undefined && Object.values(def.shape ?? {}).every(hasOnlyDeclaredKeys)
      break
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
      answer = hasOnlyDeclaredKeys(def.innerType)
      break
    case 'array':
      answer = hasOnlyDeclaredKeys(def.element)
      break
    case 'union':
      answer = (def.options ?? []).every(hasOnlyDeclaredKeys)
      break
    case 'intersection':
      answer = hasOnlyDeclaredKeys(def.left) && hasOnlyDeclaredKeys(def.right)
      break
    default:
      answer = false
  }
  closed.set(schema, answer)
  return answer
}
