// Spanish (es), the Send and Receive screens: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Spanish translations of the Send and Receive screens. */
const translation = {
  sendToken: 'Token',
  sendTokenOption: '{symbol}, saldo {amount}',
  sendNoTokens: 'No hay tokens para enviar en esta red',
  sendAmount: 'Importe',
  sendMax: 'Máx.',
  sendAmountUsd: 'Unos {usd}',
  sendReceiver: 'Para',
  sendReceiverPlaceholder: 'Dirección o nombre',
  sendReceiverName: 'Enviando a {name}',
  sendLookingUp: 'Buscando {name}',
  sendNameUnknown: 'No se encontró ninguna dirección para {name}',
  sendAmountInvalid: 'Introduce un importe mayor que cero, como 0.01',
  sendAmountDecimals: '{symbol} admite como máximo {n} decimales',
  sendAmountExceeds: 'Saldo de {symbol} insuficiente',
  sendInsufficientGas: 'Gas insuficiente: no hay suficiente {symbol} para pagar la comisión de red',
  sendGasPrice: 'Precio del gas',
  sendGasPriceValue: '{gwei} Gwei',
  sendFee: 'Comisión de red',
  sendFeeUnavailable: 'No disponible',
  sendSubmit: 'Enviar',
  sendSending: 'Confirma la transacción en tu billetera',
  receiveIntro: 'Envía tokens a esta dirección en una de las redes de abajo.',
  receiveQr: 'Código QR de tu dirección',
  receiveAddress: 'Tu dirección',
  receiveNetworks: 'Redes en las que puedes recibir',
} satisfies Translation

export default translation
