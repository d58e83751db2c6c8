import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { effectHarness, fakeApi, services } from '../../test/helpers/fakeServices.js'
import { BUYER } from '../../test/helpers/onramp.js'
import { fetchOnrampHistory } from './fetchOnrampHistory.js'

const OTHER = '0x00000000000000000000000000000000000000bb'
const connected = createEvent('Connected', {
  connectorId: 'io.test',
  namespace: 'eip155',
  chainId: 'eip155:1',
  address: BUYER,
})

async function setup(...before: EventInput[]) {
  const api = fakeApi({ history: () => ({ data: [], next: null }) })
  const t = await effectHarness({ fetchOnrampHistory }, services({ api }))
  await t.emit(...before)
  /** Each history request as [account, chainId]. */
  const asked = () => api.calls.map((c) => [c.call.params?.account, c.call.query?.chainId])
  return { ...t, api, asked }
}

describe('fetchOnrampHistory', () => {
  it('behavior (SPEC §7 history of {account}): the Buy view pushed, replacing the top or resetting the history asks for the account; the answer names the showing as its cause', async () => {
    for (const show of [
      createEvent('ViewPushed', { view: 'OnRamp' }),
      createEvent('ViewReplaced', { view: 'OnRamp' }),
      createEvent('ViewsReset', { view: 'OnRamp' }),
    ]) {
      const t = await setup(connected, show)
      expect(t.asked()).toEqual([[BUYER, 'eip155:1']])
      expect(t.last('OnrampFetched')).toMatchObject({ data: { call: 'history' }, causationId: t.last(show.type)?.id })
      await t.g.dispose()
    }
  })

  it('behavior: while Buy shows, an account or network switch asks again for the new one; on another view it does not', async () => {
    const t = await setup(connected, createEvent('ViewPushed', { view: 'OnRamp' }))
    await t.emit(createEvent('AccountChanged', { namespace: 'eip155', address: OTHER }))
    await t.emit(createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))
    expect(t.asked()).toEqual([
      [BUYER, 'eip155:1'],
      [OTHER, 'eip155:1'],
      [OTHER, 'eip155:8453'],
    ])
    expect(t.last('OnrampFetched')?.causationId).toBe(t.last('NetworkSwitched')?.id)
    await t.emit(createEvent('ViewPushed', { view: 'Account' }))
    await t.emit(createEvent('AccountChanged', { namespace: 'eip155', address: BUYER }))
    await t.emit(createEvent('NetworkSwitched', { chainId: 'eip155:1' }))
    expect(t.api.calls).toHaveLength(3)
    await t.g.dispose()
  })

  it('behavior (SPEC §9 onramp namespaces): a Bitcoin account, or none, gets no request and no event', async () => {
    const t = await setup(createEvent('ViewPushed', { view: 'OnRamp' }))
    await t.emit(
      createEvent('Connected', {
        connectorId: 'io.test',
        namespace: 'bip122',
        chainId: 'bip122:000000000019d6689c085ae165831e93',
        address: 'bc1qtest',
      }),
      createEvent('ViewReplaced', { view: 'OnRamp' }),
    )
    expect(t.api.calls).toHaveLength(0)
    expect(t.types()).toEqual(['ViewPushed', 'Connected', 'ViewReplaced'])
    await t.g.dispose()
  })

  it('behavior: without the data API the Buy view showing makes no request and says nothing', async () => {
    const t = await effectHarness({ fetchOnrampHistory }, services({}))
    await t.emit(connected, createEvent('ViewPushed', { view: 'OnRamp' }))
    expect(t.types()).toEqual(['Connected', 'ViewPushed'])
    await t.g.dispose()
  })
})
