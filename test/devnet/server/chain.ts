// A devnet chain as the reference server sees it: its viem public client and the
// index of its transactions, built from the chain's own blocks and receipts (native
// value transfers and ERC-20 / ERC-721 Transfer logs), caught up before each answer.
import { createPublicClient, erc20Abi, getAddress, http, type Address, type Hex, type PublicClient } from 'viem'

/** A token as the index knows it (read from the chain when it was not deployed by the devnet). */
export interface TokenMeta {
  address: Address
  name: string
  symbol: string
  decimals: number
}

/** One movement of value inside a transaction. `token` null is the native currency; `nft` an ERC-721 transfer. */
export interface IndexedTransfer {
  from: Address
  to: Address
  amount: bigint
  token: TokenMeta | null
  nft?: { tokenId: bigint }
}

/** An ERC-20 allowance a transaction set (an Approval log). */
export interface IndexedApproval {
  owner: Address
  spender: Address
  amount: bigint
  token: TokenMeta
}

/** A mined transaction with its transfers. */
export interface IndexedTransaction {
  hash: Hex
  blockNumber: number
  index: number
  timestamp: number
  from: Address
  to: Address | null
  status: 'confirmed' | 'failed'
  transfers: IndexedTransfer[]
  approvals: IndexedApproval[]
}

/** A devnet chain for the server. */
export interface ServerChain {
  chainId: number
  caipNetworkId: `eip155:${number}`
  name: string
  supported: boolean
  rpcUrl: string
  nativeSymbol: string
  nativeName: string
  client: PublicClient
  index: ChainIndex
}

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
// Approval(address indexed owner, address indexed spender, uint256 value); ERC-721's has the token id indexed too.
const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'
const BATCH = 16

interface RpcLog {
  address: Hex
  topics: Hex[]
  data: Hex
}
interface RpcReceipt {
  transactionHash: Hex
  status: Hex
  logs: RpcLog[]
}
interface RpcTransaction {
  hash: Hex
  from: Hex
  to: Hex | null
  value: Hex
  transactionIndex: Hex
}
interface RpcBlock {
  number: Hex
  timestamp: Hex
  transactions: RpcTransaction[]
}

const topicAddress = (topic: Hex): Address => getAddress(`0x${topic.slice(-40)}`)

/** The transactions of one chain, indexed from block 0 and caught up on demand. */
export class ChainIndex {
  private nextBlock = 0
  private readonly transactions: IndexedTransaction[] = []
  private readonly tokens = new Map<string, TokenMeta>()
  private syncing: Promise<void> = Promise.resolve()

  constructor(
    private readonly client: PublicClient,
    /** The tokens the devnet deployed on this chain. */
    readonly known: readonly TokenMeta[],
  ) {
    for (const token of known) this.tokens.set(token.address.toLowerCase(), token)
  }

  /** A token the devnet deployed, by symbol. */
  tokenBySymbol(symbol: string): TokenMeta | undefined {
    return this.known.find((t) => t.symbol === symbol)
  }

  /** Indexes every block mined since the last call (calls are queued, never run twice at once). */
  sync(): Promise<void> {
    this.syncing = this.syncing.catch(() => undefined).then(() => this.catchUp())
    return this.syncing
  }

  /** The transactions an address sent or took part in, newest first. */
  transactionsOf(address: Address): IndexedTransaction[] {
    const a = address.toLowerCase()
    return this.transactions
      .filter(
        (tx) =>
          tx.from.toLowerCase() === a ||
          tx.transfers.some((t) => t.from.toLowerCase() === a || t.to.toLowerCase() === a),
      )
      .sort((x, y) => y.blockNumber - x.blockNumber || y.index - x.index)
  }

  /** Every ERC-20 token the address ever sent or received. */
  tokensOf(address: Address): TokenMeta[] {
    const a = address.toLowerCase()
    const seen = new Map<string, TokenMeta>()
    for (const tx of this.transactions) {
      for (const t of tx.transfers) {
        if (t.token && !t.nft && (t.from.toLowerCase() === a || t.to.toLowerCase() === a))
          seen.set(t.token.address.toLowerCase(), t.token)
      }
    }
    return [...seen.values()]
  }

