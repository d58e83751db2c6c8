// WalletConnect's connector, announced when the modal first opens: a lazy chunk loaded by effects/index.ts when a
// project id is there, without the client's code. The ping (./pingWalletConnect.ts) is a chunk of its own, loaded
// with a WalletConnect connection. Sessions are driven by the generic effects over
// effects/connectors/walletConnect.ts; the sign-client itself is a further chunk (signClient.ts).
export { announceWalletConnect } from './announceWalletConnect.js'
