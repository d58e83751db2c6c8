// German (de), the Swap screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** German translations of the Swap screen. */
const translation = {
  swapFrom: 'Von',
  swapTo: 'Nach',
  swapFromToken: 'Zu tauschender Token',
  swapToToken: 'Zu erhaltender Token',
  swapAmount: 'Betrag',
  swapFlip: 'Token tauschen',
  swapBalance: 'Guthaben: {amount} {symbol}',
  swapReceive: 'Du erhältst',
  swapRate: 'Kurs',
  swapRateValue: '1 {from} = {rate} {to}',
  swapPriceImpact: 'Preisauswirkung',
  swapNetworkFee: 'Netzwerkgebühr',
  swapMinimum: 'Mindestens erhalten',
  swapSlippage: 'Slippage-Toleranz (%)',
  swapSlippageInvalid: 'Gib eine Slippage von 0 bis {max} % ein',
  swapUnknown: 'Unbekannt',
  swapLoadingTokens: 'Token werden geladen',
  swapQuoting: 'Angebot wird abgerufen',
  swapEnterAmount: 'Betrag eingeben',
  swapInvalidAmount: 'Gib einen Betrag wie 0.5 ein',
  swapSameToken: 'Wähle zwei verschiedene Token',
  swapInsufficientBalance: 'Unzureichendes {symbol}-Guthaben',
  swapInsufficientLiquidity: 'Unzureichende Liquidität für diesen Tausch',
  swapQuoteFailed: 'Kein Angebot erhalten: {reason}',
  swapTokensFailed: 'Die Token konnten nicht geladen werden: {reason}',
  swapApproveFailed: 'Die Genehmigung ist fehlgeschlagen: {reason}',
  swapFailed: 'Der Tausch ist fehlgeschlagen: {reason}',
  swapDeclined: 'In der Wallet abgelehnt',
  swapRetry: 'Erneut versuchen',
  swapApprove: '{symbol} genehmigen',
  swapApproving: '{symbol} wird genehmigt',
  swapApproveHint: 'Die Börse braucht zuerst deine Genehmigung, {symbol} auszugeben',
  swapSubmit: 'Tauschen',
  swapSwapping: 'Wird getauscht',
  swapConnect: 'Verbinde eine Wallet zum Tauschen',
} satisfies Translation

export default translation
