import type { Draft } from 'immer'
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

// Each swap event's data is a patch of the form that ends the step under way and the failure shown.
const patch = (draft: Draft<SwapState>, e: { data: Partial<SwapState> }) => {
  Object.assign(draft, { action: null, error: null }, e.data)
}

/** The swap read model: each swap event's data is a patch, and ends the step under way and the failure shown. */
export const swapProjection = defineProjection({
  name: 'swap',
  version: 1,
  initial: INITIAL,
  on: {
    SwapFormEdited: patch,
    SwapFetched: patch,
    SwapFailed: patch,
    SwapRequested: patch,
    // A swap sent (it ends as TokenSent) and a network switch reset the form, as SPEC §4 resets the send form on both.
    TokenSent: () => INITIAL,
    NetworkSwitched: () => INITIAL,
  },
})
