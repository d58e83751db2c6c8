// Persian (fa), the Send and Receive screens: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Persian translations of the Send and Receive screens. */
const translation = {
  sendToken: 'توکن',
  sendTokenOption: '{symbol}، موجودی {amount}',
  sendNoTokens: 'توکنی برای ارسال در این شبکه نیست',
  sendAmount: 'مبلغ',
  sendMax: 'حداکثر',
  sendAmountUsd: 'حدود {usd}',
  sendReceiver: 'به',
  sendReceiverPlaceholder: 'آدرس یا نام',
  sendReceiverName: 'ارسال به {name}',
  sendLookingUp: 'در حال جستجوی {name}',
  sendNameUnknown: 'آدرسی برای {name} پیدا نشد',
  sendAmountInvalid: 'مبلغی بیشتر از صفر وارد کنید، مثلاً 0.01',
  sendAmountDecimals: '{symbol} حداکثر {n} رقم اعشار دارد',
  sendAmountExceeds: 'موجودی {symbol} کافی نیست',
  sendInsufficientGas: 'گس کافی نیست: {symbol} برای پرداخت کارمزد شبکه کافی نیست',
  sendGasPrice: 'قیمت گس',
  sendGasPriceValue: '{gwei} Gwei',
  sendFee: 'کارمزد شبکه',
  sendFeeUnavailable: 'در دسترس نیست',
  sendSubmit: 'ارسال',
  sendSending: 'تراکنش را در کیف پول خود تأیید کنید',
  receiveIntro: 'توکن‌ها را در یکی از شبکه‌های زیر به این آدرس بفرستید.',
  receiveQr: 'کد QR نشانی شما',
  receiveAddress: 'آدرس شما',
  receiveNetworks: 'شبکه‌هایی که می‌توانید در آن‌ها دریافت کنید',
} satisfies Translation

export default translation
