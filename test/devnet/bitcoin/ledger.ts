// The local Bitcoin network's state: a chain of fake blocks and a mempool, with the
// output set an Esplora server answers from. There is no proof of work and no script
// interpreter; what a broadcast must pass is what a node's policy would refuse, checked with
// bitcoinjs-lib: it parses, every input spends a known unspent output, every input's
// signature is valid (P2WPKH, and taproot key path), the outputs are standard scripts and
// spend no more than the inputs, and the fee is at least 1 sat/vB. That is enough for an
// app's send flow to fail the way a real node makes it fail.
import { sha256 } from '@noble/hashes/sha2'
import { bitcoin, BITCOIN_NETWORK, ecc } from './keys.js'

/** Why a broadcast was refused; `message` is what POST /tx answers with its 400. */
export class BroadcastError extends Error {
  override name = 'BroadcastError'
}

/** Confirmation of a transaction, as Esplora's `status` objects. */
export type TxStatus =
  { confirmed: true; block_height: number; block_hash: string; block_time: number } | { confirmed: false }

/** An unspent output of an address, as Esplora's GET /address/:a/utxo lists it. */
export interface Utxo {
  txid: string
  vout: number
  value: number
  status: TxStatus
}

/** Esplora's per-address sums (chain_stats and mempool_stats). */
export interface AddressStats {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

interface Block {
  height: number
  hash: string
  time: number
  txids: string[]
}

interface StoredTx {
  txid: string
  hex: string
  /** Undefined while in the mempool. */
  block?: Block
}

interface Output {
  txid: string
  vout: number
  value: bigint
  script: Uint8Array
  spentBy?: string
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const outpoint = (txid: string, vout: number) => `${txid}:${vout}`
/** A prevout's txid: the input holds the hash in internal (reversed) byte order. */
const prevTxid = (hash: Uint8Array) => hex(Uint8Array.from(hash).reverse())
const COINBASE_HASH = new Uint8Array(32)

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i])
}

/** What kind of output script, for the signature check. */
function scriptKind(script: Uint8Array): 'p2wpkh' | 'p2tr' | 'other' {
  if (script.length === 22 && script[0] === 0x00 && script[1] === 0x14) return 'p2wpkh'
  if (script.length === 34 && script[0] === 0x51 && script[1] === 0x20) return 'p2tr'
  return 'other'
}

/** Options of {@link BitcoinLedger}. */
export interface LedgerOptions {
  /** Outputs of the genesis funding transaction (confirmed in block 1). */
  funding: Array<{ address: string; value: bigint }>
  /** Clock for block times (default Date.now). */
  now?: () => number
}

/** The chain, the mempool and the output set. */
export class BitcoinLedger {
  readonly #txs = new Map<string, StoredTx>()
  readonly #outputs = new Map<string, Output>()
  readonly #byScript = new Map<string, Output[]>()
  readonly #blocks: Block[] = []
  #mempool: string[] = []
  readonly #now: () => number

