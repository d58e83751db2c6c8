import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ConfigurationError } from '../errors/catalogue.js'
import { DEFAULT_RELAY_URL, parseRelayUrl, walletConnectSettings } from './walletConnect.js'

describe('walletConnectSettings', () => {
  it('default: the public relay, the page as metadata; without a project id WalletConnect is off', () => {
    expect(walletConnectSettings('p', undefined)).toMatchObject({
      projectId: 'p',
      relayUrl: DEFAULT_RELAY_URL,
      publicRelay: true,
    })
    expect(walletConnectSettings(undefined, { relayUrl: 'ws://127.0.0.1:4014' })).toBeNull()
  })

  it('behavior: a relay of the app’s own is not the public one (no verify service)', () => {
    expect(
      walletConnectSettings('p', {
        relayUrl: 'ws://127.0.0.1:4014',
        metadata: { name: 'App', icons: ['https://app.example/i.png'] },
      }),
    ).toMatchObject({
      relayUrl: 'ws://127.0.0.1:4014',
      publicRelay: false,
      metadata: { name: 'App', icons: ['https://app.example/i.png'] },
    })
  })

  it.each([
    ['http://127.0.0.1:4014', 'relayUrl'],
    ['ws://user:pw@127.0.0.1:1', 'relayUrl'],
    ['not a url', 'relayUrl'],
  ])('error: relayUrl %s → ConfigurationError', (relayUrl) => {
    expect(() => walletConnectSettings('p', { relayUrl })).toThrow(ConfigurationError)
  })

  it('error: metadata of the wrong shape → ConfigurationError naming the field', () => {
    expect(() => walletConnectSettings('p', { metadata: { icons: 'x' as never } })).toThrow(/metadata\.icons/)
    expect(() => walletConnectSettings('p', { metadata: { name: 3 as never } })).toThrow(/metadata\.name/)
  })

  it('property: parseRelayUrl returns a ws(s) URL or throws ConfigurationError, for any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.webUrl(),
          fc.webUrl().map((u) => u.replace(/^https?/, 'ws')),
        ),
        (value) => {
          try {
            expect(parseRelayUrl(value)).toMatch(/^wss?:\/\//)
          } catch (error) {
            expect(error).toBeInstanceOf(ConfigurationError)
          }
        },
      ),
    )
  })
})
