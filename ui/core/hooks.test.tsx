// @vitest-environment happy-dom
import { act, useState } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { createMemoryDatabase } from '../../src/log/storage.js'
import { GatehouseProvider, useGatehouse } from './context.js'
import { useAllEvents, useEmit, useEvents, useReadModel } from './hooks.js'
import type { Gatehouse } from '../../src/createGatehouse.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLElement
afterEach(() => container?.remove())

function mount(node: React.ReactNode) {
  container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() => root.render(node))
  return root
}

function Status() {
  const status = useReadModel((s) => s.connection.byNamespace.eip155?.status ?? 'disconnected')
  const emit = useEmit()
  return (
    <button type="button" onClick={() => emit(createEvent('ModalOpenRequested', {}))}>
      {status}
    </button>
  )
}

describe('react binding', () => {
  it('behavior: useReadModel renders the read model and re-renders when it changes', async () => {
    const g = createTestGatehouse()
    await g.ready
    mount(
      <GatehouseProvider gatehouse={g as Gatehouse<unknown>}>
        <Status />
      </GatehouseProvider>,
    )
    expect(container.textContent).toBe('disconnected')
    act(
      () =>
        void g.emit(
          createEvent('Connected', { connectorId: 'w', namespace: 'eip155', chainId: 'eip155:1', address: '0xabc' }),
        ),
    )
    expect(container.textContent).toBe('connected')
    await g.dispose()
  })

  it('behavior: useEmit sends intents with source ui', async () => {
    const g = createTestGatehouse()
    await g.ready
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    mount(
      <GatehouseProvider gatehouse={g as Gatehouse<unknown>}>
        <Status />
      </GatehouseProvider>,
    )
    act(() => container.querySelector('button')?.click())
    expect(seen[0]).toMatchObject({ type: 'ModalOpenRequested', source: 'ui' })
    expect(g.getState().modal.open).toBe(true)
    await g.dispose()
  })

  it('behavior: a selector returning an equal value (isEqual) does not re-render', async () => {
    const g = createTestGatehouse()
    await g.ready
    let renders = 0
    function Ids() {
      renders++
      const ids = useReadModel(
        (s) => (s.balances.byNamespace.eip155?.ids ?? []).map((id) => id.split('|')[0]),
        (a, b) => a.length === b.length && a.every((x, i) => x === b[i]),
      )
      return <span>{ids.join(',')}</span>
    }
    mount(
      <GatehouseProvider gatehouse={g as Gatehouse<unknown>}>
        <Ids />
      </GatehouseProvider>,
    )
    const before = renders
    act(() => void g.emit(createEvent('NetworkSwitched', { chainId: 'eip155:10' })))
    expect(renders).toBe(before)
    await g.dispose()
  })

  it('behavior: useEvents calls the latest handler for the chosen types until unmount', async () => {
    const g = createTestGatehouse()
    await g.ready
    const got: string[] = []
    function Listener() {
      const [tag, setTag] = useState('a')
      useEvents(['NetworkSwitched', 'ModalClosed'], (e) => got.push(`${tag}:${e.type}`))
      useAllEvents(() => {})
      return (
        <button type="button" onClick={() => setTag('b')}>
          {tag}
        </button>
      )
    }
    const root = mount(
      <GatehouseProvider gatehouse={g as Gatehouse<unknown>}>
        <Listener />
      </GatehouseProvider>,
    )
    act(() => void g.emit(createEvent('NetworkSwitched', { chainId: 'eip155:1' })))
    act(() => container.querySelector('button')?.click())
    act(() => void g.emit(createEvent('ModalOpened', { view: 'Connect' })))
    act(() => void g.emit(createEvent('ModalClosed', {})))
    act(() => root.unmount())
    g.emit(createEvent('ModalClosed', {}))
    expect(got).toEqual(['a:NetworkSwitched', 'b:ModalClosed'])
    await g.dispose()
  })

  it('error: hooks outside a provider throw a clear error', () => {
    function Orphan() {
      useGatehouse()
      return null
    }
    expect(() => renderToString(<Orphan />)).toThrow('useGatehouse() needs a <GatehouseProvider> above it')
  })

  it('behavior: server rendering uses the state before restore, and the client hydrates without mismatch, then shows the restored state', async () => {
    const db = createMemoryDatabase()
    const first = createTestGatehouse({ db })
    await first.ready
    first.emit(
      createEvent('Connected', { connectorId: 'w', namespace: 'eip155', chainId: 'eip155:1', address: '0xabc' }),
    )
    await first.dispose()

    // server: no log restored yet
    const server = createTestGatehouse({ db: createMemoryDatabase() })
    const html = renderToString(
      <GatehouseProvider gatehouse={server as Gatehouse<unknown>}>
        <Status />
      </GatehouseProvider>,
    )
    expect(html).toContain('disconnected')

    // client: restored before hydration
    const client = createTestGatehouse({ db })
    await client.ready
    container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(
        container,
        <GatehouseProvider gatehouse={client as Gatehouse<unknown>}>
          <Status />
        </GatehouseProvider>,
        { onRecoverableError: (e) => errors.push(e) },
      )
    })
    expect(errors).toEqual([])
    expect(container.textContent).toBe('connecting') // restored connected shows as connecting until re-synced (SPEC §4)
    await Promise.all([server.dispose(), client.dispose()])
  })
})
