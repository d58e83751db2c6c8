// Persian (fa), the Buy screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Persian translations of the Buy screen. */
const translation = {
  buyCurrency: 'رمزارز برای خرید در {network}',
  buyPayWith: 'پرداخت با',
  buyAmount: 'مبلغ پرداختی',
  buyLimits: 'با کارت، از {min} تا {max} {currency}',
  buyAmountRequired: 'مبلغ پرداختی را وارد کنید',
  buyAmountFormat: 'مبلغی مانند 100 یا 99.50 وارد کنید',
  buyAmountBelowMin: 'حداقل {min} {currency} است',
  buyAmountAboveMax: 'حداکثر {max} {currency} است',
  buyLoadingOptions: 'در حال بارگذاری گزینه‌های خرید',
  buyDefaultOptions: 'فهرست گزینه‌های خرید بارگذاری نشد: این‌ها گزینه‌های معمول هستند.',
  buyNothingOnNetwork: 'در {network} چیزی برای خرید نیست. برای خرید به شبکه دیگری بروید.',
  buyNotOnNetwork: 'خرید در {network} در دسترس نیست.',
  buyRegionRestricted: 'خرید رمزارز در منطقه شما در دسترس نیست',
  buyRegionRestrictedDetails:
    'خرید با کارت در سرزمین اصلی چین، هنگ‌کنگ و ماکائو ارائه نمی‌شود. بقیه امکانات کیف پول طبق معمول کار می‌کنند.',
  buyQuoting: 'در حال دریافت قیمت',
  buyQuoteTitle: 'قیمت',
  buyEstimateTitle: 'برآورد',
  buyEstimateNote:
    'قیمت بارگذاری نشد. این برآورد بالاترین کارمزد ارائه‌دهنده ({fee}٪) را در نظر می‌گیرد؛ مبالغ نهایی در صفحه پرداخت نمایش داده می‌شود.',
  buyYouGet: 'دریافت می‌کنید',
  buyAbout: 'حدود {amount}',
  buyWorth: '{symbol} به ارزش {amount}',
  buyProviderFee: 'کارمزد ارائه‌دهنده ({min}–{max}٪)',
  buyNetworkFee: 'کارمزد شبکه',
  buySubtotal: 'جمع جزء',
  buyTotal: 'جمع کل',
  buyContinue: 'ادامه به پرداخت',
  buyCheckoutOpening: 'در حال باز کردن صفحه پرداخت',
  buyCheckoutOpened: 'خرید را در زبانه جدید تمام کنید. پس از پرداخت اینجا نمایش داده می‌شود.',
  buyCheckoutLink: 'باز کردن صفحه پرداخت',
  buyCheckoutFailed: 'صفحه پرداخت باز نشد. دوباره تلاش کنید.',
  buyPurchases: 'خریدهای شما',
  buyBought: '{amount} خریداری شد',
  buyPurchaseDone: 'خرید انجام شد: {amount} در کیف پول شماست',
} satisfies Translation

export default translation
