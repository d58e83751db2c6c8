// A native BTC transfer as the wallet signs it (signPsbt): a PSBT spending the sender's unspent outputs (largest
// first, until the amount and the fee at the service's rate are covered) to the receiver, the change back to the
// sender unless it would be dust. Built with bitcoinjs-lib, which only this module (and the address check) imports:
// prepareTransfer loads it when a visitor sends BTC.
import * as ecc from '@bitcoinerlab/secp256k1'
import { address, initEccLib, networks, Psbt } from 'bitcoinjs-lib'
import type { BitcoinChainClient } from '../../src/api/bitcoinChain.js'
import { BITCOIN_CAIP_IDS } from '../../src/domain/bitcoin.js'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import { GatehouseError } from '../../src/errors/GatehouseError.js'

initEccLib(ecc)

/** Outputs below this many sats are dust to Bitcoin Core's relay policy (a P2WPKH output's threshold). */
export const DUST_SATS = 546n
/** The confirmation target of the fee rate, in blocks (about half an hour). */
export const FEE_TARGET_BLOCKS = 3

/** Virtual size of a spend of `inputs` P2WPKH outputs to two outputs, rounded up (taproot outputs counted, the larger). */
export const transferVsize = (inputs: number): number => Math.ceil(10.5 + 68 * inputs + 43 * 2)

/** The sender's unspent outputs cannot pay the amount and its fee. */
export class InsufficientBitcoinError extends GatehouseError {
  override name = 'InsufficientBitcoinError'
}

/** The PSBT (base64) of a transfer of `sats` from `from` to `to`, unsigned, and the indexes of its inputs. */
export async function bitcoinTransfer(
  client: BitcoinChainClient,
  transfer: { chainId: CaipNetworkId; from: string; to: string; sats: bigint },
  signal: AbortSignal,
): Promise<{ psbt: string; inputs: number[]; fee: bigint }> {
  const network = transfer.chainId === BITCOIN_CAIP_IDS.mainnet ? networks.bitcoin : networks.testnet
  // Both addresses checked against the network before anything is asked of the service.
  const script = address.toOutputScript(transfer.from, network)
  address.toOutputScript(transfer.to, network)
  const [utxos, rate] = await Promise.all([
    client.utxos(transfer.from, signal),
    client.feeRate(FEE_TARGET_BLOCKS, signal),
  ])
  const chosen: typeof utxos = []
  let total = 0n
  let fee = 0n
  for (const utxo of [...utxos].sort((a, b) => b.value - a.value)) {
    chosen.push(utxo)
    total += BigInt(utxo.value)
    fee = BigInt(Math.ceil(rate * transferVsize(chosen.length)))
    if (total >= transfer.sats + fee) break
  }
  if (total < transfer.sats + fee)
    throw new InsufficientBitcoinError(
      `${transfer.sats} sats and a fee of ${fee} cannot be paid from ${total} sats in ${utxos.length} outputs`,
    )
  const psbt = new Psbt({ network })
  for (const utxo of chosen)
    psbt.addInput({ hash: utxo.txid, index: utxo.vout, witnessUtxo: { script, value: BigInt(utxo.value) } })
  psbt.addOutput({ address: transfer.to, value: transfer.sats })
  const change = total - transfer.sats - fee
  // Change below dust would not relay: it goes to the fee instead.
  if (change >= DUST_SATS) psbt.addOutput({ address: transfer.from, value: change })
  return { psbt: psbt.toBase64(), inputs: chosen.map((_, i) => i), fee: change >= DUST_SATS ? fee : fee + change }
}

/** The transaction (hex) of a signed PSBT, every input finalized; a PSBT that is not fully signed throws. */
export function finalizedTransactionHex(signed: Uint8Array, chainId: CaipNetworkId): string {
  const network = chainId === BITCOIN_CAIP_IDS.mainnet ? networks.bitcoin : networks.testnet
  return Psbt.fromBuffer(signed, { network }).finalizeAllInputs().extractTransaction().toHex()
}
