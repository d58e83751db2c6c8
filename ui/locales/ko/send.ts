// Korean (ko), the Send and Receive screens: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Korean translations of the Send and Receive screens. */
const translation = {
  sendToken: '토큰',
  sendTokenOption: '{symbol}, 잔액 {amount}',
  sendNoTokens: '이 네트워크에 보낼 토큰이 없습니다',
  sendAmount: '금액',
  sendMax: '최대',
  sendAmountUsd: '약 {usd}',
  sendReceiver: '받는 사람',
  sendReceiverPlaceholder: '주소 또는 이름',
  sendReceiverName: '{name}에게 보내는 중',
  sendLookingUp: '{name} 찾는 중',
  sendNameUnknown: '{name}의 주소를 찾을 수 없습니다',
  sendAmountInvalid: '0.01처럼 0보다 큰 금액을 입력하세요',
  sendAmountDecimals: '{symbol}은(는) 소수점 이하 최대 {n}자리입니다',
  sendAmountExceeds: '{symbol} 잔액 부족',
  sendInsufficientGas: '가스 부족: 네트워크 수수료를 낼 {symbol}이(가) 부족합니다',
  sendGasPrice: '가스 가격',
  sendGasPriceValue: '{gwei} Gwei',
  sendFee: '네트워크 수수료',
  sendFeeUnavailable: '사용할 수 없음',
  sendSubmit: '보내기',
  sendSending: '지갑에서 트랜잭션을 확인하세요',
  receiveIntro: '아래 네트워크 중 하나에서 이 주소로 토큰을 보내세요.',
  receiveQr: '내 주소의 QR 코드',
  receiveAddress: '내 주소',
  receiveNetworks: '받을 수 있는 네트워크',
} satisfies Translation

export default translation
