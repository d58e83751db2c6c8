// Korean (ko), the ApproveTransaction screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Korean translations of the ApproveTransaction screen. */
const translation = {
  txSendHeadline: '{recipient}에게 {amount} 보내기',
  txApproveHeadline: '{spender}이(가) {amount}을(를) 사용하도록 허용',
  txCallHeadline: '컨트랙트 호출',
  txCallsHeadline: '{n, plural, other {호출 #개}} 승인',
  txCallN: '호출 {n}',
  txMessageHeadline: '이 메시지에 서명',
  txTypedDataHeadline: '{type} 서명',
  txTypedData: '구조화된 데이터',
  txOtherHeadline: '{method} 승인',
  txNetwork: '네트워크',
  txFrom: '보내는 사람',
  txAccount: '계정',
  txToken: '토큰',
  txAmount: '금액',
  txRecipient: '받는 사람',
  txSpender: '사용자',
  txValue: '값',
  txContract: '컨트랙트',
  txData: '데이터',
  txDataBytes: '{n, plural, other {#바이트}}',
  txMethod: '메서드',
  txPrimaryType: '유형',
  txDomainField: '도메인 {field}',
  txFields: '필드',
  txMessage: '메시지',
  txTokenUnits: '{token} {amount}단위',
  txApprove: '승인',
  txReject: '거부',
  txWaiting: '지갑을 기다리는 중',
  txNothing: '승인할 요청이 없습니다',
} satisfies Translation

export default translation
