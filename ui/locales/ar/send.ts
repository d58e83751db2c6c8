// Arabic (ar), the Send and Receive screens: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Arabic translations of the Send and Receive screens. */
const translation = {
  sendToken: 'الرمز',
  sendTokenOption: '{symbol}، الرصيد {amount}',
  sendNoTokens: 'لا توجد رموز للإرسال على هذه الشبكة',
  sendAmount: 'المبلغ',
  sendMax: 'الحد الأقصى',
  sendAmountUsd: 'نحو {usd}',
  sendReceiver: 'إلى',
  sendReceiverPlaceholder: 'العنوان أو الاسم',
  sendReceiverName: 'الإرسال إلى {name}',
  sendLookingUp: 'جارٍ البحث عن {name}',
  sendNameUnknown: 'لم يُعثر على عنوان لـ {name}',
  sendAmountInvalid: 'أدخل مبلغًا أكبر من صفر، مثل 0.01',
  sendAmountDecimals: 'لا يتجاوز {symbol} ‏{n} منازل عشرية',
  sendAmountExceeds: 'رصيد {symbol} غير كافٍ',
  sendInsufficientGas: 'الغاز غير كافٍ: لا يوجد ما يكفي من {symbol} لدفع رسوم الشبكة',
  sendGasPrice: 'سعر الغاز',
  sendGasPriceValue: '{gwei} Gwei',
  sendFee: 'رسوم الشبكة',
  sendFeeUnavailable: 'غير متاح',
  sendSubmit: 'إرسال',
  sendSending: 'أكّد المعاملة في محفظتك',
  receiveIntro: 'أرسل الرموز إلى هذا العنوان على إحدى الشبكات أدناه.',
  receiveQr: 'رمز QR لعنوانك',
  receiveAddress: 'عنوانك',
  receiveNetworks: 'الشبكات التي يمكنك الاستلام عليها',
} satisfies Translation

export default translation
