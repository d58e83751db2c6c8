import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { walletsProjection } from '../wallets/wallets.projection.js'
import { walletConnectProjection } from './walletConnect.projection.js'
import { selectChosenWalletConnectWallet, selectWalletConnectUri, walletDeepLink } from './walletConnect.selectors.js'

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

  it('behavior: a new WalletConnect attempt drops the old link and starts the count again', () => {
    const s = run(
      createEvent('WalletConnectUriCreated', { topic: TOPIC, uri: URI, expiry: 1000 }),
      createEvent('WalletConnectUriCreated', { topic: 'c'.repeat(64), uri: URI, expiry: 2000 }),
      createEvent('ConnectRequested', { connectorId: 'walletConnect', namespace: 'eip155' }),
    )
    expect(s).toEqual({ pairing: null, offered: 0, walletId: null })
  })

  it("behavior: another pairing's answer leaves the link on offer; an answer with none on offer changes nothing", () => {
    const offered = createEvent('WalletConnectUriCreated', { topic: TOPIC, uri: URI, expiry: 1000 })
    expect(run(offered, createEvent('PairingConnected', { topic: 'c'.repeat(64) })).pairing).toEqual({
      topic: TOPIC,
      uri: URI,
      expiry: 1000,
    })
    expect(run(createEvent('PairingConnected', { topic: TOPIC }))).toEqual({
      pairing: null,
      offered: 0,
      walletId: null,
    })
  })

  it('default: no link to offer before one is created', () => {
    expect(selectWalletConnectUri({ walletConnect: run(), wallets: walletsProjection.initial }, 0)).toBeNull()
  })

  it('behavior: the wallet picked for WalletConnect is its listing entry; none picked, or one not in the listing, is null', () => {
    const trust = { id: 'trust', name: 'Trust Wallet', mobile_link: 'trust://' }
    const events = stampEvents([
      createEvent('WalletsPageFetched', { list: 'featured', page: 1, count: 1, wallets: [trust] }),
    ])
    const wallets = runProjection(walletsProjection, events)
    const chosen = (walletId?: string) =>
      selectChosenWalletConnectWallet({
        walletConnect: walletId === undefined ? run() : run(createEvent('WalletConnectWalletChosen', { walletId })),
        wallets,
      })
    expect(chosen('trust')).toEqual(trust)
    expect(chosen('zerion')).toBeNull()
    expect(chosen()).toBeNull()
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
    ['http://wallet.example', 'http://wallet.example/wc?uri='],
    ['HTTPS://Wallet.example', 'HTTPS://Wallet.example/wc?uri='],
    ['metamask://open/', 'metamask://open/wc?uri='],
    // A native link's path gets its "/" before wc, as an http(s) link's does.
    ['metamask://open', 'metamask://open/wc?uri='],
    ['rainbow:////', 'rainbow:////wc?uri='],
    ['https://wallet.example/app', 'https://wallet.example/app/wc?uri='],
    // Schemes whose names only end like a refused or a web one's are native schemes like any other.
    ['mydata:', 'mydata://wc?uri='],
    ['xhttp:', 'xhttp://wc?uri='],
  ])('behavior: %s opens the wallet with the link', (mobile, prefix) => {
    expect(walletDeepLink(mobile, URI)).toBe(`${prefix}${encodeURIComponent(URI)}`)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    ' rainbow://',
    '1inch://',
    'BLOB:https://wallet.example/1',
    // wc?uri= appended after a query or fragment would be a query value, not the path the wallet routes on.
    'https://wallet.example?a=1',
    'https://wallet.example/#/home',
    'rainbow://open?x=1',
    // An opaque native link has no path to add wc to.
    'rainbow:open',
    // An http(s) link needs a host.
    'https:wallet.example',
    'https:///wc',
    'https://',
    'rainbow:// open',
    'not a link',
    '',
  ])('error: %s is not a link to open', (mobile) => {
    expect(walletDeepLink(mobile, URI)).toBeNull()
  })

  it('property: a link it builds is the wallet link, then one "/wc?uri=" path and the pairing link as its only query', () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9._~%-]{1,8}$/)
    const link = fc.oneof(
      fc
        .tuple(
          fc.constantFrom('https', 'http', 'rainbow', 'metamask'),
          fc.array(segment, { maxLength: 3 }),
          fc.boolean(),
        )
        .map(([scheme, path, slash]) => `${scheme}://${['host', ...path].join('/')}${slash ? '/' : ''}`),
      fc.string(),
    )
    fc.assert(
      fc.property(link, fc.string(), (mobile, uri) => {
        const deep = walletDeepLink(mobile, uri)
        if (deep === null) return
        const at = deep.indexOf('wc?uri=')
        expect(deep.slice(0, at).replace(/\/$/, '')).toBe(mobile.replace(/\/$/, '').replace(/:$/, ':/'))
        expect(deep[at - 1]).toBe('/')
        expect(deep.indexOf('?')).toBe(at + 2)
        expect(deep.includes('#')).toBe(false)
        expect(decodeURIComponent(deep.slice(at + 'wc?uri='.length))).toBe(uri)
      }),
    )
  })
})
