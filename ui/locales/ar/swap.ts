// Arabic (ar), the Swap screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Arabic translations of the Swap screen. */
const translation = {
  swapFrom: 'من',
  swapTo: 'إلى',
  swapFromToken: 'الرمز المراد مبادلته',
  swapToToken: 'الرمز المراد استلامه',
  swapAmount: 'المبلغ',
  swapFlip: 'تبديل الرمزين',
  swapBalance: 'الرصيد: {amount} {symbol}',
  swapReceive: 'ستستلم',
  swapRate: 'سعر الصرف',
  swapRateValue: '1 {from} = {rate} {to}',
  swapPriceImpact: 'التأثير على السعر',
  swapNetworkFee: 'رسوم الشبكة',
  swapMinimum: 'الحد الأدنى المستلم',
  swapSlippage: 'تفاوت الانزلاق المسموح (%)',
  swapSlippageInvalid: 'أدخل انزلاقًا من 0 إلى {max} %',
  swapUnknown: 'غير معروف',
  swapLoadingTokens: 'جارٍ تحميل الرموز',
  swapQuoting: 'جارٍ الحصول على عرض سعر',
  swapEnterAmount: 'أدخل مبلغًا',
  swapInvalidAmount: 'أدخل مبلغًا مثل 0.5',
  swapSameToken: 'اختر رمزين مختلفين',
  swapInsufficientBalance: 'رصيد {symbol} غير كافٍ',
  swapInsufficientLiquidity: 'السيولة غير كافية لهذه المبادلة',
  swapQuoteFailed: 'تعذّر الحصول على عرض سعر: {reason}',
  swapTokensFailed: 'تعذّر تحميل الرموز: {reason}',
  swapApproveFailed: 'فشلت الموافقة: {reason}',
  swapFailed: 'فشلت المبادلة: {reason}',
  swapDeclined: 'رُفض في المحفظة',
  swapRetry: 'أعد المحاولة',
  swapApprove: 'الموافقة على {symbol}',
  swapApproving: 'جارٍ الموافقة على {symbol}',
  swapApproveHint: 'تحتاج منصة التبادل أولاً إلى موافقتك على إنفاق {symbol}',
  swapSubmit: 'مبادلة',
  swapSwapping: 'جارٍ التبادل',
  swapConnect: 'اربط محفظة لإجراء المبادلة',
} satisfies Translation

export default translation
