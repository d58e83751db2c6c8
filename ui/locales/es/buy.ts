// Spanish (es), the Buy screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Spanish translations of the Buy screen. */
const translation = {
  buyCurrency: 'Cripto para comprar en {network}',
  buyPayWith: 'Pagar con',
  buyAmount: 'Importe a pagar',
  buyLimits: 'Con tarjeta, de {min} a {max} {currency}',
  buyAmountRequired: 'Introduce el importe a pagar',
  buyAmountFormat: 'Introduce un importe como 100 o 99.50',
  buyAmountBelowMin: 'El mínimo es {min} {currency}',
  buyAmountAboveMax: 'El máximo es {max} {currency}',
  buyLoadingOptions: 'Cargando lo que puedes comprar',
  buyDefaultOptions: 'No se pudo cargar la lista de lo que puedes comprar: estas son las opciones habituales.',
  buyNothingOnNetwork: 'No se puede comprar nada en {network}. Cambia a otra red para comprar.',
  buyNotOnNetwork: 'La compra no está disponible en {network}.',
  buyRegionRestricted: 'La compra de cripto no está disponible en tu región',
  buyRegionRestrictedDetails:
    'Las compras con tarjeta no se ofrecen en China continental, Hong Kong ni Macao. Todo lo demás de la billetera funciona como siempre.',
  buyQuoting: 'Obteniendo una cotización',
  buyQuoteTitle: 'Cotización',
  buyEstimateTitle: 'Estimación',
  buyEstimateNote:
    'No se pudo cargar la cotización. Esta estimación cuenta la comisión más alta del proveedor ({fee} %); el pago muestra los importes finales.',
  buyYouGet: 'Recibes',
  buyAbout: 'unos {amount}',
  buyWorth: '{symbol} por valor de {amount}',
  buyProviderFee: 'Comisión del proveedor ({min}–{max} %)',
  buyNetworkFee: 'Comisión de red',
  buySubtotal: 'Subtotal',
  buyTotal: 'Total',
  buyContinue: 'Continuar al pago',
  buyCheckoutOpening: 'Abriendo el pago',
  buyCheckoutOpened: 'Termina la compra en la nueva pestaña. Aparecerá aquí cuando esté pagada.',
  buyCheckoutLink: 'Abrir el pago',
  buyCheckoutFailed: 'No se pudo abrir el pago. Vuelve a intentarlo.',
  buyPurchases: 'Tus compras',
  buyBought: 'Compraste {amount}',
  buyPurchaseDone: 'Compra completada: {amount} está en tu billetera',
} satisfies Translation

export default translation
