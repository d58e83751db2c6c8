// What a history item (SPEC §3) means to the visitor: what happened, with whom, and
// each amount with its sign. The data API names the operation (`operationType`, read
// from the chain); where it names none or only a generic call, the transfers decide.
import type * as z from 'zod/mini'
import type { HistoryItemSchema } from '../events/history.js'
import { formatActivityAmount } from './display.js'

/** A history item as the history read model keeps it. */
export type HistoryTransaction = z.output<typeof HistoryItemSchema>

/** What a transaction did for the account. */
export type ActivityKind =
  'sent' | 'received' | 'approved' | 'swapped' | 'minted' | 'burned' | 'deployed' | 'bought' | 'executed'

/** One amount of an Activity row: `sign` '-' out of the account, '+' into it, '' neither (an approval, a self-transfer). */
export interface ActivityAmount {
  sign: '+' | '-' | ''
  /** SPEC §9: 3 decimals; '' for an NFT (its name is the symbol); null for an unlimited allowance. */
  amount: string | null
  symbol: string
}

/** An Activity row's meaning. */
export interface Activity {
  kind: ActivityKind
  /** The other side's address (recipient, sender or spender), or null when there is no single one. */
  counterparty: string | null
  amounts: ActivityAmount[]
  status: 'confirmed' | 'failed' | 'pending' | null
  hash: string | null
  /** When it was mined (ms since the epoch; NaN when the data has no valid time). */
  minedAt: number
}

type Transfer = NonNullable<HistoryTransaction['transfers']>[number]

const ZERO_ADDRESS = /^0x0{40}$/i

// The data API's operation types (Zerion's names, which AppKit's history shows) that say more than the transfers do.
const OPERATIONS: Readonly<Record<string, ActivityKind>> = {
  send: 'sent',
  receive: 'received',
  approve: 'approved',
  trade: 'swapped',
  swap: 'swapped',
  mint: 'minted',
  burn: 'burned',
  deploy: 'deployed',
  buy: 'bought',
}

const STATUSES = ['confirmed', 'failed', 'pending'] as const

// An allowance this large is the "unlimited" one (2^256 - 1 in any decimals a token has: 60 digits or more whole).
const UNLIMITED_DIGITS = 40

const list = <T>(value: readonly T[] | null | undefined): readonly T[] => (Array.isArray(value) ? value : [])

/** The kind of a transaction from its transfers and approvals alone. */
export function classifyTransfers(transfers: readonly Transfer[], approvals: readonly Transfer[] = []): ActivityKind {
  const outs = transfers.filter((t) => t?.direction === 'out')
  const ins = transfers.filter((t) => t?.direction === 'in')
  if (outs.length > 0 && ins.length > 0) return 'swapped'
  if (ins.length > 0) return ins.every((t) => ZERO_ADDRESS.test(t.sender ?? '')) ? 'minted' : 'received'
  if (outs.length > 0) return outs.every((t) => ZERO_ADDRESS.test(t.recipient ?? '')) ? 'burned' : 'sent'
  return approvals.length > 0 ? 'approved' : 'executed'
}

function amountOf(t: Transfer, sign: ActivityAmount['sign']): ActivityAmount {
  if (t?.nft_info) return { sign, amount: '', symbol: t.nft_info.name ?? '' }
  const numeric = t?.quantity?.numeric ?? ''
  const whole = /^\d+/.exec(numeric)?.[0] ?? ''
  const symbol = t?.fungible_info?.symbol ?? ''
  if (sign === '' && whole.replace(/^0+/, '').length >= UNLIMITED_DIGITS) return { sign, amount: null, symbol }
  return { sign, amount: formatActivityAmount(numeric), symbol }
}

/** Describes a history item for an Activity row. Never throws: what it cannot read is left out. */
export function describeActivity(item: HistoryTransaction): Activity {
  const transfers = list(item?.transfers)
  const approvals = list(item?.approvals)
  const metadata = item?.metadata
  const derived = classifyTransfers(transfers, approvals)
  const kind = OPERATIONS[metadata?.operationType ?? ''] ?? derived
  const out = transfers.find((t) => t?.direction === 'out')
  const into = transfers.find((t) => t?.direction === 'in')
  const counterparty =
    kind === 'sent'
      ? out?.recipient
      : kind === 'received' || kind === 'bought'
        ? into?.sender
        : kind === 'approved'
          ? approvals[0]?.recipient
          : undefined
  const signed = [
    ...transfers.filter((t) => t?.direction === 'out').map((t) => amountOf(t, '-')),
    ...transfers.filter((t) => t?.direction === 'in').map((t) => amountOf(t, '+')),
    ...transfers.filter((t) => t?.direction !== 'out' && t?.direction !== 'in').map((t) => amountOf(t, '')),
  ]
  const status = STATUSES.find((s) => s === metadata?.status) ?? null
  return {
    kind,
    counterparty: counterparty ?? null,
    amounts: kind === 'approved' && signed.length === 0 ? approvals.map((t) => amountOf(t, '')) : signed,
    status,
    hash: metadata?.hash ?? null,
    minedAt: Date.parse(metadata?.minedAt ?? ''),
  }
}
