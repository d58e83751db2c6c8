// English, the Send and Receive screens: loaded with the screen (ui/locales/load.ts), as each other language's part of it is, so that
// the dialog's chunk carries only the texts every visitor meets. The source of the translations of this part.

/** The English texts of the Send and Receive screens. */
const ENGLISH_SEND = {
  // WalletSend and WalletReceive (SPEC §2, §4, §9; ours: SPEC names the features and the send rules, not these texts)
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
} as const

export default ENGLISH_SEND
