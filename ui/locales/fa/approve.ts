// Persian (fa), the ApproveTransaction screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Persian translations of the ApproveTransaction screen. */
const translation = {
  txSendHeadline: 'ارسال {amount} به {recipient}',
  txApproveHeadline: 'اجازه به {spender} برای خرج کردن {amount}',
  txCallHeadline: 'فراخوانی قرارداد',
  txCallsHeadline: 'تأیید {n, plural, one {# فراخوانی} other {# فراخوانی}}',
  txCallN: 'فراخوانی {n}',
  txMessageHeadline: 'امضای این پیام',
  txTypedDataHeadline: 'امضای {type}',
  txTypedData: 'داده ساختاریافته',
  txOtherHeadline: 'تأیید {method}',
  txNetwork: 'شبکه',
  txFrom: 'از',
  txAccount: 'حساب',
  txToken: 'توکن',
  txAmount: 'مبلغ',
  txRecipient: 'گیرنده',
  txSpender: 'خرج‌کننده',
  txValue: 'ارزش',
  txContract: 'قرارداد',
  txData: 'داده',
  txDataBytes: '{n, plural, one {# بایت} other {# بایت}}',
  txMethod: 'تابع',
  txPrimaryType: 'نوع',
  txDomainField: 'دامنه: {field}',
  txFields: 'فیلدها',
  txMessage: 'پیام',
  txTokenUnits: '{amount} واحد {token}',
  txApprove: 'تأیید',
  txReject: 'رد',
  txWaiting: 'در انتظار کیف پول',
  txNothing: 'درخواستی برای تأیید نیست',
} satisfies Translation

export default translation
