import { describe, expect, it } from 'vitest'
import { HttpRequestError } from '../../src/errors/thrown.js'
import { createEvent } from '../../src/events/index.js'
import { effectHarness, fakeApi, services } from '../../test/helpers/fakeServices.js'
import { fetchIdentity } from './fetchIdentity.js'

const ADDRESS = '0x00000000000000000000000000000000000000aa'
const connected = createEvent('Connected', {
  connectorId: 'io.test',
  namespace: 'eip155',
  chainId: 'eip155:1',
  address: ADDRESS,
})
const open = createEvent('ModalOpenRequested', {})

describe('fetchIdentity', () => {
  it('default: the identity of the connected address becomes its profile name and avatar', async () => {
    const api = fakeApi({ identity: () => ({ name: 'alice.eth', avatar: 'https://a/img.png' }) })
    const t = await effectHarness({ fetchIdentity }, services({ api }))
    await t.emit(connected)
    expect(api.calls.map((c) => [c.name, c.call.params, c.call.query])).toEqual([
      ['identity', { address: ADDRESS }, { sender: ADDRESS }],
    ])
    const a = t.g.getState().account.byNamespace.eip155
    expect([a?.profileName, a?.profileImage]).toEqual(['alice.eth', 'https://a/img.png'])
    await t.g.dispose()
  })

  it('behavior (SPEC §9: identity 5 min): asked again only after 5 minutes', async () => {
    const api = fakeApi({ identity: () => ({ name: 'alice.eth', avatar: null }) })
    const t = await effectHarness({ fetchIdentity }, services({ api }))
    await t.emit(connected)
    t.advance(5 * 60_000 - 1)
    await t.emit(open)
    expect(api.calls).toHaveLength(1)
    t.advance(1)
    await t.emit(open)
    expect(api.calls).toHaveLength(2)
    await t.g.dispose()
  })

  it('behavior: without an identity name, the first registered name (reverse lookup, cached 5 min)', async () => {
    const api = fakeApi({
      identity: () => ({ name: null, avatar: null }),
      profileReverse: () => [{ name: 'alice.reown.id' }],
    })
    const t = await effectHarness({ fetchIdentity }, services({ api }))
    await t.emit(connected)
    expect(api.calls.map((c) => [c.name, c.call.query])).toEqual([
      ['identity', { sender: ADDRESS }],
      ['profileReverse', { sender: ADDRESS, apiVersion: 2 }],
    ])
    expect(t.g.getState().account.byNamespace.eip155?.profileName).toBe('alice.reown.id')
    await t.g.dispose()
  })

  it("error: a failed identity is ProfileFetchFailed and is asked again next time; a failed reverse lookup is 'Error fetching names for address'", async () => {
    let fail = true
    const api = fakeApi({
      identity: () => (fail ? Promise.reject(new HttpRequestError(500, { code: 500 })) : { name: null, avatar: null }),
      profileReverse: () => Promise.reject(new HttpRequestError(404, { code: 404 })),
    })
    const t = await effectHarness({ fetchIdentity }, services({ api }))
    await t.emit(connected)
    expect(t.last('ProfileFetchFailed')?.data).toMatchObject({
      address: ADDRESS,
      error: { name: 'HttpRequestError', code: 500 },
    })
    fail = false
    await t.emit(open)
    expect(t.last('ProfileFetchFailed')?.data).toMatchObject({
      error: { name: 'NamesForAddressError', shortMessage: 'Error fetching names for address' },
    })
    expect(t.g.getState().account.byNamespace.eip155?.profileName).toBeNull()
    await t.g.dispose()
  })

  it('default: idle without the data API', async () => {
    const t = await effectHarness({ fetchIdentity }, services({}))
    await t.emit(connected)
    expect(t.types()).toEqual(['Connected'])
    await t.g.dispose()
  })
})
