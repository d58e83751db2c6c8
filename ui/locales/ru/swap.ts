// Russian (ru), the Swap screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Russian translations of the Swap screen. */
const translation = {
  swapFrom: 'Из',
  swapTo: 'В',
  swapFromToken: 'Отдаваемый токен',
  swapToToken: 'Получаемый токен',
  swapAmount: 'Сумма',
  swapFlip: 'Поменять токены местами',
  swapBalance: 'Баланс: {amount} {symbol}',
  swapReceive: 'Вы получите',
  swapRate: 'Курс',
  swapRateValue: '1 {from} = {rate} {to}',
  swapPriceImpact: 'Влияние на цену',
  swapNetworkFee: 'Комиссия сети',
  swapMinimum: 'Минимум к получению',
  swapSlippage: 'Допустимое проскальзывание (%)',
  swapSlippageInvalid: 'Введите проскальзывание от 0 до {max} %',
  swapUnknown: 'Неизвестно',
  swapLoadingTokens: 'Загружаем токены',
  swapQuoting: 'Получаем котировку',
  swapEnterAmount: 'Введите сумму',
  swapInvalidAmount: 'Введите сумму, например 0.5',
  swapSameToken: 'Выберите два разных токена',
  swapInsufficientBalance: 'Недостаточно {symbol} на балансе',
  swapInsufficientLiquidity: 'Недостаточно ликвидности для этого обмена',
  swapQuoteFailed: 'Не удалось получить котировку: {reason}',
  swapTokensFailed: 'Не удалось загрузить токены: {reason}',
  swapApproveFailed: 'Разрешение не выдано: {reason}',
  swapFailed: 'Обмен не удался: {reason}',
  swapDeclined: 'Отклонено в кошельке',
  swapRetry: 'Повторить',
  swapApprove: 'Одобрить {symbol}',
  swapApproving: 'Разрешаем {symbol}',
  swapApproveHint: 'Сначала обменнику нужно ваше разрешение тратить {symbol}',
  swapSubmit: 'Обменять',
  swapSwapping: 'Обмениваем',
  swapConnect: 'Подключите кошелёк для обмена',
} satisfies Translation

export default translation
