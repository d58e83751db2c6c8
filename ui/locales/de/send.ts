// German (de), the Send and Receive screens: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** German translations of the Send and Receive screens. */
const translation = {
  sendToken: 'Token',
  sendTokenOption: '{symbol}, Guthaben {amount}',
  sendNoTokens: 'Keine Token zum Senden in diesem Netzwerk',
  sendAmount: 'Betrag',
  sendMax: 'Max',
  sendAmountUsd: 'Etwa {usd}',
  sendReceiver: 'An',
  sendReceiverPlaceholder: 'Adresse oder Name',
  sendReceiverName: 'Senden an {name}',
  sendLookingUp: 'Suche {name}',
  sendNameUnknown: 'Keine Adresse für {name} gefunden',
  sendAmountInvalid: 'Gib einen Betrag über null ein, z. B. 0.01',
  sendAmountDecimals: '{symbol} hat höchstens {n} Dezimalstellen',
  sendAmountExceeds: 'Unzureichendes {symbol}-Guthaben',
  sendInsufficientGas: 'Nicht genug Gas: zu wenig {symbol} für die Netzwerkgebühr',
  sendGasPrice: 'Gaspreis',
  sendGasPriceValue: '{gwei} Gwei',
  sendFee: 'Netzwerkgebühr',
  sendFeeUnavailable: 'Nicht verfügbar',
  sendSubmit: 'Senden',
  sendSending: 'Bestätige die Transaktion in deiner Wallet',
  receiveIntro: 'Sende Token an diese Adresse in einem der Netzwerke unten.',
  receiveQr: 'QR-Code deiner Adresse',
  receiveAddress: 'Deine Adresse',
  receiveNetworks: 'Netzwerke, in denen du empfangen kannst',
} satisfies Translation

export default translation
