import { describe, expect, it } from 'vitest'
import { isRegisteredName, nameToRegister, stripNameSuffix, validateNameLabel } from './names.js'

describe('name registration', () => {
  it.each([
    ['alice', true],
    ['al-1', true],
    ['ABCD', true],
    ['abc', false],
    ['al_ice', false],
    ['al.ice', false],
    ['alice!', false],
    ['', false],
    ['ålice', false],
  ])('SPEC §5: name to register: letters, digits and hyphens only, at least 4 characters: %s → %s', (name, valid) => {
    const r = validateNameLabel(name)
    expect(r.ok).toBe(valid)
    if (!r.ok) expect(r.error.message).toBe('Use at least 4 letters, digits or hyphens')
  })

  it.each([
    ['alice.reown.id', 'alice'],
    ['alice.wcn.id', 'alice'],
    ['alice.eth', undefined],
  ])('SPEC §5: suffixes .reown.id and legacy .wcn.id: %s', (name, label) => {
    expect(stripNameSuffix(name)).toBe(label)
    expect(isRegisteredName(name)).toBe(label !== undefined)
  })

  it('behavior: the suffix is configurable; default .reown.id', () => {
    expect(nameToRegister('alice')).toEqual({ ok: true, value: 'alice.reown.id' })
    expect(nameToRegister('alice', ['.gate.id'])).toEqual({ ok: true, value: 'alice.gate.id' })
    expect(isRegisteredName('alice.gate.id', ['.gate.id'])).toBe(true)
    expect(isRegisteredName('alice.reown.id', ['.gate.id'])).toBe(false)
  })

  it('behavior: a registered name needs a valid label before its suffix', () => {
    expect(isRegisteredName('abc.reown.id')).toBe(false)
    expect(isRegisteredName('al_ice.reown.id')).toBe(false)
    expect(isRegisteredName(42)).toBe(false)
  })

  it('behavior: an empty suffix in the configuration matches nothing; the next one is tried', () => {
    expect(stripNameSuffix('alice.gate.id', ['', '.gate.id'])).toBe('alice')
    expect(stripNameSuffix('alice', [''])).toBeUndefined()
  })
})
