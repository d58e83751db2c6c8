// Hebrew (he), the Buy screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Hebrew translations of the Buy screen. */
const translation = {
  buyCurrency: 'קריפטו לקנייה ב-{network}',
  buyPayWith: 'תשלום באמצעות',
  buyAmount: 'סכום לתשלום',
  buyLimits: 'בכרטיס, מ-{min} עד {max} {currency}',
  buyAmountRequired: 'הזינו את הסכום לתשלום',
  buyAmountFormat: 'יש להזין סכום כמו 100 או 99.50',
  buyAmountBelowMin: 'המינימום הוא {min} {currency}',
  buyAmountAboveMax: 'המקסימום הוא {max} {currency}',
  buyLoadingOptions: 'טוענים את מה שאפשר לקנות',
  buyDefaultOptions: 'לא ניתן היה לטעון את רשימת מה שאפשר לקנות: אלה האפשרויות הרגילות.',
  buyNothingOnNetwork: 'אי אפשר לקנות דבר ב-{network}. כדי לקנות, יש לעבור לרשת אחרת.',
  buyNotOnNetwork: 'קנייה לא זמינה ב-{network}.',
  buyRegionRestricted: 'קניית קריפטו אינה זמינה באזור שלך',
  buyRegionRestrictedDetails: 'רכישות בכרטיס לא מוצעות בסין היבשתית, בהונג קונג ובמקאו. כל השאר בארנק עובד כרגיל.',
  buyQuoting: 'מקבלים הצעת מחיר',
  buyQuoteTitle: 'הצעת מחיר',
  buyEstimateTitle: 'הערכה',
  buyEstimateNote:
    'לא ניתן היה לטעון את הצעת המחיר. ההערכה מחושבת לפי עמלת הספק הגבוהה ביותר ({fee}%); הסכומים הסופיים מופיעים בתשלום.',
  buyYouGet: 'תקבלו',
  buyAbout: 'בערך {amount}',
  buyWorth: '{symbol} בשווי {amount}',
  buyProviderFee: 'עמלת ספק ({min}–{max}%)',
  buyNetworkFee: 'עמלת רשת',
  buySubtotal: 'סכום ביניים',
  buyTotal: 'סה״כ',
  buyContinue: 'המשך לתשלום',
  buyCheckoutOpening: 'פותחים את דף התשלום',
  buyCheckoutOpened: 'יש להשלים את הרכישה בכרטיסייה החדשה. היא תופיע כאן אחרי התשלום.',
  buyCheckoutLink: 'פתיחת דף התשלום',
  buyCheckoutFailed: 'לא ניתן היה לפתוח את התשלום. נסו שוב.',
  buyPurchases: 'הרכישות שלך',
  buyBought: 'נקנו {amount}',
  buyPurchaseDone: 'הרכישה הושלמה: {amount} בארנק שלך',
} satisfies Translation

export default translation
