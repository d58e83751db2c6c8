// The email and social entries of the Connect view (SPEC §1: email, social, wallet in
// that order), a lazy chunk Connect loads when the auth connector is there (a secure
// frame is configured). The one-time code step stays inside Connect: SPEC §2 lists no
// email or OTP view, and the step belongs to the same login the email field started.
// The code never enters an event: it goes into the Gatehouse's secret drop and
// OtpSubmitted carries the ticket that takes it out.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { SocialProvider } from '../../../src/domain/auth.js'
import { validateEmail, validateOtp } from '../../../src/domain/emailLogin.js'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../src/domain/constants.js'
import { isFeatureOn } from '../../../src/domain/features.js'
import { formatMessage, MESSAGES, type MessageId } from '../../messages.js'
import type { AuthState } from '../../../projections/auth/auth.projection.js'
import { selectEmailCodeStep } from '../../../projections/auth/auth.selectors.js'
import type { GatehouseState } from '../../../projections/index.js'
import { ItemIcon, RovingList, rovingTabIndex, Spinner } from '../../components/common.js'
import { refocusInitial } from '../../components/refocus.js'
import { socialLogo } from '../../components/logos/socials.js'
import { useGatehouse } from '../../core/context.js'
import { useEmit, useReadModel } from '../../core/hooks.js'

/**
 * SPEC §1's socials (the app's `features.socials` picks and orders them). Farcaster is a connect method of its own (its sign-in by QR code is the
 * ConnectingFarcaster view); the others log in through the frame's provider popup.
 */
const SOCIAL_BUTTONS: ReadonlyArray<{ provider: SocialProvider | 'farcaster'; name: MessageId }> = [
  { provider: 'google', name: 'socialGoogle' },
  { provider: 'x', name: 'socialX' },
  { provider: 'discord', name: 'socialDiscord' },
  { provider: 'farcaster', name: 'titleFarcaster' },
  { provider: 'github', name: 'socialGithub' },
  { provider: 'apple', name: 'socialApple' },
  { provider: 'facebook', name: 'socialFacebook' },
]

const providerName = (provider: SocialProvider | null): string =>
  MESSAGES[SOCIAL_BUTTONS.find((b) => b.provider === provider)?.name ?? 'socialGoogle']

const selectAuth = (state: GatehouseState): AuthState => state.auth
const selectSocials = (state: GatehouseState) => state.config.options.socials
const selectEmailOn = (state: GatehouseState) => isFeatureOn(state.config.features, 'email')

/** The live status line of a step (read by screen readers; the spinner is decorative). */
function Status(props: { text: string }): ReactNode {
  return (
    <p className="gh-muted gh-status" role="status">
      <Spinner /> {props.text}
    </p>
  )
}

function EmailForm(props: { auth: AuthState; focus: boolean; disabled: boolean }): ReactNode {
  const { auth } = props
  const emit = useEmit()
  const input = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState(auth.email ?? '')
  const [invalid, setInvalid] = useState(false)
  const sending = auth.step === 'sending'
  const failure =
    auth.error !== null && auth.error.step !== 'social' && auth.error.step !== 'otp' ? auth.error.shortMessage : null
  const message = invalid ? MESSAGES.emailInvalid : failure
  useEffect(() => {
    if (props.focus) input.current?.focus()
  }, [props.focus])
  // First in SPEC §1's order, the field comes with this lazy chunk, often after the shell focused the
  // first wallet: it takes the focus then, unless the visitor moved it meanwhile.
  useEffect(() => refocusInitial(input.current), [])
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const email = validateEmail(value.trim())
    setInvalid(!email.ok)
    if (email.ok) emit({ type: 'EmailLoginRequested', data: { email: email.value } })
    else input.current?.focus()
  }
  return (
    <form className="gh-stack" noValidate onSubmit={onSubmit}>
      <label htmlFor="gh-email">{MESSAGES.emailLabel}</label>
      <input
        ref={input}
        id="gh-email"
        className="gh-input"
        type="email"
        placeholder={MESSAGES.emailPlaceholder}
        autoComplete="email"
        spellCheck={false}
        value={value}
        disabled={props.disabled}
        aria-invalid={message !== null ? true : undefined}
        aria-describedby={message !== null ? 'gh-email-message' : undefined}
        onChange={(event) => {
          setValue(event.target.value)
          if (invalid) setInvalid(false)
        }}
      />
      {message !== null ? (
        <p id="gh-email-message" className="gh-error" role="alert">
          {message}
        </p>
      ) : null}
      {sending ? <Status text={formatMessage('sendingCode', { email: auth.email ?? value })} /> : null}
      {/* The field has the whole row: an ordinary address shows whole. */}
      <div className="gh-row">
        <button type="submit" className="gh-button" data-primary="" disabled={sending || props.disabled}>
          {MESSAGES.continue}
        </button>
      </div>
    </form>
  )
}

