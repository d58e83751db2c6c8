// Portuguese (pt), the Send and Receive screens: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Portuguese translations of the Send and Receive screens. */
const translation = {
  sendToken: 'Token',
  sendTokenOption: '{symbol}, saldo {amount}',
  sendNoTokens: 'Nenhum token para enviar nesta rede',
  sendAmount: 'Valor',
  sendMax: 'Máx.',
  sendAmountUsd: 'Cerca de {usd}',
  sendReceiver: 'Para',
  sendReceiverPlaceholder: 'Endereço ou nome',
  sendReceiverName: 'Enviando para {name}',
  sendLookingUp: 'Procurando {name}',
  sendNameUnknown: 'Nenhum endereço encontrado para {name}',
  sendAmountInvalid: 'Digite um valor acima de zero, como 0.01',
  sendAmountDecimals: '{symbol} tem no máximo {n} casas decimais',
  sendAmountExceeds: 'Saldo de {symbol} insuficiente',
  sendInsufficientGas: 'Gas insuficiente: não há {symbol} suficiente para pagar a taxa de rede',
  sendGasPrice: 'Preço do gas',
  sendGasPriceValue: '{gwei} Gwei',
  sendFee: 'Taxa de rede',
  sendFeeUnavailable: 'Indisponível',
  sendSubmit: 'Enviar',
  sendSending: 'Confirme a transação na sua carteira',
  receiveIntro: 'Envie tokens para este endereço em uma das redes abaixo.',
  receiveQr: 'Código QR do seu endereço',
  receiveAddress: 'Seu endereço',
  receiveNetworks: 'Redes em que você pode receber',
} satisfies Translation

export default translation
