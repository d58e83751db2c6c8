// Russian (ru), the ApproveTransaction screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Russian translations of the ApproveTransaction screen. */
const translation = {
  txSendHeadline: 'Отправить {amount} на {recipient}',
  txApproveHeadline: 'Разрешить {spender} тратить {amount}',
  txCallHeadline: 'Вызов контракта',
  txCallsHeadline: 'Подтвердить {n, plural, one {# вызов} few {# вызова} many {# вызовов} other {# вызова}}',
  txCallN: 'Вызов {n}',
  txMessageHeadline: 'Подпишите это сообщение',
  txTypedDataHeadline: 'Подписать {type}',
  txTypedData: 'типизированные данные',
  txOtherHeadline: 'Подтвердить {method}',
  txNetwork: 'Сеть',
  txFrom: 'От',
  txAccount: 'Аккаунт',
  txToken: 'Токен',
  txAmount: 'Сумма',
  txRecipient: 'Получатель',
  txSpender: 'Распорядитель',
  txValue: 'Стоимость',
  txContract: 'Контракт',
  txData: 'Данные',
  txDataBytes: '{n, plural, one {# байт} few {# байта} many {# байт} other {# байта}}',
  txMethod: 'Метод',
  txPrimaryType: 'Тип',
  txDomainField: 'Домен: {field}',
  txFields: 'Поля',
  txMessage: 'Сообщение',
  txTokenUnits: '{amount} ед. {token}',
  txApprove: 'Подтвердить',
  txReject: 'Отклонить',
  txWaiting: 'Ожидаем кошелёк',
  txNothing: 'Нет запросов на подтверждение',
} satisfies Translation

export default translation
