import { beforeEach, describe, expect, it, vi } from 'vitest'

// Which of the default effects' chunks were loaded: each mock hands back the real module with its effects wrapped to
// record, when the bus subscribes them, the chunk they came from (a mocked module is imported once per file, so the
// import itself cannot be what is recorded).
const { loaded, recording } = vi.hoisted(() => {
  const loaded = new Set<string>()
  const recording = (chunk: string, module: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(module).map(([name, value]) => [
        name,
        typeof value === 'function'
          ? (...args: unknown[]) => {
              loaded.add(chunk)
              return (value as (...a: unknown[]) => unknown)(...args)
            }
          : value,
      ]),
    )
  return { loaded, recording }
})
vi.mock('./injected/index.js', async (original) => recording('injected', await original()))
vi.mock('./connection/index.js', async (original) => recording('connection', await original()))
vi.mock('./services.js', async (original) => recording('services', await original()))
vi.mock('./auth/index.js', async (original) => recording('auth', await original()))
vi.mock('./walletConnect/index.js', async (original) => recording('walletConnect', await original()))
vi.mock('./walletConnect/pingWalletConnect.js', async (original) => recording('walletConnectPing', await original()))
vi.mock('./siwx/index.js', async (original) => recording('siwx', await original()))
vi.mock('./onramp/index.js', async (original) => recording('onramp', await original()))

/** Lets the dynamic imports started so far settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

// Each test starts from fresh modules (no chunk imported yet, the lazy loaders unused).
let createTestGatehouse: typeof import('../src/testing/helpers.js').createTestGatehouse
beforeEach(async () => {
  loaded.clear()
  vi.resetModules()
  ;({ createTestGatehouse } = await import('../src/testing/helpers.js'))
})

describe('defaultEffects', () => {
  it('default: an app that configures no WalletConnect, secure frame or SIWX loads only the wallet effects at start', async () => {
    const g = createTestGatehouse()
    await g.ready
    await vi.waitFor(() => expect(loaded.has('injected')).toBe(true), { timeout: 5000 })
    await settle()
    expect([...loaded]).toEqual(['injected'])
    await g.dispose()
  })

  it('behavior: each family the app configures loads its chunk at start (WalletConnect by a project id, the frame, SIWX)', async () => {
    const g = createTestGatehouse({
      projectId: 'p',
      endpoints: { frame: 'https://frame.example/' },
      siwx: { enabled: true },
    })
    await g.ready
    await settle()
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['auth', 'injected', 'siwx', 'walletConnect']), {
      timeout: 5000,
    })
    await g.dispose()
  })

  it('behavior: the connection, services and Buy chunks load when the modal opens, not before', async () => {
    const g = createTestGatehouse()
    await g.ready
    await settle()
    expect(loaded.has('services')).toBe(false)
    expect(loaded.has('connection')).toBe(false)
    g.emit({ type: 'ModalOpenRequested', data: {} })
    // Each chunk is its own import: on a loaded machine they arrive in any order.
    await vi.waitFor(() => expect(['services', 'onramp', 'connection'].filter((c) => !loaded.has(c))).toEqual([]), {
      timeout: 5000,
    })
    await g.dispose()
  })

  it("behavior: a connection through WalletConnect (a visitor's restored session) loads its chunk without a project id", async () => {
    const g = createTestGatehouse()
    await g.ready
    g.emit({ type: 'ConnectRequested', data: { connectorId: 'walletConnect', namespace: 'eip155' } })
    await vi.waitFor(() => expect(loaded.has('walletConnect')).toBe(true), { timeout: 5000 })
    expect(loaded.has('auth')).toBe(false)
    await g.dispose()
  })

  it("behavior: a project id loads WalletConnect's connector at start, not the ping with the client's code; a connection through it does", async () => {
    const g = createTestGatehouse({ projectId: 'p' })
    await g.ready
    await vi.waitFor(() => expect(loaded.has('walletConnect')).toBe(true), { timeout: 5000 })
    g.emit({ type: 'ModalOpenRequested', data: {} })
    await settle()
    expect(loaded.has('walletConnectPing')).toBe(false)
    g.emit({ type: 'ConnectRequested', data: { connectorId: 'walletConnect', namespace: 'eip155' } })
    await vi.waitFor(() => expect(loaded.has('walletConnectPing')).toBe(true), { timeout: 5000 })
    await g.dispose()
  })

  it('behavior: an email login asked of an app without a frame loads the frame chunk, which answers it', async () => {
    const g = createTestGatehouse()
    await g.ready
    const seen: string[] = []
    g.events$.subscribe((e) => seen.push(e.type))
    g.emit({ type: 'EmailLoginRequested', data: { email: 'a@example.com' } })
    await vi.waitFor(() => expect(seen).toContain('AuthFailed'), { timeout: 5000 })
    expect(loaded.has('auth')).toBe(true)
    await g.dispose()
  })
})
