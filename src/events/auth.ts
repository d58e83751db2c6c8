// The email and social login through the embedded secure frame (SPEC §1, §4, §7):
// the visitor's intents and the frame's answers. No OTP code and no session token
// ever enters an event (ARCHITECTURE "Events"): the code goes to the frame through
// `deps.secrets` (OtpSubmitted carries only the one-use ticket), the token stays in the frame.
import * as z from 'zod/mini'
import { AccountTypeSchema } from '../domain/accounts.js'
import { SocialProviderSchema } from '../domain/auth.js'
import { errorDataSchema, nonEmpty } from './common.js'
import { defineEvent, sharedSchema } from './define.js'

/** The visitor asked to sign in with `email` (SPEC §4 "Frame login": email first). */
export const EmailLoginRequested = defineEvent('EmailLoginRequested', () => z.object({ email: nonEmpty() }))

/** The frame sent a one-time code to `email` and waits for it (frame action VERIFY_OTP). */
export const EmailOtpRequired = defineEvent('EmailOtpRequired', () => z.object({ email: nonEmpty() }))

/** The frame wants this device approved from the email sent to `email` first (frame action VERIFY_DEVICE). */
export const DeviceVerificationRequired = defineEvent('DeviceVerificationRequired', () =>
  z.object({ email: nonEmpty() }),
)

/**
 * The visitor entered the one-time code. The code itself is not here: the UI put it in
 * `deps.secrets` and this event carries the one-use `ticket` that takes it out.
 */
export const OtpSubmitted = defineEvent('OtpSubmitted', () => z.object({ ticket: nonEmpty() }))

/** The visitor asked to sign in with a social provider (SPEC §5: google, github, apple, facebook, x, discord). */
export const SocialLoginRequested = defineEvent('SocialLoginRequested', () =>
  z.object({ provider: SocialProviderSchema }),
)

/** The visitor left the email flow (back to the email field); a pending frame call is abandoned. */
export const AuthCancelRequested = defineEvent('AuthCancelRequested', () => z.object({}))

/** SPEC §3 "Frame user", as an event holds it (no session token, ever). */
export const authUserSchema = sharedSchema(() =>
  z.object({
    email: z.nullable(z.string()),
    address: nonEmpty(),
    chainId: z.union([z.string(), z.number()]),
    accounts: z.array(z.object({ address: nonEmpty(), type: AccountTypeSchema })),
    userName: z.nullable(z.string()),
    smartAccountDeployed: z.boolean(),
    preferredAccountType: z.optional(AccountTypeSchema),
  }),
)

/** The same schema, for types (outside code calls the factory above, so bundles drop this one). */
export const AuthUserSchema = /* @__PURE__ */ authUserSchema()

/** The frame signed the visitor in (email code or social login); `provider` is the social provider, if any. */
export const AuthConnected = defineEvent('AuthConnected', () =>
  z.object({ user: authUserSchema(), provider: z.nullable(SocialProviderSchema) }),
)

/** A step of the email or social login failed (SPEC §8: 'An error occurred' when the frame gives no message). */
export const AuthFailed = defineEvent('AuthFailed', () =>
  z.object({
    step: z.enum(['email', 'device', 'otp', 'social', 'restore', 'signOut', 'frame']),
    error: errorDataSchema(),
  }),
)

// Farcaster sign-in (SPEC §1 connect method farcaster, §2 view ConnectingFarcaster, §7 the
// frame's farcaster app event). The frame opens a sign-in channel and gives a sign-in URL for
// the QR code; the channel's token and the session token stay in the frame. The visitor
// approves or declines on their Farcaster app; approved, the frame's user is signed in as
// after a social login (AuthConnected, provider null). New event types rather than a new
// AuthFailed step: AuthFailed's data is pinned in the public event schema (version 1).

/** The visitor chose Farcaster (the socials of the Connect view, or Try again in ConnectingFarcaster). */
export const FarcasterLoginRequested = defineEvent('FarcasterLoginRequested', () => z.object({}))

/**
 * The frame opened a Farcaster sign-in: `url` for the QR code and the copy button, and when it
 * expires (ms since the epoch, the app's clock). Ephemeral, like WalletConnect's link: it is
 * good for this page only (a reload ends the wait), so it never enters the log.
 */
export const FarcasterUriCreated = defineEvent(
  'FarcasterUriCreated',
  () =>
    z.object({
      url: z.string().check(z.regex(/^https?:\/\//, 'Expected an http(s) URL'), z.maxLength(2000)),
      expiresAt: z.number().check(z.int(), z.gte(0)),
    }),
  { ephemeral: true },
)

/** Why a Farcaster sign-in ended without a user: declined in the app, expired unanswered, or a frame failure. */
export const FARCASTER_FAILURES = ['declined', 'expired', 'failed'] as const

/** The Farcaster sign-in ended without a user (`reason`), with its typed error. */
export const FarcasterLoginFailed = defineEvent('FarcasterLoginFailed', () =>
  z.object({ reason: z.enum(FARCASTER_FAILURES), error: errorDataSchema() }),
)
