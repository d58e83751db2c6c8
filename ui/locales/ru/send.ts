// Russian (ru), the Send and Receive screens: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Russian translations of the Send and Receive screens. */
const translation = {
  sendToken: 'Токен',
  sendTokenOption: '{symbol}, баланс {amount}',
  sendNoTokens: 'В этой сети нет токенов для отправки',
  sendAmount: 'Сумма',
  sendMax: 'Макс.',
  sendAmountUsd: 'Около {usd}',
  sendReceiver: 'Кому',
  sendReceiverPlaceholder: 'Адрес или имя',
  sendReceiverName: 'Отправка: {name}',
  sendLookingUp: 'Ищем {name}',
  sendNameUnknown: 'Адрес для {name} не найден',
  sendAmountInvalid: 'Введите сумму больше нуля, например 0.01',
  sendAmountDecimals: 'У {symbol} не больше {n} знаков после запятой',
  sendAmountExceeds: 'Недостаточно {symbol} на балансе',
  sendInsufficientGas: 'Недостаточно газа: не хватает {symbol} на комиссию сети',
  sendGasPrice: 'Цена газа',
  sendGasPriceValue: '{gwei} Gwei',
  sendFee: 'Комиссия сети',
  sendFeeUnavailable: 'Недоступно',
  sendSubmit: 'Отправить',
  sendSending: 'Подтвердите транзакцию в кошельке',
  receiveIntro: 'Отправляйте токены на этот адрес в одной из сетей ниже.',
  receiveQr: 'QR-код вашего адреса',
  receiveAddress: 'Ваш адрес',
  receiveNetworks: 'Сети, в которых можно получать',
} satisfies Translation

export default translation