  constructor(options: LedgerOptions) {
    this.#now = options.now ?? Date.now
    this.#blocks.push({
      height: 0,
      hash: hex(sha256(new TextEncoder().encode('gatehouse devnet'))),
      time: 0,
      txids: [],
    })
    // The funding transaction is a coinbase: its input spends nothing, so no key has to fund the accounts.
    const funding = new bitcoin.Transaction()
    funding.version = 2
    funding.addInput(COINBASE_HASH, 0xffffffff, 0xffffffff, Uint8Array.of(0x01, 0x01))
    for (const { address, value } of options.funding)
      funding.addOutput(bitcoin.address.toOutputScript(address, BITCOIN_NETWORK), value)
    this.#store(funding)
    this.mine()
  }

  /** Height of the last block. */
  tipHeight(): number {
    return this.#blocks.at(-1)!.height
  }

  /** Hash of the last block. */
  tipHash(): string {
    return this.#blocks.at(-1)!.hash
  }

  /** The txids waiting for a block, oldest first. */
  mempool(): string[] {
    return [...this.#mempool]
  }

  /** Makes a block of the whole mempool; returns it. */
  mine(): { height: number; hash: string; txids: string[] } {
    const previous = this.#blocks.at(-1)!
    const txids = this.#mempool
    const height = previous.height + 1
    const hash = hex(sha256(new TextEncoder().encode(`${previous.hash}:${height}:${txids.join(',')}`)))
    const block: Block = { height, hash, time: Math.floor(this.#now() / 1000), txids }
    this.#blocks.push(block)
    for (const txid of txids) this.#txs.get(txid)!.block = block
    this.#mempool = []
    return { height, hash, txids: [...txids] }
  }

  /** The raw transaction, or undefined. */
  txHex(txid: string): string | undefined {
    return this.#txs.get(txid)?.hex
  }

  /** The transaction's confirmation, or undefined when unknown. */
  txStatus(txid: string): TxStatus | undefined {
    const tx = this.#txs.get(txid)
    return tx ? this.#status(tx) : undefined
  }

  /** The unspent outputs paying `script` (the mempool counts: its outputs listed unconfirmed, what it spends gone). */
  utxos(script: Uint8Array): Utxo[] {
    return (this.#byScript.get(hex(script)) ?? [])
      .filter((o) => o.spentBy === undefined)
      .map((o) => ({
        txid: o.txid,
        vout: o.vout,
        value: Number(o.value),
        status: this.#status(this.#txs.get(o.txid)!),
      }))
  }

  /** Esplora's chain_stats and mempool_stats of the address paying `script`. */
  stats(script: Uint8Array): { chain: AddressStats; mempool: AddressStats } {
    const empty = (): AddressStats & { txids: Set<string> } => ({
      funded_txo_count: 0,
      funded_txo_sum: 0,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 0,
      txids: new Set(),
    })
    const chain = empty()
    const mempool = empty()
    const confirmed = (txid: string) => this.#txs.get(txid)!.block !== undefined
    for (const o of this.#byScript.get(hex(script)) ?? []) {
      const funded = confirmed(o.txid) ? chain : mempool
      funded.funded_txo_count++
      funded.funded_txo_sum += Number(o.value)
      funded.txids.add(o.txid)
      if (o.spentBy !== undefined) {
        const spent = confirmed(o.spentBy) ? chain : mempool
        spent.spent_txo_count++
        spent.spent_txo_sum += Number(o.value)
        spent.txids.add(o.spentBy)
      }
    }
    const done = ({ txids, ...stats }: AddressStats & { txids: Set<string> }): AddressStats => ({
      ...stats,
      tx_count: txids.size,
    })
    return { chain: done(chain), mempool: done(mempool) }
  }

  /** Checks a raw transaction (hex) and puts it in the mempool; returns its txid. Throws a {@link BroadcastError}. */
  broadcast(rawHex: string): string {
    const text = rawHex.trim()
    if (!/^(?:[0-9a-fA-F]{2})+$/.test(text))
      throw new BroadcastError('The body is not a transaction: send the raw transaction as hex.')
    let tx: InstanceType<typeof bitcoin.Transaction>
    try {
      tx = bitcoin.Transaction.fromHex(text)
    } catch (error) {
      throw new BroadcastError(`The transaction does not parse: ${(error as Error).message}.`)
    }
    const txid = tx.getId()
    if (tx.ins.length === 0) throw new BroadcastError('The transaction has no inputs.')
    if (tx.outs.length === 0) throw new BroadcastError('The transaction has no outputs.')
    if (this.#txs.has(txid)) throw new BroadcastError(`The transaction ${txid} is already known.`)

    const seen = new Set<string>()
    const prevouts = tx.ins.map((input, i) => {
      if (sameBytes(input.hash, COINBASE_HASH) && input.index === 0xffffffff)
        throw new BroadcastError(`Input ${i} is a coinbase input; only a block makes coins.`)
      const key = outpoint(prevTxid(input.hash), input.index)
      if (seen.has(key)) throw new BroadcastError(`Input ${i} spends ${key} a second time in the same transaction.`)
      seen.add(key)
      const output = this.#outputs.get(key)
      if (!output) throw new BroadcastError(`Input ${i} spends an unknown output ${key}.`)
      if (output.spentBy !== undefined)
        throw new BroadcastError(`Input ${i} spends ${key}, which ${output.spentBy} already spent (a double spend).`)
      return output
    })

    tx.outs.forEach((out, j) => {
      if (out.script[0] === 0x6a) {
        if (out.value !== 0n) throw new BroadcastError(`Output ${j} is an OP_RETURN output and must carry 0 sats.`)
        return
      }
      try {
        bitcoin.address.fromOutputScript(out.script, BITCOIN_NETWORK)
      } catch {
        throw new BroadcastError(`Output ${j} does not pay a testnet address (not a standard output script).`)
      }
    })
    const inSum = prevouts.reduce((sum, o) => sum + o.value, 0n)
    const outSum = tx.outs.reduce((sum, o) => sum + o.value, 0n)
    if (outSum > inSum)
      throw new BroadcastError(`The outputs (${outSum} sats) spend more than the inputs (${inSum} sats).`)
    const fee = inSum - outSum
    const vsize = tx.virtualSize()
    if (fee < BigInt(vsize))
      throw new BroadcastError(`The fee of ${fee} sats is below 1 sat/vB for ${vsize} vB (at least ${vsize} sats).`)

    const scripts = prevouts.map((o) => o.script)
    const values = prevouts.map((o) => o.value)
    tx.ins.forEach((input, i) => this.#checkSignature(tx, i, input, prevouts[i]!, scripts, values))

    this.#store(tx)
    for (const o of prevouts) o.spentBy = txid
    return txid
  }

  #checkSignature(
    tx: InstanceType<typeof bitcoin.Transaction>,
    i: number,
    input: InstanceType<typeof bitcoin.Transaction>['ins'][number],
    prevout: Output,
    scripts: Uint8Array[],
    values: bigint[],
  ): void {
    const kind = scriptKind(prevout.script)
    if (kind === 'other')
      throw new BroadcastError(`Input ${i} spends an output the devnet does not verify (P2WPKH and P2TR only).`)
    if (input.script.length > 0) throw new BroadcastError(`Input ${i} has a scriptSig; a native segwit input has none.`)
    const witness = input.witness
    const bad = (why: string) => new BroadcastError(`Input ${i}'s signature does not verify: ${why}.`)
    if (kind === 'p2wpkh') {
      const [signature, publicKey] = witness
      if (witness.length !== 2 || !signature || !publicKey)
        throw bad('a P2WPKH witness is a signature and a public key')
      if (publicKey.length !== 33 || !sameBytes(bitcoin.crypto.hash160(publicKey), prevout.script.slice(2)))
        throw bad('the public key is not the one the output pays')
      let decoded: { signature: Uint8Array; hashType: number }
      try {
        decoded = bitcoin.script.signature.decode(signature)
      } catch {
        throw bad('not a DER signature with a sighash type')
      }
      const scriptCode = bitcoin.payments.p2pkh({ hash: prevout.script.slice(2) }).output!
      const hash = tx.hashForWitnessV0(i, scriptCode, prevout.value, decoded.hashType)
      // strict: low-S only, as Bitcoin Core's standardness rules demand.
      if (!ecc.verify(hash, publicKey, decoded.signature, true)) throw bad('wrong signature')
      return
    }
    // Taproot: a key-path spend is one Schnorr signature (an annex, 0x50-prefixed last item, is not standard).
    const [signature] = witness
    if (witness.length !== 1 || !signature) throw bad('only taproot key-path spends (one signature) are supported')
    if (signature.length !== 64 && signature.length !== 65) throw bad('a Schnorr signature is 64 or 65 bytes')
    const hashType = signature.length === 65 ? signature[64]! : 0x00
    if (signature.length === 65 && hashType === 0x00) throw bad('an explicit sighash type 0x00 is invalid')
    let hash: Uint8Array
    try {
      hash = tx.hashForWitnessV1(i, scripts, values, hashType)
    } catch (error) {
      throw bad((error as Error).message)
    }
    if (!ecc.verifySchnorr(hash, prevout.script.slice(2), signature.slice(0, 64))) throw bad('wrong signature')
  }

  #store(tx: InstanceType<typeof bitcoin.Transaction>): void {
    const txid = tx.getId()
    this.#txs.set(txid, { txid, hex: tx.toHex() })
    this.#mempool.push(txid)
    tx.outs.forEach((out, vout) => {
      const output: Output = { txid, vout, value: out.value, script: Uint8Array.from(out.script) }
      this.#outputs.set(outpoint(txid, vout), output)
      const key = hex(output.script)
      const list = this.#byScript.get(key)
      if (list) list.push(output)
      else this.#byScript.set(key, [output])
    })
  }

  #status(tx: StoredTx): TxStatus {
    return tx.block
      ? { confirmed: true, block_height: tx.block.height, block_hash: tx.block.hash, block_time: tx.block.time }
      : { confirmed: false }
  }
}
