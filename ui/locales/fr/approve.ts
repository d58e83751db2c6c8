// French (fr), the ApproveTransaction screen: loaded with the screen when the modal speaks it (ui/locales/load.ts); a key
// left out shows in English. Written for Gatehouse; see README ("Translations").
import type { Translation } from '../../messages.js'

/** French translations of the ApproveTransaction screen. */
const translation = {
  txSendHeadline: 'Envoyer {amount} à {recipient}',
  txApproveHeadline: 'Autoriser {spender} à dépenser {amount}',
  txCallHeadline: 'Appeler un contrat',
  txCallsHeadline: 'Approuver {n, plural, one {# appel} other {# appels}}',
  txCallN: 'Appel {n}',
  txMessageHeadline: 'Signer ce message',
  txTypedDataHeadline: 'Signer {type}',
  txTypedData: 'des données typées',
  txOtherHeadline: 'Approuver {method}',
  txNetwork: 'Réseau',
  txFrom: 'De',
  txAccount: 'Compte',
  txToken: 'Jeton',
  txAmount: 'Montant',
  txRecipient: 'Destinataire',
  txSpender: 'Bénéficiaire',
  txValue: 'Valeur',
  txContract: 'Contrat',
  txData: 'Données',
  txDataBytes: '{n, plural, one {# octet} other {# octets}}',
  txMethod: 'Méthode',
  txPrimaryType: 'Type',
  txDomainField: 'Domaine {field}',
  txFields: 'Champs',
  txMessage: 'Message',
  txTokenUnits: '{amount} unités de {token}',
  txApprove: 'Approuver',
  txReject: 'Refuser',
  txWaiting: 'En attente du portefeuille',
  txNothing: 'Aucune demande à approuver',
} satisfies Translation

export default translation
