// English, the Swap screen: loaded with the screen (ui/locales/load.ts), as each other language's part of it is, so that
// the dialog's chunk carries only the texts every visitor meets. The source of the translations of this part.

/** The English texts of the Swap screen. */
const ENGLISH_SWAP = {
  // Swap (SPEC §2, §7, §9; ours: SPEC names the view, its calls, the slippage and 'Network not supported for Swaps', not these texts)
  swapFrom: 'From',
  swapTo: 'To',
  swapFromToken: 'Token to swap',
  swapToToken: 'Token to receive',
  swapAmount: 'Amount',
  swapFlip: 'Switch the tokens',
  swapBalance: 'Balance: {amount} {symbol}',
  swapReceive: 'You receive',
  swapRate: 'Rate',
  swapRateValue: '1 {from} = {rate} {to}',
  swapPriceImpact: 'Price impact',
  swapNetworkFee: 'Network fee',
  swapMinimum: 'Minimum received',
  swapSlippage: 'Slippage tolerance (%)',
  swapSlippageInvalid: 'Enter a slippage from 0 to {max} %',
  swapUnknown: 'Unknown',
  swapLoadingTokens: 'Loading the tokens',
  swapQuoting: 'Getting a quote',
  swapEnterAmount: 'Enter an amount',
  swapInvalidAmount: 'Enter an amount like 0.5',
  swapSameToken: 'Choose two different tokens',
  swapInsufficientBalance: 'Insufficient {symbol} balance',
  swapInsufficientLiquidity: 'Insufficient liquidity for this swap',
  swapQuoteFailed: 'Could not get a quote: {reason}',
  swapTokensFailed: 'Could not load the tokens: {reason}',
  swapApproveFailed: 'The approval failed: {reason}',
  swapFailed: 'The swap failed: {reason}',
  swapDeclined: 'Declined in the wallet',
  swapRetry: 'Try again',
  swapApprove: 'Approve {symbol}',
  swapApproving: 'Approving {symbol}',
  swapApproveHint: 'The exchange needs your approval to spend {symbol} first',
  swapSubmit: 'Swap',
  swapSwapping: 'Swapping',
  swapConnect: 'Connect a wallet to swap',
} as const

export default ENGLISH_SWAP
