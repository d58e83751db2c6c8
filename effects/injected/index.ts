// EIP-6963 discovery, loaded as a lazy chunk by effects/index.ts when Gatehouse starts (wallets announce then); it
// does nothing without a window. The connection effects are a chunk of their own (effects/connection/index.ts).
export { discoverInjectedWallets } from './discoverInjectedWallets.js'
