// Chinese (Simplified) (zh), the ApproveTransaction screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Chinese (Simplified) translations of the ApproveTransaction screen. */
const translation = {
  txSendHeadline: '向 {recipient} 发送 {amount}',
  txApproveHeadline: '允许 {spender} 花费 {amount}',
  txCallHeadline: '调用合约',
  txCallsHeadline: '批准 {n, plural, other {# 个调用}}',
  txCallN: '调用 {n}',
  txMessageHeadline: '签署此消息',
  txTypedDataHeadline: '签名 {type}',
  txTypedData: '类型化数据',
  txOtherHeadline: '批准 {method}',
  txNetwork: '网络',
  txFrom: '发送方',
  txAccount: '账户',
  txToken: '代币',
  txAmount: '金额',
  txRecipient: '接收方',
  txSpender: '授权方',
  txValue: '价值',
  txContract: '合约',
  txData: '数据',
  txDataBytes: '{n, plural, other {# 字节}}',
  txMethod: '方法',
  txPrimaryType: '类型',
  txDomainField: '域 {field}',
  txFields: '字段',
  txMessage: '消息',
  txTokenUnits: '{amount} 单位 {token}',
  txApprove: '批准',
  txReject: '拒绝',
  txWaiting: '正在等待钱包',
  txNothing: '没有需要批准的请求',
} satisfies Translation

export default translation
