// How the send form writes money and gas: US dollars with cents in the active locale (a fraction of a cent as
// '<$0.01'), gas in Gwei.
import { formatUnitsExact } from '../../../src/domain/sendChecks.js'
import { formatCurrency } from '../../format.js'

/** A USD amount with cents; a positive amount under a cent is '<$0.01' (a fee on a cheap network is not free). */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value)) return ''
  return value > 0 && value < 0.01 ? `<${formatCurrency(0.01, 'USD')}` : formatCurrency(value, 'USD')
}

/** A gas price in wei as Gwei, at most 3 decimals, floored (no float rounding of the wei). */
export function formatGwei(wei: bigint): string {
  const [whole, fraction = ''] = formatUnitsExact(wei, 9).split('.')
  const cut = fraction.slice(0, 3).replace(/0+$/, '')
  return cut === '' ? (whole as string) : `${whole}.${cut}`
}
