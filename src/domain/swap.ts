// The swap's arithmetic (SPEC §7 quotes and build-transaction, §9 slippage and swap networks), shared by the Swap
// view, its effects and the devnet's exchange API so that the minimum the visitor is shown is the minimum the
// transaction enforces. Only the lazy swap code and the devnet import this file.
import type { CaipNetworkId } from './caip.js'
import { SWAP_CHAIN_IDS } from './constants.js'

/** Largest slippage tolerance accepted, in percent (ours: SPEC §9 gives the default, 1, not a bound). */
export const MAX_SLIPPAGE_PERCENT = 50

/** The address standing for a chain's native currency in CAIP-10 token ids (ERC-7528), as the convert API sends it. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** SPEC §9: whether `chainId` (CAIP-2) is among the swap networks, which are eip155 only. */
export function isSwapNetwork(chainId: CaipNetworkId | string | null | undefined): boolean {
  const m = typeof chainId === 'string' ? /^eip155:([1-9][0-9]*)$/.exec(chainId) : null
  return m !== null && SWAP_CHAIN_IDS.includes(Number(m[1]))
}

/**
 * A slippage tolerance in percent (a decimal string such as '1' or '0.5', or a number) as basis points, rounded
 * down to a whole basis point; null when it is not a number from 0 to MAX_SLIPPAGE_PERCENT.
 */
export function slippageBps(percent: string | number): number | null {
  const text = typeof percent === 'number' ? (Number.isFinite(percent) ? String(percent) : '') : percent.trim()
  if (!/^(?:\d+\.?\d*|\.\d+)$/.test(text)) return null
  const value = Number(text)
  if (!(value >= 0 && value <= MAX_SLIPPAGE_PERCENT)) return null
  // Whole and fractional parts apart, so 0.29 is 29 bps and not 28.999….
  const [whole = '0', fraction = ''] = text.split('.')
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2))
}

/**
 * The minimum the swap must pay out: `amountOut` less the slippage tolerance, rounded down
 * (amountOut × (10000 − bps) / 10000). Throws RangeError for a tolerance slippageBps refuses.
 */
export function minAmountOut(amountOut: bigint, slippagePercent: string | number): bigint {
  const bps = slippageBps(slippagePercent)
  if (bps === null)
    throw new RangeError(
      `Slippage must be a percentage from 0 to ${MAX_SLIPPAGE_PERCENT}, not ${String(slippagePercent)}`,
    )
  if (amountOut <= 0n) return 0n
  return (amountOut * BigInt(10_000 - bps)) / 10_000n
}

/** An amount in the smallest unit as a JS number of whole units (for USD values; exactness is not needed there). */
export function toWhole(amount: bigint | string, decimals: number): number {
  const value = typeof amount === 'bigint' ? amount : BigInt(amount)
  const scale = 10n ** BigInt(decimals)
  return Number(value / scale) + Number(value % scale) / Number(scale)
}

/** What the price impact is computed from: both amounts in the smallest unit, with decimals and USD prices. */
export interface ImpactInput {
  fromAmount: bigint
  fromDecimals: number
  fromPriceUsd: number
  toAmount: bigint
  toDecimals: number
  toPriceUsd: number
}

/**
 * The price impact of a quote, as a fraction (0.012 = 1.2 %): how much less the output is worth than the input
 * at the tokens' USD prices, 1 − value out / value in (the pool's fee included). Negative when the output is worth
 * more. Null when a price or the input is zero or unknown, so nothing is shown rather than a wrong figure.
 */
export function priceImpact(input: ImpactInput): number | null {
  const valueIn = toWhole(input.fromAmount, input.fromDecimals) * input.fromPriceUsd
  const valueOut = toWhole(input.toAmount, input.toDecimals) * input.toPriceUsd
  if (!(valueIn > 0) || !(input.toPriceUsd > 0) || !Number.isFinite(valueIn) || !Number.isFinite(valueOut)) return null
  return 1 - valueOut / valueIn
}

/** The rate of a quote: whole `to` units a whole `from` unit buys; null for a zero input. */
export function swapRate(
  fromAmount: bigint,
  fromDecimals: number,
  toAmount: bigint,
  toDecimals: number,
): number | null {
  const input = toWhole(fromAmount, fromDecimals)
  return input > 0 ? toWhole(toAmount, toDecimals) / input : null
}

/** The network fee in USD: gas × gas price (wei) × the native currency's USD price (18 decimals). */
export function networkFeeUsd(gas: bigint, gasPriceWei: bigint, nativePriceUsd: number): number {
  return toWhole(gas * gasPriceWei, 18) * nativePriceUsd
}

/**
 * An amount typed in whole units ('1.5', '.25', '10.') as the smallest unit of a token with `decimals`; null when it
 * is empty, not a plain decimal number, or finer than the token's smallest unit.
 */
export function parseAmount(text: string, decimals: number): bigint | null {
  const m = /^(\d*)(?:\.(\d*))?$/.exec(text.trim())
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return null
  const fraction = (m[2] ?? '').replace(/0+$/, '')
  if (fraction.length > decimals) return null
  return BigInt(m[1] || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}
