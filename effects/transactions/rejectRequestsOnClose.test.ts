import { describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { modalRouter } from '../modal/modalRouter.js'
import { rejectRequestsOnClose } from './rejectRequestsOnClose.js'

const queued = (requestId: string, method: string) =>
  createEvent('TxQueued', { requestId, chainId: 'eip155:1', method })

async function embeddedGatehouse() {
  const g = createTestGatehouse({ effects: { modalRouter, rejectRequestsOnClose } })
  await g.ready
  g.emit(
    createEvent('ConnectorsDiscovered', { connectors: [{ id: 'auth', name: 'Email', type: 'auth', chain: 'eip155' }] }),
  )
  g.emit(
    createEvent('Connected', {
      connectorId: 'auth',
      namespace: 'eip155',
      chainId: 'eip155:1',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    }),
  )
  return g
}

describe('rejectRequestsOnClose', () => {
  it('behavior (SPEC §4: Closing the modal rejects pending embedded-wallet requests when no transaction is pending; safe methods are not aborted, others are)', async () => {
    const g = await embeddedGatehouse()
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    g.emit(queued('safe', 'eth_sendRawTransaction'))
    g.emit(queued('sign', 'personal_sign'))
    expect(g.getState().modal.view).toBe('ApproveTransaction')
    const close = g.emit(createEvent('ModalCloseRequested', {}))
    const rejected = seen.filter((e) => e.type === 'TxRejected')
    expect(rejected.map((e) => e.data)).toEqual([{ requestId: 'sign' }])
    expect(g.getState().transactions.ids).toEqual(['safe'])
    expect(seen.find((e) => e.type === 'ModalClosed')?.causationId).toBe(close)
    await g.dispose()
  })

  it('behavior: nothing is rejected while a transaction is pending', async () => {
    const g = await embeddedGatehouse()
    g.emit(queued('sign', 'personal_sign'))
    g.emit(queued('tx', 'eth_sendTransaction'))
    g.emit(createEvent('TxApproved', { requestId: 'tx' }))
    g.emit(createEvent('ModalCloseRequested', {}))
    expect(g.getState().transactions.ids).toEqual(['sign', 'tx'])
    await g.dispose()
  })

  it('behavior: each rejection is caused by the ModalClosed that made it', async () => {
    const g = await embeddedGatehouse()
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    g.emit(queued('sign', 'personal_sign'))
    g.emit(queued('sign2', 'eth_signTypedData_v4'))
    g.emit(createEvent('ModalCloseRequested', {}))
    const closed = seen.filter((e) => e.type === 'ModalClosed')
    expect(closed).toHaveLength(1)
    expect(seen.filter((e) => e.type === 'TxRejected').map((e) => [e.data, e.causationId])).toEqual([
      [{ requestId: 'sign' }, closed[0]!.id],
      [{ requestId: 'sign2' }, closed[0]!.id],
    ])
    await g.dispose()
  })
})
