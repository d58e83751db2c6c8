// @vitest-environment node
// Server rendering (Next.js, Remix, any React server): every entry is imported in Node and every export of
// gatehouse-modal/react renders with react-dom/server, where there is no window and no document: a module that used one
// at import or during a server render would throw a ReferenceError here.
import { PassThrough } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createGatehouse, memoryStorage, type Gatehouse } from '../../src/index.js'
import * as react from '../../ui/index.js'

const {
  GatehouseModal,
  GatehouseProvider,
  useAccount,
  useAllEvents,
  useConnectionStatus,
  useDisconnect,
  useEmit,
  useEvents,
  useGatehouse,
  useModal,
  useNetwork,
  useReadModel,
  useSendTransaction,
  useSignMessage,
} = react

/** A component of an app that uses every hook of gatehouse-modal/react and prints what they read. */
function EveryHook(): ReactNode {
  const gatehouse = useGatehouse()
  const emit = useEmit()
  useEvents('Connected', () => undefined)
  useAllEvents(() => undefined)
  const open = useReadModel((state) => state.modal.open)
  const account = useAccount()
  const status = useConnectionStatus()
  const network = useNetwork()
  const { disconnect } = useDisconnect()
  const modal = useModal()
  const sign = useSignMessage()
  const send = useSendTransaction()
  const ready = [gatehouse.emit, emit, disconnect, modal.open, sign.signMessage, send.sendTransaction].every(
    (f) => typeof f === 'function',
  )
  return (
    <p id="app">
      {`open=${open} status=${status} address=${account.address ?? 'none'} network=${network.chainId ?? 'none'} sign=${sign.status} send=${send.status} ready=${ready}`}
    </p>
  )
}

/** The page an app renders: its own component and the modal, inside the provider. */
const page = (gatehouse: Gatehouse<unknown>) => (
  <GatehouseProvider gatehouse={gatehouse}>
    <EveryHook />
    <GatehouseModal />
  </GatehouseProvider>
)

/** A gatehouse as an app configures it for production, on the server (no storage there: the log lives in the browser). */
function serverGatehouse(embedded: boolean) {
  return createGatehouse({
    projectId: 'ssr-test',
    modal: { embedded },
    endpoints: { api: 'http://127.0.0.1:9/api', wallets: 'http://127.0.0.1:9/wallets', frame: 'http://127.0.0.1:9/f' },
    log: { storage: memoryStorage() },
  })
}

function streamed(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new PassThrough()
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()))
    sink.on('end', () => resolve(html))
    const { pipe } = renderToPipeableStream(node, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    })
  })
}

describe('server rendering in Node', () => {
  it('default: Node has no window and no document here', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it('behavior: every entry imports in Node', async () => {
    const entries = await Promise.all([
      import('../../src/index.js'),
      import('../../ui/index.js'),
      import('../../ui/element/index.js'),
      import('../../src/selectors.js'),
      import('../../src/siwx/index.js'),
      import('../../src/wagmi/index.js'),
      import('../../src/testing/index.js'),
    ])
    for (const entry of entries) expect(Object.keys(entry).length).toBeGreaterThan(0)
  })

  it('behavior: the page renders every export of gatehouse-modal/react (the test covers each one)', async () => {
    // A new export of gatehouse-modal/react fails this until it is rendered above.
    expect(Object.keys(react).sort()).toEqual(
      [
        'GatehouseModal',
        'GatehouseProvider',
        'useAccount',
        'useAllEvents',
        'useConnectionStatus',
        'useDisconnect',
        'useEmit',
        'useEvents',
        'useGatehouse',
        'useModal',
        'useNetwork',
        'useReadModel',
        'useSendTransaction',
        'useSignMessage',
      ].sort(),
    )
    const gatehouse = serverGatehouse(false)
    const html = renderToString(page(gatehouse))
    expect(html).toBe(
      '<p id="app">open=false status=disconnected address=none network=none sign=idle send=idle ready=true</p>',
    )
    await gatehouse.ready
    gatehouse.dispose()
  })

  it('behavior: renderToString and renderToPipeableStream give the same page, the modal appended to the body by the browser only', async () => {
    const gatehouse = serverGatehouse(false)
    const html = await streamed(page(gatehouse))
    expect(html).toBe(renderToString(page(gatehouse)))
    expect(html).not.toContain('data-gatehouse-modal')
    await gatehouse.ready
    gatehouse.dispose()
  })

  it('behavior: an embedded modal renders nothing on the server either: hydration starts from the defaults (not embedded)', async () => {
    const gatehouse = serverGatehouse(true)
    const html = await streamed(page(gatehouse))
    expect(html).toBe(renderToString(page(serverGatehouse(false))))
    expect(html).not.toContain('data-gatehouse-modal')
    await gatehouse.ready
    gatehouse.dispose()
  })

  it("behavior: the server renders the read models' defaults, whatever the server gatehouse has seen since", async () => {
    const gatehouse = serverGatehouse(false)
    await gatehouse.ready
    gatehouse.emit({ type: 'ModalOpenRequested', data: {} })
    expect(renderToString(page(gatehouse))).toContain('open=false')
    gatehouse.dispose()
  })
})
