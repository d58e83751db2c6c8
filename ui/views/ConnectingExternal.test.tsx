// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import type { EventInput } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { GatehouseProvider } from '../core/context.js'
import { GatehouseModal, preloadModal } from '../shell/GatehouseModal.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.replaceChildren()
})

const WALLET = {
  id: 'dev.gatehouse.testwallet',
  name: 'Gatehouse Test Wallet',
  type: 'announced' as const,
  chain: 'eip155' as const,
}

/** The modal rendered from the read models the events make, as the replay harness renders a log (no click in this tree). */
async function replayed(events: EventInput[]): Promise<string> {
  const g = createTestGatehouse({ effects: {} })
  await g.ready
  await preloadModal()
  for (const e of events) g.emit(e)
  const container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  await act(async () => {
    root!.render(
      <GatehouseProvider gatehouse={g}>
        <GatehouseModal />
      </GatehouseProvider>,
    )
  })
  // The view's lazy chunk and its stylesheet.
  for (let i = 0; i < 20 && !/Continue in|declined|failed|not available/.test(dialogText()); i++)
    await act(() => new Promise((r) => setTimeout(r, 10)))
  return dialogText()
}

const dialogText = () =>
  document.querySelector('[data-gatehouse-modal]')?.shadowRoot?.querySelector('[role="dialog"]')?.textContent ?? ''

const recorded = (answer: EventInput[]): EventInput[] => [
  { type: 'ConnectorsDiscovered', data: { connectors: [WALLET] } },
  { type: 'ModalOpened', data: { view: 'Connect' } },
  { type: 'ModalLoaded', data: {} },
  { type: 'ConnectRequested', data: { connectorId: WALLET.id, namespace: 'eip155' } },
  { type: 'ViewPushed', data: { view: 'ConnectingExternal' } },
  ...answer,
]

describe('ConnectingExternal from the read models (the replay harness)', () => {
  it('behavior: the wait for the wallet the log says is being connected', async () => {
    const text = await replayed(recorded([]))
    expect(text).toMatch(/^Gatehouse Test Wallet/)
    expect(text).toContain('Continue in Gatehouse Test Wallet')
  })

  it('behavior: a declined connect shows what the visitor saw, declined with Try again, not "not available"', async () => {
    const text = await replayed(
      recorded([
        {
          type: 'ConnectFailed',
          data: {
            connectorId: WALLET.id,
            namespace: 'eip155',
            error: { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 },
          },
        },
      ]),
    )
    expect(text).not.toContain('This screen is not available yet')
    expect(text).toMatch(/^Gatehouse Test Wallet/) // the title, as the live modal had it
    expect(text).toContain('Connection declined')
    expect(text).toContain('Try again')
  })
})
