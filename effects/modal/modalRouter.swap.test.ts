// The router and the swap (SPEC §2 Swap view): a request the Swap view made returns to it once approved, and the
// mined swap (TokenSent) returns to Account.
import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { modalRouter } from './modalRouter.js'

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'

async function setup() {
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
  const g = createTestGatehouse({ effects: { modalRouter }, deps: { scheduler } })
  await g.ready
  const emit = (...events: EventInput[]) => events.forEach((e) => g.emit(e))
  const modal = () => g.getState().modal
  emit(
    createEvent('ConnectorsDiscovered', { connectors: [{ id: 'auth', name: 'Email', type: 'auth', chain: 'eip155' }] }),
    createEvent('Connected', { connectorId: 'auth', namespace: 'eip155', chainId: 'eip155:1', address: EVM }),
    createEvent('ModalOpenRequested', {}),
    createEvent('NavigateRequested', { mode: 'push', view: 'Swap' }),
  )
  return { g, emit, modal }
}

const tx = (requestId: string) =>
  createEvent('TxQueued', {
    requestId,
    chainId: 'eip155:1',
    method: 'eth_sendTransaction',
    params: [{ from: EVM, to: EVM, data: '0x' }],
  })

describe('modalRouter and the swap', () => {
  it('behavior: the approval asked from the Swap view (embedded wallet) returns to Swap once settled, approved or rejected', async () => {
    const { g, emit, modal } = await setup()
    emit(tx('approve'))
    expect(modal().history).toEqual(['Account', 'Swap', 'ApproveTransaction'])
    emit(createEvent('TxSucceeded', { requestId: 'approve', result: '0x1' }))
    expect(modal()).toMatchObject({ open: true, history: ['Account', 'Swap'] })
    emit(tx('swap'), createEvent('TxRejected', { requestId: 'swap' }))
    expect(modal()).toMatchObject({ open: true, history: ['Account', 'Swap'] })
    await g.dispose()
  })

  it('behavior (SPEC §2): the swap mined (TokenSent) returns to Account', async () => {
    const { g, emit, modal } = await setup()
    emit(createEvent('TokenSent', { chainId: 'eip155:1', hash: '0x1' }))
    expect(modal()).toMatchObject({ open: true, history: ['Account'] })
    await g.dispose()
  })

  it('behavior: a request of the app while the modal shows Account still closes the modal once settled (SPEC §4)', async () => {
    const { g, emit, modal } = await setup()
    emit(createEvent('BackRequested', {}), tx('app'), createEvent('TxSucceeded', { requestId: 'app', result: '0x1' }))
    expect(modal().open).toBe(false)
    await g.dispose()
  })
})
