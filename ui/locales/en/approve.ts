// English, the Approve Transaction screen: loaded with the screen (ui/locales/load.ts), as each other language's part of it is, so that
// the dialog's chunk carries only the texts every visitor meets. The source of the translations of this part.

/** The English texts of the Approve Transaction screen. */
const ENGLISH_APPROVE = {
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
  txTokenUnits: '{amount} units of {token}',
  txApprove: 'Approve',
  txReject: 'Reject',
  txWaiting: 'Waiting for the wallet',
  txNothing: 'No request to approve',
} as const

export default ENGLISH_APPROVE
