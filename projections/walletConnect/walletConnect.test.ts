import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { walletConnectProjection } from './walletConnect.projection.js'
import { selectWalletConnectUri, walletDeepLink } from './walletConnect.selectors.js'

const TOPIC = 'a'.repeat(64)
const URI = `wc:${TOPIC}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`
const run = (...events: Parameters<typeof stampEvents>[0]) =>
  runProjection(walletConnectProjection, stampEvents(events))

describe('walletConnect projection', () => {
  it('behavior: the offered link is kept until the pairing is answered; a renewal counts', () => {
    const offered = run(
      createEvent('ConnectRequested', { connectorId: 'walletConnect', namespace: 'eip155' }),
      createEvent('WalletConnectUriCreated', { topic: TOPIC, uri: URI, expiry: 1000 }),
    )
    expect(offered).toEqual({ pairing: { topic: TOPIC, uri: URI, expiry: 1000 }, offered: 1, walletId: null })
    const renewed = run(
      createEvent('WalletConnectUriCreated', { topic: TOPIC, uri: URI, expiry: 1000 }),
      createEvent('WalletConnectUriCreated', { topic: 'c'.repeat(64), uri: URI, expiry: 2000 }),
    )
    expect(renewed.offered).toBe(2)
    expect(
      run(
        createEvent('WalletConnectUriCreated', { topic: TOPIC, uri: URI, expiry: 1000 }),
        createEvent('PairingConnected', { topic: TOPIC }),
      ).pairing,
    ).toBeNull()
    expect(
      run(
        createEvent('WalletConnectUriCreated', { topic: TOPIC, uri: URI, expiry: 1000 }),
        createEvent('ConnectFailed', {
          connectorId: 'walletConnect',
          namespace: 'eip155',
          error: { name: 'X', shortMessage: 'x' },
        }),
      ).pairing,
    ).toBeNull()
  })

  it('behavior: another connector’s events leave the link; a restore starts without it', () => {
    const s = run(
      createEvent('WalletConnectWalletChosen', { walletId: 'w1' }),
      createEvent('WalletConnectUriCreated', { topic: TOPIC, uri: URI, expiry: 1000 }),
      createEvent('ConnectFailed', {
        connectorId: 'io.metamask',
        namespace: 'eip155',
        error: { name: 'X', shortMessage: 'x' },
      }),
      createEvent('ConnectRequested', { connectorId: 'io.metamask', namespace: 'eip155' }),
    )
    expect(s).toEqual({ pairing: { topic: TOPIC, uri: URI, expiry: 1000 }, offered: 1, walletId: 'w1' })
    expect(
      runProjection(
        walletConnectProjection,
        stampEvents([createEvent('WalletConnectUriCreated', { topic: TOPIC, uri: URI, expiry: 1 })]).concat(
          stampEvents([{ type: 'SessionRestored', data: { head: 0, snapshotSeq: null, storage: 'memory' } }], {
            firstSeq: 5,
          }),
        ),
      ),
    ).toEqual({ pairing: null, offered: 0, walletId: null })
  })

  it('behavior (SPEC §5 "Pairing is expired if under 10 s remain"): the link is offered until 10 s before its expiry', () => {
    const state = {
      walletConnect: run(createEvent('WalletConnectUriCreated', { topic: TOPIC, uri: URI, expiry: 100_000 })),
      wallets: {} as never,
    }
    expect(selectWalletConnectUri(state, 90_000)).toBe(URI)
    expect(selectWalletConnectUri(state, 90_001)).toBeNull()
  })
})

describe('walletDeepLink', () => {
  it.each([
    ['rainbow://', 'rainbow://wc?uri='],
    ['rainbow:', 'rainbow://wc?uri='],
    ['https://rnbwapp.com', 'https://rnbwapp.com/wc?uri='],
    ['https://link.trustwallet.com/', 'https://link.trustwallet.com/wc?uri='],
  ])('behavior: %s opens the wallet with the link', (mobile, prefix) => {
    expect(walletDeepLink(mobile, URI)).toBe(`${prefix}${encodeURIComponent(URI)}`)
  })

  it.each(['javascript:alert(1)', 'data:text/html,x', 'not a link', ''])(
    'error: %s is not a link to open',
    (mobile) => {
      expect(walletDeepLink(mobile, URI)).toBeNull()
    },
  )
})
