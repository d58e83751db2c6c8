// The swap's own failures at its I/O edge (STYLE §7): the data API had no quote for the pair, or the chain reverted
// a transaction the visitor sent. Their texts are for logs; the Swap view shows ui/messages.ts's by `name`.
import { GatehouseError, type GatehouseErrorOptions } from '../../src/errors/GatehouseError.js'

/** The data API has no quote for the pair and amount (no pool, or none with enough liquidity). */
export class InsufficientLiquidityError extends GatehouseError {
  override name = 'InsufficientLiquidityError'
  constructor(options: GatehouseErrorOptions = {}) {
    super('Insufficient liquidity', options) // ours: SPEC gives no text
  }
}

/** A transaction of the swap (the approval or the swap) was mined and reverted. */
export class SwapRevertedError extends GatehouseError {
  override name = 'SwapRevertedError'
  constructor(options: GatehouseErrorOptions = {}) {
    super('The transaction was reverted', options) // ours
  }
}

/** Submit was asked without a quote for the form as it is (the view offers it only with one). */
export class SwapNotQuotedError extends GatehouseError {
  override name = 'SwapNotQuotedError'
  constructor(options: GatehouseErrorOptions = {}) {
    super('There is no quote for this swap yet', options) // ours
  }
}