/** The seconds left of SPEC §5's 30 s between two email logins (counted from the frame's last acceptance), updated each second. */
function useCooldownLeft(lastLoginAt: number | null): number {
  const left = () =>
    lastLoginAt === null ? 0 : Math.max(0, Math.ceil((lastLoginAt + EMAIL_LOGIN_COOLDOWN_MS - Date.now()) / 1000))
  const [seconds, setSeconds] = useState(left)
  useEffect(() => {
    const tick = () => setSeconds(left())
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only lastLoginAt
  }, [lastLoginAt])
  return seconds
}

function OtpPanel(props: { auth: AuthState }): ReactNode {
  const { auth } = props
  const gatehouse = useGatehouse()
  const emit = useEmit()
  const input = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const [invalid, setInvalid] = useState(false)
  const email = auth.email ?? ''
  const failure = auth.error?.step === 'otp' ? auth.error.shortMessage : null
  const message = invalid ? MESSAGES.otpInvalid : failure
  const cooldown = useCooldownLeft(auth.lastEmailLoginAt)
  // Resend asked for a new code: the wait shows until the frame has sent it (the cooldown starts again).
  const [resentAfter, setResentAfter] = useState<number | null>(null)
  const resending = resentAfter !== null && resentAfter === auth.lastEmailLoginAt
  // The panel replaced the control that had focus: the code field takes it (keyboard users stay in the flow).
  useEffect(() => {
    input.current?.focus()
  }, [auth.step])
  const submit = (value: string) => {
    const otp = validateOtp(value.trim())
    const secrets = gatehouse.secrets
    setInvalid(!otp.ok)
    if (!otp.ok || !secrets) {
      input.current?.focus()
      return
    }
    setCode('')
    emit({ type: 'OtpSubmitted', data: { ticket: secrets.put(otp.value) } })
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit(code)
  }
  const resend = () => {
    setResentAfter(auth.lastEmailLoginAt)
    emit({ type: 'EmailLoginRequested', data: { email } })
  }
  const back = (
    <button type="button" className="gh-button" onClick={() => emit({ type: 'AuthCancelRequested', data: {} })}>
      {MESSAGES.useAnotherEmail}
    </button>
  )
  if (auth.step === 'device') {
    return (
      <div className="gh-stack">
        <Status text={formatMessage('deviceApprove', { email })} />
        <div className="gh-row">{back}</div>
      </div>
    )
  }
  const verifying = auth.step === 'verifying'
  return (
    <form className="gh-stack" noValidate onSubmit={onSubmit}>
      <p id="gh-otp-hint">{formatMessage('otpSent', { email })}</p>
      <label htmlFor="gh-otp">{MESSAGES.otpLabel}</label>
      <input
        ref={input}
        id="gh-otp"
        className="gh-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        value={code}
        aria-invalid={message !== null ? true : undefined}
        aria-describedby={message !== null ? 'gh-otp-hint gh-otp-message' : 'gh-otp-hint'}
        onChange={(event) => {
          const value = event.target.value
          if (invalid) setInvalid(false)
          // The sixth digit completes the frame's 6-digit code: it is sent at once, as the visitor expects.
          if (!verifying && /^\d{6}$/.test(value.trim())) submit(value)
          else setCode(value)
        }}
      />
      {message !== null ? (
        <p id="gh-otp-message" className="gh-error" role="alert">
          {message}
        </p>
      ) : null}
      {verifying ? (
        <Status text={MESSAGES.verifyingCode} />
      ) : resending ? (
        <Status text={formatMessage('sendingCode', { email })} />
      ) : null}
      <div className="gh-row">
        {back}
        <button type="submit" className="gh-button" data-primary="" disabled={verifying}>
          {MESSAGES.continue}
        </button>
      </div>
      <div className="gh-row">
        <button type="button" className="gh-button" disabled={cooldown > 0 || resending || verifying} onClick={resend}>
          {cooldown > 0 ? formatMessage('resendCodeIn', { n: cooldown }) : MESSAGES.resendCode}
        </button>
      </div>
    </form>
  )
}

