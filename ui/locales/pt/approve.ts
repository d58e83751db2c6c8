// Portuguese (pt), the ApproveTransaction screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Portuguese translations of the ApproveTransaction screen. */
const translation = {
  txSendHeadline: 'Enviar {amount} para {recipient}',
  txApproveHeadline: 'Permitir que {spender} gaste {amount}',
  txCallHeadline: 'Chamar um contrato',
  txCallsHeadline: 'Aprovar {n, plural, one {# chamada} other {# chamadas}}',
  txCallN: 'Chamada {n}',
  txMessageHeadline: 'Assinar esta mensagem',
  txTypedDataHeadline: 'Assinar {type}',
  txTypedData: 'dados tipados',
  txOtherHeadline: 'Aprovar {method}',
  txNetwork: 'Rede',
  txFrom: 'De',
  txAccount: 'Conta',
  txToken: 'Token',
  txAmount: 'Valor',
  txRecipient: 'Destinatário',
  txSpender: 'Autorizado',
  txValue: 'Valor',
  txContract: 'Contrato',
  txData: 'Dados',
  txDataBytes: '{n, plural, one {# byte} other {# bytes}}',
  txMethod: 'Método',
  txPrimaryType: 'Tipo',
  txDomainField: 'Domínio {field}',
  txFields: 'Campos',
  txMessage: 'Mensagem',
  txTokenUnits: '{amount} unidades de {token}',
  txApprove: 'Aprovar',
  txReject: 'Rejeitar',
  txWaiting: 'Aguardando a carteira',
  txNothing: 'Nenhuma solicitação para aprovar',
} satisfies Translation

export default translation
