import { describe, expect, it } from 'vitest'
import { randomId } from './deps.js'

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('randomId', () => {
  it('default: RFC 4122 v4 ids, all different', () => {
    const ids = new Set(Array.from({ length: 2000 }, randomId))
    expect(ids.size).toBe(2000)
    for (const id of ids) expect(id).toMatch(V4)
  })

  it('behavior: outside a secure context (no randomUUID) it still makes v4 ids', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      const ids = new Set(Array.from({ length: 2000 }, randomId))
      expect(ids.size).toBe(2000)
      for (const id of ids) expect(id).toMatch(V4)
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID
    }
    expect(typeof crypto.randomUUID).toBe('function')
  })
})
