// Portuguese (pt), the Swap screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Portuguese translations of the Swap screen. */
const translation = {
  swapFrom: 'De',
  swapTo: 'Para',
  swapFromToken: 'Token a trocar',
  swapToToken: 'Token a receber',
  swapAmount: 'Valor',
  swapFlip: 'Inverter os tokens',
  swapBalance: 'Saldo: {amount} {symbol}',
  swapReceive: 'Você recebe',
  swapRate: 'Cotação',
  swapRateValue: '1 {from} = {rate} {to}',
  swapPriceImpact: 'Impacto no preço',
  swapNetworkFee: 'Taxa de rede',
  swapMinimum: 'Mínimo recebido',
  swapSlippage: 'Tolerância de slippage (%)',
  swapSlippageInvalid: 'Insira um slippage de 0 a {max} %',
  swapUnknown: 'Desconhecido',
  swapLoadingTokens: 'Carregando os tokens',
  swapQuoting: 'Obtendo uma cotação',
  swapEnterAmount: 'Digite um valor',
  swapInvalidAmount: 'Insira um valor como 0.5',
  swapSameToken: 'Escolha dois tokens diferentes',
  swapInsufficientBalance: 'Saldo de {symbol} insuficiente',
  swapInsufficientLiquidity: 'Liquidez insuficiente para esta troca',
  swapQuoteFailed: 'Não foi possível obter uma cotação: {reason}',
  swapTokensFailed: 'Não foi possível carregar os tokens: {reason}',
  swapApproveFailed: 'A aprovação falhou: {reason}',
  swapFailed: 'A troca falhou: {reason}',
  swapDeclined: 'Recusado na carteira',
  swapRetry: 'Tentar novamente',
  swapApprove: 'Aprovar {symbol}',
  swapApproving: 'Aprovando {symbol}',
  swapApproveHint: 'A exchange precisa primeiro da sua aprovação para gastar {symbol}',
  swapSubmit: 'Trocar',
  swapSwapping: 'Trocando',
  swapConnect: 'Conecte uma carteira para trocar',
} satisfies Translation

export default translation
