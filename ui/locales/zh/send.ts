// Chinese (Simplified) (zh), the Send and Receive screens: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Chinese (Simplified) translations of the Send and Receive screens. */
const translation = {
  sendToken: '代币',
  sendTokenOption: '{symbol}，余额 {amount}',
  sendNoTokens: '此网络上没有可发送的代币',
  sendAmount: '金额',
  sendMax: '最大',
  sendAmountUsd: '约 {usd}',
  sendReceiver: '接收方',
  sendReceiverPlaceholder: '地址或名称',
  sendReceiverName: '发送给 {name}',
  sendLookingUp: '正在查找 {name}',
  sendNameUnknown: '未找到 {name} 的地址',
  sendAmountInvalid: '请输入大于零的数量，例如 0.01',
  sendAmountDecimals: '{symbol} 最多 {n} 位小数',
  sendAmountExceeds: '{symbol} 余额不足',
  sendInsufficientGas: 'Gas 不足：{symbol} 不够支付网络费用',
  sendGasPrice: 'Gas 价格',
  sendGasPriceValue: '{gwei} Gwei',
  sendFee: '网络费用',
  sendFeeUnavailable: '不可用',
  sendSubmit: '发送',
  sendSending: '请在钱包中确认交易',
  receiveIntro: '在以下任一网络上向此地址发送代币。',
  receiveQr: '你的地址的二维码',
  receiveAddress: '你的地址',
  receiveNetworks: '可接收的网络',
} satisfies Translation

export default translation
