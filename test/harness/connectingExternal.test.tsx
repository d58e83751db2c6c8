// @vitest-environment happy-dom
// ConnectingExternal rendered from read models alone (a replayed session: the wallet was chosen in the
// recorded modal, not in this one): the wallet being connected comes from the connection and wallets read models.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import type { Gatehouse } from '../../src/createGatehouse.js'
import { replay } from '../../src/replay.js'
import { stampEvents } from '../../src/testing/helpers.js'
import type { EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { GatehouseProvider } from '../../ui/core/context.js'
import ConnectingExternalView from '../../ui/views/ConnectingExternal.js'
import { createReadOnlyGatehouse } from '../../examples/harness/readOnlyGatehouse.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLElement
let root: Root
afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
})

function stateAfter(inputs: EventInput[]): GatehouseState {
  const events = stampEvents(inputs)
  const log = JSON.parse(JSON.stringify({ format: 'gatehouse-log', version: 1, base: null, events, quarantined: [] }))
  return replay(log).state as GatehouseState
}

function render(state: GatehouseState): void {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() =>
    root.render(
      <GatehouseProvider gatehouse={createReadOnlyGatehouse(state) as Gatehouse<unknown>}>
        <ConnectingExternalView />
      </GatehouseProvider>,
    ),
  )
}

const DISCOVERED: EventInput = {
  type: 'ConnectorsDiscovered',
  data: {
    connectors: [{ id: 'dev.gatehouse.testwallet', name: 'Gatehouse Test Wallet', type: 'announced', chain: 'eip155' }],
  },
}

describe('ConnectingExternal from the read models', () => {
  it('behavior: a connection under way shows its wallet, by the name the wallets read model has', () => {
    render(
      stateAfter([
        DISCOVERED,
        { type: 'ConnectRequested', data: { connectorId: 'dev.gatehouse.testwallet', namespace: 'eip155' } },
      ]),
    )
    expect(container.textContent).toContain('Continue in Gatehouse Test Wallet')
  })

  it('behavior: with no connection under way there is nothing to wait for', () => {
    render(stateAfter([DISCOVERED]))
    expect(container.textContent).not.toContain('Continue in')
  })
})
