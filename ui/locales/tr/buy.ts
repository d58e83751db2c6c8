// Turkish (tr), the Buy screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Turkish translations of the Buy screen. */
const translation = {
  buyCurrency: '{network} ağında alınacak kripto',
  buyPayWith: 'Ödeme yöntemi',
  buyAmount: 'Ödenecek tutar',
  buyLimits: 'Kartla, {min} ile {max} {currency} arası',
  buyAmountRequired: 'Ödenecek tutarı girin',
  buyAmountFormat: '100 veya 99.50 gibi bir tutar girin',
  buyAmountBelowMin: 'En az {min} {currency}',
  buyAmountAboveMax: 'En fazla {max} {currency}',
  buyLoadingOptions: 'Satın alabilecekleriniz yükleniyor',
  buyDefaultOptions: 'Satın alabileceklerinizin listesi yüklenemedi: bunlar olağan seçenekler.',
  buyNothingOnNetwork: '{network} üzerinde satın alınabilecek bir şey yok. Satın almak için başka bir ağa geçin.',
  buyNotOnNetwork: '{network} üzerinde satın alma kullanılamıyor.',
  buyRegionRestricted: 'Kripto satın alma bölgenizde kullanılamıyor',
  buyRegionRestrictedDetails:
    "Kartla satın alma Çin anakarası, Hong Kong ve Makao'da sunulmuyor. Cüzdandaki diğer her şey her zamanki gibi çalışır.",
  buyQuoting: 'Fiyat teklifi alınıyor',
  buyQuoteTitle: 'Fiyat teklifi',
  buyEstimateTitle: 'Tahmin',
  buyEstimateNote:
    'Fiyat teklifi yüklenemedi. Bu tahmin en yüksek sağlayıcı ücretini ({fee}%) hesaba katar; ödeme sayfası kesin tutarları gösterir.',
  buyYouGet: 'Alacağınız',
  buyAbout: 'yaklaşık {amount}',
  buyWorth: '{amount} değerinde {symbol}',
  buyProviderFee: 'Sağlayıcı ücreti ({min}–{max}%)',
  buyNetworkFee: 'Ağ ücreti',
  buySubtotal: 'Ara toplam',
  buyTotal: 'Toplam',
  buyContinue: 'Ödemeye geç',
  buyCheckoutOpening: 'Ödeme sayfası açılıyor',
  buyCheckoutOpened: 'Satın almayı yeni sekmede tamamlayın. Ödendiğinde burada görünür.',
  buyCheckoutLink: 'Ödeme sayfasını aç',
  buyCheckoutFailed: 'Ödeme sayfası açılamadı. Tekrar deneyin.',
  buyPurchases: 'Satın alımlarınız',
  buyBought: '{amount} satın alındı',
  buyPurchaseDone: 'Satın alma tamamlandı: {amount} cüzdanınızda',
} satisfies Translation

export default translation
