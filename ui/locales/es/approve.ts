// Spanish (es), the ApproveTransaction screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** Spanish translations of the ApproveTransaction screen. */
const translation = {
  txSendHeadline: 'Enviar {amount} a {recipient}',
  txApproveHeadline: 'Permitir que {spender} gaste {amount}',
  txCallHeadline: 'Llamar a un contrato',
  txCallsHeadline: 'Aprobar {n, plural, one {# llamada} other {# llamadas}}',
  txCallN: 'Llamada {n}',
  txMessageHeadline: 'Firmar este mensaje',
  txTypedDataHeadline: 'Firmar {type}',
  txTypedData: 'datos tipados',
  txOtherHeadline: 'Aprobar {method}',
  txNetwork: 'Red',
  txFrom: 'De',
  txAccount: 'Cuenta',
  txToken: 'Token',
  txAmount: 'Importe',
  txRecipient: 'Destinatario',
  txSpender: 'Autorizado',
  txValue: 'Valor',
  txContract: 'Contrato',
  txData: 'Datos',
  txDataBytes: '{n, plural, one {# byte} other {# bytes}}',
  txMethod: 'Método',
  txPrimaryType: 'Tipo',
  txDomainField: 'Dominio {field}',
  txFields: 'Campos',
  txMessage: 'Mensaje',
  txTokenUnits: '{amount} unidades de {token}',
  txApprove: 'Aprobar',
  txReject: 'Rechazar',
  txWaiting: 'Esperando a la billetera',
  txNothing: 'No hay ninguna solicitud que aprobar',
} satisfies Translation

export default translation
