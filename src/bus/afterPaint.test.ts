import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './afterPaint.js'

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('default: where nothing paints (no animation frames), runs at once', () => {
    const run = vi.fn()
    afterNextPaint(run)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('behavior: in a page, runs in a task after the next animation frame, once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const frames: Array<() => void> = []
    vi.stubGlobal('document', { hidden: false })
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    const run = vi.fn()
    afterNextPaint(run)
    vi.advanceTimersByTime(50)
    expect(run).not.toHaveBeenCalled()
    for (const frame of frames) frame()
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(run).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1000)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('behavior: a page that paints no frame (in the background) still runs it, after a short wait', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    vi.stubGlobal('document', { hidden: false })
    vi.stubGlobal('requestAnimationFrame', () => 0)
    const run = vi.fn()
    afterNextPaint(run)
    vi.advanceTimersByTime(99)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('behavior: a hidden page runs it at once', () => {
    vi.stubGlobal('document', { hidden: true })
    vi.stubGlobal('requestAnimationFrame', () => 0)
    const run = vi.fn()
    afterNextPaint(run)
    expect(run).toHaveBeenCalledTimes(1)
  })
})
