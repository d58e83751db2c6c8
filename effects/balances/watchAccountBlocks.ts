import {
  catchError,
  distinctUntilChanged,
  EMPTY,
  exhaustMap,
  filter,
  ignoreElements,
  map,
  merge,
  switchMap,
  tap,
  timer,
  type Observable,
} from 'rxjs'
import type { RpcProvider } from '../../src/api/rpc.js'
import type { Effect } from '../../src/bus/effects.js'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import { InvalidResponseError } from '../../src/errors/thrown.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { balanceKey } from '../../projections/balances/balances.projection.js'
import { fromRequest } from '../kit/request.js'
import { selectActiveAccount } from '../../projections/connection/active.selectors.js'

/** How often the chain's head is asked for: viem's default polling interval (its watchBlocks over HTTP). */
export const BLOCK_POLL_MS = 4_000

/**
 * Most blocks whose Transfer logs one look reads (an RPC's eth_getLogs range is limited); after a longer gap the
 * nonce and native balance still tell, and the balances' own 30 s cache (SPEC §9) has run out meanwhile anyway.
 */
export const MAX_LOG_BLOCKS = 1_000n

/**
 * Most blocks read whole to find the transaction when the nonce or the native balance moved: the newest ones
 * (16 blocks outlast the 30 s cache on a 2 s chain). A transaction outside them, or value that reached the
 * account inside another's contract call, is left to that cache.
 */
export const MAX_SCANNED_BLOCKS = 16n

// ERC-20 and ERC-721 Transfer(address indexed from, address indexed to, …).
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const TX_HASH = /^0x[0-9a-fA-F]{64}$/
// How many announced hashes are remembered, so that one is not announced twice.
const ANNOUNCED_KEPT = 32

interface Target {
  chainId: CaipNetworkId
  address: string
}

/** What one look saw of an account: the head block, and the account's nonce and native balance at it. */
interface Look {
  block: bigint
  nonce: string
  balance: string
}

/** The account to watch: the active EVM account while the modal is open, else null. */
function targetOf(state: GatehouseState): Target | null {
  if (!state.modal.open) return null
  const account = selectActiveAccount(state)
  if (account === null || account.unsupported || account.namespace !== 'eip155') return null
  return { chainId: account.chainId, address: account.address }
}

const hex = (n: bigint) => `0x${n.toString(16)}`

function quantity(value: unknown, what: string): string {
  if (typeof value !== 'string' || !HEX_QUANTITY.test(value)) {
    throw new InvalidResponseError({ details: `${what}: ${JSON.stringify(value)?.slice(0, 80)}` })
  }
  return BigInt(value).toString()
}

/**
 * Looks at the chain once: when blocks came since the last look, the hash of a transaction of the account
 * in them, if any. A Transfer log of those blocks naming it as the recipient (tokens and NFTs in); else,
 * when its nonce moved (it sent one, from any wallet) or its native balance moved (value in or out, gas
 * paid), the newest of those blocks read whole for a transaction from or to it. The first look of an
 * account only notes where the chain is.
 */
async function look(
  rpc: RpcProvider,
  target: Target,
  seen: Map<string, Look>,
  signal: AbortSignal,
): Promise<string | undefined> {
  const { chainId, address } = target
  const call = (method: string, params: unknown[]) => rpc.request(chainId, { method, params }, { signal })
  const key = balanceKey(chainId, address)
  const head = BigInt(quantity(await call('eth_blockNumber', []), 'eth_blockNumber'))
  const last = seen.get(key)
  if (last !== undefined && head <= last.block) return undefined
  const [nonce, balance] = await Promise.all([
    call('eth_getTransactionCount', [address, hex(head)]).then((v) => quantity(v, 'eth_getTransactionCount')),
    call('eth_getBalance', [address, hex(head)]).then((v) => quantity(v, 'eth_getBalance')),
  ])
  let found: string | undefined
  if (last !== undefined && head - last.block <= MAX_LOG_BLOCKS) {
    const to = `0x${address.slice(2).toLowerCase().padStart(64, '0')}`
    const logs = await call('eth_getLogs', [
      { fromBlock: hex(last.block + 1n), toBlock: hex(head), topics: [TRANSFER_TOPIC, null, to] },
    ])
    if (!Array.isArray(logs)) throw new InvalidResponseError({ details: 'eth_getLogs: not a list' })
    found = hashOf(logs[0])
  }
  if (last !== undefined && found === undefined && (nonce !== last.nonce || balance !== last.balance)) {
    const a = address.toLowerCase()
    const from = head - last.block > MAX_SCANNED_BLOCKS ? head - MAX_SCANNED_BLOCKS + 1n : last.block + 1n
    for (let n = head; n >= from && found === undefined; n--) {
      const block = (await call('eth_getBlockByNumber', [hex(n), true])) as { transactions?: unknown } | null
      const txs = Array.isArray(block?.transactions)
        ? (block.transactions as { from?: unknown; to?: unknown; hash?: unknown }[])
        : []
      found = hashOf(txs.find((tx) => String(tx?.from).toLowerCase() === a || String(tx?.to).toLowerCase() === a))
    }
  }
  seen.set(key, { block: head, nonce, balance })
  return found
}

/** The transaction hash of a log or transaction from the chain, if it has a well-formed one. */
function hashOf(item: unknown): string | undefined {
  const known = item as { transactionHash?: unknown; hash?: unknown } | null | undefined
  const value = known?.transactionHash ?? known?.hash
  return typeof value === 'string' && TX_HASH.test(value) ? value : undefined
}

/**
 * Watches the active chain while the modal is open and an EVM account is connected, so that a
 * transaction sent from the wallet itself (not through Gatehouse), or one the account received, shows
 * at once rather than when the balances' 30 s cache runs out (SPEC §9): every 4 s it asks for the head
 * block, and when new blocks hold a transaction of the account it emits TxMined, which fetchBalances
 * and fetchHistory answer as they answer a sent transaction's receipt. What it saw last of each account
 * is kept across openings, so a transaction mined while the modal was closed is found when it opens. A
 * transaction already announced (the receipt of one the modal sent came first) is not announced again. A
 * failed look is left for the next one. Does nothing without chain RPC.
 */
export const watchAccountBlocks: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const rpc = deps.services.rpc
  if (!rpc) return EMPTY
  const seen = new Map<string, Look>()
  const announced: string[] = []
  const announce = (hash: string) => {
    announced.push(hash.toLowerCase())
    if (announced.length > ANNOUNCED_KEPT) announced.shift()
  }
  const watch$ = state$.pipe(
    map(targetOf),
    distinctUntilChanged((a, b) => a?.chainId === b?.chainId && a?.address === b?.address),
    switchMap((target) =>
      target === null
        ? EMPTY
        : timer(0, BLOCK_POLL_MS, deps.scheduler).pipe(
            // A slow look is not overlapped by the next tick.
            exhaustMap(() => fromRequest((signal) => look(rpc, target, seen, signal)).pipe(catchError(() => EMPTY))),
            filter((hash): hash is string => hash !== undefined && !announced.includes(hash.toLowerCase())),
            map((hash) => createEvent('TxMined', { chainId: target.chainId, hash })),
          ),
    ),
  )
  return merge(
    event$.pipe(
      ofType('TxMined'),
      tap((e) => announce(e.data.hash)),
      ignoreElements(),
    ),
    watch$,
  )
}
