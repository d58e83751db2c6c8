// Turkish (tr), the Send and Receive screens: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Turkish translations of the Send and Receive screens. */
const translation = {
  sendToken: 'Token',
  sendTokenOption: '{symbol}, bakiye {amount}',
  sendNoTokens: 'Bu ağda gönderilecek token yok',
  sendAmount: 'Miktar',
  sendMax: 'Maks.',
  sendAmountUsd: 'Yaklaşık {usd}',
  sendReceiver: 'Alıcı',
  sendReceiverPlaceholder: 'Adres veya ad',
  sendReceiverName: '{name} adlı alıcıya gönderiliyor',
  sendLookingUp: '{name} aranıyor',
  sendNameUnknown: '{name} için adres bulunamadı',
  sendAmountInvalid: 'Sıfırdan büyük bir miktar girin, örneğin 0.01',
  sendAmountDecimals: '{symbol} en fazla {n} ondalık basamak alır',
  sendAmountExceeds: 'Yetersiz {symbol} bakiyesi',
  sendInsufficientGas: 'Yetersiz gas: ağ ücreti için yeterli {symbol} yok',
  sendGasPrice: 'Gas fiyatı',
  sendGasPriceValue: '{gwei} Gwei',
  sendFee: 'Ağ ücreti',
  sendFeeUnavailable: 'Kullanılamıyor',
  sendSubmit: 'Gönder',
  sendSending: 'İşlemi cüzdanınızda onaylayın',
  receiveIntro: 'Aşağıdaki ağlardan birinde bu adrese token gönderin.',
  receiveQr: 'Adresinizin QR kodu',
  receiveAddress: 'Adresiniz',
  receiveNetworks: 'Alım yapabileceğiniz ağlar',
} satisfies Translation

export default translation
