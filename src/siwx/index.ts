// gatehouse-modal/siwx: sign in with the wallet for an app's server (Node, no DOM, no
// React): build, parse and verify EIP-4361 / CAIP-122 messages, and the nonce and
// session store a server needs, with a reference one in memory.
export { createSiwxMessage } from './createSiwxMessage.js'
export { parseSiwxMessage, type SiwxParseResult } from './parseSiwxMessage.js'
export {
  verifySiwxMessage,
  type SiwxCheck,
  type SiwxExpected,
  type SiwxFailure,
  type SiwxVerifyClient,
  type SiwxVerifyResult,
  type VerifySiwxMessageParameters,
} from './verifySiwxMessage.js'
export { SIWX_ACCOUNT_NAMES, SiwxMessageError, type SiwxMessage, type SiwxMessageField } from './message.js'
export {
  createMemorySiwxStore,
  type MemorySiwxStoreOptions,
  type SiwxNonceStore,
  type SiwxSessionStore,
} from './memorySiwxStore.js'
export { randomSiwxNonce } from '../domain/siwxConfig.js'
export type { SiwxSession, SiwxSessionData } from '../domain/siwxConfig.js'
