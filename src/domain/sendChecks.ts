// SPEC §5: the send form's rules, for the send view and the send effects. Lazy chunks import this module, never
// send.ts: the public exports there wrap these functions, because esbuild's code splitting puts a module whose
// binding both the package's entry barrel (src/index.ts) and a lazy chunk use into a chunk the app loads at
// start (see addressChecks.ts).
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
export function checkSendForm(form: SendForm): Result<SendForm> {
  if (typeof form !== 'object' || form === null) return fail('sendAmountAndReceiver')
  const base =
    positiveAmount(form.amount) && typeof form.receiverAddress === 'string' && form.receiverAddress.length > 0
  if (!base) return fail('sendAmountAndReceiver')
  // Native only, and the fee is the chain's (Solana's per signature, Bitcoin's per vbyte when the PSBT is built).
  if (form.namespace === 'solana' || form.namespace === 'bip122') return ok(form)
  if (form.namespace !== 'eip155')
    return fail('sendAmountAndReceiver', `Sending is not supported on ${describeValue(form.namespace)}`)
  if (present(form.tokenAddress)) return ok(form)
  if (!present(form.gasPrice) || !present(form.decimals))
    return fail('sendAmountAndReceiver', 'Gas price and decimals are needed for a native send')
  return ok(form)
}

/** SPEC §5: insufficient gas when the network balance is zero or the gas price in USD exceeds it; never for smart accounts. */
export function checkInsufficientGas(input: {
  networkBalanceInUsd?: number | string | undefined
  gasPriceInUsd?: number | undefined
  isSmartAccount: boolean
}): boolean {
  if (input?.isSmartAccount === true) return false
  const raw: unknown = input?.networkBalanceInUsd
  // A number or a decimal string; anything else (an object whose valueOf may throw) counts as no balance.
  const balance = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : 0
  if (!Number.isFinite(balance) || balance <= 0) return true
  return typeof input.gasPriceInUsd === 'number' && input.gasPriceInUsd > balance
}

/** Fee of a Solana transaction with one signature, in lamports: the protocol's base fee (no priority fee is added). */
export const SOLANA_SIGNATURE_FEE = 5_000n
/** Gas of a native transfer: the protocol's fixed 21,000. */
export const NATIVE_TRANSFER_GAS = 21_000n
/**
 * Gas an ERC-20 transfer is budgeted for the fee shown before sending (ours: SPEC shows the fee in USD, not how it
 * is estimated; a transfer to a new holder of an OpenZeppelin token takes about 52,000, so this is an upper bound).
 */
export const ERC20_TRANSFER_GAS = 65_000n

/**
 * An amount the visitor typed (digits, an optional point and at most `decimals` digits after it) in the token's
 * smallest unit, exactly (no float); null when it is not such an amount.
 */
export function parseUnitsExact(amount: string, decimals: number): bigint | null {
  if (typeof amount !== 'string' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) return null
  const m = /^(\d*)(?:\.(\d*))?$/.exec(amount)
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return null
  const fraction = m[2] ?? ''
  if (fraction.length > decimals) return null
  return BigInt((m[1] || '0') + fraction.padEnd(decimals, '0'))
}

/** A smallest-unit amount written in whole units, without trailing zeros (`1500n, 3` → `'1.5'`). */
export function formatUnitsExact(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Whether the receiver typed is a name to resolve (`alice.reown.id`) rather than an address: dot-separated labels, no 0x. */
export function isReceiverName(text: string): boolean {
  return typeof text === 'string' && /^(?!0x)[^\s.]+(?:\.[^\s.]+)+$/i.test(text)
}
