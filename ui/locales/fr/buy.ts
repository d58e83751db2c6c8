// French (fr), the Buy screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** French translations of the Buy screen. */
const translation = {
  buyCurrency: 'Crypto à acheter sur {network}',
  buyPayWith: 'Payer avec',
  buyAmount: 'Montant à payer',
  buyLimits: 'Par carte, de {min} à {max} {currency}',
  buyAmountRequired: 'Saisissez le montant à payer',
  buyAmountFormat: 'Saisissez un montant comme 100 ou 99.50',
  buyAmountBelowMin: 'Le minimum est de {min} {currency}',
  buyAmountAboveMax: 'Le maximum est de {max} {currency}',
  buyLoadingOptions: 'Chargement de ce que vous pouvez acheter',
  buyDefaultOptions: 'La liste de ce que vous pouvez acheter n’a pas pu être chargée : voici les options habituelles.',
  buyNothingOnNetwork: 'Rien ne peut être acheté sur {network}. Passez à un autre réseau pour acheter.',
  buyNotOnNetwork: 'L’achat n’est pas disponible sur {network}.',
  buyRegionRestricted: 'L’achat de crypto n’est pas disponible dans votre région',
  buyRegionRestrictedDetails:
    'Les achats par carte ne sont pas proposés en Chine continentale, à Hong Kong ni à Macao. Tout le reste du portefeuille fonctionne normalement.',
  buyQuoting: 'Obtention d’un devis',
  buyQuoteTitle: 'Devis',
  buyEstimateTitle: 'Estimation',
  buyEstimateNote:
    'Le devis n’a pas pu être chargé. Cette estimation compte les frais de fournisseur les plus élevés ({fee} %) ; le paiement affiche les montants définitifs.',
  buyYouGet: 'Vous recevez',
  buyAbout: 'environ {amount}',
  buyWorth: '{symbol} d’une valeur de {amount}',
  buyProviderFee: 'Frais du fournisseur ({min}–{max} %)',
  buyNetworkFee: 'Frais de réseau',
  buySubtotal: 'Sous-total',
  buyTotal: 'Total',
  buyContinue: 'Passer au paiement',
  buyCheckoutOpening: 'Ouverture du paiement',
  buyCheckoutOpened: 'Terminez l’achat dans le nouvel onglet. Il s’affichera ici une fois payé.',
  buyCheckoutLink: 'Ouvrir le paiement',
  buyCheckoutFailed: 'Le paiement n’a pas pu s’ouvrir. Réessayez.',
  buyPurchases: 'Vos achats',
  buyBought: '{amount} acheté',
  buyPurchaseDone: 'Achat terminé : {amount} est dans votre portefeuille',
} satisfies Translation

export default translation
