// Turkish (tr), the Swap screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Turkish translations of the Swap screen. */
const translation = {
  swapFrom: 'Gönderilen',
  swapTo: 'Alınan',
  swapFromToken: 'Takas edilecek token',
  swapToToken: 'Alınacak token',
  swapAmount: 'Miktar',
  swapFlip: 'Tokenların yerini değiştir',
  swapBalance: 'Bakiye: {amount} {symbol}',
  swapReceive: 'Alacağınız',
  swapRate: 'Kur',
  swapRateValue: '1 {from} = {rate} {to}',
  swapPriceImpact: 'Fiyat etkisi',
  swapNetworkFee: 'Ağ ücreti',
  swapMinimum: 'Alınacak en az miktar',
  swapSlippage: 'Kayma toleransı (%)',
  swapSlippageInvalid: '0 ile {max} % arasında bir kayma girin',
  swapUnknown: 'Bilinmiyor',
  swapLoadingTokens: 'Tokenlar yükleniyor',
  swapQuoting: 'Fiyat teklifi alınıyor',
  swapEnterAmount: 'Bir miktar girin',
  swapInvalidAmount: '0.5 gibi bir tutar girin',
  swapSameToken: 'İki farklı token seçin',
  swapInsufficientBalance: 'Yetersiz {symbol} bakiyesi',
  swapInsufficientLiquidity: 'Bu takas için yetersiz likidite',
  swapQuoteFailed: 'Fiyat teklifi alınamadı: {reason}',
  swapTokensFailed: 'Tokenlar yüklenemedi: {reason}',
  swapApproveFailed: 'Onay başarısız oldu: {reason}',
  swapFailed: 'Takas başarısız oldu: {reason}',
  swapDeclined: 'Cüzdanda reddedildi',
  swapRetry: 'Tekrar dene',
  swapApprove: '{symbol} onayla',
  swapApproving: '{symbol} onaylanıyor',
  swapApproveHint: 'Borsanın önce {symbol} harcamak için onayınıza ihtiyacı var',
  swapSubmit: 'Takas et',
  swapSwapping: 'Takas ediliyor',
  swapConnect: 'Takas için bir cüzdan bağlayın',
} satisfies Translation

export default translation
