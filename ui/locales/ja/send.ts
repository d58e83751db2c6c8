// Japanese (ja), the Send and Receive screens: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Japanese translations of the Send and Receive screens. */
const translation = {
  sendToken: 'トークン',
  sendTokenOption: '{symbol}、残高 {amount}',
  sendNoTokens: 'このネットワークには送金できるトークンがありません',
  sendAmount: '金額',
  sendMax: '最大',
  sendAmountUsd: '約 {usd}',
  sendReceiver: '宛先',
  sendReceiverPlaceholder: 'アドレスまたは名前',
  sendReceiverName: '{name} に送信',
  sendLookingUp: '{name} を検索しています',
  sendNameUnknown: '{name} のアドレスが見つかりません',
  sendAmountInvalid: '0.01 のように、0 より大きい数量を入力してください',
  sendAmountDecimals: '{symbol} の小数点以下は最大 {n} 桁です',
  sendAmountExceeds: '{symbol} の残高が不足しています',
  sendInsufficientGas: 'ガス不足: ネットワーク手数料を払う {symbol} が足りません',
  sendGasPrice: 'ガス価格',
  sendGasPriceValue: '{gwei} Gwei',
  sendFee: 'ネットワーク手数料',
  sendFeeUnavailable: '利用できません',
  sendSubmit: '送金',
  sendSending: 'ウォレットでトランザクションを確認してください',
  receiveIntro: '以下のいずれかのネットワークで、このアドレスにトークンを送ってください。',
  receiveQr: 'あなたのアドレスの QR コード',
  receiveAddress: 'あなたのアドレス',
  receiveNetworks: '受け取れるネットワーク',
} satisfies Translation

export default translation
