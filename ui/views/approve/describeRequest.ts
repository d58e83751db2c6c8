// What ApproveTransaction shows, in plain words (SPEC §2, §4): an ERC-20 transfer or approve decoded
// to token, amount and recipient or spender; native value in the coin and in USD; the network; typed data as
// its domain, primary type and fields; a message as its text. Pure: the view renders what this returns.
// viem's ABI decoder loads with the view's lazy chunk, never at start.
import { decodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import type { CaipNetworkId } from '../../../src/domain/caip.js'
import { findNetwork, NETWORKS } from '../../../src/domain/networks.js'
import type { TokenBalance } from '../../../src/domain/accounts.js'
import type { QueuedRequest } from '../../../projections/transactions/transactions.projection.js'
import { formatUnits } from '../../format.js'
import { formatUsd, usdCents } from '../../../src/domain/usd.js'
import { formatMessage, MESSAGES } from '../../messages.js'

/** One labelled line of the summary; `title` holds the full value where `value` is shortened. */
export interface DescribedRow {
  label: string
  value: string
  title?: string
}

/** A request described for the visitor: a headline, labelled rows, and the message text or typed-data fields. */
export interface RequestDescription {
  kind: 'transfer' | 'approve' | 'send' | 'call' | 'typedData' | 'message' | 'other'
  headline: string
  rows: DescribedRow[]
  /** personal_sign: the message as text (UTF-8), or as hex when it is not text. */
  message?: string
  /** eth_signTypedData_v4: the primary type's fields, top level, nested values as JSON. */
  fields?: DescribedRow[]
}

/** What the read models know that the summary uses: the account's token balances (symbol, decimals, USD price). */
export interface DescribeContext {
  tokens: readonly TokenBalance[]
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX = /^0x[0-9a-fA-F]*$/

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * An address row shows the whole address: what the visitor approves must be checkable character by character (a
 * look-alike address that matches the first and last characters is the usual lure). The headline keeps it short.
 */
function addressRow(label: string, address: string): DescribedRow {
  return { label, value: address }
}

/** An address shortened for a headline (its row shows it whole). */
function short(address: string): string {
  return address.length > 13 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address
}

/** A quantity as hex (JSON-RPC) or decimal, as a bigint; null when it is neither. */
function quantity(value: unknown): bigint | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value !== 'string' || value === '') return null
  if (/^0x[0-9a-fA-F]+$/.test(value) || /^\d+$/.test(value)) return BigInt(value)
  return null
}

/** The token balance of `token` on `chainId` (its address is CAIP-10 or plain), or the native one when `token` is null. */
function findToken(ctx: DescribeContext, chainId: CaipNetworkId, token: string | null): TokenBalance | undefined {
  return ctx.tokens.find((t) => {
    if (t.chainId !== chainId) return false
    if (token === null) return t.address === undefined
    return t.address !== undefined && t.address.split(':').pop()?.toLowerCase() === token.toLowerCase()
  })
}

/** An amount in the smallest unit as whole units with the symbol, and in USD when the price is known. */
function amountText(amount: bigint, decimals: number, symbol: string, price: number | undefined): string {
  const units = formatUnits(amount.toString(), decimals)
  const text = `${units} ${symbol}`
  if (price === undefined || !(price > 0)) return text
  return `${text} (${formatUsd(usdCents(Number(units) * price))})`
}

