// Gatehouse's one message catalogue, as the modal shows it: the core's messages (src/errors/messages.ts, which the
// core needs synchronously and so keeps in the initial JS) and the views' labels below, in English, typed by their
// ids; each other locale is a lazy chunk of translations (ui/locales/), loaded by ui/locales/load.ts when the
// modal speaks it. `MESSAGES` is the active locale's catalogue (English where a translation lacks a key), which
// the dialog re-renders after a change: the views read it as they render. The views' labels live here, next to
// the views, so that they load with the views' lazy chunks and not in every app's initial JS.
import { CORE_MESSAGES, fillMessage } from '../src/errors/messages.js'
import type { Locale } from '../src/domain/locales.js'
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
  // ApproveTransaction (SPEC §2, §4; ours: SPEC names the view, Approve and Reject, not these texts)
  txSendHeadline: 'Send {amount} to {recipient}',
  txApproveHeadline: 'Allow {spender} to spend {amount}',
  txCallHeadline: 'Call a contract',
  txCallsHeadline: 'Approve {n, plural, one {# call} other {# calls}}',
  txCallN: 'Call {n}',
  txMessageHeadline: 'Sign this message',
  txTypedDataHeadline: 'Sign {type}',
  txTypedData: 'typed data',
  txOtherHeadline: 'Approve {method}',
  txNetwork: 'Network',
  txFrom: 'From',
  txAccount: 'Account',
  txToken: 'Token',
  txAmount: 'Amount',
  txRecipient: 'Recipient',
  txSpender: 'Spender',
  txValue: 'Value',
  txContract: 'Contract',
  txData: 'Data',
  txDataBytes: '{n, plural, one {# byte} other {# bytes}}',
  txMethod: 'Method',
  txPrimaryType: 'Type',
  txDomainField: 'Domain {field}',
  txFields: 'Fields',
  txMessage: 'Message',
  txUnlimited: 'Unlimited {token}',
  txTokenUnits: '{amount} units of {token}',
  txApprove: 'Approve',
  txReject: 'Reject',
  txWaiting: 'Waiting for the wallet',
  txNothing: 'No request to approve',
  // Wallet features, WalletSend and WalletReceive (SPEC §2, §4, §9; ours: SPEC names the features and the send rules, not these texts)
  walletFeatures: 'Wallet features',
  sendToken: 'Token',
  sendTokenOption: '{symbol}, balance {amount}',
  sendNoTokens: 'No tokens to send on this network',
  sendAmount: 'Amount',
  sendMax: 'Max',
  sendAmountUsd: 'About {usd}',
  sendReceiver: 'To',
  sendReceiverPlaceholder: 'Address or name',
  sendReceiverName: 'Sending to {name}',
  sendLookingUp: 'Looking up {name}',
  sendNameUnknown: 'No address found for {name}',
  sendAmountInvalid: 'Enter an amount above zero, like 0.01',
  sendAmountDecimals: '{symbol} has at most {n} decimals',
  sendAmountExceeds: 'Insufficient {symbol} balance',
  sendInsufficientGas: 'Insufficient gas: not enough {symbol} to pay the network fee',
  sendGasPrice: 'Gas price',
  sendGasPriceValue: '{gwei} Gwei',
  sendFee: 'Network fee',
  sendFeeUnavailable: 'Not available',
  sendSubmit: 'Send',
  sendSending: 'Confirm the transaction in your wallet',
  receiveIntro: 'Send tokens to this address on one of the networks below.',
  receiveQr: 'QR code of your address',
  receiveAddress: 'Your address',
  receiveNetworks: 'Networks you can receive on',
  // Swap (SPEC §2, §7, §9; ours: SPEC names the view, its calls, the slippage and 'Network not supported for Swaps', not these texts)
  swapFrom: 'From',
  swapTo: 'To',
  swapFromToken: 'Token to swap',
  swapToToken: 'Token to receive',
  swapAmount: 'Amount',
  swapFlip: 'Switch the tokens',
  swapBalance: 'Balance: {amount} {symbol}',
  swapReceive: 'You receive',
  swapRate: 'Rate',
  swapRateValue: '1 {from} = {rate} {to}',
  swapPriceImpact: 'Price impact',
  swapNetworkFee: 'Network fee',
  swapMinimum: 'Minimum received',
  swapSlippage: 'Slippage tolerance (%)',
  swapSlippageInvalid: 'Enter a slippage from 0 to {max} %',
  swapUnknown: 'Unknown',
  swapLoadingTokens: 'Loading the tokens',
  swapQuoting: 'Getting a quote',
  swapEnterAmount: 'Enter an amount',
  swapInvalidAmount: 'Enter an amount like 0.5',
  swapSameToken: 'Choose two different tokens',
  swapInsufficientBalance: 'Insufficient {symbol} balance',
  swapInsufficientLiquidity: 'Insufficient liquidity for this swap',
  swapQuoteFailed: 'Could not get a quote: {reason}',
  swapTokensFailed: 'Could not load the tokens: {reason}',
  swapApproveFailed: 'The approval failed: {reason}',
  swapFailed: 'The swap failed: {reason}',
  swapDeclined: 'Declined in the wallet',
  swapRetry: 'Try again',
  swapApprove: 'Approve {symbol}',
  swapApproving: 'Approving {symbol}',
  swapApproveHint: 'The exchange needs your approval to spend {symbol} first',
  swapSubmit: 'Swap',
  swapSwapping: 'Swapping',
  swapConnect: 'Connect a wallet to swap',
  // Buy (SPEC §3 onramp options and quote, §8 fallbacks, §9 limits and regions; ours: SPEC gives no texts)
  buyCurrency: 'Crypto to buy on {network}',
  buyPayWith: 'Pay with',
  buyAmount: 'Amount to pay',
  buyLimits: 'By card, from {min} to {max} {currency}',
  buyAmountRequired: 'Enter the amount to pay',
  buyAmountFormat: 'Enter an amount like 100 or 99.50',
  buyAmountBelowMin: 'The minimum is {min} {currency}',
  buyAmountAboveMax: 'The maximum is {max} {currency}',
  buyLoadingOptions: 'Loading what you can buy',
  buyDefaultOptions: 'The list of what you can buy could not be loaded: these are the usual options.',
  buyNothingOnNetwork: 'Nothing can be bought on {network}. Switch to another network to buy.',
  buyNotOnNetwork: 'Buying is not available on {network}.',
  buyRegionRestricted: 'Buying crypto is not available in your region',
  buyRegionRestrictedDetails:
    'Card purchases are not offered in mainland China, Hong Kong or Macau. Everything else in the wallet works as usual.',
  buyQuoting: 'Getting a quote',
  buyQuoteTitle: 'Quote',
  buyEstimateTitle: 'Estimate',
  buyEstimateNote:
    'The quote could not be loaded. This estimate counts the highest provider fee ({fee}%); the checkout shows the final amounts.',
  buyYouGet: 'You get',
  buyAbout: 'about {amount}',
  buyWorth: '{symbol} worth {amount}',
  buyProviderFee: 'Provider fee ({min}–{max}%)',
  buyNetworkFee: 'Network fee',
  buySubtotal: 'Subtotal',
  buyTotal: 'Total',
  buyContinue: 'Continue to checkout',
  buyCheckoutOpening: 'Opening the checkout',
  buyCheckoutOpened: 'Finish the purchase in the new tab. It shows here once it is paid.',
  buyCheckoutLink: 'Open the checkout',
  buyCheckoutFailed: 'The checkout could not be opened. Try again.',
  buyPurchases: 'Your purchases',
  buyBought: 'Bought {amount}',
  buyPurchaseDone: 'Purchase complete: {amount} is in your wallet',
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

