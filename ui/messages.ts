// Gatehouse's one message catalogue, as the modal shows it: the core's messages (src/errors/messages.ts, which the
// core needs synchronously and so keeps in the initial JS) and the views' labels below, in English, typed by their
// ids; each other locale is a lazy chunk of translations (ui/locales/), loaded by ui/locales/load.ts when the
// modal speaks it. `MESSAGES` is the active locale's catalogue (English where a translation lacks a key), which
// the dialog re-renders after a change: the views read it as they render. The views' labels live here, next to
// the views, so that they load with the views' lazy chunks and not in every app's initial JS; a feature screen's
// (Send and Receive, Swap, Buy, ApproveTransaction) are a part of their own (ui/locales/en/), loaded with it.
import { CORE_MESSAGES, fillMessage } from '../src/errors/messages.js'
import type { Locale } from '../src/domain/locales.js'
import type ENGLISH_APPROVE from './locales/en/approve.js'
import type ENGLISH_BUY from './locales/en/buy.js'
import type ENGLISH_SEND from './locales/en/send.js'
import type ENGLISH_SWAP from './locales/en/swap.js'
import { LOADING_TEXT } from './locales/loadingText.js'
import { setFormatLocale } from './format.js'

/**
 * The views' labels. `{name}` marks a parameter filled by `formatMessage`; a count takes ICU's plural form,
 * `{n, plural, one {# wallet} other {# wallets}}` (`#` is the number), chosen by the catalogue's language's rules.
 */
