import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bitcoin,
  BITCOIN_NETWORK,
  bitcoinDevAccount,
  bitcoinKeyFromWif,
  taprootSigner,
  type BitcoinKey,
} from './keys.js'
import { BitcoinLedger, type Utxo } from './ledger.js'

const SENDER = bitcoinKeyFromWif(bitcoinDevAccount(0).privateKey)
const RECIPIENT = bitcoinDevAccount(1).payment
const HALF_BTC = 50_000_000n

function freshLedger(): BitcoinLedger {
  return new BitcoinLedger({
    funding: [
      { address: SENDER.payment.address, value: HALF_BTC },
      { address: SENDER.payment.address, value: HALF_BTC },
      { address: SENDER.ordinals.address, value: 100_000n },
    ],
    now: () => 1_700_000_000_000,
  })
}

/** A signed transaction spending `utxos` of `from` (payment or ordinals) to `to`, change back to `from`. */
function send(
  key: BitcoinKey,
  from: 'payment' | 'ordinals',
  utxos: Utxo[],
  to: string,
  amount: bigint,
  fee: bigint,
): InstanceType<typeof bitcoin.Transaction> {
  const psbt = new bitcoin.Psbt({ network: BITCOIN_NETWORK })
  let total = 0n
  for (const u of utxos) {
    total += BigInt(u.value)
    psbt.addInput({
      hash: u.txid,
      index: u.vout,
      witnessUtxo: { script: key[from].script, value: BigInt(u.value) },
      ...(from === 'ordinals' ? { tapInternalKey: key.internalKey } : {}),
    })
  }
  psbt.addOutput({ address: to, value: amount })
  if (total - amount - fee > 0n) psbt.addOutput({ address: key[from].address, value: total - amount - fee })
  psbt.signAllInputs(from === 'ordinals' ? taprootSigner(key) : key.keyPair)
  psbt.finalizeAllInputs()
  return psbt.extractTransaction(true)
}

const sum = (utxos: Utxo[]) => utxos.reduce((s, u) => s + u.value, 0)

