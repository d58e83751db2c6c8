import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GatehouseError } from '../../src/errors/GatehouseError.js'
import { parseHexChainId } from '../../test/devnet/wallet/provider.js'
import { caipChainId, firstAccount, hexChainId, parseAnnouncement, walletErrorData } from './wallets.js'

// Whatever a wallet hands over: JSON and odd values (objects whose fields throw when read are checked
// beside, as fast-check itself cannot carry them).
const anything = fc.oneof(fc.anything(), fc.jsonValue(), fc.record({ info: fc.anything(), provider: fc.anything() }))
// Announcements near the valid ones: each field a string or not, the provider with a request function or not, so
// that some of them parse and the checks on a parsed wallet run.
const maybeString = fc.oneof(fc.string({ maxLength: 240 }), fc.anything())
const announcement = fc.record({
  info: fc.record({ uuid: maybeString, name: maybeString, rdns: maybeString, icon: maybeString }),
  provider: fc.oneof(fc.constant({ request: () => Promise.resolve(null) }), fc.anything()),
})
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
    let parsed = 0
    fc.assert(
      fc.property(fc.oneof(anything, announcement), (value) => {
        const wallet = parseAnnouncement(value)
        if (wallet) {
          parsed += 1
          expect(typeof wallet.provider.request).toBe('function')
          const { uuid, name, rdns, icon } = wallet.info
          for (const field of [uuid, name, rdns]) expect(typeof field === 'string' && field.length > 0).toBe(true)
          expect(icon === '' || icon.startsWith('data:image/')).toBe(true)
        }
        const error = walletErrorData(value)
        expect(error.name.length).toBeGreaterThan(0)
        expect(typeof error.shortMessage).toBe('string')
      }),
      { numRuns: 1000 },
    )
    // The checks on a parsed wallet ran, not only the refusals.
    expect(parsed).toBeGreaterThan(10)
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
