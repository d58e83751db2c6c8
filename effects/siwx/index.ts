// Sign in with the wallet (SIWX, SPEC §4), loaded as one lazy chunk by effects/index.ts.
// The message and verification code (viem) load from here again on first use.
export { prepareSiwxMessage } from './prepareSiwxMessage.js'
export { signInWithWallet } from './signInWithWallet.js'
export { askSiwxOnAccountChange } from './askSiwxOnAccountChange.js'
export { loadSiwxSessions, closeSiwxWhenLoaded } from './loadSiwxSessions.js'
export { clearSiwxStorage } from './clearSiwxStorage.js'
