// The email and social login through the embedded secure frame (SPEC §1, §4, §7):
// the visitor's intents and the frame's answers. No OTP code and no session token
// ever enters an event (ARCHITECTURE "Events"): the code goes to the frame through
// `deps.secrets` (OtpSubmitted carries only the one-use ticket), the token stays in the frame.
import * as z from 'zod/mini'
import { AccountTypeSchema } from '../domain/accounts.js'
import { SocialProviderSchema } from '../domain/auth.js'
import { ErrorDataSchema, NonEmpty } from './common.js'
import { defineEvent } from './define.js'

/** The visitor asked to sign in with `email` (SPEC §4 "Frame login": email first). */
export const EmailLoginRequested = defineEvent('EmailLoginRequested', z.object({ email: NonEmpty }))

/** The frame sent a one-time code to `email` and waits for it (frame action VERIFY_OTP). */
export const EmailOtpRequired = defineEvent('EmailOtpRequired', z.object({ email: NonEmpty }))

/** The frame wants this device approved from the email sent to `email` first (frame action VERIFY_DEVICE). */
export const DeviceVerificationRequired = defineEvent('DeviceVerificationRequired', z.object({ email: NonEmpty }))

/**
 * The visitor entered the one-time code. The code itself is not here: the UI put it in
 * `deps.secrets` and this event carries the one-use `ticket` that takes it out.
 */
export const OtpSubmitted = defineEvent('OtpSubmitted', z.object({ ticket: NonEmpty }))

/** The visitor asked to sign in with a social provider (SPEC §5: google, github, apple, facebook, x, discord). */
export const SocialLoginRequested = defineEvent('SocialLoginRequested', z.object({ provider: SocialProviderSchema }))

/** The visitor left the email flow (back to the email field); a pending frame call is abandoned. */
export const AuthCancelRequested = defineEvent('AuthCancelRequested', z.object({}))

/** SPEC §3 "Frame user", as an event holds it (no session token, ever). */
export const AuthUserSchema = z.object({
  email: z.nullable(z.string()),
  address: NonEmpty,
  chainId: z.union([z.string(), z.number()]),
  accounts: z.array(z.object({ address: NonEmpty, type: AccountTypeSchema })),
  userName: z.nullable(z.string()),
  smartAccountDeployed: z.boolean(),
  preferredAccountType: z.optional(AccountTypeSchema),
})

/** The frame signed the visitor in (email code or social login); `provider` is the social provider, if any. */
export const AuthConnected = defineEvent('AuthConnected', z.object({ user: AuthUserSchema, provider: z.nullable(SocialProviderSchema) }))

/** A step of the email or social login failed (SPEC §8: 'An error occurred' when the frame gives no message). */
export const AuthFailed = defineEvent(
  'AuthFailed',
  z.object({ step: z.enum(['email', 'device', 'otp', 'social', 'restore', 'signOut', 'frame']), error: ErrorDataSchema }),
)
