// fromRequest: a request as an Observable that a subscriber moving on cancels.
import { firstValueFrom, lastValueFrom, toArray } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { fromRequest } from './request.js'

describe('fromRequest', () => {
  it('behavior: the request’s answer is emitted once, then the stream completes', async () => {
    expect(await lastValueFrom(fromRequest(() => Promise.resolve(7)).pipe(toArray()))).toEqual([7])
  })

  it('error: the request’s failure is the stream’s error, as it is', async () => {
    const failure = new Error('down')
    await expect(firstValueFrom(fromRequest(() => Promise.reject(failure)))).rejects.toBe(failure)
  })

  it('behavior: unsubscribing before the answer aborts the request’s signal; the request is not aborted while it runs', async () => {
    let signal: AbortSignal | undefined
    const sub = fromRequest((s) => {
      signal = s
      return new Promise<never>(() => undefined)
    }).subscribe()
    await Promise.resolve()
    expect(signal?.aborted).toBe(false)
    sub.unsubscribe()
    expect(signal?.aborted).toBe(true)
  })

  it('behavior: each subscription is a request of its own', async () => {
    let runs = 0
    const request = fromRequest(() => Promise.resolve(++runs))
    expect([await firstValueFrom(request), await firstValueFrom(request)]).toEqual([1, 2])
  })
})
