// Everything the relay or a wallet sends is untrusted: the parsers give typed data or a typed
// error, never a crash, for any input.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GatehouseError } from '../../src/errors/GatehouseError.js'
import {
  parseNamespaceAccounts,
  parseSession,
  parseSessionAccount,
  pairingTopic,
  payloadTopic,
  wcErrorData,
} from './client.js'
import { chainOfPayload } from '../connectors/walletConnect.js'
import { parseEvmSignature, parseSolanaSignature } from '../connection/signMessage.js'

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31)
console.log(`client.prop fast-check seed ${seed} (replay with FC_SEED=${seed})`)
const options = { seed, numRuns: 500 }

/** Any value, objects whose toString/valueOf/getters misbehave included. */
const hostile = fc.oneof(
  fc.anything(),
  fc.constant(Object.create(null)),
  fc.constant(
    Object.defineProperty({}, 'topic', {
      get: () => {
        throw new Error('getter')
      },
    }),
  ),
  fc.constant({ toString: 1, valueOf: 1 }),
  fc.record({ topic: fc.string(), namespaces: fc.anything(), peer: fc.anything(), expiry: fc.anything() }),
)

function typedOrValue(run: () => unknown): void {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(GatehouseError)
  }
}

describe('WalletConnect parsers', () => {
  it('property: parseSession gives a session or throws InvalidWalletAnswerError, for any input', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        try {
          const s = parseSession(value)
          expect(s.topic).toMatch(/^[0-9a-f]{64}$/i)
        } catch (error) {
          expect((error as Error).name).toBe('InvalidWalletAnswerError')
        }
      }),
      options,
    )
  })

  it('behavior: bidi controls in the wallet’s name are removed; a name of controls only is "WalletConnect"', () => {
    const session = (name: string) => ({
      topic: 'a'.repeat(64),
      namespaces: {},
      peer: { metadata: { name, url: 'https://wallet.example', icons: [] } },
      expiry: 1,
    })
    expect(parseSession(session('\u202Ekcabtem \u2069')).peer.name).toBe('kcabtem')
    expect(parseSession(session('\u202E\u200e')).peer.name).toBe('WalletConnect')
  })

  it('property: parseSessionAccount, parseNamespaceAccounts, payloadTopic, chainOfPayload and wcErrorData never throw', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        parseSessionAccount(value)
        expect(Array.isArray(parseNamespaceAccounts(value))).toBe(true)
        payloadTopic(value)
        chainOfPayload(value, 'eip155')
        chainOfPayload(value, 'solana')
        const e = wcErrorData(value)
        expect(typeof e.name).toBe('string')
        expect(typeof e.shortMessage).toBe('string')
      }),
      options,
    )
  })

  it('property: pairingTopic and the signature checks give a value or a typed error', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        typedOrValue(() => pairingTopic(value))
        typedOrValue(() => parseEvmSignature(value))
        typedOrValue(() => parseSolanaSignature(value))
      }),
      options,
    )
  })

  it('behavior: a session account needs a valid address for its namespace', () => {
    expect(parseSessionAccount('eip155:1:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toEqual({
      namespace: 'eip155',
      chainId: 'eip155:1',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
    expect(parseSessionAccount('eip155:1:0xF39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBeNull() // bad checksum
    expect(parseSessionAccount('bip122:000000000019d6689c085ae165831e93:bc1qxyz')).toBeNull() // not served here
  })

  it('behavior: WalletConnect’s rejection codes read as the user-rejected error', () => {
    expect(wcErrorData({ code: 5000, message: 'User rejected.' })).toEqual({
      name: 'UserRejectedRequestError',
      shortMessage: 'User rejected.',
      code: 4001,
    })
    expect(wcErrorData({ code: 4902, message: 'x' })).toMatchObject({ name: 'SwitchChainError', code: 4902 })
    expect(wcErrorData('proposal expired')).toEqual({ name: 'UnknownRpcError', shortMessage: 'proposal expired' })
  })
})