/** eth_sendTransaction: an ERC-20 transfer or approve decoded, else the native value and the contract called. */
function describeTransaction(request: QueuedRequest, ctx: DescribeContext, network: Network): RequestDescription {
  const tx = Array.isArray(request.params) && isObject(request.params[0]) ? request.params[0] : {}
  const to = typeof tx.to === 'string' ? tx.to : (request.to ?? null)
  const value = quantity(tx.value) ?? quantity(request.value) ?? 0n
  const data =
    typeof tx.data === 'string' && HEX.test(tx.data)
      ? tx.data
      : typeof tx.input === 'string' && HEX.test(tx.input)
        ? tx.input
        : '0x'
  const native = findToken(ctx, request.chainId, null)
  const nativeText = amountText(value, network.decimals, network.symbol, native?.price)
  const rows: DescribedRow[] = [{ label: MESSAGES.txNetwork, value: network.name }]
  const from = typeof tx.from === 'string' ? tx.from : request.from
  if (from) rows.push(addressRow(MESSAGES.txFrom, from))

  if (to && ADDRESS.test(to) && data.length > 2) {
    const erc20 = decodeErc20(data as `0x${string}`)
    if (erc20) {
      const token = findToken(ctx, request.chainId, to)
      const decimals = token ? Number(token.quantity.decimals) : NaN
      const symbol = token?.symbol
      const tokenName = symbol ?? short(to)
      const amount =
        erc20.name === 'approve' && erc20.amount === maxUint256
          ? formatMessage('txUnlimited', { token: tokenName })
          : symbol !== undefined && Number.isInteger(decimals)
            ? amountText(erc20.amount, decimals, symbol, token?.price)
            : formatMessage('txTokenUnits', { amount: erc20.amount.toString(), token: tokenName })
      const counterparty = addressRow(
        erc20.name === 'approve' ? MESSAGES.txSpender : MESSAGES.txRecipient,
        erc20.counterparty,
      )
      rows.push(
        symbol !== undefined ? { label: MESSAGES.txToken, value: symbol, title: to } : addressRow(MESSAGES.txToken, to),
      )
      rows.push({ label: MESSAGES.txAmount, value: amount })
      rows.push(counterparty)
      if (value > 0n) rows.push({ label: MESSAGES.txValue, value: nativeText })
      return erc20.name === 'approve'
        ? {
            kind: 'approve',
            headline: formatMessage('txApproveHeadline', { spender: short(counterparty.value), amount }),
            rows,
          }
        : {
            kind: 'transfer',
            headline: formatMessage('txSendHeadline', { recipient: short(counterparty.value), amount }),
            rows,
          }
    }
  }
  if (to) rows.push(addressRow(data.length > 2 ? MESSAGES.txContract : MESSAGES.txRecipient, to))
  rows.push({ label: MESSAGES.txValue, value: nativeText })
  if (data.length > 2) {
    rows.push({
      label: MESSAGES.txData,
      value: formatMessage('txDataBytes', { n: (data.length - 2) / 2 }),
      title: data,
    })
    return { kind: 'call', headline: MESSAGES.txCallHeadline, rows }
  }
  const recipient = to ? short(to) : ''
  return { kind: 'send', headline: formatMessage('txSendHeadline', { amount: nativeText, recipient }), rows }
}

/** An ERC-20 transfer, transferFrom or approve in call data, or null. */
function decodeErc20(
  data: `0x${string}`,
): { name: 'transfer' | 'approve'; counterparty: string; amount: bigint } | null {
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data })
    if (call.functionName === 'transfer' || call.functionName === 'approve') {
      const [counterparty, amount] = call.args
      return { name: call.functionName, counterparty, amount }
    }
    if (call.functionName === 'transferFrom') {
      const [, counterparty, amount] = call.args
      return { name: 'transfer', counterparty, amount }
    }
    return null
  } catch {
    // not an ERC-20 call (or not one viem can decode): described as a contract call
    return null
  }
}

/** Hex as UTF-8 text when it is text (no control characters but line breaks and tabs), else null. */
export function hexToText(hex: string): string | null {
  if (!HEX.test(hex) || hex.length % 2 !== 0) return null
  const bytes = new Uint8Array((hex.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16)
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text) ? null : text
  } catch {
    return null
  }
}

/** personal_sign: [message, address] (some apps swap them); the message as text when it is text. */
function describeMessage(request: QueuedRequest, network: Network): RequestDescription {
  const params = Array.isArray(request.params) ? request.params : []
  const [a, b] = params
  const [raw, address] =
    typeof a === 'string' && ADDRESS.test(a) && typeof b === 'string' && !ADDRESS.test(b) ? [b, a] : [a, b]
  const text = typeof raw === 'string' ? (HEX.test(raw) ? (hexToText(raw) ?? raw) : raw) : ''
  const rows: DescribedRow[] = [{ label: MESSAGES.txNetwork, value: network.name }]
  if (typeof address === 'string') rows.push(addressRow(MESSAGES.txAccount, address))
  return { kind: 'message', headline: MESSAGES.txMessageHeadline, rows, message: text }
}

