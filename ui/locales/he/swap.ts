// Hebrew (he), the Swap screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Hebrew translations of the Swap screen. */
const translation = {
  swapFrom: 'משלמים',
  swapTo: 'מקבלים',
  swapFromToken: 'האסימון להחלפה',
  swapToToken: 'האסימון לקבלה',
  swapAmount: 'סכום',
  swapFlip: 'החלפת האסימונים',
  swapBalance: 'יתרה: {amount} {symbol}',
  swapReceive: 'תקבלו',
  swapRate: 'שער',
  swapRateValue: '1 {from} = {rate} {to}',
  swapPriceImpact: 'השפעה על המחיר',
  swapNetworkFee: 'עמלת רשת',
  swapMinimum: 'מינימום שיתקבל',
  swapSlippage: 'סטיית מחיר מותרת (%)',
  swapSlippageInvalid: 'יש להזין סטייה בין 0 ל-{max}%',
  swapUnknown: 'לא ידוע',
  swapLoadingTokens: 'טוענים את האסימונים',
  swapQuoting: 'מקבלים הצעת מחיר',
  swapEnterAmount: 'הזינו סכום',
  swapInvalidAmount: 'יש להזין סכום כמו 0.5',
  swapSameToken: 'בחרו שני אסימונים שונים',
  swapInsufficientBalance: 'אין מספיק {symbol} ביתרה',
  swapInsufficientLiquidity: 'אין מספיק נזילות להמרה זו',
  swapQuoteFailed: 'לא ניתן היה לקבל הצעת מחיר: {reason}',
  swapTokensFailed: 'לא ניתן היה לטעון את האסימונים: {reason}',
  swapApproveFailed: 'האישור נכשל: {reason}',
  swapFailed: 'ההחלפה נכשלה: {reason}',
  swapDeclined: 'נדחה בארנק',
  swapRetry: 'נסו שוב',
  swapApprove: 'אישור {symbol}',
  swapApproving: 'מאשרים את {symbol}',
  swapApproveHint: 'הבורסה צריכה קודם את אישורך להוציא {symbol}',
  swapSubmit: 'המרה',
  swapSwapping: 'ממירים',
  swapConnect: 'חברו ארנק כדי להמיר',
} satisfies Translation

export default translation
