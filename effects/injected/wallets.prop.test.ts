import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GatehouseError } from '../../src/errors/GatehouseError.js'
import { parseHexChainId } from '../../test/devnet/wallet/provider.js'
import { parseAnnouncement } from './announced.js'
import { caipChainId, firstAccount, hexChainId, walletErrorData } from './wallets.js'

// Whatever a wallet hands over: JSON and odd values (objects whose fields throw when read are checked
// beside, as fast-check itself cannot carry them).
const anything = fc.oneof(fc.anything(), fc.jsonValue(), fc.record({ info: fc.anything(), provider: fc.anything() }))
const trap = () =>
  new Proxy(
    {},
    {
      get: () => {
        throw new Error('trap')
      },
      has: () => {
        throw new Error('trap')
      },
    },
  )

describe('injected wallet answers (properties)', () => {
  it('property: parseAnnouncement and walletErrorData never throw, on anything', () => {
    fc.assert(
      fc.property(anything, (value) => {
        const wallet = parseAnnouncement(value)
        if (wallet) expect(typeof wallet.provider.request).toBe('function')
        const error = walletErrorData(value)
        expect(error.name.length).toBeGreaterThan(0)
        expect(typeof error.shortMessage).toBe('string')
      }),
    )
  })

  it('property: firstAccount and caipChainId return a value or throw a typed GatehouseError, never anything else', () => {
    fc.assert(
      fc.property(anything, (value) => {
        for (const read of [firstAccount, caipChainId]) {
          try {
            read(value)
          } catch (error) {
            expect(error).toBeInstanceOf(GatehouseError)
          }
        }
      }),
    )
  })

  it('error: objects whose fields throw when read are no wallet, no account and no chain, typed', () => {
    for (const value of [trap(), { info: trap(), provider: trap() }, [trap()]]) {
      expect(parseAnnouncement(value)).toBeUndefined()
      expect(walletErrorData(value)).toEqual({ name: 'UnknownRpcError', shortMessage: 'Something went wrong' })
      for (const read of [firstAccount, caipChainId]) expect(() => read(value)).toThrow(GatehouseError)
    }
  })

  it('property: hex chain ids round-trip between the app (CAIP-2) and the wallet (EIP-695)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const hex = hexChainId(`eip155:${n}`)!
        expect(parseHexChainId(hex)).toBe(n)
        expect(caipChainId(hex)).toBe(`eip155:${n}`)
      }),
    )
  })
})