describe('BitcoinLedger broadcast', () => {
  it('default: the funding is confirmed in block 1; a valid P2WPKH send enters the mempool and a block', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1_000n, max: 99_000_000n }),
        fc.bigInt({ min: 400n, max: 20_000n }),
        (amount, fee) => {
          const ledger = freshLedger()
          expect(ledger.tipHeight()).toBe(1)
          const utxos = ledger.utxos(SENDER.payment.script)
          expect(utxos.map((u) => [u.value, u.status.confirmed])).toEqual([
            [50_000_000, true],
            [50_000_000, true],
          ])
          const tx = send(SENDER, 'payment', utxos, RECIPIENT, amount, fee)
          const txid = ledger.broadcast(tx.toHex())
          expect(txid).toBe(tx.getId())
          const recipient = bitcoin.address.toOutputScript(RECIPIENT, BITCOIN_NETWORK)
          expect(ledger.utxos(recipient)).toEqual([
            { txid, vout: 0, value: Number(amount), status: { confirmed: false } },
          ])
          // Spent outputs are gone at once (mempool), the change is there unconfirmed.
          expect(sum(ledger.utxos(SENDER.payment.script))).toBe(100_000_000 - Number(amount) - Number(fee))
          expect(ledger.stats(recipient).mempool).toMatchObject({ funded_txo_sum: Number(amount), tx_count: 1 })
          const block = ledger.mine()
          expect(block).toMatchObject({ height: 2, txids: [txid] })
          expect(ledger.txStatus(txid)).toMatchObject({ confirmed: true, block_height: 2 })
          expect(ledger.stats(SENDER.payment.script).chain).toEqual({
            funded_txo_count: utxos.length + (tx.outs.length - 1),
            funded_txo_sum: 100_000_000 + (tx.outs.length > 1 ? 100_000_000 - Number(amount + fee) : 0),
            spent_txo_count: 2,
            spent_txo_sum: 100_000_000,
            tx_count: 2,
          })
        },
      ),
      { numRuns: 12 },
    )
  })

  it('default: a taproot key-path send from the ordinals address is accepted', () => {
    const ledger = freshLedger()
    const tx = send(SENDER, 'ordinals', ledger.utxos(SENDER.ordinals.script), RECIPIENT, 10_000n, 500n)
    expect(ledger.broadcast(tx.toHex())).toBe(tx.getId())
  })

  it('error: a mutated signature is refused, P2WPKH and taproot', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'payment' | 'ordinals'>('payment', 'ordinals'),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        (from, at, xor) => {
          const ledger = freshLedger()
          const tx = send(SENDER, from, ledger.utxos(SENDER[from].script).slice(0, 1), RECIPIENT, 10_000n, 1_000n)
          const signature = Uint8Array.from(tx.ins[0]!.witness[0]!)
          signature[at % signature.length]! ^= xor
          tx.ins[0]!.witness[0] = signature
          expect(() => ledger.broadcast(tx.toHex())).toThrow(/^Input 0's signature does not verify: /)
          expect(ledger.mempool()).toEqual([])
        },
      ),
      { numRuns: 25 },
    )
  })

  it('error: a mutated amount breaks the signature, or spends more than the inputs', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 9_999n }), fc.bigInt({ min: 1n, max: 10n ** 9n }), (down, over) => {
        const ledger = freshLedger()
        const tx = send(SENDER, 'payment', ledger.utxos(SENDER.payment.script), RECIPIENT, 10_000n, 1_000n)
        const paysLess = bitcoin.Transaction.fromHex(tx.toHex())
        paysLess.outs[0]!.value -= down
        expect(() => ledger.broadcast(paysLess.toHex())).toThrow(
          "Input 0's signature does not verify: wrong signature.",
        )
        const overspends = bitcoin.Transaction.fromHex(tx.toHex())
        overspends.outs[0]!.value += 1_000n + over
        expect(() => ledger.broadcast(overspends.toHex())).toThrow(
          `The outputs (${100_000_000n + over} sats) spend more than the inputs (100000000 sats).`,
        )
        expect(ledger.mempool()).toEqual([])
      }),
      { numRuns: 25 },
    )
  })

  it('error: a double spend is refused, in the mempool and after a block', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.bigInt({ min: 1_000n, max: 40_000_000n }), (mineFirst, amount) => {
        const ledger = freshLedger()
        const utxos = ledger.utxos(SENDER.payment.script)
        const first = send(SENDER, 'payment', utxos.slice(0, 1), RECIPIENT, 10_000n, 1_000n)
        ledger.broadcast(first.toHex())
        if (mineFirst) ledger.mine()
        const second = send(SENDER, 'payment', utxos, SENDER.ordinals.address, amount, 2_000n)
        expect(() => ledger.broadcast(second.toHex())).toThrow(
          `Input 0 spends ${utxos[0]!.txid}:${utxos[0]!.vout}, which ${first.getId()} already spent (a double spend).`,
        )
        expect(() => ledger.broadcast(first.toHex())).toThrow(`The transaction ${first.getId()} is already known.`)
      }),
      { numRuns: 10 },
    )
  })

  it('error: an input spending an unknown output is refused', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.nat({ max: 5 }), (hash, vout) => {
        const ledger = freshLedger()
        const txid = Buffer.from(hash).toString('hex')
        const tx = send(
          SENDER,
          'payment',
          [{ txid, vout, value: 100_000, status: { confirmed: false } }],
          RECIPIENT,
          10_000n,
          1_000n,
        )
        expect(() => ledger.broadcast(tx.toHex())).toThrow(`Input 0 spends an unknown output ${txid}:${vout}.`)
      }),
      { numRuns: 15 },
    )
  })

  it('error: not hex, not a transaction, a fee under 1 sat/vB, a non-standard output', () => {
    const ledger = freshLedger()
    expect(() => ledger.broadcast('zz')).toThrow('The body is not a transaction: send the raw transaction as hex.')
    expect(() => ledger.broadcast('')).toThrow('The body is not a transaction')
    expect(() => ledger.broadcast('0200000001')).toThrow(/^The transaction does not parse: /)
    const utxos = ledger.utxos(SENDER.payment.script).slice(0, 1)
    const cheap = send(SENDER, 'payment', utxos, RECIPIENT, 10_000n, 50n)
    expect(() => ledger.broadcast(cheap.toHex())).toThrow(/^The fee of 50 sats is below 1 sat\/vB for 1\d\d vB/)
    const psbt = new bitcoin.Psbt({ network: BITCOIN_NETWORK })
    psbt.addInput({
      hash: utxos[0]!.txid,
      index: utxos[0]!.vout,
      witnessUtxo: { script: SENDER.payment.script, value: HALF_BTC },
    })
    psbt.addOutput({ script: Uint8Array.of(0x51), value: 10_000n })
    psbt.signAllInputs(SENDER.keyPair).finalizeAllInputs()
    expect(() => ledger.broadcast(psbt.extractTransaction(true).toHex())).toThrow(
      'Output 0 does not pay a testnet address (not a standard output script).',
    )
    expect(ledger.mempool()).toEqual([])
  })
})
