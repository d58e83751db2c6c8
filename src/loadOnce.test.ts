import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './loadOnce.js'

describe('loadOnce', () => {
  it('default', async () => {
    const load = vi.fn(async () => 42)
    const once = loadOnce(load)
    const [a, b] = [once(), once()]
    expect(a).toBe(b)
    expect(await a).toBe(42)
    expect(await once()).toBe(42)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('behavior: a failed load is tried again by the next call, and callers of the failed one see its error', async () => {
    let calls = 0
    const once = loadOnce(async () => {
      calls++
      if (calls === 1) throw new Error('offline')
      return 'chunk'
    })
    const first = once()
    const same = once()
    await expect(first).rejects.toThrow('offline')
    await expect(same).rejects.toThrow('offline')
    expect(await once()).toBe('chunk')
    expect(await once()).toBe('chunk')
    expect(calls).toBe(2)
  })

  it('behavior: the call that starts a load gives its arguments', async () => {
    const load = vi.fn(async (n: number) => n * 2)
    const once = loadOnce(load)
    expect(await once(1)).toBe(2)
    expect(await once(5)).toBe(2)
    expect(load).toHaveBeenCalledWith(1)
  })

  it('error: a loader that throws synchronously fails the call, and the next call tries again', async () => {
    let calls = 0
    const once = loadOnce((): Promise<number> => {
      calls++
      if (calls === 1) throw new Error('sync')
      return Promise.resolve(1)
    })
    expect(() => once()).toThrow('sync')
    expect(await once()).toBe(1)
  })
})
