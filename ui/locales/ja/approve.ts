// Japanese (ja), the ApproveTransaction screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Japanese translations of the ApproveTransaction screen. */
const translation = {
  txSendHeadline: '{recipient} に {amount} を送金',
  txApproveHeadline: '{spender} に {amount} の使用を許可',
  txCallHeadline: 'コントラクトを呼び出す',
  txCallsHeadline: '{n, plural, other {# 件の呼び出し}}を承認',
  txCallN: '呼び出し {n}',
  txMessageHeadline: 'このメッセージに署名',
  txTypedDataHeadline: '{type} に署名',
  txTypedData: '型付きデータ',
  txOtherHeadline: '{method} を承認',
  txNetwork: 'ネットワーク',
  txFrom: '送信元',
  txAccount: 'アカウント',
  txToken: 'トークン',
  txAmount: '金額',
  txRecipient: '受取人',
  txSpender: '使用者',
  txValue: '値',
  txContract: 'コントラクト',
  txData: 'データ',
  txDataBytes: '{n, plural, other {# バイト}}',
  txMethod: 'メソッド',
  txPrimaryType: '型',
  txDomainField: 'ドメインの {field}',
  txFields: 'フィールド',
  txMessage: 'メッセージ',
  txTokenUnits: '{token} {amount} 単位',
  txApprove: '承認',
  txReject: '拒否',
  txWaiting: 'ウォレットを待っています',
  txNothing: '承認するリクエストはありません',
} satisfies Translation

export default translation
