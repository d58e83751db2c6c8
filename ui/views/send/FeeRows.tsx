// The gas price of the active network (EVM) and the fee of the transfer in USD (SPEC §3 "Send state: gasPrice, gas
// price in USD"), and SPEC §5's insufficient gas.
import type { ReactNode } from 'react'
import { formatMessage, MESSAGES } from '../../messages.js'
import type { SendModel } from './model.js'
import { formatGwei, formatUsd } from './format.js'

/** Gas price and network fee rows; the insufficient-gas warning under them. */
export function FeeRows(props: { model: SendModel }): ReactNode {
  const { gas, insufficientGas, native, namespace } = props.model
  const fee = gas !== null && gas.feeUsd !== null ? formatUsd(gas.feeUsd) : MESSAGES.sendFeeUnavailable
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
