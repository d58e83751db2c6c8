// Connections for tests of what the app is handed (getProvider, the hooks, the wagmi connector): a wallet
// connected as a connect effect reports it, and the same Gatehouse after a reload, its connection restored.
import type { Effects } from '../../src/bus/effects.js'
import type { defaultProjections, GatehouseState } from '../../projections/index.js'
import { createEvent } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'

type TestGatehouse = ReturnType<typeof createTestGatehouse<typeof defaultProjections>>

/** Emits ConnectRequested and Connected for eip155, as the connect effect does. */
export function connectEvm(
  g: Pick<TestGatehouse, 'emit'>,
  address: string,
  chainId: `eip155:${number}` = 'eip155:1',
): void {
  g.emit(createEvent('ConnectRequested', { connectorId: 'injected', namespace: 'eip155' }))
  g.emit(createEvent('Connected', { connectorId: 'injected', namespace: 'eip155', chainId, address }))
}

/** A Gatehouse started over the log of one that connected `address` (a reload): the connection is restored, re-syncing. */
export async function reloadedGatehouse(
  address: string,
  effects: Effects<GatehouseState> = {},
): Promise<TestGatehouse> {
  const first = createTestGatehouse()
  await first.ready
  connectEvm(first, address)
  await first.dispose()
  const g = createTestGatehouse({ db: first.db, effects })
  await g.ready
  return g
}
