// The wallet request of a send (SPEC §4: Sending: native and ERC20 on EVM): an eth_sendTransaction whose value
// is the amount (native) or whose data is an ERC-20 transfer(to, amount) encoded with viem. Only the send view
// imports it, so viem's ABI encoder loads with that view, when a visitor opens it.
import { encodeFunctionData, erc20Abi } from 'viem'
import { checkEvmAddress } from './addressChecks.js'
import { parseUnitsExact } from './sendChecks.js'
import { fail, ok, type Result } from './result.js'

/** What a send needs: who sends, the token (contract address null for the native one), the receiver and the amount. */
export interface Transfer {
  from: string
  token: { address: string | null; decimals: number }
  receiverAddress: string
  /** The amount in whole units, as the visitor typed it. */
  amount: string
}

/** The params of eth_sendTransaction for a transfer (hex quantities, EIP-1474). */
export interface TransferTransaction {
  from: `0x${string}`
  to: `0x${string}`
  value?: `0x${string}`
  data?: `0x${string}`
}

/**
 * The transaction of a transfer, or why there is none: an invalid receiver or token address is 'Address is
 * invalid' (with its hint), an amount that is not a positive number of at most the token's decimals is 'Please
 * enter a valid amount and receiver address' (SPEC §5, §8).
 */
export function transferTransaction(transfer: Transfer): Result<TransferTransaction> {
  if (
    typeof transfer !== 'object' ||
    transfer === null ||
    typeof transfer.token !== 'object' ||
    transfer.token === null
  )
    return fail('sendAmountAndReceiver')
  const from = checkEvmAddress(transfer.from)
  if (!from.ok) return from
  const to = checkEvmAddress(transfer.receiverAddress)
  if (!to.ok) return to
  const units = parseUnitsExact(transfer.amount, transfer.token.decimals)
  if (units === null || units <= 0n)
    return fail('sendAmountAndReceiver', "Not an amount above zero with at most the token's decimals")
  if (transfer.token.address === null) return ok({ from: from.value, to: to.value, value: `0x${units.toString(16)}` })
  const contract = checkEvmAddress(transfer.token.address)
  if (!contract.ok) return contract
  return ok({
    from: from.value,
    to: contract.value,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to.value, units] }),
  })
}
