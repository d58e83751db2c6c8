// German (de), the ApproveTransaction screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** German translations of the ApproveTransaction screen. */
const translation = {
  txSendHeadline: '{amount} an {recipient} senden',
  txApproveHeadline: '{spender} erlauben, {amount} auszugeben',
  txCallHeadline: 'Einen Vertrag aufrufen',
  txCallsHeadline: '{n, plural, one {# Aufruf} other {# Aufrufe}} bestätigen',
  txCallN: 'Aufruf {n}',
  txMessageHeadline: 'Diese Nachricht signieren',
  txTypedDataHeadline: '{type} signieren',
  txTypedData: 'strukturierte Daten',
  txOtherHeadline: '{method} bestätigen',
  txNetwork: 'Netzwerk',
  txFrom: 'Von',
  txAccount: 'Konto',
  txToken: 'Token',
  txAmount: 'Betrag',
  txRecipient: 'Empfänger',
  txSpender: 'Berechtigter',
  txValue: 'Wert',
  txContract: 'Vertrag',
  txData: 'Daten',
  txDataBytes: '{n, plural, one {# Byte} other {# Bytes}}',
  txMethod: 'Methode',
  txPrimaryType: 'Typ',
  txDomainField: 'Domain {field}',
  txFields: 'Felder',
  txMessage: 'Nachricht',
  txTokenUnits: '{amount} Einheiten von {token}',
  txApprove: 'Bestätigen',
  txReject: 'Ablehnen',
  txWaiting: 'Warte auf die Wallet',
  txNothing: 'Keine Anfrage zu bestätigen',
} satisfies Translation

export default translation
