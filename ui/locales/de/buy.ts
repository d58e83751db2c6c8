// German (de), the Buy screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** German translations of the Buy screen. */
const translation = {
  buyCurrency: 'Krypto zum Kaufen auf {network}',
  buyPayWith: 'Bezahlen mit',
  buyAmount: 'Zu zahlender Betrag',
  buyLimits: 'Per Karte, von {min} bis {max} {currency}',
  buyAmountRequired: 'Gib den zu zahlenden Betrag ein',
  buyAmountFormat: 'Gib einen Betrag wie 100 oder 99.50 ein',
  buyAmountBelowMin: 'Das Minimum ist {min} {currency}',
  buyAmountAboveMax: 'Das Maximum ist {max} {currency}',
  buyLoadingOptions: 'Kaufoptionen werden geladen',
  buyDefaultOptions: 'Die Liste der Kaufoptionen konnte nicht geladen werden: dies sind die üblichen Optionen.',
  buyNothingOnNetwork: 'Auf {network} kann nichts gekauft werden. Wechsle zum Kaufen in ein anderes Netzwerk.',
  buyNotOnNetwork: 'Kaufen ist auf {network} nicht verfügbar.',
  buyRegionRestricted: 'Der Kauf von Krypto ist in deiner Region nicht verfügbar',
  buyRegionRestrictedDetails:
    'Kartenkäufe werden in Festlandchina, Hongkong und Macau nicht angeboten. Alles andere in der Wallet funktioniert wie gewohnt.',
  buyQuoting: 'Angebot wird abgerufen',
  buyQuoteTitle: 'Angebot',
  buyEstimateTitle: 'Schätzung',
  buyEstimateNote:
    'Das Angebot konnte nicht geladen werden. Diese Schätzung rechnet mit der höchsten Anbietergebühr ({fee} %); die Kasse zeigt die endgültigen Beträge.',
  buyYouGet: 'Du erhältst',
  buyAbout: 'etwa {amount}',
  buyWorth: '{symbol} im Wert von {amount}',
  buyProviderFee: 'Anbietergebühr ({min}–{max} %)',
  buyNetworkFee: 'Netzwerkgebühr',
  buySubtotal: 'Zwischensumme',
  buyTotal: 'Gesamt',
  buyContinue: 'Weiter zur Kasse',
  buyCheckoutOpening: 'Kasse wird geöffnet',
  buyCheckoutOpened: 'Schließe den Kauf im neuen Tab ab. Er erscheint hier, sobald er bezahlt ist.',
  buyCheckoutLink: 'Kasse öffnen',
  buyCheckoutFailed: 'Die Kasse konnte nicht geöffnet werden. Versuche es erneut.',
  buyPurchases: 'Deine Käufe',
  buyBought: '{amount} gekauft',
  buyPurchaseDone: 'Kauf abgeschlossen: {amount} ist in deiner Wallet',
} satisfies Translation

export default translation
