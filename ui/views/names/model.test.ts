import { describe, expect, it } from 'vitest'
import { canRegister, checkName } from './model.js'

const answered = (name: string, registered: boolean) => ({
  name,
  items: [{ name: `${name}.reown.id`, registered }],
  failed: false,
})

describe('checkName', () => {
  it('default: nothing typed, nothing said', () => {
    expect(checkName('', '.reown.id', null)).toEqual({ kind: 'empty' })
  })

  it('error (SPEC §5: letters, digits and hyphens only, at least 4 characters): other characters first, then the length', () => {
    for (const label of ['ab!', 'al ice', 'alice.id', 'ünïcode', 'a_b_c_d'])
      expect(checkName(label, '.reown.id', null).kind).toBe('characters')
    for (const label of ['a', 'ab', 'a-1']) expect(checkName(label, '.reown.id', null).kind).toBe('short')
    for (const label of ['abcd', 'a-b-', '1234', 'Alice'])
      expect(checkName(label, '.reown.id', null).kind).not.toMatch(/characters|short/)
  })

  it('behavior: a valid name is checked until the suggestions for it say whether it is taken (an answer for another name does not count)', () => {
    expect(checkName('alice', '.reown.id', null)).toEqual({ kind: 'checking', name: 'alice.reown.id' })
    expect(checkName('alice', '.reown.id', { name: 'alice', items: null, failed: false }).kind).toBe('checking')
    expect(checkName('alice', '.reown.id', answered('alic', false)).kind).toBe('checking')
    expect(checkName('alice', '.reown.id', answered('alice', true))).toEqual({ kind: 'taken', name: 'alice.reown.id' })
    expect(checkName('carol', '.reown.id', answered('carol', false))).toEqual({
      kind: 'available',
      name: 'carol.reown.id',
    })
    expect(checkName('carol', '.reown.id', { name: 'carol', items: null, failed: true }).kind).toBe('unknown')
  })

  it('behavior: only an available name, or one the check could not answer for (the registry decides), may be registered', () => {
    expect(canRegister({ kind: 'available', name: 'a' })).toBe(true)
    expect(canRegister({ kind: 'unknown', name: 'a' })).toBe(true)
    for (const kind of ['taken', 'checking'] as const) expect(canRegister({ kind, name: 'a' })).toBe(false)
    for (const kind of ['empty', 'characters', 'short'] as const) expect(canRegister({ kind })).toBe(false)
  })
})