function SocialRow(props: { auth: AuthState; disabled: boolean }): ReactNode {
  const { auth } = props
  const emit = useEmit()
  // The app's socials in its order (SPEC §1's by default); none, no row.
  const socials = useReadModel(selectSocials)
  const buttons = socials.flatMap((p) => SOCIAL_BUTTONS.filter((b) => b.provider === p))
  const failure = auth.error?.step === 'social' ? auth.error.shortMessage : null
  if (auth.step === 'social') {
    return (
      <div className="gh-stack">
        <Status text={formatMessage('continueInWallet', { name: providerName(auth.provider) })} />
        <div className="gh-row">
          <button type="button" className="gh-button" onClick={() => emit({ type: 'AuthCancelRequested', data: {} })}>
            {MESSAGES.cancel}
          </button>
        </div>
      </div>
    )
  }
  if (buttons.length === 0) return null
  return (
    <div className="gh-stack">
      <RovingList label={MESSAGES.socialLogin} className="gh-list gh-grid" columns={4}>
        {buttons.map(({ provider, name }, index) => (
          <li key={provider}>
            <button
              type="button"
              className="gh-item"
              data-roving=""
              tabIndex={rovingTabIndex(index)}
              disabled={props.disabled}
              onClick={() => {
                // Farcaster's sign-in has its own view, which the router shows.
                emit(
                  provider !== 'farcaster'
                    ? { type: 'SocialLoginRequested', data: { provider } }
                    : { type: 'FarcasterLoginRequested', data: {} },
                )
              }}
            >
              <ItemIcon name={MESSAGES[name]} icon={socialLogo(provider)} />
              {/* The accessible name is 'Continue with X'; the visible text is the provider's name (it ends the name, so speech input works). */}
              <span className="gh-item-name">
                <span className="gh-visually-hidden">{formatMessage('continueWith', { name: '' })}</span>
                {MESSAGES[name]}
              </span>
            </button>
          </li>
        ))}
      </RovingList>
      {failure !== null ? (
        <p className="gh-error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The email field (unless the app turned `email` off) and social buttons, or the one-time code step of an email login
 * under way; `disabled` while the legal checkbox is not ticked.
 */
export default function AuthEntries(props: { disabled?: boolean }): ReactNode {
  const disabled = props.disabled === true
  const auth = useReadModel(selectAuth)
  const email = useReadModel(selectEmailOn)
  // Signed in from this view, the router closes the modal (embedded: Account).
  const codeStep = selectEmailCodeStep({ auth })
  // Back from the code step, the email field takes the focus the code field had.
  const [shownCodeStep, setShownCodeStep] = useState(codeStep)
  const [refocus, setRefocus] = useState(false)
  if (shownCodeStep !== codeStep) {
    setShownCodeStep(codeStep)
    setRefocus(!codeStep)
  }
  if (codeStep) return <OtpPanel auth={auth} />
  return (
    <>
      {email ? <EmailForm auth={auth} focus={refocus} disabled={disabled} /> : null}
      <SocialRow auth={auth} disabled={disabled} />
    </>
  )
}
