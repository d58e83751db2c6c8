// A native BTC transfer's coins and fee: which of the sender's unspent outputs pay (largest first, until the amount
// and the fee at the service's rate are covered), the fee, the change back to the sender unless it would be dust; and
// the most the sender can send (the send form's Max: the outputs spent to the receiver alone). Plain arithmetic
// over the outputs' values, no bitcoinjs-lib: the send form runs it as the visitor types, and
// effects/send/bitcoinTransfer.ts builds the PSBT from the same choice, so the fee shown is the fee paid.

/** Outputs below this many sats are dust to Bitcoin Core's relay policy (a P2WPKH output's threshold). */
export const DUST_SATS = 546n
/** The confirmation target of the fee rate, in blocks (about half an hour). */
export const FEE_TARGET_BLOCKS = 3

/**
 * Virtual size of a spend of `inputs` P2WPKH outputs to `outputs` outputs, rounded up (each output counted as a
 * taproot one, the larger of the two the receiver may have).
 */
export const transferVsize = (inputs: number, outputs: 1 | 2): number => Math.ceil(10.5 + 68 * inputs + 43 * outputs)

/** The fee of such a spend at `rate` sats per virtual byte, rounded up to whole sats. */
const feeOf = (rate: number, inputs: number, outputs: 1 | 2): bigint =>
  BigInt(Math.ceil(rate * transferVsize(inputs, outputs)))

/** The indexes of `values`, largest value first (the earlier index first among equals). */
const largestFirst = (values: readonly bigint[]): number[] =>
  values
    .map((_, i) => i)
    .sort((a, b) => {
      const [x, y] = [values[a] as bigint, values[b] as bigint]
      return x === y ? a - b : x > y ? -1 : 1
    })

/** The outputs a transfer spends (indexes into the values given), its fee and its change (0n: no change output). */
export interface CoinChoice {
  readonly inputs: readonly number[]
  readonly fee: bigint
  readonly change: bigint
}

/**
 * The outputs that pay `sats` and the fee at `rate` (sats per vbyte), largest first; null when all of them cannot.
 * With change when it would be at least dust; else no change output, and what is left over goes to the fee.
 */
export function chooseCoins(values: readonly bigint[], sats: bigint, rate: number): CoinChoice | null {
  const inputs: number[] = []
  let total = 0n
  for (const i of largestFirst(values)) {
    inputs.push(i)
    total += values[i] as bigint
    const withChange = feeOf(rate, inputs.length, 2)
    if (total - sats - withChange >= DUST_SATS) return { inputs, fee: withChange, change: total - sats - withChange }
    if (total - sats >= feeOf(rate, inputs.length, 1)) return { inputs, fee: total - sats, change: 0n }
  }
  return null
}

/**
 * The most `values` can send at `rate` (Max): the largest outputs, to the receiver alone, less that spend's fee; as
 * many as pay more than their own weight in fee (an output worth less than the fee of spending it is left). Never
 * below 0; `chooseCoins` pays it, and nothing more.
 */
export function maxSendable(values: readonly bigint[], rate: number): bigint {
  let best = 0n
  let total = 0n
  largestFirst(values).forEach((i, k) => {
    total += values[i] as bigint
    const left = total - feeOf(rate, k + 1, 1)
    if (left > best) best = left
  })
  return best
}
