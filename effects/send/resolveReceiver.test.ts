import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { effectHarness, services } from '../../test/helpers/fakeServices.js'
import { resolveReceiver } from './resolveReceiver.js'

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BASE_ALICE = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const connected = (chainId: `eip155:${number}` = 'eip155:1') =>
  createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId, address: ME })
const typed = (text: string) =>
  createEvent('SendFormEdited', { receiverAddress: text, receiverProfileName: null, receiverProfileImage: null })
const resolved = (name: string, addresses: Record<string, string>, avatar?: string) =>
  createEvent('NameResolved', {
    name,
    registered: Object.keys(addresses).length > 0,
    addresses,
    ...(avatar ? { avatar } : {}),
  })

describe('resolveReceiver', () => {
  it("default (SPEC §3: receiverAddress, receiver profile image and name): the typed name's address becomes the receiver, with the name and avatar", async () => {
    const t = await effectHarness({ resolveReceiver }, services({}))
    await t.emit(
      connected(),
      typed('alice.reown.id'),
      resolved('alice.reown.id', { '60': ALICE }, 'http://127.0.0.1/a.svg'),
    )
    expect(t.g.getState().send).toMatchObject({
      receiverAddress: ALICE,
      receiverProfileName: 'alice.reown.id',
      receiverProfileImage: 'http://127.0.0.1/a.svg',
    })
    await t.g.dispose()
  })

  it("behavior (ENSIP-11): on another EVM chain the name's record for that chain wins over Ethereum's", async () => {
    const t = await effectHarness({ resolveReceiver }, services({}))
    await t.emit(
      connected('eip155:8453'),
      typed('alice.reown.id'),
      resolved('alice.reown.id', { '60': ALICE, [String(0x80000000 + 8453)]: BASE_ALICE }),
    )
    expect(t.g.getState().send.receiverAddress).toBe(BASE_ALICE)
    await t.g.dispose()
  })

  it('behavior: an answer for a name no longer typed, an unregistered name or one without an EVM address leaves the form', async () => {
    const t = await effectHarness({ resolveReceiver }, services({}))
    await t.emit(connected(), typed('alice.reown'), resolved('alice.reown.id', { '60': ALICE }))
    await t.emit(typed('nobody.reown.id'), resolved('nobody.reown.id', {}))
    await t.emit(typed('sol.reown.id'), resolved('sol.reown.id', { '501': 'So1ana' }))
    expect(t.seen.filter((e) => e.source === 'effect:resolveReceiver')).toEqual([])
    expect(t.g.getState().send).toMatchObject({ receiverAddress: 'sol.reown.id', receiverProfileName: null })
    await t.g.dispose()
  })

  it('behavior: the send form is an EVM one only: without a connected account, or for a Solana sender, a resolved name changes nothing and fails nothing', async () => {
    const t = await effectHarness({ resolveReceiver }, services({}))
    await t.emit(typed('alice.reown.id'), resolved('alice.reown.id', { '60': ALICE }))
    await t.emit(
      createEvent('Connected', {
        connectorId: 'io.test.sol',
        namespace: 'solana',
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      }),
      typed('alice.reown.id'),
      resolved('alice.reown.id', { '60': ALICE }),
    )
    expect(t.types()).toEqual(['SendFormEdited', 'NameResolved', 'Connected', 'SendFormEdited', 'NameResolved'])
    expect(t.g.getState().send).toMatchObject({ receiverAddress: 'alice.reown.id', receiverProfileName: null })
    await t.g.dispose()
  })

  it('behavior: the receiver set from a name is caused by the NameResolved answer', async () => {
    const t = await effectHarness({ resolveReceiver }, services({}))
    await t.emit(connected(), typed('alice.reown.id'))
    const answer = t.g.emit(resolved('alice.reown.id', { '60': ALICE }))
    await t.emit()
    expect(t.last('SendFormEdited')?.causationId).toBe(answer)
    expect(t.last('SendFormEdited')?.data).toEqual({
      receiverAddress: ALICE,
      receiverProfileName: 'alice.reown.id',
      receiverProfileImage: null,
    })
    await t.g.dispose()
  })
})
