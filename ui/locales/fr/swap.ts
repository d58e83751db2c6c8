// French (fr), the Swap screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** French translations of the Swap screen. */
const translation = {
  swapFrom: 'De',
  swapTo: 'Vers',
  swapFromToken: 'Jeton à échanger',
  swapToToken: 'Jeton à recevoir',
  swapAmount: 'Montant',
  swapFlip: 'Inverser les jetons',
  swapBalance: 'Solde : {amount} {symbol}',
  swapReceive: 'Vous recevez',
  swapRate: 'Taux',
  swapRateValue: '1 {from} = {rate} {to}',
  swapPriceImpact: 'Impact sur le prix',
  swapNetworkFee: 'Frais de réseau',
  swapMinimum: 'Minimum reçu',
  swapSlippage: 'Tolérance de glissement (%)',
  swapSlippageInvalid: 'Saisissez un glissement de 0 à {max} %',
  swapUnknown: 'Inconnu',
  swapLoadingTokens: 'Chargement des jetons',
  swapQuoting: 'Obtention d’un devis',
  swapEnterAmount: 'Saisissez un montant',
  swapInvalidAmount: 'Saisissez un montant comme 0.5',
  swapSameToken: 'Choisissez deux jetons différents',
  swapInsufficientBalance: 'Solde {symbol} insuffisant',
  swapInsufficientLiquidity: 'Liquidité insuffisante pour cet échange',
  swapQuoteFailed: 'Impossible d’obtenir un devis : {reason}',
  swapTokensFailed: 'Impossible de charger les jetons : {reason}',
  swapApproveFailed: 'L’approbation a échoué : {reason}',
  swapFailed: 'L’échange a échoué : {reason}',
  swapDeclined: 'Refusé dans le portefeuille',
  swapRetry: 'Réessayer',
  swapApprove: 'Approuver {symbol}',
  swapApproving: 'Approbation de {symbol}',
  swapApproveHint: 'La plateforme d’échange doit d’abord être autorisée à dépenser vos {symbol}',
  swapSubmit: 'Échanger',
  swapSwapping: 'Échange en cours',
  swapConnect: 'Connectez un portefeuille pour échanger',
} satisfies Translation

export default translation
