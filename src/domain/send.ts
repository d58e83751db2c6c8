// SPEC §5: the send form and the insufficient-gas rule.
import type { ChainNamespace } from './caip.js'
import { fail, ok, type Result } from './result.js'
import { describeValue } from '../errors/GatehouseError.js'

/** The send form as the UI holds it (SPEC §3 send state). */
export interface SendForm {
  namespace: ChainNamespace
  /** Token contract address; absent for the native token. */
  tokenAddress?: string | undefined
  amount?: string | number | undefined
  receiverAddress?: string | undefined
  /** Gas price in wei (decimal string or bigint), needed for an EVM native send. */
  gasPrice?: string | bigint | undefined
  decimals?: number | string | undefined
}

const present = (v: unknown) => v !== undefined && v !== null && v !== ''
const positiveAmount = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v) && v > 0) ||
  (typeof v === 'string' && /^(?:\d+\.?\d*|\.\d+)$/.test(v) && Number(v) > 0)

/**
 * SPEC §5: Solana needs amount and receiver; EVM ERC20 needs token address, amount and receiver; EVM native
 * needs receiver, amount, gas price and decimals. A refusal is 'Please enter a valid amount and receiver address'.
 */
export function validateSendForm(form: SendForm): Result<SendForm> {
  if (typeof form !== 'object' || form === null) return fail('sendAmountAndReceiver')
  const base = positiveAmount(form.amount) && typeof form.receiverAddress === 'string' && form.receiverAddress.length > 0
  if (!base) return fail('sendAmountAndReceiver')
  if (form.namespace === 'solana') return ok(form)
  if (form.namespace !== 'eip155') return fail('sendAmountAndReceiver', `Sending is not supported on ${describeValue(form.namespace)}`)
  if (present(form.tokenAddress)) return ok(form)
  if (!present(form.gasPrice) || !present(form.decimals)) return fail('sendAmountAndReceiver', 'Gas price and decimals are needed for a native send')
  return ok(form)
}

/** SPEC §5: insufficient gas when the network balance is zero or the gas price in USD exceeds it; never for smart accounts. */
export function hasInsufficientGas(input: { networkBalanceInUsd?: number | string | undefined; gasPriceInUsd?: number | undefined; isSmartAccount: boolean }): boolean {
  if (input?.isSmartAccount === true) return false
  const raw: unknown = input?.networkBalanceInUsd
  // A number or a decimal string; anything else (an object whose valueOf may throw) counts as no balance.
  const balance = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : 0
  if (!Number.isFinite(balance) || balance <= 0) return true
  return typeof input.gasPriceInUsd === 'number' && input.gasPriceInUsd > balance
}
