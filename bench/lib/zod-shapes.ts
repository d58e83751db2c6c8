// Four stored-record shapes (envelope + data of Connected, BalanceFetched, TxQueued, SiwxSigned), written
// once against zod's API so the same shapes can be built with classic zod (JIT or not) and zod/mini.
import { z as classic } from 'zod'
import * as mini from 'zod/mini'

/** A record parser of one event type. */
export type RecordParser = { safeParse(value: unknown): { success: boolean } }

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const DECIMAL = /^(0|[1-9][0-9]*)$/

/** The shapes with classic zod: `z.object` compiles a parser with `new Function` unless zod is jitless when it is built. */
export function classicShapes(): Record<string, RecordParser> {
  const z = classic
  const nonEmpty = z.string().min(1)
  const chainId = z.string().regex(CAIP2)
  const record = <T extends classic.ZodRawShape>(type: string, data: T) =>
    z.object({
      type: z.literal(type),
      data: z.object(data),
      seq: z.number().int().positive(),
      id: nonEmpty,
      at: z.number(),
      v: z.number().int().positive(),
      source: z.string(),
      causationId: z.string().nullable(),
      ephemeral: z.literal(false),
    })
  return {
    Connected: record('Connected', { connectorId: nonEmpty, namespace: z.enum(['eip155', 'solana', 'polkadot', 'bip122']), chainId, address: nonEmpty, walletName: z.string().optional() }),
    BalanceFetched: record('BalanceFetched', { chainId, address: nonEmpty, symbol: nonEmpty, decimals: z.number().int().min(0).max(255), value: z.string().regex(DECIMAL) }),
    TxQueued: record('TxQueued', { requestId: nonEmpty, chainId, method: nonEmpty, from: z.string().optional(), to: z.string().optional(), value: z.string().regex(DECIMAL).optional() }),
    SiwxSigned: record('SiwxSigned', {
      session: z.object({
        data: z.object({
          accountAddress: nonEmpty, chainId, domain: nonEmpty, uri: nonEmpty, version: nonEmpty, nonce: nonEmpty,
          issuedAt: z.string().optional(), expirationTime: z.string().optional(), notBefore: z.string().optional(),
          requestId: z.string().optional(), resources: z.array(z.string()).optional(), statement: z.string().optional(),
        }),
        message: nonEmpty,
        signature: nonEmpty,
        cacao: z.record(z.string(), z.unknown()).optional(),
      }),
    }),
  }
}

/** The same shapes with zod/mini, as the core writes its schemas (mini's `object` has no JIT). */
export function miniShapes(): Record<string, RecordParser> {
  const z = mini
  const nonEmpty = z.string().check(z.minLength(1))
  const chainId = z.string().check(z.regex(CAIP2))
  const decimal = z.string().check(z.regex(DECIMAL))
  const record = <T extends mini.core.$ZodLooseShape>(type: string, data: T) =>
    z.object({
      type: z.literal(type),
      data: z.object(data),
      seq: z.number().check(z.int(), z.positive()),
      id: nonEmpty,
      at: z.number(),
      v: z.number().check(z.int(), z.positive()),
      source: z.string(),
      causationId: z.nullable(z.string()),
      ephemeral: z.literal(false),
    })
  return {
    Connected: record('Connected', { connectorId: nonEmpty, namespace: z.enum(['eip155', 'solana', 'polkadot', 'bip122']), chainId, address: nonEmpty, walletName: z.optional(z.string()) }),
    BalanceFetched: record('BalanceFetched', { chainId, address: nonEmpty, symbol: nonEmpty, decimals: z.number().check(z.int(), z.gte(0), z.lte(255)), value: decimal }),
    TxQueued: record('TxQueued', { requestId: nonEmpty, chainId, method: nonEmpty, from: z.optional(z.string()), to: z.optional(z.string()), value: z.optional(decimal) }),
    SiwxSigned: record('SiwxSigned', {
      session: z.object({
        data: z.object({
          accountAddress: nonEmpty, chainId, domain: nonEmpty, uri: nonEmpty, version: nonEmpty, nonce: nonEmpty,
          issuedAt: z.optional(z.string()), expirationTime: z.optional(z.string()), notBefore: z.optional(z.string()),
          requestId: z.optional(z.string()), resources: z.optional(z.array(z.string())), statement: z.optional(z.string()),
        }),
        message: nonEmpty,
        signature: nonEmpty,
        cacao: z.optional(z.record(z.string(), z.unknown())),
      }),
    }),
  }
}
