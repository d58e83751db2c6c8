// Russian (ru), the Buy screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Russian translations of the Buy screen. */
const translation = {
  buyCurrency: 'Криптовалюта для покупки в сети {network}',
  buyPayWith: 'Способ оплаты',
  buyAmount: 'Сумма к оплате',
  buyLimits: 'Картой, от {min} до {max} {currency}',
  buyAmountRequired: 'Введите сумму к оплате',
  buyAmountFormat: 'Введите сумму, например 100 или 99.50',
  buyAmountBelowMin: 'Минимум: {min} {currency}',
  buyAmountAboveMax: 'Максимум: {max} {currency}',
  buyLoadingOptions: 'Загружаем, что можно купить',
  buyDefaultOptions: 'Список доступных покупок не загрузился: вот обычные варианты.',
  buyNothingOnNetwork: 'В сети {network} ничего нельзя купить. Переключитесь на другую сеть.',
  buyNotOnNetwork: 'Покупка недоступна в сети {network}.',
  buyRegionRestricted: 'Покупка криптовалюты недоступна в вашем регионе',
  buyRegionRestrictedDetails:
    'Покупки картой недоступны в материковом Китае, Гонконге и Макао. Остальные функции кошелька работают как обычно.',
  buyQuoting: 'Получаем котировку',
  buyQuoteTitle: 'Котировка',
  buyEstimateTitle: 'Оценка',
  buyEstimateNote:
    'Котировка не загрузилась. Оценка учитывает наибольшую комиссию провайдера ({fee} %); точные суммы будут при оплате.',
  buyYouGet: 'Вы получите',
  buyAbout: 'около {amount}',
  buyWorth: '{symbol} на {amount}',
  buyProviderFee: 'Комиссия провайдера ({min}–{max} %)',
  buyNetworkFee: 'Комиссия сети',
  buySubtotal: 'Промежуточный итог',
  buyTotal: 'Итого',
  buyContinue: 'Перейти к оплате',
  buyCheckoutOpening: 'Открываем оплату',
  buyCheckoutOpened: 'Завершите покупку в новой вкладке. После оплаты она появится здесь.',
  buyCheckoutLink: 'Открыть оплату',
  buyCheckoutFailed: 'Не удалось открыть оплату. Повторите попытку.',
  buyPurchases: 'Ваши покупки',
  buyBought: 'Куплено {amount}',
  buyPurchaseDone: 'Покупка завершена: {amount} в вашем кошельке',
} satisfies Translation

export default translation
