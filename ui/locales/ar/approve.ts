// Arabic (ar), the ApproveTransaction screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Arabic translations of the ApproveTransaction screen. */
const translation = {
  txSendHeadline: 'إرسال {amount} إلى {recipient}',
  txApproveHeadline: 'السماح لـ {spender} بإنفاق {amount}',
  txCallHeadline: 'استدعاء عقد',
  txCallsHeadline:
    'الموافقة على {n, plural, zero {# استدعاء} one {استدعاء واحد} two {استدعاءين} few {# استدعاءات} many {# استدعاءً} other {# استدعاء}}',
  txCallN: 'الاستدعاء {n}',
  txMessageHeadline: 'وقّع هذه الرسالة',
  txTypedDataHeadline: 'توقيع {type}',
  txTypedData: 'بيانات منظّمة',
  txOtherHeadline: 'الموافقة على {method}',
  txNetwork: 'الشبكة',
  txFrom: 'من',
  txAccount: 'الحساب',
  txToken: 'الرمز',
  txAmount: 'المبلغ',
  txRecipient: 'المستلم',
  txSpender: 'المُنفِق',
  txValue: 'القيمة',
  txContract: 'العقد',
  txData: 'البيانات',
  txDataBytes: '{n, plural, zero {# بايت} one {بايت واحد} two {بايتان} few {# بايتات} many {# بايتًا} other {# بايت}}',
  txMethod: 'الدالة',
  txPrimaryType: 'النوع',
  txDomainField: 'النطاق: {field}',
  txFields: 'الحقول',
  txMessage: 'الرسالة',
  txTokenUnits: '{amount} وحدة من {token}',
  txApprove: 'موافقة',
  txReject: 'رفض',
  txWaiting: 'بانتظار المحفظة',
  txNothing: 'لا يوجد طلب للموافقة عليه',
} satisfies Translation

export default translation
