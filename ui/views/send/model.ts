// What the send form shows, from the read models: the token, the amount's and the receiver's problems, the gas
// price and the fee in USD, SPEC §5's insufficient gas, the Max amount, and whether the form can be sent.
import { checkBitcoinAddress, checkEvmAddress, checkSolanaAddress } from '../../../src/domain/addressChecks.js'
import { BITCOIN_CAIP_IDS } from '../../../src/domain/bitcoin.js'
import { chooseCoins, maxSendable } from '../../../src/domain/bitcoinFee.js'
import type { CaipNetworkId, ChainNamespace } from '../../../src/domain/caip.js'
import {
  checkInsufficientGas,
  checkSendForm,
  ERC20_TRANSFER_GAS,
  formatUnitsExact,
  isReceiverName,
  NATIVE_TRANSFER_GAS,
  parseUnitsExact,
  SOLANA_SIGNATURE_FEE,
} from '../../../src/domain/sendChecks.js'
import type { Result } from '../../../src/domain/result.js'
import type { SendState } from '../../../projections/send/send.projection.js'
import type { SendableToken, Sender } from '../../../projections/send/sender.selectors.js'

/** Why the amount cannot be sent. */
export type AmountIssue = 'missing' | 'invalid' | 'decimals' | 'exceeds'

/** Why the receiver cannot be sent to (a name is looked up first). */
export type ReceiverIssue = 'missing' | 'invalid' | 'resolving' | 'unknownName' | 'lookupFailed'

/** How the last name lookup of the receiver ended, when it found no address. */
export interface NameLookup {
  name: string
  outcome: 'unknown' | 'failed'
}

/** The send form as the view shows it. */
export interface SendModel {
  /** The sender's namespace: what the fee is made of (EVM's gas, Solana's fee per signature, Bitcoin's per vbyte). */
  namespace: ChainNamespace
  /** The token chosen, the network's native one by default; null when the account has no balances yet. */
  token: SendableToken | null
  native: SendableToken | null
  /** What the amount and receiver fields show (the receiver's name once resolved). */
  amountText: string
  receiverText: string
  amountIssue: AmountIssue | null
  /** The amount's value in USD, when the token has a price. */
  amountUsd: number | null
  receiverIssue: ReceiverIssue | null
  /** The receiver's address (checksummed) once valid; its name and image when it was typed as a name. */
  receiver: { address: string; name: string | null; image: string | null } | null
  /**
   * The gas price of the active network in wei (EVM; null where the fee is fixed per signature, as on Solana) and
   * the fee of this transfer in the native currency's smallest unit and in USD.
   */
  gas: { priceWei: bigint | null; feeWei: bigint; feeUsd: number | null } | null
  /** SPEC §5: the network balance is zero or the fee in USD exceeds it; never for smart accounts. */
  insufficientGas: boolean
  /**
   * The Max amount: the whole balance, less the fee for the native token; on Bitcoin the outputs worth more than
   * their fee, spent to the receiver alone (null until the outputs and the fee rate are in).
   */
  max: string | null
  /** SPEC §5's check of the whole form, with 'Please enter a valid amount and receiver address' when it fails. */
  form: Result<unknown>
  /** Everything is in: the form can be sent. */
  ready: boolean
}

/** The chosen token among the account's; the native token when none is chosen (or the chosen one is gone). */
function chosenToken(form: SendState, tokens: readonly SendableToken[]): SendableToken | null {
  const native = tokens.find((t) => t.address === null) ?? null
  if (form.token === null) return native
  const address = form.token.address?.toLowerCase() ?? null
  return (
    tokens.find((t) => (t.address?.toLowerCase() ?? null) === address && t.chainId === form.token?.chainId) ?? native
  )
}

function amountIssue(text: string, token: SendableToken | null, units: bigint | null, fee: bigint): AmountIssue | null {
  if (text === '') return 'missing'
  if (token === null) return 'invalid'
  if (units === null) {
    const m = /^\d*\.(\d*)$/.exec(text)
    return m && (m[1] as string).length > token.decimals ? 'decimals' : 'invalid'
  }
  if (units <= 0n) return 'invalid'
  const balance = parseUnitsExact(token.quantity, token.decimals) ?? 0n
  // A native amount is sent with its fee out of the same balance.
  return units + (token.address === null ? fee : 0n) > balance ? 'exceeds' : null
}

function receiverState(
  form: SendState,
  lookup: NameLookup | null,
  namespace: ChainNamespace,
  chainId: CaipNetworkId | null,
): Pick<SendModel, 'receiverText' | 'receiverIssue' | 'receiver'> {
  const typed = form.receiverAddress ?? ''
  if (namespace !== 'eip155') {
    // Names resolve to EVM addresses only (SPEC §9); elsewhere the receiver is an address of the namespace.
    if (typed === '') return { receiverText: typed, receiverIssue: 'missing', receiver: null }
    const address =
      namespace === 'solana'
        ? checkSolanaAddress(typed)
        : namespace === 'bip122'
          ? checkBitcoinAddress(typed, chainId === BITCOIN_CAIP_IDS.mainnet ? 'mainnet' : 'testnet')
          : null
    return address?.ok
      ? { receiverText: typed, receiverIssue: null, receiver: { address: address.value, name: null, image: null } }
      : { receiverText: typed, receiverIssue: 'invalid', receiver: null }
  }
  if (form.receiverProfileName !== null) {
    // Resolved from a name (effects/send/resolveReceiver.ts): the field shows the name, the address comes with it.
    const address = checkEvmAddress(typed)
    return address.ok
      ? {
          receiverText: form.receiverProfileName,
          receiverIssue: null,
          receiver: { address: address.value, name: form.receiverProfileName, image: form.receiverProfileImage },
        }
      : { receiverText: form.receiverProfileName, receiverIssue: 'invalid', receiver: null }
  }
  if (typed === '') return { receiverText: typed, receiverIssue: 'missing', receiver: null }
  if (isReceiverName(typed)) {
    const issue = lookup?.name === typed ? (lookup.outcome === 'unknown' ? 'unknownName' : 'lookupFailed') : 'resolving'
    return { receiverText: typed, receiverIssue: issue, receiver: null }
  }
  const address = checkEvmAddress(typed)
  return address.ok
    ? { receiverText: typed, receiverIssue: null, receiver: { address: address.value, name: null, image: null } }
    : { receiverText: typed, receiverIssue: 'invalid', receiver: null }
}

