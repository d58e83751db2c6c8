// Chinese (Simplified) (zh), the Buy screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Chinese (Simplified) translations of the Buy screen. */
const translation = {
  buyCurrency: '在 {network} 上购买的加密货币',
  buyPayWith: '支付方式',
  buyAmount: '支付金额',
  buyLimits: '使用银行卡，{min} 至 {max} {currency}',
  buyAmountRequired: '请输入支付金额',
  buyAmountFormat: '请输入类似 100 或 99.50 的金额',
  buyAmountBelowMin: '最低为 {min} {currency}',
  buyAmountAboveMax: '最高为 {max} {currency}',
  buyLoadingOptions: '正在加载可购买的资产',
  buyDefaultOptions: '无法加载可购买的资产列表：以下是常用选项。',
  buyNothingOnNetwork: '{network} 上没有可购买的资产。请切换到其他网络购买。',
  buyNotOnNetwork: '{network} 上无法购买。',
  buyRegionRestricted: '你所在的地区无法购买加密货币',
  buyRegionRestrictedDetails: '中国大陆、香港和澳门不提供银行卡购买。钱包的其他功能照常使用。',
  buyQuoting: '正在获取报价',
  buyQuoteTitle: '报价',
  buyEstimateTitle: '估算',
  buyEstimateNote: '无法加载报价。此估算按最高的服务商费用（{fee}%）计算；最终金额以结账页面为准。',
  buyYouGet: '你将获得',
  buyAbout: '约 {amount}',
  buyWorth: '价值 {amount} 的 {symbol}',
  buyProviderFee: '服务商费用（{min}–{max}%）',
  buyNetworkFee: '网络费用',
  buySubtotal: '小计',
  buyTotal: '总计',
  buyContinue: '前往结账',
  buyCheckoutOpening: '正在打开结账页面',
  buyCheckoutOpened: '请在新标签页中完成购买。付款后会显示在这里。',
  buyCheckoutLink: '打开结账页面',
  buyCheckoutFailed: '无法打开结账页面。请重试。',
  buyPurchases: '你的购买记录',
  buyBought: '已购买 {amount}',
  buyPurchaseDone: '购买完成：{amount} 已到你的钱包',
} satisfies Translation

export default translation
