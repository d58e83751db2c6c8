// WalletConnect's own effects (its connector, ping), loaded as one lazy chunk by effects/index.ts; each
// does nothing without a project id. Sessions are driven by the generic effects over
// effects/connectors/walletConnect.ts; the sign-client itself is a further chunk (signClient.ts).
import * as _core from '../../src/index.js' // size: lazy entries share the start-up chunk (see src/index.ts)
export { announceWalletConnect } from './announceWalletConnect.js'
export { pingWalletConnect } from './pingWalletConnect.js'
