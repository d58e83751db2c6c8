// Buy (onramp, SPEC §3, §7, §8, §9), loaded as one lazy chunk by effects/index.ts.
export { fetchOnrampOptions } from './fetchOnrampOptions.js'
export { quoteOnramp } from './quoteOnramp.js'
export { openOnrampCheckout } from './openOnrampCheckout.js'
export { fetchOnrampHistory } from './fetchOnrampHistory.js'
export { watchOnrampPurchases } from './watchOnrampPurchases.js'
