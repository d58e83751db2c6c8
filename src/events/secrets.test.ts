import fc from 'fast-check'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { SecretInEventError } from '../errors/core.js'
import { arbEvent, arbEventByType } from '../testing/arbitraries.js'
import { EVENT_DEFINITIONS, getEventDefinition, validateEventInput } from './index.js'
import { findSecretField, findSecretInSchema, hasOnlyDeclaredKeys, isSecretFieldName } from './secrets.js'

describe('hasOnlyDeclaredKeys', () => {
  it('behavior: closed for objects of scalars, arrays and unions of them; open for records, unknown, catch-alls, defaults and transforms', () => {
    expect(
      hasOnlyDeclaredKeys(z.object({ a: z.string(), b: z.optional(z.array(z.object({ c: z.nullable(z.number()) }))) })),
    ).toBe(true)
    expect(hasOnlyDeclaredKeys(z.union([z.object({ a: z.literal(1) }), z.enum(['x'])]))).toBe(true)
    expect(hasOnlyDeclaredKeys(z.object({ a: z.record(z.string(), z.string()) }))).toBe(false)
    expect(hasOnlyDeclaredKeys(z.object({ a: z.unknown() }))).toBe(false)
    expect(hasOnlyDeclaredKeys(z.looseObject({ a: z.string() }))).toBe(false)
    expect(hasOnlyDeclaredKeys(z._default(z.object({}), {}))).toBe(false)
    expect(
      hasOnlyDeclaredKeys(
        z.pipe(
          z.string(),
          z.transform((s) => ({ s })),
        ),
      ),
    ).toBe(false)
  })

  it('property: for a closed schema, parsed data never holds a field name the schema does not declare (so the walk may be skipped)', () => {
    const closedTypes = EVENT_DEFINITIONS.filter((d) => hasOnlyDeclaredKeys(d.schema)).map((d) => d.type)
    expect(closedTypes.length).toBeGreaterThan(0)
    fc.assert(
      fc.property(arbEvent, fc.string({ minLength: 1, maxLength: 12 }), (event, extra) => {
        const def = getEventDefinition(event.type)
        if (!def || !hasOnlyDeclaredKeys(def.schema)) return
        // Every name in the data is declared by the schema, which defineEvent checked for secret names.
        expect(findSecretInSchema(def.schema)).toBeNull()
        const withExtra = { ...(event.data as object), [extra]: 'x', otpCode: '123456' }
        const { data } = validateEventInput({ type: event.type, data: withExtra })
        expect(findSecretField(data)).toBeNull()
      }),
    )
  })

  it('error: an open schema still has its data walked: a secret added to every object of its data is refused or left out', () => {
    const byType: Record<string, fc.Arbitrary<{ type: string; data: unknown }> | undefined> = arbEventByType
    const open = EVENT_DEFINITIONS.filter((d) => !hasOnlyDeclaredKeys(d.schema) && !d.ephemeral && byType[d.type])
    expect(open.length).toBeGreaterThan(3)
    // A secret name in every object of the data: where the schema keeps unknown keys it must be refused.
    const withSecrets = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(withSecrets)
        : typeof value === 'object' && value !== null
          ? { ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withSecrets(v)])), otp_code: '123456' }
          : value
    let refused = 0
    fc.assert(
      fc.property(fc.oneof(...open.map((d) => byType[d.type]!)), (event) => {
        let data: unknown
        try {
          data = validateEventInput({ type: event.type, data: withSecrets(event.data) }).data
        } catch (error) {
          if (error instanceof SecretInEventError) {
            refused += 1
            return
          }
          // Adding a field made the data invalid for this schema (a strict object): not what is tested here.
          return
        }
        expect(findSecretField(data)).toBeNull()
      }),
      { numRuns: 300 },
    )
    expect(refused).toBeGreaterThan(0)
  })

  it('behavior: secret names match whatever their case and separators, the second time (cached) as the first', () => {
    for (const name of ['otp_code', 'OTP-Code', 'otpCode', 'otp_code']) expect(isSecretFieldName(name), name).toBe(true)
    expect(isSecretFieldName('address')).toBe(false)
  })

  it('error: a secret in a record of a persisted event is refused', () => {
    expect(() =>
      validateEventInput({ type: 'ThemeChanged', data: { themeMode: 'dark', themeVariables: { sessionToken: 'x' } } }),
    ).toThrow(SecretInEventError)
  })
})
