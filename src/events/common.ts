import * as z from 'zod/mini'
import { sharedSchema } from './define.js'

// Built on first use, inside the event schemas that name them (src/events/define.ts).

/** Plain-data error inside failure events (STYLE §7): `{ name, shortMessage, code? }`. */
export const errorDataSchema = sharedSchema(() =>
  z.object({
    name: z.string().check(z.minLength(1)),
    shortMessage: z.string(),
    code: z.optional(z.number().check(z.int())),
  }),
)

/** A non-empty string. */
export const nonEmpty = sharedSchema(() => z.string().check(z.minLength(1)))

/** An amount in the chain's smallest unit as a decimal string (bigint never enters an event). */
export const decimalString = sharedSchema(() =>
  z.string().check(z.regex(/^(0|[1-9][0-9]*)$/, 'Expected a non-negative integer as a decimal string')),
)
