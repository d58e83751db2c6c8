// WalletConnect's own effects (its connector, ping), loaded as one lazy chunk by effects/index.ts; each
// does nothing without a project id. Sessions are driven by the generic effects over
// effects/connectors/walletConnect.ts; the sign-client itself is a further chunk (signClient.ts).
export { announceWalletConnect } from './announceWalletConnect.js'
export { pingWalletConnect } from './pingWalletConnect.js'
