import { describe, expect, it } from 'vitest'
import { memoryStorage } from './log/storage.js'
import { resolveConfig } from './resolveConfig.js'

describe('resolveConfig', () => {
  it('default', () => {
    const resolved = resolveConfig({})
    expect(resolved.log).toEqual({
      name: 'gatehouse:default',
      storage: 'indexeddb',
      snapshotEvery: undefined,
      keepEvents: undefined,
      restoreTimeoutMs: 5000,
      firstPaint: true,
    })
    expect(resolved.networks).toBeUndefined()
    // No project id: no WalletConnect; no frame URL: no frame.
    expect(resolved.deps).toEqual({ walletConnect: null })
    expect(resolved.configured).toMatchObject({ type: 'Configured', data: { modal: { embedded: false } } })
  })

  it('behavior: the same configuration resolves to the same result, and neither the configuration nor its deps are changed', () => {
    const storage = memoryStorage()
    const deps = { now: () => 1 }
    const config = {
      projectId: 'p1',
      deps,
      log: { storage, name: 'app' },
      endpoints: { frame: 'https://frame.example/' },
      rpcUrls: { 'eip155:1': ['https://rpc.example/'] },
    }
    const before = JSON.stringify(config)
    const a = resolveConfig(config)
    const b = resolveConfig(config)
    expect(JSON.stringify(config)).toBe(before)
    expect(Object.keys(deps)).toEqual(['now'])
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
    expect(a.deps).toMatchObject({ now: deps.now, frame: { url: 'https://frame.example/', projectId: 'p1' } })
    expect(a.deps.networks?.find((n) => n.caipNetworkId === 'eip155:1')?.rpcUrls.default.http).toEqual([
      'https://rpc.example/',
    ])
    expect(a.log).toMatchObject({ name: 'app', storage })
  })

  it("behavior: the app's own deps win over what the configuration would make", () => {
    const frame = { url: 'https://mine.example/', projectId: 'x', version: '4', enableLogger: false } as const
    const resolved = resolveConfig({
      endpoints: { frame: 'https://frame.example/' },
      deps: { frame, walletConnect: null },
    })
    expect(resolved.deps.frame).toBe(frame)
  })

  it('error: a frame endpoint that is not a URL throws ConfigurationError', () => {
    expect(() => resolveConfig({ endpoints: { frame: 'not a url' } })).toThrow(
      expect.objectContaining({ name: 'ConfigurationError' }),
    )
  })
})
