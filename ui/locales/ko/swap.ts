// Korean (ko), the Swap screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Korean translations of the Swap screen. */
const translation = {
  swapFrom: '보낼 토큰',
  swapTo: '받을 토큰',
  swapFromToken: '스왑할 토큰',
  swapToToken: '받을 토큰',
  swapAmount: '수량',
  swapFlip: '토큰 위치 바꾸기',
  swapBalance: '잔액: {amount} {symbol}',
  swapReceive: '받는 수량',
  swapRate: '환율',
  swapRateValue: '1 {from} = {rate} {to}',
  swapPriceImpact: '가격 영향',
  swapNetworkFee: '네트워크 수수료',
  swapMinimum: '최소 수령량',
  swapSlippage: '슬리피지 허용치 (%)',
  swapSlippageInvalid: '슬리피지를 0~{max}% 사이로 입력하세요',
  swapUnknown: '알 수 없음',
  swapLoadingTokens: '토큰을 불러오는 중',
  swapQuoting: '견적을 가져오는 중',
  swapEnterAmount: '수량을 입력하세요',
  swapInvalidAmount: '0.5처럼 금액을 입력하세요',
  swapSameToken: '서로 다른 두 토큰을 선택하세요',
  swapInsufficientBalance: '{symbol} 잔액 부족',
  swapInsufficientLiquidity: '이 스왑에 필요한 유동성이 부족합니다',
  swapQuoteFailed: '견적을 가져오지 못했습니다: {reason}',
  swapTokensFailed: '토큰을 불러오지 못했습니다: {reason}',
  swapApproveFailed: '승인에 실패했습니다: {reason}',
  swapFailed: '스왑에 실패했습니다: {reason}',
  swapDeclined: '지갑에서 거부됨',
  swapRetry: '다시 시도',
  swapApprove: '{symbol} 승인',
  swapApproving: '{symbol} 승인 중',
  swapApproveHint: '거래소가 {symbol}을(를) 사용하려면 먼저 승인이 필요합니다',
  swapSubmit: '스왑',
  swapSwapping: '스왑 중',
  swapConnect: '스왑하려면 지갑을 연결하세요',
} satisfies Translation

export default translation
