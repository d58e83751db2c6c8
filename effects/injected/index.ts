// EIP-6963 discovery, loaded as one lazy chunk by effects/index.ts; it does nothing without a window.
// Connecting, restoring, switching and signing are the generic effects over effects/connectors/injected.ts.
import * as _core from '../../src/index.js' // size: lazy entries share the start-up chunk (see src/index.ts)
export { discoverInjectedWallets } from './discoverInjectedWallets.js'
