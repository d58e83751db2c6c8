import type { EventOfType } from '../../src/events/index.js'
import { defineProjection } from '../../src/store/projection.js'

type Fetched = EventOfType<'SwapFetched'>['data']

/** A token of the swap form. */
export type SwapToken = NonNullable<Fetched['tokens']>[number]

/** A quote for the form as it was when asked; `usd` the USD prices of from, to and the native currency. */
export type SwapQuote = NonNullable<Fetched['quote']>

/**
 * Read model of the swap (SPEC §2 Swap view, §7 convert calls): the form as typed (a token absent until chosen: the
 * view shows the default), the tokens of `chainId`, the latest quote, the step the visitor asked for until it ends
 * and the last failure with its step. What is derived loads with the Swap view (swap.selectors.ts): this file is in
 * every app's initial JS, so it only merges.
 */
export interface SwapState {
  from?: SwapToken | null
  to?: SwapToken | null
  amount: string
  /** Percent, as typed (SPEC §9 default 1). */
  slippage: string
  chainId?: string
  tokens?: SwapToken[]
  quote?: SwapQuote
  action?: EventOfType<'SwapRequested'>['data']['action'] | null
  step?: EventOfType<'SwapFailed'>['data']['step']
  error?: EventOfType<'SwapFailed'>['data']['error'] | null
}

// SPEC §9: slippage default 1 (SWAP_SLIPPAGE_DEFAULT, as text).
const INITIAL: SwapState = { amount: '', slippage: '1' }

/** The swap read model: each swap event's data is a patch, and ends the step under way and the failure shown. */
export const swapProjection = defineProjection({
  name: 'swap',
  version: 1,
  handles: ['SwapFormEdited', 'SwapFetched', 'SwapFailed', 'SwapRequested', 'TokenSent', 'NetworkSwitched'],
  initial: INITIAL,
  reduce(draft, e) {
    // A swap sent (it ends as TokenSent) and a network switch reset the form, as SPEC §4 resets the send form on both.
    if (e.type === 'TokenSent' || e.type === 'NetworkSwitched') return INITIAL
    // The swap events (their names start with Swap): a patch.
    if (e.type.startsWith('Swap')) Object.assign(draft, { action: null, error: null }, e.data)
  },
})
