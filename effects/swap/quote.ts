// A quote for the swap form as it is, from the data API (SPEC §7): the gas price, then the quote, the router's
// allowance, the USD prices and the gas of the next transaction (the approval while the allowance is short, else
// the swap, built without an estimate: the visitor may not hold the amount yet).
import type { DataApiClient } from '../../src/api/client.js'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import { InvalidResponseError } from '../../src/errors/thrown.js'
import { NATIVE_TOKEN_ADDRESS } from '../../src/domain/swap.js'
import type { SwapQuote, SwapToken } from '../../projections/swap/swap.projection.js'
import { InsufficientLiquidityError } from './errors.js'

const DECIMAL = /^(0|[1-9][0-9]*)$/

/** What a quote is asked for. */
export interface QuoteRequest {
  chainId: CaipNetworkId
  address: string
  from: SwapToken
  to: SwapToken
  units: bigint
  slippage: string
  /** The native currency's symbol (its USD price prices the network fee). */
  nativeSymbol: string
}

/** A whole number from the API as a decimal string (it may send 0x hex or a number), else InvalidResponseError. */
export function wholeNumber(value: string | number, what: string): string {
  const text = String(value)
  if (DECIMAL.test(text)) return text
  if (/^0x[0-9a-fA-F]{1,64}$/.test(text)) return BigInt(text).toString()
  throw new InvalidResponseError({ details: `${what}: not a whole number: ${text.slice(0, 80)}` })
}

/** The quote for `request`; InsufficientLiquidityError when the API has none. */
export async function fetchQuote(api: DataApiClient, request: QuoteRequest, signal?: AbortSignal): Promise<SwapQuote> {
  const { chainId, address, from, to, units } = request
  const userAddress = `${chainId}:${address}`
  const native = `${chainId}:${NATIVE_TOKEN_ADDRESS}`
  const gas = await api.callOnNetwork('gasPrice', chainId, { query: { chainId }, signal })
  const gasPrice = wholeNumber(gas.standard, '/v1/convert/gas-price standard')
  const [quotes, allowance, prices] = await Promise.all([
    api.callOnNetwork('swapQuotes', chainId, {
      query: { amount: units.toString(), userAddress, from: from.address, to: to.address, gasPrice },
      signal,
    }),
    api.callOnNetwork('allowance', chainId, { query: { tokenAddress: from.address, userAddress: address }, signal }),
    // Prices only inform the USD figures: without them the quote stands, its USD figures unknown (0).
    api
      .callOnNetwork('fungiblePrice', chainId, {
        body: { currency: 'usd', addresses: [from.address, to.address, native] },
        signal,
      })
      .catch(() => ({ fungibles: [] })),
  ])
  const quote = quotes.quotes[0]
  if (!quote) throw new InsufficientLiquidityError({ details: `${from.symbol} → ${to.symbol}, ${units} units` })
  const toAmount = wholeNumber(quote.toAmount, '/v1/convert/quotes toAmount')
  const allowed = wholeNumber(allowance.allowance, '/v1/convert/allowance')
  const next =
    BigInt(allowed) < units
      ? await api.callOnNetwork('buildApprove', chainId, {
          query: { userAddress: address, from: from.address, to: to.address },
          signal,
        })
      : await api.callOnNetwork('buildTransaction', chainId, {
          body: {
            amount: units.toString(),
            eip155: { slippage: request.slippage },
            from: from.address,
            to: to.address,
            userAddress,
            disableEstimate: true,
          },
          signal,
        })
  const usd = (symbol: string) => prices.fungibles.find((f) => f.symbol === symbol)?.price ?? 0
  return {
    from: from.address,
    to: to.address,
    amount: units.toString(),
    toAmount,
    allowance: allowed,
    gas: wholeNumber(next.tx.eip155?.gas ?? '0', 'tx.eip155.gas'),
    gasPrice,
    usd: [usd(from.symbol), usd(to.symbol), usd(request.nativeSymbol)],
  }
}