const VIEW_MESSAGES = {
  // The dialog's labels and titles (ours: SPEC names the views, not their titles)
  connectWallet: 'Connect Wallet',
  close: 'Close',
  back: 'Back',
  allWallets: 'All Wallets',
  account: 'Account',
  connectedAccounts: 'Connected accounts',
  switchNetwork: 'Switch Network',
  titleSignIn: 'Sign In',
  titleFarcaster: 'Farcaster',
  titleWalletConnect: 'WalletConnect',
  titleApproveTransaction: 'Approve Transaction',
  titleSwap: 'Swap',
  titleSend: 'Send',
  titleReceive: 'Receive',
  titleBuy: 'Buy',
  titleRegisterName: 'Choose Name',
  titleNameRegistered: 'Name Registered',

  // The views' labels (ours: SPEC names the views and tabs, not their labels; SPEC §1 gives Tokens, NFTs, Activity)
  searchWallet: 'Search wallet',
  walletsFound: '{n, plural, one {# wallet} other {# wallets}}',
  noWalletFound: 'No wallet found',
  walletRecent: 'Recent',
  walletInstalled: 'Installed',
  walletFeatured: 'Featured',
  continueInWallet: 'Continue in {name}',
  acceptInWallet: 'Accept the connection request in the wallet',
  connectionDeclined: 'Connection declined',
  connectionDeclinedDetails: 'The request was declined in the wallet. Try again to connect.',
  connectionFailed: 'Connection failed',
  tryAgain: 'Try again',
  // A view whose chunk did not load (or that failed to render), in place of the view (ui/shell/ViewBoundary.tsx)
  viewFailed: 'This screen could not be loaded.',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  disconnect: 'Disconnect',
  tabTokens: 'Tokens',
  tabNfts: 'NFTs',
  tabActivity: 'Activity',
  noTokens: 'No tokens yet',
  noNfts: 'No NFTs yet',
  nftsFailed: 'Failed to fetch NFTs', // ours: SPEC §8 has no NFT message (its history one is 'Failed to fetch transactions')
  nftNumber: 'Token {n}', // an NFT without a name in its metadata
  noActivity: 'No activity yet',
  // Tokens and Activity (ours: SPEC §3 gives the token balance's value and price and the history item, not these texts)
  portfolioTotal: 'Total value',
  tokenPrice: '{price} / {symbol}',
  activitySent: 'Sent',
  activityReceived: 'Received',
  activityApproved: 'Approved',
  activitySwapped: 'Swapped',
  activityMinted: 'Minted',
  activityBurned: 'Burned',
  activityDeployed: 'Deployed',
  activityBought: 'Bought',
  activityExecuted: 'Contract call',
  activityTo: 'to {who}',
  activityFrom: 'from {who}',
  activitySpender: 'for {who}',
  activityConfirmed: 'Confirmed',
  activityFailed: 'Failed',
  activityPending: 'Pending',
  activityExplorer: 'View on {explorer}',
  activityExplorerLabel: 'View transaction {hash} on {explorer}',
  network: 'Network',
  selectNetwork: 'Select network',
  currentNetwork: 'Current network',
  networkSwitchFailed: 'Could not switch to {network}', // ours: SPEC names NetworkSwitchFailed, not its text
  unknownNetwork: 'Unknown network',
  unsupportedChainDetails: "This app doesn't support your current network. Switch to an available option to continue.",
  viewNotAvailable: 'This screen is not available yet',
  // SIWX (SPEC §4; ours: SPEC names the view and its errors, not these texts)
  siwxRequest: '{name} wants you to sign in with your wallet',
  siwxAccount: 'Account',
  siwxNetwork: 'Network',
  siwxExpires: 'Valid until',
  siwxPreparing: 'Preparing the message',
  siwxSign: 'Sign',
  siwxCancel: 'Cancel',
  // WalletConnect (ours: SPEC names the views, the pairing expiry and the deep link, not their texts)
  wcScanQr: 'Scan this QR code with your phone',
  wcScanQrBasic: 'Scan with a WalletConnect wallet',
  wcQrLabel: 'QR code of the WalletConnect link',
  wcPreparing: 'Preparing the QR code',
  wcWaiting: 'Waiting for the wallet to connect',
  wcQrRefreshed: 'The QR code was renewed',
  wcCopyLink: 'Copy link',
  wcLinkCopied: 'Link copied',
  wcOpenWallet: 'Open {name}',
  wcOpenInWallet: 'Open in wallet',
  wcPairingExpiredDetails: 'Try again for a new QR code.',
  // Email and social login (ours: SPEC names the methods, the OTP and device steps, not their labels)
  emailLabel: 'Email',
  emailPlaceholder: 'name@example.com',
  titleConfirmEmail: 'Confirm Email',
  resendCode: 'Resend code',
  resendCodeIn: 'Resend code in {n} s',
  emailInvalid: 'Enter an email address like name@example.com',
  continue: 'Continue',
  sendingCode: 'Sending a code to {email}',
  otpLabel: 'Code',
  otpSent: 'Enter the code we sent to {email}',
  otpInvalid: 'Enter the code from the email',
  verifyingCode: 'Checking the code',
  deviceApprove: 'Approve this device from the email we sent to {email}',
  useAnotherEmail: 'Use another email',
  socialLogin: 'Social login',
  continueWith: 'Continue with {name}',
  cancel: 'Cancel',
  socialGoogle: 'Google',
  socialX: 'X',
  socialDiscord: 'Discord',
  socialGithub: 'GitHub',
  socialApple: 'Apple',
  socialFacebook: 'Facebook',
  // Farcaster sign-in (ours: SPEC names the method, the ConnectingFarcaster view and the frame's farcaster event, not these texts)
  farcasterScanQr: 'Scan this QR code with your phone, then approve in Farcaster',
  farcasterQrLabel: 'QR code of the Farcaster sign-in link',
  farcasterPreparing: 'Preparing the sign-in link',
  farcasterWaiting: 'Waiting for you to approve in Farcaster',
  farcasterDeclinedDetails: 'The sign-in was declined in Farcaster. Try again to sign in.',
  farcasterExpiredDetails: 'Try again for a new QR code.',
  farcasterFailed: 'Sign-in failed',
  // An allowance without limit, in the Activity and in ApproveTransaction (ours)
  txUnlimited: 'Unlimited {token}',
  // The Account view's wallet features (SPEC §2 names them, not this label); the screens' own texts are their parts'
  // (ui/locales/en/)
  walletFeatures: 'Wallet features',
  // The legal checkbox and collapse wallets (SPEC §1 names them, not these texts)
  // One sentence with the links as parameters, so each language puts them where its word order wants them
  legalAgreeBoth: 'I agree to the {terms} and {privacy}',
  legalAgreeOne: 'I agree to the {document}',
  legalTerms: 'Terms of Service',
  legalPrivacy: 'Privacy Policy',
  continueWithWallet: 'Continue with a wallet',
  // Name registration: RegisterAccountName and RegisterAccountNameSuccess (SPEC §2, §4, §5; ours: SPEC gives the
  // views, the flow and the rule "letters, digits and hyphens only, at least 4 characters", not these texts)
  nameChoose: 'Choose a name',
  // The embedded wallet's account type on the Account view (SPEC §3 account types; ours: SPEC names the types and the
  // switch's frame call, not these texts)
  accountTypeEoa: 'EOA',
  accountTypeSmart: 'Smart account',
  accountTypeSmartNotDeployed: 'Smart account, not deployed yet',
  switchToEoa: 'Switch to your EOA',
  switchToSmartAccount: 'Switch to your smart account',
  nameLabel: 'Name',
  nameHint: 'Letters, digits and hyphens only, at least 4 characters',
  nameTooShort: 'At least 4 characters',
  nameCharacters: 'Letters, digits and hyphens only',
  nameChecking: 'Checking {name}',
  nameAvailable: '{name} is available',
  nameTaken: '{name} is taken',
  nameSuggestions: 'Suggestions',
  nameRegister: 'Register',
  nameSigning: 'Sign the message in your wallet to register {name}',
  nameRegistered: '{name} is now the name of your account',
  nameDone: 'Done',
  // AllWallets when the app configured no wallet-listing service (ours: SPEC names the service, not these texts)
  walletsListedHere: 'Only the wallets installed in this browser are listed here.',
  walletsListedHereWalletConnect:
    'Only the wallets installed in this browser are listed here. For another wallet, choose WalletConnect.',
  // AllWallets when a page of the wallet listing could not be fetched (ours, after SPEC §8's history message)
  walletsFailed: 'Failed to fetch wallets',
} as const

