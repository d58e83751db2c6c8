import { describe, expect, it } from 'vitest'
import type { SiwxSession } from '../domain/siwxConfig.js'
import { createMemorySiwxStore } from './memorySiwxStore.js'

const session = (address: string, expirationTime?: string): SiwxSession => ({
  data: {
    accountAddress: address,
    chainId: 'eip155:1',
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: 'abcdefgh',
    issuedAt: '2026-01-01T00:00:00Z',
    ...(expirationTime ? { expirationTime } : {}),
  },
  message: 'm',
  signature: '0x00',
})

describe('createMemorySiwxStore', () => {
  it('default: a nonce is EIP-4361 (8+ letters or digits), fresh each time, and usable once', async () => {
    const store = createMemorySiwxStore()
    const a = await store.issueNonce()
    const b = await store.issueNonce()
    expect(a).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(a).not.toBe(b)
    expect(await store.consumeNonce(a)).toBe(true)
    expect(await store.consumeNonce(a)).toBe(false)
    expect(await store.consumeNonce('neverissued')).toBe(false)
  })

  it('behavior: a nonce expires after nonceTtlMs, and expired ones are forgotten', async () => {
    let t = 0
    const store = createMemorySiwxStore({ nonceTtlMs: 1000, now: () => t })
    const a = await store.issueNonce()
    const b = await store.issueNonce()
    t = 999
    expect(await store.consumeNonce(a)).toBe(true)
    t = 1000
    expect(await store.consumeNonce(b)).toBe(false)
  })

  it('behavior: a repeated nonce from the source is drawn again', async () => {
    const draws = ['aaaaaaaa', 'aaaaaaaa', 'bbbbbbbb']
    const store = createMemorySiwxStore({ newNonce: () => draws.shift()! })
    expect([await store.issueNonce(), await store.issueNonce()]).toEqual(['aaaaaaaa', 'bbbbbbbb'])
  })

  it('behavior: sessions by network and address (eip155 addresses in any case), without expired ones; revoke and set', async () => {
    let t = Date.UTC(2026, 0, 1, 0, 30)
    const store = createMemorySiwxStore({ now: () => t })
    const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    await store.addSession(session(A))
    await store.addSession(session(A, '2026-01-01T01:00:00Z'))
    await store.addSession(session('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'))
    expect(await store.getSessions('eip155:1', A.toLowerCase())).toHaveLength(2)
    expect(await store.getSessions('eip155:8453', A)).toHaveLength(0)
    t = Date.UTC(2026, 0, 1, 1)
    expect(await store.getSessions('eip155:1', A)).toHaveLength(1)
    await store.revokeSession('eip155:1', A)
    expect(await store.getSessions('eip155:1', A)).toEqual([])
    await store.setSessions([])
    expect(await store.getSessions('eip155:1', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toEqual([])
  })
})
