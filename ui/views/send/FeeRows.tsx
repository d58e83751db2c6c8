// The gas price of the active network (EVM) and the fee of the transfer in USD, or in the native currency without a
// price (SPEC §3 "Send state: gasPrice, gas price in USD"), and SPEC §5's insufficient gas.
import type { ReactNode } from 'react'
import { formatUnitsExact } from '../../../src/domain/sendChecks.js'
import { formatMessage, MESSAGES } from '../../messages.js'
import type { SendModel } from './model.js'
import { formatGwei, formatUsd } from './format.js'

/** Gas price and network fee rows; the insufficient-gas warning under them. */
export function FeeRows(props: { model: SendModel }): ReactNode {
  const { gas, insufficientGas, native, namespace } = props.model
  // In USD where the native currency has a price; else in the native currency itself (a devnet's BTC has none).
  const fee =
    gas === null
      ? MESSAGES.sendFeeUnavailable
      : gas.feeUsd !== null
        ? formatUsd(gas.feeUsd)
        : native !== null
          ? `${formatUnitsExact(gas.feeWei, native.decimals)} ${native.symbol}`
          : MESSAGES.sendFeeUnavailable
  return (
    <>
      <ul className="gh-list gh-summary" aria-label={MESSAGES.sendFee}>
        {namespace !== 'eip155' ? null : (
          <li>
            <span className="gh-muted">{MESSAGES.sendGasPrice}: </span>
            {gas !== null && gas.priceWei !== null
              ? formatMessage('sendGasPriceValue', { gwei: formatGwei(gas.priceWei) })
              : MESSAGES.sendFeeUnavailable}
          </li>
        )}
        <li>
          <span className="gh-muted">{MESSAGES.sendFee}: </span>
          {fee}
        </li>
      </ul>
      {insufficientGas ? (
        <p className="gh-error" id="gh-send-gas-message">
          {formatMessage('sendInsufficientGas', { symbol: native?.symbol ?? '' })}
        </p>
      ) : null}
    </>
  )
}