/** English as the dialog's chunk carries it: the core's messages and the texts of every view but the feature screens. */
export const ENGLISH = { ...CORE_MESSAGES, ...VIEW_MESSAGES } as const

/** The whole catalogue in English: the dialog's texts, and each feature screen's part (ui/locales/en/). */
type EnglishCatalogue = typeof ENGLISH &
  typeof ENGLISH_SEND &
  typeof ENGLISH_SWAP &
  typeof ENGLISH_BUY &
  typeof ENGLISH_APPROVE

/** Id of a message in the catalogue: a key English lacks is no id, so using one fails the type check. */
export type MessageId = keyof EnglishCatalogue

/** A catalogue's texts by id. */
export type Messages = { readonly [K in MessageId]: string }

/** A locale's translations: English's ids only (`satisfies Translation` rejects another key); a missing one falls back to English. */
export type Translation = { readonly [K in MessageId]?: string }

// English as loaded so far (a feature screen's part arrives with the screen: addEnglish), the fallback of every locale.
const english: Partial<Record<MessageId, string>> = { ...ENGLISH }

// A feature screen's ids are absent until its English part arrives; its screen does not render before.
const active = { ...ENGLISH } as { -readonly [K in MessageId]: string }

/** The active locale's catalogue (English until a translation is applied). */
export const MESSAGES: Messages = active

// English text → id, to show in the active locale a core message that an event or an error carries in English.
let byEnglishText: Map<string, MessageId> | null = null

let locale = 'en'
let plurals = new Intl.PluralRules('en')

/** Makes `translation` (of `tag`) the active catalogue, over English: a key it lacks shows in English. */
export function applyTranslation(tag: string, translation: Translation): void {
  Object.assign(active, english)
  for (const [id, text] of Object.entries(translation) as Array<[MessageId, string | undefined]>)
    if (typeof text === 'string' && text !== '') active[id] = text
  // The loading dialog's text, from its own small chunk (the shell fetches it at start, before the catalogue's).
  active.loading = LOADING_TEXT[tag as Exclude<Locale, 'en'>] ?? ENGLISH.loading
  locale = tag
  plurals = new Intl.PluralRules(tag)
  setFormatLocale(tag)
}

/**
 * Adds a feature screen's English part as it arrives (ui/locales/load.ts): the fallback of its keys in every
 * locale, and their text wherever the active catalogue has none (a translation already applied keeps its own).
 */
export function addEnglish(part: Translation): void {
  for (const [id, text] of Object.entries(part) as Array<[MessageId, string]>) {
    english[id] = text
    if (!(id in active)) active[id] = text
  }
  byEnglishText = null
}

/** The active locale's tag. */
export function activeLocale(): string {
  return locale
}

/**
 * A text of the core's (an event's banner message, an error's shortMessage) in the active locale: a catalogue
 * message in English is shown translated; any other text (a wallet's own error) as it is.
 */
export function localizeText(text: string): string {
  if (locale === 'en') return text
  byEnglishText ??= new Map((Object.entries(english) as Array<[MessageId, string]>).map(([id, en]) => [en, id]))
  const id = byEnglishText.get(text)
  return id === undefined ? text : active[id]
}

/** A message's `{n, plural, … other {…}}` parts, each resolved to its form for the count `n` (`=0`, then the active locale's plural category, then `other`). */
function pluralize(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(
    /\{(\w+), plural,((?:\s*(?:=\d+|\w+)\s*\{[^{}]*\})+)\s*\}/g,
    (whole, key: string, options: string) => {
      if (!(key in params)) return whole
      const n = Number(params[key])
      const forms = new Map(
        [...options.matchAll(/(=\d+|\w+)\s*\{([^{}]*)\}/g)].map((m) => [m[1] as string, m[2] as string]),
      )
      const form = forms.get(`=${n}`) ?? forms.get(plurals.select(n)) ?? forms.get('other') ?? whole
      return form.replace(/#/g, new Intl.NumberFormat(locale).format(n))
    },
  )
}

/** Fills `{name}` parameters (and plural forms) of a message of the active catalogue; unknown parameters stay as written. */
export function formatMessage(id: MessageId, params: Readonly<Record<string, string | number>> = {}): string {
  const text = MESSAGES[id] as string | undefined
  // A feature screen's text before its part arrived: a screen rendered outside the dialog's catalogue gate.
  if (text === undefined) throw new Error(`Message ${id} is not loaded (its screen's part of the catalogue is not in)`)
  return fillMessage(pluralize(text, params), params)
}
