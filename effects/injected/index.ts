// EIP-6963 discovery, loaded as a lazy chunk by effects/index.ts when Gatehouse starts (wallets announce then); it
// does nothing without a window. The connection effects are a chunk of their own (effects/connection/index.ts).
export { discoverInjectedWallets } from './discoverInjectedWallets.js'
// Wallet Standard discovery rides in this chunk (one chunk at start, not two): it only listens for a wallet to
// register, and loads its own code then (effects/walletStandard/index.ts).
export { discoverStandardWallets } from '../walletStandard/index.js'
