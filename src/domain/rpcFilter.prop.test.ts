import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { classifyRpcMethod, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcFilter.js'

const ALL = [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS]
const arbMethod = fc.oneof(
  fc.string(),
  fc.constantFrom(...ALL),
  fc.tuple(fc.constantFrom('eth_', 'wallet_', 'solana_', 'personal_', ''), fc.string()).map(([p, s]) => p + s),
  fc.constantFrom(...ALL).map((m) => m.toUpperCase()),
)

describe('RPC filter properties', () => {
  it('property: SPEC §6 every method name is exactly one of safe / unsafe / rejected, by list membership', () => {
    fc.assert(
      fc.property(arbMethod, (m) => {
        const c = classifyRpcMethod(m)
        const memberships = [SAFE_RPC_METHODS.includes(m), UNSAFE_RPC_METHODS.includes(m), !ALL.includes(m)]
        expect(memberships.filter(Boolean)).toHaveLength(1)
        expect(c).toBe(memberships[0] ? 'safe' : memberships[1] ? 'unsafe' : 'rejected')
      }),
    )
  })

  it('property: any JSON value that is not a listed name is rejected', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        if (!(typeof v === 'string' && ALL.includes(v))) expect(classifyRpcMethod(v)).toBe('rejected')
      }),
    )
  })
})
