// The devnet's price table: USD prices of the native currency and the test tokens,
// by symbol. The reference server reads prices, balance values and quotes from here.

/** USD price of one whole unit, by symbol. */
export const DEVNET_PRICES: Readonly<Record<string, number>> = {
  ETH: 3000,
  SOL: 150,
  USDC: 1,
  GATE: 0.25,
}

/** The USD price of a symbol; 0 for a symbol the table does not list. */
export function priceOf(symbol: string): number {
  return DEVNET_PRICES[symbol] ?? 0
}
