// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { GatehouseProvider } from '../core/context.js'
import { useModal } from '../core/modal.js'
import { GatehouseModal, preloadModal } from '../shell/GatehouseModal.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLElement
let root: Root
afterEach(async () => {
  await act(async () => {
    await preloadModal()
  })
  act(() => root?.unmount())
  container?.remove()
})

function Opener() {
  const { open } = useModal()
  return (
    <button type="button" id="opener" onClick={() => open()}>
      open
    </button>
  )
}

const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/

// Names from outside reach the Connect view from the log as they were stored (an EIP-6963 announcement of an older
// version, a listing): the view neutralises them whatever the effects did.
describe('Connect view: names from outside', () => {
  it('behavior: bidi controls in wallet names are neutralised and a long name is cut with the whole name in its title', async () => {
    const g = createTestGatehouse({})
    await g.ready
    await preloadModal()
    const long = `Wallet ${'w'.repeat(120)}`
    g.emit({
      type: 'ConnectorsDiscovered',
      data: {
        connectors: [
          { id: 'io.evil', name: '\u202Ehte.live', type: 'announced', chain: 'eip155' },
          { id: 'io.long', name: long, type: 'announced', chain: 'eip155' },
        ],
      },
    })
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    act(() =>
      root.render(
        <GatehouseProvider gatehouse={g}>
          <Opener />
          <GatehouseModal />
        </GatehouseProvider>,
      ),
    )
    await act(async () => {
      ;(document.getElementById('opener') as HTMLButtonElement).click()
      await preloadModal()
    })
    const shadow = (document.querySelector('[data-gatehouse-modal]') as HTMLElement).shadowRoot as ShadowRoot
    const names = [...shadow.querySelectorAll<HTMLElement>('.gh-item-name')]
    const evil = names.find((n) => n.textContent?.includes('hte.live'))
    expect(evil?.textContent).toBe('hte.live')
    const cut = names.find((n) => n.textContent?.startsWith('Wallet w')) as HTMLElement
    expect(cut.textContent?.endsWith('…')).toBe(true)
    expect(cut.textContent!.length).toBeLessThanOrEqual(32)
    expect(cut.title).toBe(long)
    expect(BIDI.test(shadow.textContent ?? '')).toBe(false)
    await g.dispose()
  })
})
