// SPEC §5: email login, the one-time code and the email cooldown.
import { EMAIL_LOGIN_COOLDOWN_MS } from './constants.js'
import { fail, ok, type Result } from './result.js'

// One @, no spaces, a dot in the domain: the format check a form makes (the server decides the rest).
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

/** SPEC §5: email login and email update need a valid email format. */
export function validateEmail(input: unknown): Result<string> {
  return typeof input === 'string' && input.length <= 254 && EMAIL.test(input)
    ? ok(input)
    : fail('invalidInput', 'Expected an email address')
}

/** SPEC §5: an OTP is a string (non-empty). */
export function validateOtp(input: unknown): Result<string> {
  return typeof input === 'string' && input.length > 0 ? ok(input) : fail('invalidInput', 'Expected a one-time code')
}

/**
 * SPEC §5: a new email login cannot start within 30 seconds of the last; the refusal says
 * 'Please try again after {n} seconds' with n rounded up. Times in ms.
 */
export function checkEmailCooldown(lastLoginAt: number | undefined, now: number): Result<void> {
  if (
    typeof lastLoginAt !== 'number' ||
    typeof now !== 'number' ||
    !Number.isFinite(lastLoginAt) ||
    !Number.isFinite(now)
  )
    return ok(undefined)
  const left = lastLoginAt + EMAIL_LOGIN_COOLDOWN_MS - now
  if (left <= 0) return ok(undefined)
  return fail('emailCooldown', undefined, { n: Math.ceil(Math.min(left, EMAIL_LOGIN_COOLDOWN_MS) / 1000) })
}
