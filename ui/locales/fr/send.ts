// French (fr), the Send and Receive screens: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** French translations of the Send and Receive screens. */
const translation = {
  sendToken: 'Jeton',
  sendTokenOption: '{symbol}, solde {amount}',
  sendNoTokens: 'Aucun jeton à envoyer sur ce réseau',
  sendAmount: 'Montant',
  sendMax: 'Max',
  sendAmountUsd: 'Environ {usd}',
  sendReceiver: 'À',
  sendReceiverPlaceholder: 'Adresse ou nom',
  sendReceiverName: 'Envoi à {name}',
  sendLookingUp: 'Recherche de {name}',
  sendNameUnknown: 'Aucune adresse trouvée pour {name}',
  sendAmountInvalid: 'Saisissez un montant supérieur à zéro, comme 0.01',
  sendAmountDecimals: '{symbol} a au plus {n} décimales',
  sendAmountExceeds: 'Solde {symbol} insuffisant',
  sendInsufficientGas: 'Gaz insuffisant : pas assez de {symbol} pour payer les frais de réseau',
  sendGasPrice: 'Prix du gaz',
  sendGasPriceValue: '{gwei} Gwei',
  sendFee: 'Frais de réseau',
  sendFeeUnavailable: 'Indisponible',
  sendSubmit: 'Envoyer',
  sendSending: 'Confirmez la transaction dans votre portefeuille',
  receiveIntro: 'Envoyez des jetons à cette adresse sur l’un des réseaux ci-dessous.',
  receiveQr: 'QR code de votre adresse',
  receiveAddress: 'Votre adresse',
  receiveNetworks: 'Réseaux sur lesquels vous pouvez recevoir',
} satisfies Translation

export default translation
