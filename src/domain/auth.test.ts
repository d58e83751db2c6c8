import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME_MODE, parseSocialProvider, parseThemeMode } from './auth.js'
import { checkEmailCooldown, validateEmail, validateOtp } from './emailLogin.js'

describe('auth rules', () => {
  it.each([
    ['user@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['user@example', false],
    ['user example.com', false],
    ['@example.com', false],
    ['user@@example.com', false],
    ['user@.com', false],
    ['', false],
    [null, false],
    // The longest address a mailbox can have: 254 characters (RFC 5321's path limit less its angle brackets).
    [`${'a'.repeat(242)}@example.com`, true],
    [`${'a'.repeat(243)}@example.com`, false],
  ])('SPEC §5: email login needs a valid email format: %s → %s', (input, valid) => {
    expect(validateEmail(input).ok).toBe(valid)
  })

  it.each([
    ['123456', true],
    ['', false],
    [123456, false],
  ])('SPEC §5: an OTP is a string: %s → %s', (input, valid) => {
    expect(validateOtp(input).ok).toBe(valid)
  })

  it.each([
    [undefined, 1_000_000, null],
    [1_000_000, 1_000_000, 'Please try again after 30 seconds'],
    [1_000_000, 1_000_001, 'Please try again after 30 seconds'],
    [1_000_000, 1_000_999, 'Please try again after 30 seconds'],
    [1_000_000, 1_001_000, 'Please try again after 29 seconds'],
    [1_000_000, 1_029_001, 'Please try again after 1 seconds'],
    [1_000_000, 1_029_999, 'Please try again after 1 seconds'],
    [1_000_000, 1_030_000, null],
    [1_000_000, 1_060_000, null],
  ])(
    "SPEC §5 / §9: 30 s email cooldown, 'Please try again after {n} seconds', n rounded up (last %s, now %s)",
    (last, now, message) => {
      const r = checkEmailCooldown(last, now)
      if (message === null) expect(r.ok).toBe(true)
      else expect(r).toEqual({ ok: false, error: { id: 'emailCooldown', message } })
    },
  )

  it.each([['google'], ['github'], ['apple'], ['facebook'], ['x'], ['discord']])('SPEC §5: social provider %s', (p) => {
    expect(parseSocialProvider(p).ok).toBe(true)
  })
  it.each([['farcaster'], ['twitter'], ['Google'], [1]])('SPEC §5: %s is not a social provider', (p) => {
    expect(parseSocialProvider(p).ok).toBe(false)
  })

  it.each([
    ['light', true],
    ['dark', true],
    ['auto', false],
    ['Dark', false],
  ])('SPEC §5: theme mode light or dark: %s', (m, valid) => {
    expect(parseThemeMode(m).ok).toBe(valid)
  })
  it('SPEC §1: default theme mode dark', () => expect(DEFAULT_THEME_MODE).toBe('dark'))
})
