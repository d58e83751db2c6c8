// Turkish (tr), the ApproveTransaction screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Turkish translations of the ApproveTransaction screen. */
const translation = {
  txSendHeadline: '{recipient} adresine {amount} gönder',
  txApproveHeadline: '{spender} için {amount} harcama izni ver',
  txCallHeadline: 'Sözleşme çağır',
  txCallsHeadline: '{n, plural, one {# çağrıyı} other {# çağrıyı}} onayla',
  txCallN: 'Çağrı {n}',
  txMessageHeadline: 'Bu mesajı imzala',
  txTypedDataHeadline: '{type} imzala',
  txTypedData: 'yapılandırılmış veri',
  txOtherHeadline: '{method} onayla',
  txNetwork: 'Ağ',
  txFrom: 'Gönderen',
  txAccount: 'Hesap',
  txToken: 'Token',
  txAmount: 'Miktar',
  txRecipient: 'Alıcı',
  txSpender: 'Harcayan',
  txValue: 'Değer',
  txContract: 'Sözleşme',
  txData: 'Veri',
  txDataBytes: '{n, plural, one {# bayt} other {# bayt}}',
  txMethod: 'Yöntem',
  txPrimaryType: 'Tür',
  txDomainField: 'Alan adı {field}',
  txFields: 'Alanlar',
  txMessage: 'Mesaj',
  txTokenUnits: '{amount} birim {token}',
  txApprove: 'Onayla',
  txReject: 'Reddet',
  txWaiting: 'Cüzdan bekleniyor',
  txNothing: 'Onaylanacak istek yok',
} satisfies Translation

export default translation
