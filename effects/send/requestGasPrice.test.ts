import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { effectHarness, services } from '../../test/helpers/fakeServices.js'
import { requestGasPrice } from './requestGasPrice.js'

const connected = createEvent('Connected', {
  connectorId: 'io.test',
  namespace: 'eip155',
  chainId: 'eip155:1',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
})
const asked = (t: Awaited<ReturnType<typeof effectHarness>>) =>
  t.seen.filter((e) => e.type === 'GasPriceRequested').map((e) => e.data)

describe('requestGasPrice', () => {
  it('default (SPEC §3: Send state: gasPrice): the gas price of the active network is asked each time the modal comes to WalletSend', async () => {
    const t = await effectHarness({ requestGasPrice }, services({}))
    await t.emit(connected, createEvent('ModalOpened', { view: 'Account' }))
    expect(asked(t)).toEqual([])
    await t.emit(createEvent('ViewPushed', { view: 'WalletSend' }))
    expect(asked(t)).toEqual([{ chainId: 'eip155:1' }])
    await t.emit(createEvent('ViewPopped', {}), createEvent('ModalOpened', { view: 'WalletSend' }))
    expect(asked(t)).toEqual([{ chainId: 'eip155:1' }, { chainId: 'eip155:1' }])
    await t.g.dispose()
  })

  it('behavior (SPEC §4: Switching the active network … clears the send form): a switch while WalletSend shows asks for the new network; elsewhere it does not', async () => {
    const t = await effectHarness({ requestGasPrice }, services({}))
    await t.emit(
      connected,
      createEvent('ModalOpened', { view: 'WalletSend' }),
      createEvent('NetworkSwitched', { chainId: 'eip155:8453' }),
    )
    expect(asked(t)).toEqual([{ chainId: 'eip155:1' }, { chainId: 'eip155:8453' }])
    await t.emit(
      createEvent('ViewsReset', { view: 'Account' }),
      createEvent('NetworkSwitched', { chainId: 'eip155:1' }),
    )
    expect(asked(t)).toHaveLength(2)
    await t.g.dispose()
  })

  it('behavior: nothing without a connected account', async () => {
    const t = await effectHarness({ requestGasPrice }, services({}))
    await t.emit(createEvent('ModalOpened', { view: 'WalletSend' }))
    expect(asked(t)).toEqual([])
    await t.g.dispose()
  })

  it('behavior: a Bitcoin sender is asked its outputs and the fee rate (BitcoinFeeRequested), no gas price; a Solana sender nothing', async () => {
    const btc = 'bip122:000000000933ea01ad0ee984209779ba'
    const address = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
    const t = await effectHarness({ requestGasPrice }, services({}))
    await t.emit(
      createEvent('Connected', { connectorId: 'io.test.btc', namespace: 'bip122', chainId: btc, address }),
      createEvent('ModalOpened', { view: 'WalletSend' }),
    )
    expect(t.seen.filter((e) => e.type === 'BitcoinFeeRequested').map((e) => e.data)).toEqual([
      { chainId: btc, address },
    ])
    expect(asked(t)).toEqual([])
    await t.g.dispose()

    const sol = await effectHarness({ requestGasPrice }, services({}))
    await sol.emit(
      createEvent('Connected', {
        connectorId: 'io.test.sol',
        namespace: 'solana',
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      }),
      createEvent('ModalOpened', { view: 'WalletSend' }),
    )
    expect(sol.types().filter((type) => type === 'GasPriceRequested' || type === 'BitcoinFeeRequested')).toEqual([])
    await sol.g.dispose()
  })

  it('behavior: coming to WalletSend by a replaced view, a reset of the views or going back to it each asks the gas price, caused by that move', async () => {
    const t = await effectHarness({ requestGasPrice }, services({}))
    await t.emit(connected, createEvent('ModalOpened', { view: 'Account' }))
    const moves = [
      createEvent('ViewReplaced', { view: 'WalletSend' }),
      createEvent('ViewsReset', { view: 'WalletSend' }),
      createEvent('ViewPushed', { view: 'WalletReceive' }),
      createEvent('ViewPopped', {}),
    ]
    const ids: string[] = []
    for (const move of moves) {
      ids.push(t.g.emit(move))
      await t.emit()
    }
    expect(t.g.getState().modal.view).toBe('WalletSend')
    expect(t.seen.filter((e) => e.type === 'GasPriceRequested').map((e) => [e.data, e.causationId])).toEqual([
      [{ chainId: 'eip155:1' }, ids[0]],
      [{ chainId: 'eip155:1' }, ids[1]],
      [{ chainId: 'eip155:1' }, ids[3]],
    ])
    await t.g.dispose()
  })

  it('error: WalletSend without a connected account, or any other view, asks nothing and fails nothing', async () => {
    const t = await effectHarness({ requestGasPrice }, services({}))
    await t.emit(createEvent('ModalOpened', { view: 'WalletSend' }))
    await t.emit(createEvent('ViewsReset', { view: 'Account' }))
    expect(t.types()).toEqual(['ModalOpened', 'ViewsReset'])
    await t.g.dispose()
  })
})
