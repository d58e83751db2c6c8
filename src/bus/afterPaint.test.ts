import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './afterPaint.js'
import { HOLD_MAX_MS } from './heldLoads.js'

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

  it('behavior: what is asked before one paint waits on one frame callback and one timer, and runs in order after it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const frames: Array<() => void> = []
    vi.stubGlobal('document', { hidden: false })
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    const ran: string[] = []
    afterNextPaint(() => ran.push('a'))
    afterNextPaint(() => ran.push('b'))
    afterNextPaint(() => ran.push('c'))
    expect(frames).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(1)
    for (const frame of frames.splice(0)) frame()
    vi.advanceTimersByTime(0)
    expect(ran).toEqual(['a', 'b', 'c'])
    // Asked after that paint: the next one.
    afterNextPaint(() => ran.push('d'))
    expect(frames).toHaveLength(1)
    for (const frame of frames.splice(0)) frame()
    vi.advanceTimersByTime(0)
    expect(ran).toEqual(['a', 'b', 'c', 'd'])
  })

  it('error: one piece of work that throws does not keep the others from running; its error is reported, not swallowed', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const frames: Array<() => void> = []
    const reported: Array<() => void> = []
    vi.stubGlobal('document', { hidden: false })
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    vi.stubGlobal('queueMicrotask', (callback: () => void) => reported.push(callback))
    const after = vi.fn()
    afterNextPaint(() => {
      throw new Error('boom')
    })
    afterNextPaint(after)
    for (const frame of frames.splice(0)) frame()
    vi.advanceTimersByTime(0)
    expect(after).toHaveBeenCalledTimes(1)
    expect(reported).toHaveLength(1)
    expect(() => (reported[0] as () => void)()).toThrow('boom')
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

describe('afterPaintAndLoads', () => {
  // The held loads are the page's (module state): each test starts from a fresh module.
  let afterPaintAndLoads: typeof import('./afterPaint.js').afterPaintAndLoads
  let holdForLoad: typeof import('./heldLoads.js').holdForLoad
  let afterNextPaintFresh: typeof import('./afterPaint.js').afterNextPaint
  beforeEach(async () => {
    vi.resetModules()
    ;({ afterPaintAndLoads, afterNextPaint: afterNextPaintFresh } = await import('./afterPaint.js'))
    ;({ holdForLoad } = await import('./heldLoads.js'))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  /** A page whose frames the test paints: `paint()` runs the frame callbacks queued so far. */
  function page() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let frames: Array<() => void> = []
    vi.stubGlobal('document', { hidden: false })
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    return {
      paint() {
        const now = frames
        frames = []
        for (const frame of now) frame()
        vi.advanceTimersByTime(0)
      },
    }
  }
  function deferred() {
    let resolve = (): void => undefined
    let reject = (_error: unknown): void => undefined
    const promise = new Promise<void>((res, rej) => {
      resolve = res
      reject = rej
    })
    return { promise, resolve, reject }
  }
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve()
  }

  it('default: with nothing held, runs after the next paint, as afterNextPaint', () => {
    const { paint } = page()
    const run = vi.fn()
    afterPaintAndLoads(run)
    expect(run).not.toHaveBeenCalled()
    paint()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['arrives', (load: ReturnType<typeof deferred>) => load.resolve()],
    ['fails', (load: ReturnType<typeof deferred>) => load.reject(new Error('offline'))],
  ])(
    "behavior: a held load (the modal's code) goes first: the work runs after the paint that follows its settling (it %s), once",
    async (_, settleLoad) => {
      const { paint } = page()
      const load = deferred()
      holdForLoad(load.promise)
      const run = vi.fn()
      afterPaintAndLoads(run)
      paint()
      paint()
      expect(run).not.toHaveBeenCalled()
      settleLoad(load)
      await settle()
      expect(run).not.toHaveBeenCalled() // what the load brought is rendered and painted first
      paint()
      expect(run).toHaveBeenCalledTimes(1)
      vi.advanceTimersByTime(HOLD_MAX_MS)
      paint()
      expect(run).toHaveBeenCalledTimes(1)
    },
  )

  it('behavior: work asked for before one paint is held together: one wait on the loads, run in order', async () => {
    const { paint } = page()
    const load = deferred()
    holdForLoad(load.promise)
    const ran: string[] = []
    afterPaintAndLoads(() => ran.push('a'))
    afterPaintAndLoads(() => ran.push('b'))
    paint()
    expect(vi.getTimerCount()).toBe(1) // the one cap on the hold
    load.resolve()
    await settle()
    paint()
    expect(ran).toEqual(['a', 'b'])
  })

  it(`error: a held load that never settles holds the work ${HOLD_MAX_MS} ms at most`, async () => {
    const { paint } = page()
    holdForLoad(new Promise(() => undefined))
    const run = vi.fn()
    afterPaintAndLoads(run)
    paint()
    vi.advanceTimersByTime(HOLD_MAX_MS - 1)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it("behavior: afterNextPaint itself is never held (the dialog's own after-paint work)", () => {
    const { paint } = page()
    holdForLoad(new Promise(() => undefined))
    const run = vi.fn()
    afterNextPaintFresh(run)
    paint()
    expect(run).toHaveBeenCalledTimes(1)
  })
})
