// Persian (fa), the Swap screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Persian translations of the Swap screen. */
const translation = {
  swapFrom: 'از',
  swapTo: 'به',
  swapFromToken: 'توکن برای تبادل',
  swapToToken: 'توکن دریافتی',
  swapAmount: 'مقدار',
  swapFlip: 'جابه‌جایی توکن‌ها',
  swapBalance: 'موجودی: {amount} {symbol}',
  swapReceive: 'دریافت می‌کنید',
  swapRate: 'نرخ',
  swapRateValue: '1 {from} = {rate} {to}',
  swapPriceImpact: 'تأثیر بر قیمت',
  swapNetworkFee: 'کارمزد شبکه',
  swapMinimum: 'حداقل دریافتی',
  swapSlippage: 'تحمل لغزش قیمت (%)',
  swapSlippageInvalid: 'لغزشی بین ۰ تا {max} ٪ وارد کنید',
  swapUnknown: 'نامعلوم',
  swapLoadingTokens: 'در حال بارگذاری توکن‌ها',
  swapQuoting: 'در حال دریافت قیمت',
  swapEnterAmount: 'مقداری وارد کنید',
  swapInvalidAmount: 'مبلغی مانند 0.5 وارد کنید',
  swapSameToken: 'دو توکن متفاوت انتخاب کنید',
  swapInsufficientBalance: 'موجودی {symbol} کافی نیست',
  swapInsufficientLiquidity: 'نقدینگی برای این مبادله کافی نیست',
  swapQuoteFailed: 'دریافت قیمت ممکن نشد: {reason}',
  swapTokensFailed: 'بارگذاری توکن‌ها ممکن نشد: {reason}',
  swapApproveFailed: 'تأیید ناموفق بود: {reason}',
  swapFailed: 'تبادل ناموفق بود: {reason}',
  swapDeclined: 'در کیف پول رد شد',
  swapRetry: 'دوباره تلاش کنید',
  swapApprove: 'تأیید {symbol}',
  swapApproving: 'در حال تأیید {symbol}',
  swapApproveHint: 'صرافی ابتدا برای خرج کردن {symbol} به تأیید شما نیاز دارد',
  swapSubmit: 'مبادله',
  swapSwapping: 'در حال مبادله',
  swapConnect: 'برای مبادله یک کیف پول متصل کنید',
} satisfies Translation

export default translation
