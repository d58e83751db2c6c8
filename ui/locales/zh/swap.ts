// Chinese (Simplified) (zh), the Swap screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Chinese (Simplified) translations of the Swap screen. */
const translation = {
  swapFrom: '支付',
  swapTo: '收到',
  swapFromToken: '要兑换的代币',
  swapToToken: '要收到的代币',
  swapAmount: '数量',
  swapFlip: '交换代币位置',
  swapBalance: '余额：{amount} {symbol}',
  swapReceive: '你将收到',
  swapRate: '汇率',
  swapRateValue: '1 {from} = {rate} {to}',
  swapPriceImpact: '价格影响',
  swapNetworkFee: '网络费用',
  swapMinimum: '最少收到',
  swapSlippage: '滑点容差 (%)',
  swapSlippageInvalid: '请输入 0 到 {max}% 之间的滑点',
  swapUnknown: '未知',
  swapLoadingTokens: '正在加载代币',
  swapQuoting: '正在获取报价',
  swapEnterAmount: '输入数量',
  swapInvalidAmount: '请输入类似 0.5 的金额',
  swapSameToken: '请选择两种不同的代币',
  swapInsufficientBalance: '{symbol} 余额不足',
  swapInsufficientLiquidity: '此兑换的流动性不足',
  swapQuoteFailed: '无法获取报价：{reason}',
  swapTokensFailed: '无法加载代币：{reason}',
  swapApproveFailed: '授权失败：{reason}',
  swapFailed: '兑换失败：{reason}',
  swapDeclined: '已在钱包中拒绝',
  swapRetry: '重试',
  swapApprove: '批准 {symbol}',
  swapApproving: '正在授权 {symbol}',
  swapApproveHint: '交易所需要先获得你的授权才能使用 {symbol}',
  swapSubmit: '兑换',
  swapSwapping: '正在兑换',
  swapConnect: '连接钱包以进行兑换',
} satisfies Translation

export default translation