  /** A token by address (known or met in a log), if any. */
  token(address: string): TokenMeta | undefined {
    return this.tokens.get(address.toLowerCase())
  }

  private async catchUp(): Promise<void> {
    const latest = Number(await this.client.getBlockNumber({ cacheTime: 0 }))
    while (this.nextBlock <= latest) {
      const numbers: number[] = []
      for (let n = this.nextBlock; n <= latest && numbers.length < BATCH; n++) numbers.push(n)
      const blocks = await Promise.all(numbers.map((n) => this.readBlock(n)))
      for (const block of blocks) this.transactions.push(...block)
      this.nextBlock = numbers[numbers.length - 1]! + 1
    }
  }

  private async readBlock(n: number): Promise<IndexedTransaction[]> {
    const tag = `0x${n.toString(16)}` as Hex
    const [block, receipts] = await Promise.all([
      this.client.request({ method: 'eth_getBlockByNumber', params: [tag, true] }) as unknown as Promise<RpcBlock>,
      this.client.request({ method: 'eth_getBlockReceipts', params: [tag] } as never) as unknown as Promise<
        RpcReceipt[]
      >,
    ])
    const byHash = new Map(receipts.map((r) => [r.transactionHash, r]))
    const timestamp = Number(block.timestamp)
    const out: IndexedTransaction[] = []
    for (const tx of block.transactions) {
      const receipt = byHash.get(tx.hash)
      const status = receipt?.status === '0x1' ? 'confirmed' : 'failed'
      const transfers: IndexedTransfer[] = []
      const value = BigInt(tx.value)
      if (status === 'confirmed' && value > 0n && tx.to)
        transfers.push({ from: getAddress(tx.from), to: getAddress(tx.to), amount: value, token: null })
      const approvals: IndexedApproval[] = []
      for (const log of receipt?.logs ?? []) {
        if (log.topics[0] === APPROVAL_TOPIC && log.topics.length === 3) {
          const token = await this.tokenMeta(log.address)
          approvals.push({
            owner: topicAddress(log.topics[1]!),
            spender: topicAddress(log.topics[2]!),
            amount: BigInt(log.data === '0x' ? 0 : log.data),
            token,
          })
          continue
        }
        if (log.topics[0] !== TRANSFER_TOPIC) continue
        const token = await this.tokenMeta(log.address)
        if (log.topics.length === 3) {
          transfers.push({
            from: topicAddress(log.topics[1]!),
            to: topicAddress(log.topics[2]!),
            amount: BigInt(log.data === '0x' ? 0 : log.data),
            token,
          })
        } else if (log.topics.length === 4) {
          transfers.push({
            from: topicAddress(log.topics[1]!),
            to: topicAddress(log.topics[2]!),
            amount: 1n,
            token,
            nft: { tokenId: BigInt(log.topics[3]!) },
          })
        }
      }
      out.push({
        hash: tx.hash,
        blockNumber: n,
        index: Number(tx.transactionIndex),
        timestamp,
        from: getAddress(tx.from),
        to: tx.to ? getAddress(tx.to) : null,
        status,
        transfers,
        approvals,
      })
    }
    return out
  }

  private async tokenMeta(address: Hex): Promise<TokenMeta> {
    const known = this.tokens.get(address.toLowerCase())
    if (known) return known
    const read = async <T>(functionName: 'name' | 'symbol' | 'decimals', fallback: T): Promise<T> => {
      try {
        return (await this.client.readContract({ address, abi: erc20Abi, functionName })) as T
      } catch {
        return fallback
      }
    }
    const [name, symbol, decimals] = await Promise.all([
      read('name', 'Unknown token'),
      read('symbol', '???'),
      read('decimals', 0),
    ])
    const meta: TokenMeta = { address: getAddress(address), name, symbol, decimals: Number(decimals) }
    this.tokens.set(address.toLowerCase(), meta)
    return meta
  }
}

/** A public client for a devnet RPC URL: no retries (the chain is local), no batching, no cache. */
export function devnetClient(rpcUrl: string): PublicClient {
  return createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }), cacheTime: 0 })
}
