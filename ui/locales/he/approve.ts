// Hebrew (he), the ApproveTransaction screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Hebrew translations of the ApproveTransaction screen. */
const translation = {
  txSendHeadline: 'שליחת {amount} אל {recipient}',
  txApproveHeadline: 'לאפשר ל-{spender} להוציא {amount}',
  txCallHeadline: 'קריאה לחוזה',
  txCallsHeadline: 'אישור {n, plural, one {קריאה אחת} two {שתי קריאות} other {# קריאות}}',
  txCallN: 'קריאה {n}',
  txMessageHeadline: 'חתימה על ההודעה',
  txTypedDataHeadline: 'חתימה על {type}',
  txTypedData: 'נתונים מובנים',
  txOtherHeadline: 'אישור {method}',
  txNetwork: 'רשת',
  txFrom: 'מאת',
  txAccount: 'חשבון',
  txToken: 'אסימון',
  txAmount: 'סכום',
  txRecipient: 'נמען',
  txSpender: 'מורשה הוצאה',
  txValue: 'ערך',
  txContract: 'חוזה',
  txData: 'נתונים',
  txDataBytes: '{n, plural, one {בייט אחד} two {שני בייטים} other {# בייטים}}',
  txMethod: 'פונקציה',
  txPrimaryType: 'סוג',
  txDomainField: 'דומיין: {field}',
  txFields: 'שדות',
  txMessage: 'הודעה',
  txTokenUnits: '{amount} יחידות של {token}',
  txApprove: 'אישור',
  txReject: 'דחייה',
  txWaiting: 'ממתינים לארנק',
  txNothing: 'אין בקשה לאישור',
} satisfies Translation

export default translation
