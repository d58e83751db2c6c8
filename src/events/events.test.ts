import fc from 'fast-check'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { DefinitionError, InvalidEventError, SecretInEventError } from '../errors/core.js'
import { arbEvent } from '../testing/arbitraries.js'
import { defineEvent, sharedSchema } from './define.js'
import { createEvent, EVENT_DEFINITIONS, EVENT_TYPES, getEventDefinition, validateEventInput } from './index.js'
import { findSecretField, isSecretFieldName } from './secrets.js'

describe('events', () => {
  it('default: every event the product is known by is defined, with a version', () => {
    for (const type of [
      'ModalOpenRequested',
      'ModalOpened',
      'ModalClosed',
      'ConnectRequested',
      'Connected',
      'ConnectFailed',
      'Disconnected',
      'NetworkSwitchRequested',
      'NetworkSwitched',
      'BalanceFetched',
      'BalanceFetchFailed',
      'SiwxSigned',
      'TxQueued',
    ]) {
      expect(EVENT_TYPES).toContain(type)
      expect(getEventDefinition(type)?.version).toBeGreaterThanOrEqual(1)
    }
  })

  it('behavior: a valid event gives back its definition and a plain copy of its data', () => {
    const input = createEvent('NetworkSwitched', { chainId: 'eip155:8453' })
    const { def, data } = validateEventInput(input)
    expect(def.type).toBe('NetworkSwitched')
    expect(data).toEqual({ chainId: 'eip155:8453' })
    expect(data).not.toBe(input.data)
  })

  it('behavior: optional fields given as undefined are dropped, as JSON would', () => {
    const { data } = validateEventInput(createEvent('ModalOpenRequested', { view: undefined }))
    expect(data).toEqual({})
  })

  it.each([
    [{ type: 'Nope', data: {} } as unknown, 'type'],
    [{ data: {} }, 'type'],
    ['ModalOpened', '(root)'],
    [{ type: 'NetworkSwitched', data: { chainId: 'not-a-chain' } }, 'data.chainId'],
    [{ type: 'NetworkSwitched', data: { chainId: 'cosmos:hub' } }, 'data.chainId'],
    [
      { type: 'Connected', data: { connectorId: 'x', namespace: 'eip155', chainId: 'eip155:1', address: '' } },
      'data.address',
    ],
    [
      {
        type: 'BalanceFetched',
        data: { chainId: 'eip155:1', address: '0x1', symbol: 'ETH', decimals: 18, value: 10n },
      },
      'data.value',
    ],
    [
      { type: 'TxQueued', data: { requestId: 'r', chainId: 'eip155:1', method: 'eth_sendTransaction', value: '01' } },
      'data.value',
    ],
  ])('error: case %# is rejected naming %s', (input, field) => {
    const error = (() => {
      try {
        validateEventInput(input)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(InvalidEventError)
    expect((error as InvalidEventError).field).toBe(field)
    expect((error as InvalidEventError).shortMessage).toContain(field)
  })

  it('error: an unknown namespace in a chain id uses the SPEC §5 message', () => {
    expect(() => validateEventInput({ type: 'NetworkSwitched', data: { chainId: 'cosmos:hub' } })).toThrow(
      'Namespace is not configured. Please call connect() first with namespace config.',
    )
  })

  it('behavior: a persisted event carrying a secret anywhere is refused (runtime rule)', () => {
    const input = {
      type: 'SiwxSigned',
      data: {
        session: {
          data: {
            accountAddress: '0xabc',
            chainId: 'eip155:1',
            domain: 'a.b',
            uri: 'https://a.b',
            version: '1',
            nonce: 'n0nce123',
          },
          message: 'm',
          signature: '0x1',
          cacao: { h: { t: 'caip122' }, s: { sessionToken: 'secret!' } },
        },
      },
    }
    expect(() => validateEventInput(input)).toThrow(SecretInEventError)
    try {
      validateEventInput(input)
    } catch (e) {
      expect((e as SecretInEventError).field).toBe('data.session.cacao.s.sessionToken')
    }
  })

  it('behavior: the schema rule refuses a persisted event that declares a secret field, when its schema is built', () => {
    const otp = defineEvent('OtpEntered', () => z.object({ email: z.string(), otp: z.string() }))
    expect(() => otp.schema).toThrow(DefinitionError)
    const key = defineEvent('KeyShown', () => z.object({ wallet: z.optional(z.object({ private_key: z.string() })) }))
    expect(() => key.schema).toThrow(/data\.wallet\.private_key/)
    // Still refused on a second read (nothing half-built is kept).
    expect(() => key.schema).toThrow(DefinitionError)
    // An ephemeral event may carry one: it reaches effects but never the log.
    const shown = defineEvent('OtpEntered', () => z.object({ otp: z.string() }), { ephemeral: true })
    expect(shown.ephemeral).toBe(true)
    expect(shown.schema.safeParse({ otp: '123456' }).success).toBe(true)
  })

  it('behavior: a schema is built on first use only, once, and shared pieces once for all their users', () => {
    let built = 0
    let shared = 0
    const piece = sharedSchema(() => (shared++, z.string()))
    const def = defineEvent('LazyProbe', () => (built++, z.object({ a: piece(), b: piece() })))
    const other = defineEvent('LazyProbeToo', () => z.object({ c: piece() }))
    expect([built, shared]).toEqual([0, 0])
    expect(def.schema.safeParse({ a: 'x', b: 'y' }).success).toBe(true)
    expect(def.schema).toBe(def.schema)
    expect(other.schema.safeParse({ c: 1 }).success).toBe(false)
    expect([built, shared]).toEqual([1, 1])
  })

  it('default: no defined persisted event declares a secret field (every registered schema builds)', () => {
    for (const def of EVENT_DEFINITIONS) {
      expect(def.type).toMatch(/^[A-Z]/)
      expect(() => def.schema, def.type).not.toThrow()
    }
    expect(EVENT_DEFINITIONS.length).toBe(new Set(EVENT_TYPES).size)
  })

  it('behavior: secret names match whatever the case and separators', () => {
    for (const name of [
      'otp',
      'OTP',
      'otp_code',
      'otpCode',
      'privateKey',
      'PRIVATE-KEY',
      'seedPhrase',
      'session_token',
      'mnemonic',
    ]) {
      expect(isSecretFieldName(name)).toBe(true)
    }
    for (const name of ['token', 'tokenBalance', 'signature', 'address', 'code', 'sessionId', 'nonce']) {
      expect(isSecretFieldName(name)).toBe(false)
    }
  })

  it('property: validation never throws anything but a typed error, on any JSON value', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.record({ type: fc.constantFrom(...EVENT_TYPES), data: fc.jsonValue() })),
        (input) => {
          try {
            validateEventInput(input)
          } catch (e) {
            expect(e instanceof InvalidEventError || e instanceof SecretInEventError).toBe(true)
          }
        },
      ),
    )
  })

  it('property: every arbitrary valid event validates, and its data survives JSON unchanged', () => {
    fc.assert(
      fc.property(arbEvent, (input) => {
        const { data } = validateEventInput(input)
        expect(JSON.parse(JSON.stringify(data))).toEqual(data)
        expect(findSecretField(data)).toBeNull()
      }),
    )
  })
})

describe('zod', () => {
  it('behavior: event schemas never compile code, so a strict CSP (no unsafe-eval) sees no eval probe', async () => {
    // zod/mini has no JIT: only classic zod's object schemas probe for `new Function`.
    const originalFunction = globalThis.Function
    let compiled = 0
    globalThis.Function = new Proxy(originalFunction, {
      construct(target, args) {
        compiled++
        return Reflect.construct(target, args)
      },
    })
    try {
      const { defineEvent } = await import('./define.js')
      const z = await import('zod/mini')
      const probe = defineEvent('CspProbe', () => z.object({ a: z.string(), b: z.object({ c: z.number() }) }))
      expect(probe.schema.safeParse({ a: 'x', b: { c: 1 } }).success).toBe(true)
      for (const def of EVENT_DEFINITIONS) def.schema.safeParse({})
    } finally {
      globalThis.Function = originalFunction
    }
    expect(compiled).toBe(0)
  })
})
