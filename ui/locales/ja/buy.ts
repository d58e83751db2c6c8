// Japanese (ja), the Buy screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Japanese translations of the Buy screen. */
const translation = {
  buyCurrency: '{network} で購入する暗号資産',
  buyPayWith: '支払い方法',
  buyAmount: '支払い金額',
  buyLimits: 'カードで {min}〜{max} {currency}',
  buyAmountRequired: '支払い金額を入力してください',
  buyAmountFormat: '100 や 99.50 のように金額を入力してください',
  buyAmountBelowMin: '最小額は {min} {currency} です',
  buyAmountAboveMax: '最大額は {max} {currency} です',
  buyLoadingOptions: '購入できるものを読み込んでいます',
  buyDefaultOptions: '購入できるもの一覧を読み込めませんでした。通常の選択肢を表示しています。',
  buyNothingOnNetwork: '{network} では購入できるものがありません。購入するには別のネットワークに切り替えてください。',
  buyNotOnNetwork: '{network} では購入できません。',
  buyRegionRestricted: 'お住まいの地域では暗号資産を購入できません',
  buyRegionRestrictedDetails:
    '中国本土、香港、マカオではカード購入を提供していません。ウォレットのその他の機能は通常どおり使えます。',
  buyQuoting: '見積もりを取得しています',
  buyQuoteTitle: '見積もり',
  buyEstimateTitle: '概算',
  buyEstimateNote:
    '見積もりを読み込めませんでした。この概算は最も高いプロバイダー手数料 ({fee}%) で計算しています。最終的な金額は決済画面に表示されます。',
  buyYouGet: '受け取る量',
  buyAbout: '約 {amount}',
  buyWorth: '{amount} 相当の {symbol}',
  buyProviderFee: 'プロバイダー手数料 ({min}〜{max}%)',
  buyNetworkFee: 'ネットワーク手数料',
  buySubtotal: '小計',
  buyTotal: '合計',
  buyContinue: '決済に進む',
  buyCheckoutOpening: '決済画面を開いています',
  buyCheckoutOpened: '新しいタブで購入を完了してください。支払いが済むとここに表示されます。',
  buyCheckoutLink: '決済画面を開く',
  buyCheckoutFailed: '決済ページを開けませんでした。再試行してください。',
  buyPurchases: '購入履歴',
  buyBought: '{amount} を購入',
  buyPurchaseDone: '購入完了: {amount} がウォレットに入りました',
} satisfies Translation

export default translation
