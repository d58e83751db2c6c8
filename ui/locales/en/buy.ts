// English, the Buy screen: loaded with the screen (ui/locales/load.ts), as each other language's part of it is, so that
// the dialog's chunk carries only the texts every visitor meets. The source of the translations of this part.

/** The English texts of the Buy screen. */
const ENGLISH_BUY = {
  // Buy (SPEC §3 onramp options and quote, §8 fallbacks, §9 limits and regions; ours: SPEC gives no texts)
  buyCurrency: 'Crypto to buy on {network}',
  buyPayWith: 'Pay with',
  buyAmount: 'Amount to pay',
  buyLimits: 'By card, from {min} to {max} {currency}',
  buyAmountRequired: 'Enter the amount to pay',
  buyAmountFormat: 'Enter an amount like 100 or 99.50',
  buyAmountBelowMin: 'The minimum is {min} {currency}',
  buyAmountAboveMax: 'The maximum is {max} {currency}',
  buyLoadingOptions: 'Loading what you can buy',
  buyDefaultOptions: 'The list of what you can buy could not be loaded: these are the usual options.',
  buyNothingOnNetwork: 'Nothing can be bought on {network}. Switch to another network to buy.',
  buyNotOnNetwork: 'Buying is not available on {network}.',
  buyRegionRestricted: 'Buying crypto is not available in your region',
  buyRegionRestrictedDetails:
    'Card purchases are not offered in mainland China, Hong Kong or Macau. Everything else in the wallet works as usual.',
  buyQuoting: 'Getting a quote',
  buyQuoteTitle: 'Quote',
  buyEstimateTitle: 'Estimate',
  buyEstimateNote:
    'The quote could not be loaded. This estimate counts the highest provider fee ({fee}%); the checkout shows the final amounts.',
  buyYouGet: 'You get',
  buyAbout: 'about {amount}',
  buyWorth: '{symbol} worth {amount}',
  buyProviderFee: 'Provider fee ({min}–{max}%)',
  buyNetworkFee: 'Network fee',
  buySubtotal: 'Subtotal',
  buyTotal: 'Total',
  buyContinue: 'Continue to checkout',
  buyCheckoutOpening: 'Opening the checkout',
  buyCheckoutOpened: 'Finish the purchase in the new tab. It shows here once it is paid.',
  buyCheckoutLink: 'Open the checkout',
  buyCheckoutFailed: 'The checkout could not be opened. Try again.',
  buyPurchases: 'Your purchases',
  buyBought: 'Bought {amount}',
  buyPurchaseDone: 'Purchase complete: {amount} is in your wallet',
} as const

export default ENGLISH_BUY
