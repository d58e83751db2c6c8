// Japanese (ja), the Swap screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Japanese translations of the Swap screen. */
const translation = {
  swapFrom: '支払い',
  swapTo: '受け取り',
  swapFromToken: 'スワップするトークン',
  swapToToken: '受け取るトークン',
  swapAmount: '数量',
  swapFlip: 'トークンを入れ替える',
  swapBalance: '残高: {amount} {symbol}',
  swapReceive: '受け取る量',
  swapRate: 'レート',
  swapRateValue: '1 {from} = {rate} {to}',
  swapPriceImpact: '価格への影響',
  swapNetworkFee: 'ネットワーク手数料',
  swapMinimum: '最低受取量',
  swapSlippage: 'スリッページ許容値 (%)',
  swapSlippageInvalid: 'スリッページは 0〜{max} % で入力してください',
  swapUnknown: '不明',
  swapLoadingTokens: 'トークンを読み込んでいます',
  swapQuoting: '見積もりを取得しています',
  swapEnterAmount: '数量を入力してください',
  swapInvalidAmount: '0.5 のように金額を入力してください',
  swapSameToken: '異なる 2 つのトークンを選んでください',
  swapInsufficientBalance: '{symbol} の残高が不足しています',
  swapInsufficientLiquidity: 'このスワップには流動性が不足しています',
  swapQuoteFailed: '見積もりを取得できませんでした: {reason}',
  swapTokensFailed: 'トークンを読み込めませんでした: {reason}',
  swapApproveFailed: '承認に失敗しました: {reason}',
  swapFailed: 'スワップに失敗しました: {reason}',
  swapDeclined: 'ウォレットで拒否されました',
  swapRetry: '再試行',
  swapApprove: '{symbol} を承認',
  swapApproving: '{symbol} を承認しています',
  swapApproveHint: '取引所が {symbol} を使うには、先にあなたの承認が必要です',
  swapSubmit: 'スワップ',
  swapSwapping: 'スワップ中',
  swapConnect: 'スワップするにはウォレットを接続してください',
} satisfies Translation

export default translation
