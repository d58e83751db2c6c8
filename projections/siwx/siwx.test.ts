import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { runProjection, stampEvents } from '../../src/testing/helpers.js'
import { DEFAULT_CONFIG } from '../config/config.projection.js'
import { connectionProjection } from '../connection/connection.projection.js'
import { modalProjection } from '../modal/modal.projection.js'
import { networkProjection } from '../network/network.projection.js'
import { siwxKey, siwxProjection } from './siwx.projection.js'
import { selectActiveSiwxSession, selectSiwxGateClosed, selectSiwxSignNeeded } from './siwx.selectors.js'

const session = {
  data: {
    accountAddress: '0xAbC',
    chainId: 'eip155:1' as const,
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: 'abcdefgh',
  },
  message: 'app.example wants you to sign in…',
  signature: '0x1234',
}

describe('siwx projection', () => {
  it('behavior (SPEC §4 "stores the session"): SiwxSigned keeps the session by network and address', () => {
    const events = stampEvents([createEvent('SiwxSigned', { session })])
    const state = runProjection(siwxProjection, events)
    expect(state.ids).toEqual([siwxKey('eip155:1', '0xabc')])
    expect(state.byId[siwxKey('eip155:1', '0xABC')]).toEqual({ ...session, signedAt: events[0]?.at })
  })

  it('behavior: a new signature for the same network and address replaces the old one', () => {
    const again = { ...session, signature: '0x5678' }
    const state = runProjection(
      siwxProjection,
      stampEvents([createEvent('SiwxSigned', { session }), createEvent('SiwxSigned', { session: again })]),
    )
    expect(state.ids).toHaveLength(1)
    expect(state.byId[siwxKey('eip155:1', '0xabc')]?.signature).toBe('0x5678')
  })

  it('behavior: sessions survive a disconnect (a stored session needs no new signature)', () => {
    const state = runProjection(
      siwxProjection,
      stampEvents([
        createEvent('SiwxSigned', { session }),
        createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }),
      ]),
    )
    expect(state.ids).toHaveLength(1)
  })
})

describe('siwx selectors', () => {
  const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'
  const evmSession = { ...session, data: { ...session.data, accountAddress: EVM } }
  const config = (
    siwx: { enabled: boolean; required: boolean },
    requested: Array<`${string}:${string}`> | null = null,
  ) => ({
    ...DEFAULT_CONFIG,
    siwx,
    networks: { ...DEFAULT_CONFIG.networks, requested },
  })
  const build = (
    events: EventInput[],
    siwx = { enabled: true, required: true },
    requested: Array<`${string}:${string}`> | null = null,
  ) => {
    const stamped = stampEvents(events)
    return {
      siwx: runProjection(siwxProjection, stamped),
      connection: runProjection(connectionProjection, stamped),
      network: runProjection(networkProjection, stamped),
      modal: runProjection(modalProjection, stamped),
      config: config(siwx, requested),
    }
  }
  const connected = createEvent('Connected', {
    connectorId: 'io.metamask',
    namespace: 'eip155',
    chainId: 'eip155:1',
    address: EVM,
  })

  it('behavior (SPEC §4 "Clearing sessions sets the list to empty")', () => {
    const state = runProjection(
      siwxProjection,
      stampEvents([createEvent('SiwxSigned', { session }), createEvent('SiwxSessionsCleared', {})]),
    )
    expect(state).toEqual({ ids: [], byId: {}, pending: null, signing: false })
  })

  it('behavior (SPEC §4 "when an account is connected on a supported network and SIWX is enabled and no stored session exists for that network and address, SIWXSignMessage opens")', () => {
    expect(selectSiwxSignNeeded(build([connected]))).toBe(true)
    expect(selectSiwxSignNeeded(build([createEvent('SiwxSigned', { session: evmSession }), connected]))).toBe(false)
    expect(selectSiwxSignNeeded(build([connected], { enabled: false, required: false }))).toBe(false)
    expect(selectSiwxSignNeeded(build([connected], undefined, ['eip155:10']))).toBe(false)
    expect(selectSiwxSignNeeded(build([]))).toBe(false)
    // a session for another network does not count
    expect(
      selectSiwxSignNeeded(
        build([
          createEvent('SiwxSigned', { session: evmSession }),
          connected,
          createEvent('NetworkSwitched', { chainId: 'eip155:8453' }),
        ]),
      ),
    ).toBe(true)
  })

  it('behavior: a stored session counts for the connected address on the active network only; with no account there is none and no sign-in', () => {
    const networkOnly = build([createEvent('NetworkSwitched', { chainId: 'eip155:1' })])
    expect(selectActiveSiwxSession(networkOnly)).toBe(false)
    expect(selectSiwxSignNeeded(networkOnly)).toBe(false)
    expect(selectActiveSiwxSession(build([connected]))).toBe(false)
    expect(selectActiveSiwxSession(build([createEvent('SiwxSigned', { session: evmSession }), connected]))).toBe(true)
  })

  it('behavior (SPEC §2 "The modal cannot be closed on SIWXSignMessage or ApproveTransaction when SIWX is required and no session exists yet")', () => {
    const on = (view: 'SIWXSignMessage' | 'ApproveTransaction' | 'Account') => createEvent('ModalOpened', { view })
    expect(selectSiwxGateClosed(build([connected, on('SIWXSignMessage')]))).toBe(true)
    expect(selectSiwxGateClosed(build([connected, on('ApproveTransaction')]))).toBe(true)
    expect(selectSiwxGateClosed(build([connected, on('Account')]))).toBe(false)
    expect(selectSiwxGateClosed(build([connected, on('SIWXSignMessage')], { enabled: true, required: false }))).toBe(
      false,
    )
    expect(
      selectSiwxGateClosed(
        build([createEvent('SiwxSigned', { session: evmSession }), connected, on('SIWXSignMessage')]),
      ),
    ).toBe(false)
    expect(selectSiwxGateClosed(build([connected, on('SIWXSignMessage'), createEvent('ModalClosed', {})]))).toBe(false)
  })
})

