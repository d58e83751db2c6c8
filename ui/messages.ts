// The views' and the dialog's labels: the part of the message catalogue that only the modal shows (ours unless
// marked; SPEC strings quoted exactly). They live here, next to the views, so that they load with the
// views' lazy chunks and not in every app's initial JS (issue 8, size); src/errors/messages.ts holds the
// rest (errors, alerts, user messages). The dialog (ui/shell/Dialog.tsx, a lazy chunk too) and the views
// take MESSAGES and formatMessage from here: the whole catalogue, src's and these.
import { fillMessage, MESSAGES as CORE_MESSAGES } from '../src/errors/messages.js'

/**
 * The views' labels. `{name}` marks a parameter filled by `formatMessage`; a count takes ICU's plural form,
 * `{n, plural, one {# wallet} other {# wallets}}` (`#` is the number), chosen by the catalogue's language's rules.
 */
export const VIEW_MESSAGES = {
  // The dialog's labels and titles (ours: SPEC names the views, not their titles)
  connectWallet: 'Connect Wallet',
  close: 'Close',
  back: 'Back',
  allWallets: 'All Wallets',
  account: 'Account',
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
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  disconnect: 'Disconnect',
  tabTokens: 'Tokens',
  tabNfts: 'NFTs',
  tabActivity: 'Activity',
  noTokens: 'No tokens yet',
  noNfts: 'No NFTs yet',
  noActivity: 'No activity yet',
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
} as const

/** The whole catalogue: src/errors/messages.ts's messages and the views' labels. */
export const MESSAGES = { ...CORE_MESSAGES, ...VIEW_MESSAGES }

/** Id of a message in the whole catalogue. */
export type MessageId = keyof typeof MESSAGES

/** The plural rules of the catalogue's language (English). */
const plurals = new Intl.PluralRules('en')

/** A message's `{n, plural, … other {…}}` parts, each resolved to its form for the count `n` (`=0`, then the rule's category, then `other`). */
function pluralize(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+), plural,((?:\s*(?:=\d+|\w+)\s*\{[^{}]*\})+)\s*\}/g, (whole, key: string, options: string) => {
    if (!(key in params)) return whole
    const n = Number(params[key])
    const forms = new Map([...options.matchAll(/(=\d+|\w+)\s*\{([^{}]*)\}/g)].map((m) => [m[1] as string, m[2] as string]))
    const form = forms.get(`=${n}`) ?? forms.get(plurals.select(n)) ?? forms.get('other') ?? whole
    return form.replace(/#/g, String(params[key]))
  })
}

/** Fills `{name}` parameters (and plural forms) of a message of the whole catalogue; unknown parameters stay as written. */
export function formatMessage(id: MessageId, params: Readonly<Record<string, string | number>> = {}): string {
  return fillMessage(pluralize(MESSAGES[id], params), params)
}