/**
 * The send form as the view shows it, from the send read model, the account's tokens, the sender, the last name
 * lookup that found no address, and whether the form's request is still with the wallet.
 */
export function sendModel(
  form: SendState,
  tokens: readonly SendableToken[],
  sender: Sender | null,
  lookup: NameLookup | null = null,
  pending = false,
): SendModel {
  const token = chosenToken(form, tokens)
  const native = tokens.find((t) => t.address === null) ?? null
  const amountText = form.amount ?? ''
  const units = token ? parseUnitsExact(amountText, token.decimals) : null

  const namespace = sender?.namespace ?? 'eip155'
  const priceWei =
    namespace === 'eip155' && sender && form.gasPrice?.chainId === sender.chainId ? BigInt(form.gasPrice.wei) : null
  // Bitcoin's fee depends on which of the sender's outputs pay (src/domain/bitcoinFee.ts, as the transfer will choose
  // them): the fee of this amount, or of Max when the outputs cannot pay this one.
  const bitcoin =
    namespace === 'bip122' &&
    sender !== null &&
    form.bitcoinFee?.chainId === sender.chainId &&
    form.bitcoinFee.address === sender.address
      ? { rate: form.bitcoinFee.rate, values: form.bitcoinFee.outputs.map((v) => BigInt(v)) }
      : null
  const bitcoinMax = bitcoin ? maxSendable(bitcoin.values, bitcoin.rate) : null
  const sats = units !== null && units > 0n ? units : 0n
  const paying = bitcoin ? chooseCoins(bitcoin.values, sats, bitcoin.rate) : null
  const coins =
    bitcoin && bitcoinMax !== null ? (paying ?? chooseCoins(bitcoin.values, bitcoinMax, bitcoin.rate)) : null
  const bitcoinShort = bitcoin !== null && sats > 0n && paying === null
  const feeWei =
    namespace === 'solana'
      ? SOLANA_SIGNATURE_FEE
      : namespace === 'bip122'
        ? (coins?.fee ?? null)
        : priceWei === null
          ? null
          : priceWei * (token?.address ? ERC20_TRANSFER_GAS : NATIVE_TRANSFER_GAS)
  const feeUsd =
    feeWei !== null && native !== null && native.price > 0
      ? Number(formatUnitsExact(feeWei, native.decimals)) * native.price
      : null
  const gas = feeWei !== null ? { priceWei, feeWei, feeUsd } : null

  const smartAccount = sender?.smartAccount === true
  // A network balance without a price has no USD value to compare: only a zero balance counts then.
  const insufficientGas =
    native !== null &&
    (native.price > 0
      ? checkInsufficientGas({
          networkBalanceInUsd: native.value,
          gasPriceInUsd: feeUsd ?? undefined,
          isSmartAccount: smartAccount,
        })
      : !smartAccount && (parseUnitsExact(native.quantity, native.decimals) ?? 0n) === 0n)

  let max: string | null = null
  if (token && namespace === 'bip122') {
    // The outputs worth more than their fee, spent to the receiver alone; unknown until the outputs and rate are in.
    max = bitcoinMax === null ? null : formatUnitsExact(bitcoinMax, token.decimals)
  } else if (token) {
    const balance = parseUnitsExact(token.quantity, token.decimals) ?? 0n
    const spendable = token.address === null && feeWei !== null ? balance - feeWei : balance
    max = formatUnitsExact(spendable > 0n ? spendable : 0n, token.decimals)
  }

  const issue = amountIssue(amountText, token, units, token?.address === null ? (feeWei ?? 0n) : 0n)
  const amount = issue === null && bitcoinShort ? 'exceeds' : issue
  const receiver = receiverState(form, lookup, namespace, sender?.chainId ?? null)
  const checked = checkSendForm({
    namespace,
    tokenAddress: token?.address ?? undefined,
    amount: amount === null ? amountText : undefined,
    receiverAddress: receiver.receiver?.address,
    gasPrice: priceWei ?? undefined,
    decimals: token?.decimals,
  })
  const amountUsd =
    units !== null && token !== null && token.price > 0
      ? Number(formatUnitsExact(units, token.decimals)) * token.price
      : null
  return {
    namespace,
    token,
    native,
    amountText,
    amountUsd,
    amountIssue: amount,
    ...receiver,
    gas,
    insufficientGas,
    max,
    form: checked,
    ready:
      sender !== null &&
      token !== null &&
      amount === null &&
      receiver.receiverIssue === null &&
      !insufficientGas &&
      checked.ok &&
      !pending,
  }
}
