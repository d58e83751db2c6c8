// Spanish (es), the Swap screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Spanish translations of the Swap screen. */
const translation = {
  swapFrom: 'De',
  swapTo: 'A',
  swapFromToken: 'Token que intercambias',
  swapToToken: 'Token que recibes',
  swapAmount: 'Importe',
  swapFlip: 'Invertir los tokens',
  swapBalance: 'Saldo: {amount} {symbol}',
  swapReceive: 'Recibes',
  swapRate: 'Tipo de cambio',
  swapRateValue: '1 {from} = {rate} {to}',
  swapPriceImpact: 'Impacto en el precio',
  swapNetworkFee: 'Comisión de red',
  swapMinimum: 'Mínimo recibido',
  swapSlippage: 'Tolerancia de deslizamiento (%)',
  swapSlippageInvalid: 'Introduce un deslizamiento de 0 a {max} %',
  swapUnknown: 'Desconocido',
  swapLoadingTokens: 'Cargando los tokens',
  swapQuoting: 'Obteniendo una cotización',
  swapEnterAmount: 'Introduce un importe',
  swapInvalidAmount: 'Introduce un importe como 0.5',
  swapSameToken: 'Elige dos tokens diferentes',
  swapInsufficientBalance: 'Saldo de {symbol} insuficiente',
  swapInsufficientLiquidity: 'Liquidez insuficiente para este intercambio',
  swapQuoteFailed: 'No se pudo obtener una cotización: {reason}',
  swapTokensFailed: 'No se pudieron cargar los tokens: {reason}',
  swapApproveFailed: 'La aprobación falló: {reason}',
  swapFailed: 'El intercambio falló: {reason}',
  swapDeclined: 'Rechazado en la billetera',
  swapRetry: 'Reintentar',
  swapApprove: 'Aprobar {symbol}',
  swapApproving: 'Aprobando {symbol}',
  swapApproveHint: 'El exchange necesita primero tu aprobación para gastar {symbol}',
  swapSubmit: 'Intercambiar',
  swapSwapping: 'Intercambiando',
  swapConnect: 'Conecta una billetera para intercambiar',
} satisfies Translation

export default translation
