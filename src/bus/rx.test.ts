import * as rxjs from 'rxjs'
import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { concat, from, merge, of } from './rx.js'

// src/bus/rx.ts's scheduler-less creators must behave as rxjs's own for the no-scheduler case:
// the same notifications at the same virtual times, for the same marbles.

type Cold = (marbles: string) => rxjs.Observable<string>

/** Every notification of the observable built from cold marbles, with its virtual time. */
function record(build: (cold: Cold) => rxjs.Observable<string>): string[] {
  const seen: string[] = []
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
  scheduler.run(({ cold }) => {
    build(cold).subscribe({
      next: (v) => seen.push(`${scheduler.now()} ${v}`),
      error: () => seen.push(`${scheduler.now()} #`),
      complete: () => seen.push(`${scheduler.now()} |`),
    })
  })
  return seen
}

const PAIRS = [
  ['-a--b---c|', '--x-y|'],
  ['-a-#', '--x---y|'],
  ['|', '-x|'],
  ['-a--b-', '--x|'],
  ['(ab|)', '(xy|)'],
] as const

describe('rx: scheduler-less from, of, merge, concat', () => {
  it('behavior: merge gives what rxjs merge gives, errors and completion included', () => {
    for (const [a, b] of PAIRS) {
      const ours = record((cold) => merge(cold(a), cold(b)))
      expect(ours.length).toBeGreaterThan(0)
      expect(ours).toEqual(record((cold) => rxjs.merge(cold(a), cold(b))))
    }
    expect(record(() => merge())).toEqual(record(() => rxjs.merge()))
  })

  it('behavior: concat gives what rxjs concat gives, each source subscribed after the previous completed', () => {
    for (const [a, b] of PAIRS) expect(record((cold) => concat(cold(a), cold(b)))).toEqual(record((cold) => rxjs.concat(cold(a), cold(b))))
    new TestScheduler((x, y) => expect(x).toEqual(y)).run(({ cold, expectObservable, expectSubscriptions }) => {
      const a = cold('-a-b|')
      const b = cold('--x|')
      expectObservable(concat(a, b)).toBe('-a-b--x|')
      expectSubscriptions(a.subscriptions).toBe('^---!')
      expectSubscriptions(b.subscriptions).toBe('----^--!')
    })
  })

  it('behavior: of and from emit synchronously in order and complete, like rxjs', () => {
    const seen: unknown[] = []
    of(1, 2, 3).subscribe({ next: (v) => seen.push(v), complete: () => seen.push('done') })
    from(['a', 'b']).subscribe({ next: (v) => seen.push(v), complete: () => seen.push('done') })
    of().subscribe({ next: (v) => seen.push(v), complete: () => seen.push('empty') })
    expect(seen).toEqual([1, 2, 3, 'done', 'a', 'b', 'done', 'empty'])
  })

  it('behavior: from a promise emits its value once it resolves, like rxjs from', async () => {
    await expect(rxjs.firstValueFrom(from(Promise.resolve(7)))).resolves.toBe(7)
    await expect(rxjs.firstValueFrom(from(Promise.reject(new Error('no'))))).rejects.toThrow('no')
  })
})
