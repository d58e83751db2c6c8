import { EventEmitter } from 'node:events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whileRelayUp } from './signClient.js'

/** A relayer as whileRelayUp sees it: its connected flag and its connect/disconnect events. */
function fakeRelayer(connected: boolean) {
  const events = new EventEmitter()
  const relayer = {
    connected,
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    off: (event: string, listener: (...args: unknown[]) => void) => events.off(event, listener),
    drop() {
      relayer.connected = false
      events.emit('relayer_disconnect')
    },
    back() {
      relayer.connected = true
      events.emit('relayer_connect')
    },
    listeners: () => events.listenerCount('relayer_connect') + events.listenerCount('relayer_disconnect'),
  }
  return relayer
}

/** A promise and its resolve, to settle the wallet's answer when the test says. */
function answer<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('whileRelayUp', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('behavior: with the relay up the wait for the wallet has no limit', async () => {
    const relayer = fakeRelayer(true)
    const wallet = answer<string>()
    const result = whileRelayUp(relayer, wallet.promise, 10_000)
    await vi.advanceTimersByTimeAsync(60_000)
    wallet.resolve('0xsig')
    await expect(result).resolves.toBe('0xsig')
    expect(relayer.listeners()).toBe(0)
  })

  it('error: the relay down for the timeout fails the request as 4900', async () => {
    const relayer = fakeRelayer(true)
    const result = whileRelayUp(relayer, answer<string>().promise, 10_000)
    const outcome = result.catch((error: unknown) => error)
    relayer.drop()
    await vi.advanceTimersByTimeAsync(9_999)
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ code: 4900, message: 'The WalletConnect relay cannot be reached' })
    expect(relayer.listeners()).toBe(0)
  })

  it('error: a request made while the relay is already down fails after the timeout', async () => {
    const relayer = fakeRelayer(false)
    const outcome = whileRelayUp(relayer, answer<string>().promise, 10_000).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await outcome).toMatchObject({ code: 4900 })
  })

  it('behavior: a relay back before the timeout lets the answer through, and a later drop starts a new timeout', async () => {
    const relayer = fakeRelayer(true)
    const wallet = answer<string>()
    const result = whileRelayUp(relayer, wallet.promise, 10_000)
    relayer.drop()
    await vi.advanceTimersByTimeAsync(9_000)
    relayer.back()
    await vi.advanceTimersByTimeAsync(5_000)
    relayer.drop()
    await vi.advanceTimersByTimeAsync(9_000)
    wallet.resolve('0xsig')
    await expect(result).resolves.toBe('0xsig')
  })

  it('error: the wallet’s own error passes through as it is', async () => {
    const relayer = fakeRelayer(true)
    const rejected = Object.assign(new Error('User rejected.'), { code: 5000 })
    await expect(whileRelayUp(relayer, Promise.reject(rejected), 10_000)).rejects.toBe(rejected)
    expect(relayer.listeners()).toBe(0)
  })
})