describe('siwx projection: expiry, the app storage, the prepared message', () => {
  const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'
  const start = Date.UTC(2026, 0, 1)
  const expiring = {
    ...session,
    data: { ...session.data, accountAddress: EVM, expirationTime: new Date(start + 60_000).toISOString() },
  }
  const connected = createEvent('Connected', {
    connectorId: 'io.metamask',
    namespace: 'eip155',
    chainId: 'eip155:1',
    address: EVM,
  })

  it('behavior (SPEC §4: expired sessions are never used): a session past its Expiration Time is dropped on the next connect, and not before', () => {
    const before = runProjection(
      siwxProjection,
      stampEvents([createEvent('SiwxSigned', { session: expiring }), connected], { start }),
    )
    expect(before.ids).toHaveLength(1)
    // stampEvents spaces events 1 ms apart; 'start' past the expiry makes the Connected land after it.
    const signed = stampEvents([createEvent('SiwxSigned', { session: expiring })], { start })
    const later = stampEvents([connected], { start: start + 60_000, firstSeq: 2 })
    expect(runProjection(siwxProjection, [...signed, ...later])).toEqual({
      ids: [],
      byId: {},
      pending: null,
      signing: false,
    })
  })

  it('behavior (SPEC §4: expired sessions are never used): at its Expiration Time exactly a session is expired', () => {
    const signed = stampEvents([createEvent('SiwxSigned', { session: expiring })], { start })
    // stampEvents puts each event 1 s after 'start'.
    const atExpiry = stampEvents([connected], { start: start + 59_000, firstSeq: 2 })
    expect(atExpiry[0]!.at).toBe(start + 60_000)
    expect(runProjection(siwxProjection, [...signed, ...atExpiry]).ids).toEqual([])
    const justBefore = stampEvents([connected], { start: start + 58_999, firstSeq: 2 })
    expect(runProjection(siwxProjection, [...signed, ...justBefore]).ids).toHaveLength(1)
  })

  it("behavior: the app storage's sessions replace the key's entry; an expired or missing one removes it", () => {
    const key = siwxKey('eip155:1', EVM)
    const loaded = (sessions: (typeof expiring)[]) =>
      createEvent('SiwxSessionsLoaded', { chainId: 'eip155:1', address: EVM, sessions })
    expect(runProjection(siwxProjection, stampEvents([loaded([expiring])], { start })).ids).toEqual([key])
    expect(runProjection(siwxProjection, stampEvents([loaded([expiring])], { start: start + 60_000 })).ids).toEqual([])
    expect(
      runProjection(
        siwxProjection,
        stampEvents([createEvent('SiwxSigned', { session: expiring }), loaded([])], { start }),
      ).ids,
    ).toEqual([])
  })

  it('behavior: the prepared message is kept until it is signed or the account, network or connection changes', () => {
    const prepared = createEvent('SiwxMessagePrepared', { namespace: 'eip155', message: 'm', data: expiring.data })
    expect(runProjection(siwxProjection, stampEvents([prepared])).pending).toEqual({
      namespace: 'eip155',
      message: 'm',
      data: expiring.data,
    })
    expect(
      runProjection(siwxProjection, stampEvents([prepared, createEvent('SiwxSigned', { session: expiring })])).pending,
    ).toBeNull()
    expect(
      runProjection(
        siwxProjection,
        stampEvents([prepared, createEvent('AccountChanged', { namespace: 'eip155', address: EVM })]),
      ).pending,
    ).toBeNull()
  })

  it("behavior (SPEC §8 'Authenticating...'): signing from Sign on a prepared message until it is signed, refused, cancelled, failed or the account changes", () => {
    const prepared = createEvent('SiwxMessagePrepared', { namespace: 'eip155', message: 'm', data: expiring.data })
    const sign = createEvent('SiwxSignRequested', {})
    const error = { name: 'Error', shortMessage: 'x' }
    const signing = (...events: EventInput[]) => runProjection(siwxProjection, stampEvents(events)).signing
    expect(signing(prepared, sign)).toBe(true)
    expect(signing(sign)).toBe(false)
    expect(signing(prepared, sign, createEvent('SiwxSigned', { session: expiring }))).toBe(false)
    expect(signing(prepared, sign, createEvent('SiwxSignFailed', { error }))).toBe(false)
    expect(signing(prepared, sign, createEvent('SiwxCancelRequested', {}))).toBe(false)
    expect(signing(prepared, sign, createEvent('SiwxInitFailed', { error }))).toBe(false)
    expect(signing(prepared, sign, connected)).toBe(false)
  })

  it('behavior (SPEC §4: expired sessions are never used): opening or closing the modal drops a session past its Expiration Time', () => {
    const signed = stampEvents([createEvent('SiwxSigned', { session: expiring })], { start })
    for (const type of ['ModalOpenRequested', 'ModalCloseRequested'] as const) {
      const later = stampEvents([{ type, data: {} } as EventInput], { start: start + 60_000, firstSeq: 2 })
      expect(runProjection(siwxProjection, [...signed, ...later]).ids).toEqual([])
    }
  })

  it('behavior: a session whose Expiration Time cannot be read counts as expired', () => {
    const unreadable = { ...expiring, data: { ...expiring.data, expirationTime: 'next week' } }
    const state = runProjection(
      siwxProjection,
      stampEvents([createEvent('SiwxSigned', { session: unreadable }), connected], { start }),
    )
    expect(state).toMatchObject({ ids: [], byId: {} })
  })

  it("behavior: of the app storage's sessions, the newest usable one for the network and address is taken, at the load's time", () => {
    const key = siwxKey('eip155:1', EVM)
    const newer = { ...expiring, signature: '0x5678' }
    const otherAddress = {
      ...expiring,
      data: { ...expiring.data, accountAddress: '0x00000000000000000000000000000000000000bb' },
    }
    const events = stampEvents(
      [
        createEvent('SiwxSigned', { session: expiring }),
        createEvent('SiwxSessionsLoaded', {
          chainId: 'eip155:1',
          address: EVM,
          sessions: [expiring, newer, otherAddress],
        }),
      ],
      { start },
    )
    const state = runProjection(siwxProjection, events)
    expect(state.ids).toEqual([key])
    expect(state.byId).toEqual({ [key]: { ...newer, signedAt: events[1]!.at } })
    const onlyOther = runProjection(
      siwxProjection,
      stampEvents(
        [createEvent('SiwxSessionsLoaded', { chainId: 'eip155:1', address: EVM, sessions: [otherAddress] })],
        {
          start,
        },
      ),
    )
    expect(onlyOther).toMatchObject({ ids: [], byId: {} })
  })

  it('behavior: a load with nothing usable removes the stored session of its key, and only that one', () => {
    const other = { ...expiring, data: { ...expiring.data, chainId: 'eip155:10' as const } }
    const events = stampEvents(
      [
        createEvent('SiwxSigned', { session: expiring }),
        createEvent('SiwxSigned', { session: other }),
        createEvent('SiwxSessionsLoaded', { chainId: 'eip155:1', address: EVM, sessions: [] }),
      ],
      { start },
    )
    const state = runProjection(siwxProjection, events)
    const key = siwxKey('eip155:10', EVM)
    expect(state.ids).toEqual([key])
    expect(state.byId).toEqual({ [key]: { ...other, signedAt: events[1]!.at } })
  })
})
