// @vitest-environment happy-dom
import { base58 } from '@scure/base'
import type { Wallet } from '@wallet-standard/base'
import fc from 'fast-check'
import { firstValueFrom, toArray } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { createDeps, type Deps } from '../../src/deps.js'
import { GatehouseError } from '../../src/errors/GatehouseError.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { registerFakeStandardWallet, SOLANA_ADDRESS_0 } from '../../test/helpers/fakeStandardWallet.js'
import { caipOfChain, chainOfCaip, connectorsOf, namespacesOf } from '../walletStandard/wallets.js'
import { walletStandardAdapter } from './walletStandard.js'

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const trap = () =>
  new Proxy(
    {},
    {
      get: () => {
        throw new Error('trap')
      },
    },
  )

// What a wallet may answer: anything, and values near the right shapes (lists of objects with byte fields).
const bytes = fc.uint8Array({ maxLength: 80 })
const answers = fc.oneof(
  fc.anything(),
  fc.constant([{ signature: new Uint8Array(64).fill(1) }]),
  fc.array(fc.record({ signature: fc.oneof(bytes, fc.anything()), signedTransaction: fc.oneof(bytes, fc.string()) })),
  fc.record({
    accounts: fc.oneof(fc.anything(), fc.array(fc.record({ address: fc.string(), chains: fc.anything() }))),
  }),
)

describe('Wallet Standard wallets (properties)', () => {
  it('property: chain names and CAIP-2 ids round-trip for the five known chains; anything else is null', () => {
    for (const name of ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'bitcoin:mainnet', 'bitcoin:testnet']) {
      const id = caipOfChain(name)
      expect(id).not.toBeNull()
      expect(chainOfCaip(id!)).toBe(name)
    }
    expect(caipOfChain('bitcoin:testnet')).toBe('bip122:000000000933ea01ad0ee984209779ba')
    expect(caipOfChain('solana:devnet')).toBe(DEVNET)
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const id = caipOfChain(value)
        if (id !== null) expect(chainOfCaip(id)).toBe(value)
      }),
    )
  })

  it('property: reading any wallet object (getters that throw, odd fields) never throws; connectors have names and known namespaces', () => {
    const wallet = fc.record({
      name: fc.oneof(fc.string(), fc.anything()),
      icon: fc.oneof(fc.constant('data:image/png;base64,AA=='), fc.anything()),
      chains: fc.oneof(
        fc.constantFrom(['solana:devnet'], ['bitcoin:testnet'], ['solana:x', 'bitcoin:y']),
        fc.anything(),
      ),
      features: fc.oneof(
        fc.constant({ 'solana:signMessage': {}, 'bitcoin:connect': {} }),
        fc.dictionary(fc.constantFrom('solana:signTransaction', 'bitcoin:connect', 'x'), fc.anything()),
        fc.anything(),
      ),
    })
    let found = 0
    fc.assert(
      fc.property(fc.oneof(wallet, fc.constant(trap())), (w) => {
        const connectors = connectorsOf(w as unknown as Wallet)
        found += connectors.length
        for (const c of connectors) {
          expect(['solana', 'bip122']).toContain(c.chain)
          expect(c.name.length).toBeGreaterThan(0)
          expect(c.type).toBe('injected')
          expect(c.imageUrl === undefined || c.imageUrl.startsWith('data:image/')).toBe(true)
        }
        // One connector per namespace served (none for a wallet without a usable name).
        if (connectors.length > 0) expect(namespacesOf(w as unknown as Wallet)).toHaveLength(connectors.length)
      }),
      { numRuns: 500 },
    )
    expect(found).toBeGreaterThan(10)
  })

  it('property: whatever the wallet answers, a request resolves in the app’s encoding or fails with a typed GatehouseError', async () => {
    const wallet = registerFakeStandardWallet()
    const g = createTestGatehouse({})
    await g.ready
    // Granted first, so the account is the wallet's.
    await firstValueFrom(
      walletStandardAdapter
        .connect(
          { connectorId: `walletStandard:solana:${wallet.name}`, namespace: 'solana' },
          { state: g.getState(), deps: createDeps() as Deps, causationId: 'c' },
        )
        .pipe(toArray()),
    ).catch(() => undefined)
    let answered = 0
    await fc.assert(
      fc.asyncProperty(
        answers,
        fc.constantFrom('solana:signMessage', 'solana:signAndSendTransaction'),
        async (answer, feature) => {
          wallet.answer[feature] = answer
          const method = feature === 'solana:signMessage' ? 'solana_signMessage' : 'solana_signAndSendTransaction'
          const params =
            feature === 'solana:signMessage'
              ? { message: base58.encode(Uint8Array.from([1])) }
              : { transaction: 'AQ==' }
          try {
            const result = (await firstValueFrom(
              walletStandardAdapter.request(
                {
                  connectorId: `walletStandard:solana:${wallet.name}`,
                  namespace: 'solana',
                  chainId: DEVNET,
                  address: SOLANA_ADDRESS_0,
                  method,
                  params,
                },
                { state: g.getState(), deps: createDeps() as Deps, causationId: 'r' },
              ),
            )) as { signature: string }
            expect(base58.decode(result.signature)).toHaveLength(64)
            answered += 1
          } catch (error) {
            expect(error).toBeInstanceOf(GatehouseError)
          }
        },
      ),
      { numRuns: 200 },
    )
    // The answers that are right were read as such, not only refused.
    expect(answered).toBeGreaterThan(5)
    await g.dispose()
  })
})
