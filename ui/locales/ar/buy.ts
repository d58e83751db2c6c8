// Arabic (ar), the Buy screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Arabic translations of the Buy screen. */
const translation = {
  buyCurrency: 'العملة المشفرة للشراء على {network}',
  buyPayWith: 'الدفع باستخدام',
  buyAmount: 'المبلغ المطلوب دفعه',
  buyLimits: 'بالبطاقة، من {min} إلى {max} {currency}',
  buyAmountRequired: 'أدخل المبلغ المطلوب دفعه',
  buyAmountFormat: 'أدخل مبلغًا مثل 100 أو 99.50',
  buyAmountBelowMin: 'الحد الأدنى {min} {currency}',
  buyAmountAboveMax: 'الحد الأقصى {max} {currency}',
  buyLoadingOptions: 'جارٍ تحميل ما يمكنك شراؤه',
  buyDefaultOptions: 'تعذّر تحميل قائمة ما يمكنك شراؤه: هذه هي الخيارات المعتادة.',
  buyNothingOnNetwork: 'لا يمكن شراء شيء على {network}. انتقل إلى شبكة أخرى للشراء.',
  buyNotOnNetwork: 'الشراء غير متاح على {network}.',
  buyRegionRestricted: 'شراء العملات المشفرة غير متاح في منطقتك',
  buyRegionRestrictedDetails:
    'لا تُتاح عمليات الشراء بالبطاقة في البر الرئيسي للصين وهونغ كونغ وماكاو. يعمل كل ما عدا ذلك في المحفظة كالمعتاد.',
  buyQuoting: 'جارٍ الحصول على عرض سعر',
  buyQuoteTitle: 'عرض السعر',
  buyEstimateTitle: 'تقدير',
  buyEstimateNote:
    'تعذّر تحميل عرض السعر. يحتسب هذا التقدير أعلى رسوم للمزوّد ({fee}%)، وتظهر المبالغ النهائية عند الدفع.',
  buyYouGet: 'ستحصل على',
  buyAbout: 'نحو {amount}',
  buyWorth: '{symbol} بقيمة {amount}',
  buyProviderFee: 'رسوم المزوّد ({min}–{max}%)',
  buyNetworkFee: 'رسوم الشبكة',
  buySubtotal: 'المجموع الفرعي',
  buyTotal: 'الإجمالي',
  buyContinue: 'المتابعة إلى الدفع',
  buyCheckoutOpening: 'جارٍ فتح صفحة الدفع',
  buyCheckoutOpened: 'أكمل الشراء في علامة التبويب الجديدة. سيظهر هنا بعد الدفع.',
  buyCheckoutLink: 'فتح صفحة الدفع',
  buyCheckoutFailed: 'تعذّر فتح صفحة الدفع. أعد المحاولة.',
  buyPurchases: 'مشترياتك',
  buyBought: 'تم شراء {amount}',
  buyPurchaseDone: 'اكتمل الشراء: أصبح {amount} في محفظتك',
} satisfies Translation

export default translation
