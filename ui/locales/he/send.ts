// Hebrew (he), the Send and Receive screens: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Hebrew translations of the Send and Receive screens. */
const translation = {
  sendToken: 'אסימון',
  sendTokenOption: '{symbol}, יתרה {amount}',
  sendNoTokens: 'אין אסימונים לשליחה ברשת זו',
  sendAmount: 'סכום',
  sendMax: 'מקסימום',
  sendAmountUsd: 'בערך {usd}',
  sendReceiver: 'אל',
  sendReceiverPlaceholder: 'כתובת או שם',
  sendReceiverName: 'שליחה אל {name}',
  sendLookingUp: 'מחפשים את {name}',
  sendNameUnknown: 'לא נמצאה כתובת עבור {name}',
  sendAmountInvalid: 'הזינו סכום גדול מאפס, למשל 0.01',
  sendAmountDecimals: 'ל-{symbol} יש לכל היותר {n} ספרות אחרי הנקודה',
  sendAmountExceeds: 'אין מספיק {symbol} ביתרה',
  sendInsufficientGas: 'אין מספיק גז: אין מספיק {symbol} לתשלום עמלת הרשת',
  sendGasPrice: 'מחיר גז',
  sendGasPriceValue: '{gwei} Gwei',
  sendFee: 'עמלת רשת',
  sendFeeUnavailable: 'לא זמין',
  sendSubmit: 'שליחה',
  sendSending: 'אשרו את העסקה בארנק',
  receiveIntro: 'שלחו אסימונים לכתובת זו באחת מהרשתות שלמטה.',
  receiveQr: 'קוד QR של הכתובת שלך',
  receiveAddress: 'הכתובת שלך',
  receiveNetworks: 'רשתות שאפשר לקבל בהן',
} satisfies Translation

export default translation
