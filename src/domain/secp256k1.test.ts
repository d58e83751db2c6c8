import { describe, expect, it, vi } from 'vitest'

// The shape an esbuild browser bundle gives a dynamic import() of the CommonJS module: its functions under `default`.
vi.mock('@bitcoinerlab/secp256k1', async (original) => ({ default: await original() }))

describe('loadSecp256k1', () => {
  it('behavior: a module whose functions came only under default (an esbuild bundle) still gives the functions bitcoinjs-lib checks', async () => {
    const { loadSecp256k1 } = await import('./secp256k1.js')
    const { initEccLib } = await import('bitcoinjs-lib')
    const ecc = await loadSecp256k1()
    expect(typeof ecc.isPoint).toBe('function')
    expect(() => initEccLib(ecc)).not.toThrow()
  })
})