/** The whole catalogue in English: the source of every translation and the fallback of a missing key. */
export const ENGLISH = { ...CORE_MESSAGES, ...VIEW_MESSAGES } as const

/** Id of a message in the catalogue: a key English lacks is no id, so using one fails the type check. */
export type MessageId = keyof typeof ENGLISH

/** A catalogue's texts by id. */
export type Messages = { readonly [K in MessageId]: string }

/** A locale's translations: English's ids only (`satisfies Translation` rejects another key); a missing one falls back to English. */
export type Translation = { readonly [K in MessageId]?: string }

const active: { -readonly [K in MessageId]: string } = { ...ENGLISH }

/** The active locale's catalogue (English until a translation is applied). */
export const MESSAGES: Messages = active

// English text → id, to show in the active locale a core message that an event or an error carries in English.
let byEnglishText: Map<string, MessageId> | null = null

let locale = 'en'
let plurals = new Intl.PluralRules('en')

/** Makes `translation` (of `tag`) the active catalogue, over English: a key it lacks shows in English. */
export function applyTranslation(tag: string, translation: Translation): void {
  Object.assign(active, ENGLISH)
  for (const [id, text] of Object.entries(translation) as Array<[MessageId, string | undefined]>)
    if (typeof text === 'string' && text !== '') active[id] = text
  // The loading dialog's text, from its own small chunk (the shell fetches it at start, before the catalogue's).
  active.loading = LOADING_TEXT[tag as Exclude<Locale, 'en'>] ?? ENGLISH.loading
  locale = tag
  plurals = new Intl.PluralRules(tag)
  setFormatLocale(tag)
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
  byEnglishText ??= new Map((Object.entries(ENGLISH) as Array<[MessageId, string]>).map(([id, en]) => [en, id]))
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
  return fillMessage(pluralize(MESSAGES[id], params), params)
}
