// SPEC §5: the send form and the insufficient-gas rule. The rules live in sendChecks.ts, which lazy chunks import;
// these are the package's public names for them (wrappers, not re-exports: see sendChecks.ts).
import { checkInsufficientGas, checkSendForm, type SendForm } from './sendChecks.js'
import type { Result } from './result.js'

export type { SendForm }

/**
 * SPEC §5: Solana needs amount and receiver; EVM ERC20 needs token address, amount and receiver; EVM native
 * needs receiver, amount, gas price and decimals. A refusal is 'Please enter a valid amount and receiver address'.
 */
export function validateSendForm(form: SendForm): Result<SendForm> {
  return checkSendForm(form)
}

/** SPEC §5: insufficient gas when the network balance is zero or the gas price in USD exceeds it; never for smart accounts. */
export function hasInsufficientGas(input: {
  networkBalanceInUsd?: number | string | undefined
  gasPriceInUsd?: number | undefined
  isSmartAccount: boolean
}): boolean {
  return checkInsufficientGas(input)
}