/** A typed-data value for a row: text as it is, anything else as JSON. */
function fieldText(value: unknown): string {
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/** eth_signTypedData_v4: [address, typedData] (typedData as JSON text or an object). */
function describeTypedData(request: QueuedRequest, network: Network): RequestDescription {
  const params = Array.isArray(request.params) ? request.params : []
  let typed: unknown = params[1]
  if (typeof typed === 'string') {
    try {
      typed = JSON.parse(typed)
    } catch {
      typed = null
    }
  }
  const t = isObject(typed) ? typed : {}
  const domain = isObject(t.domain) ? t.domain : {}
  const primaryType = typeof t.primaryType === 'string' ? t.primaryType : ''
  const rows: DescribedRow[] = [{ label: MESSAGES.txNetwork, value: network.name }]
  if (typeof params[0] === 'string') rows.push(addressRow(MESSAGES.txAccount, params[0]))
  for (const key of ['name', 'version', 'chainId', 'verifyingContract', 'salt'] as const) {
    if (domain[key] === undefined) continue
    const value = fieldText(domain[key])
    rows.push(
      key === 'verifyingContract'
        ? addressRow(MESSAGES.txContract, value)
        : { label: formatMessage('txDomainField', { field: key }), value },
    )
  }
  if (primaryType) rows.push({ label: MESSAGES.txPrimaryType, value: primaryType })
  const message = isObject(t.message) ? t.message : {}
  const fields = Object.entries(message).map(([label, value]) => ({ label, value: fieldText(value) }))
  return {
    kind: 'typedData',
    headline: formatMessage('txTypedDataHeadline', { type: primaryType || MESSAGES.txTypedData }),
    rows,
    fields,
  }
}

/** wallet_sendCalls (EIP-5792): each call described as the transaction it is, one row a call. */
function describeCalls(request: QueuedRequest, ctx: DescribeContext, network: Network): RequestDescription {
  const batch = Array.isArray(request.params) && isObject(request.params[0]) ? request.params[0] : {}
  const calls = Array.isArray(batch.calls) ? batch.calls.filter(isObject) : []
  const rows: DescribedRow[] = [{ label: MESSAGES.txNetwork, value: network.name }]
  calls.forEach((call, i) => {
    const one = describeTransaction({ ...request, params: [{ from: batch.from, ...call }] }, ctx, network)
    rows.push({ label: formatMessage('txCallN', { n: i + 1 }), value: one.headline })
  })
  return { kind: 'other', headline: formatMessage('txCallsHeadline', { n: calls.length }), rows }
}

interface Network {
  name: string
  symbol: string
  decimals: number
}

/** Describes a request for ApproveTransaction. Never throws: what it cannot read is shown as it came. */
export function describeRequest(request: QueuedRequest, ctx: DescribeContext): RequestDescription {
  const known = findNetwork(NETWORKS, request.chainId)
  const network: Network = {
    name: known?.name ?? request.chainId,
    symbol: known?.nativeCurrency.symbol ?? '',
    decimals: known?.nativeCurrency.decimals ?? 18,
  }
  switch (request.method) {
    case 'eth_sendTransaction':
      return describeTransaction(request, ctx, network)
    case 'personal_sign':
      return describeMessage(request, network)
    case 'eth_signTypedData_v4':
      return describeTypedData(request, network)
    case 'wallet_sendCalls':
      return describeCalls(request, ctx, network)
    case 'solana_signAndSendTransaction':
    case 'signPsbt':
      // A native SOL or BTC send the send form built (effects/send/prepareTransfer.ts names its receiver and amount).
      if (request.to !== undefined && request.value !== undefined)
        return describeNativeSend({ ...request, to: request.to, value: request.value }, ctx, network)
      return describeOther(request, network)
    default:
      return describeOther(request, network)
  }
}

/** A native transfer off EVM, by the receiver and amount its request names. */
function describeNativeSend(
  request: QueuedRequest & { to: string; value: string },
  ctx: DescribeContext,
  network: Network,
): RequestDescription {
  const price = findToken(ctx, request.chainId, null)?.price
  const amount = amountText(BigInt(request.value), network.decimals, network.symbol, price)
  const rows: DescribedRow[] = [{ label: MESSAGES.txNetwork, value: network.name }]
  if (request.from) rows.push(addressRow(MESSAGES.txFrom, request.from))
  rows.push(addressRow(MESSAGES.txRecipient, request.to), { label: MESSAGES.txValue, value: amount })
  return { kind: 'send', headline: formatMessage('txSendHeadline', { amount, recipient: short(request.to) }), rows }
}

/** Any other request: its method, and its params as they came. */
function describeOther(request: QueuedRequest, network: Network): RequestDescription {
  return {
    kind: 'other',
    headline: formatMessage('txOtherHeadline', { method: request.method }),
    rows: [
      { label: MESSAGES.txNetwork, value: network.name },
      { label: MESSAGES.txMethod, value: request.method },
    ],
    ...(request.params === undefined ? {} : { message: fieldText(request.params) }),
  }
}
