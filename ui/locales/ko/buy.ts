// Korean (ko), the Buy screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Korean translations of the Buy screen. */
const translation = {
  buyCurrency: '{network}에서 구매할 암호화폐',
  buyPayWith: '결제 수단',
  buyAmount: '결제 금액',
  buyLimits: '카드로 {min}~{max} {currency}',
  buyAmountRequired: '결제 금액을 입력하세요',
  buyAmountFormat: '100 또는 99.50처럼 금액을 입력하세요',
  buyAmountBelowMin: '최소 금액은 {min} {currency}입니다',
  buyAmountAboveMax: '최대 금액은 {max} {currency}입니다',
  buyLoadingOptions: '구매할 수 있는 항목을 불러오는 중',
  buyDefaultOptions: '구매 가능 목록을 불러오지 못했습니다. 일반적인 옵션을 표시합니다.',
  buyNothingOnNetwork: '{network}에서는 구매할 수 있는 항목이 없습니다. 다른 네트워크로 전환하세요.',
  buyNotOnNetwork: '{network}에서는 구매할 수 없습니다.',
  buyRegionRestricted: '현재 지역에서는 암호화폐를 구매할 수 없습니다',
  buyRegionRestrictedDetails:
    '중국 본토, 홍콩, 마카오에서는 카드 구매를 제공하지 않습니다. 지갑의 다른 기능은 평소처럼 작동합니다.',
  buyQuoting: '견적을 가져오는 중',
  buyQuoteTitle: '견적',
  buyEstimateTitle: '예상 금액',
  buyEstimateNote:
    '견적을 불러오지 못했습니다. 이 예상 금액은 가장 높은 제공업체 수수료({fee}%)를 반영하며, 최종 금액은 결제 화면에 표시됩니다.',
  buyYouGet: '받는 수량',
  buyAbout: '약 {amount}',
  buyWorth: '{amount} 상당의 {symbol}',
  buyProviderFee: '제공업체 수수료({min}–{max}%)',
  buyNetworkFee: '네트워크 수수료',
  buySubtotal: '소계',
  buyTotal: '합계',
  buyContinue: '결제로 이동',
  buyCheckoutOpening: '결제 화면을 여는 중',
  buyCheckoutOpened: '새 탭에서 구매를 완료하세요. 결제되면 여기에 표시됩니다.',
  buyCheckoutLink: '결제 화면 열기',
  buyCheckoutFailed: '결제 페이지를 열 수 없습니다. 다시 시도하세요.',
  buyPurchases: '구매 내역',
  buyBought: '{amount} 구매함',
  buyPurchaseDone: '구매 완료: {amount}이(가) 지갑에 들어왔습니다',
} satisfies Translation

export default translation
