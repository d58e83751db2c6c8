import { afterEach, describe, expect, it, vi } from 'vitest'
import { callEach } from './callEach.js'

describe('callEach', () => {
  afterEach(() => void vi.unstubAllGlobals())

  it('behavior: calls each with the arguments, in order, over the list as it was when called', () => {
    const seen: string[] = []
    const fns = new Set<(x: string) => void>()
    const a = (x: string) => (seen.push(`a${x}`), fns.add(c))
    const b = (x: string) => void seen.push(`b${x}`)
    const c = (x: string) => void seen.push(`c${x}`)
    fns.add(a).add(b)
    callEach(fns, '1')
    expect(seen).toEqual(['a1', 'b1'])
  })

  it('error: one that throws does not keep the later ones from running; its error is thrown again in a microtask', () => {
    const reported: Array<() => void> = []
    vi.stubGlobal('queueMicrotask', (callback: () => void) => reported.push(callback))
    const after = vi.fn()
    callEach([
      () => {
        throw new Error('boom')
      },
      after,
    ])
    expect(after).toHaveBeenCalledTimes(1)
    expect(reported).toHaveLength(1)
    expect(() => (reported[0] as () => void)()).toThrow('boom')
  })
})
