// A native BTC transfer as the wallet signs it (signPsbt): a PSBT spending the outputs src/domain/bitcoinFee.ts
// chooses (largest first, until the amount and the fee at the service's rate are covered) to the receiver, the change
// back to the sender unless it would be dust. Built with bitcoinjs-lib, which only this module (and the address check)
// imports: prepareTransfer loads it when a visitor sends BTC.
import * as ecc from '@bitcoinerlab/secp256k1'
import { address, initEccLib, networks, Psbt } from 'bitcoinjs-lib'
import type { BitcoinChainClient } from '../../src/api/bitcoinChain.js'
import { BITCOIN_CAIP_IDS } from '../../src/domain/bitcoin.js'
import { chooseCoins, FEE_TARGET_BLOCKS } from '../../src/domain/bitcoinFee.js'
import type { CaipNetworkId } from '../../src/domain/caip.js'
import { GatehouseError } from '../../src/errors/GatehouseError.js'

initEccLib(ecc)

/** The sender's unspent outputs cannot pay the amount and its fee. */
export class InsufficientBitcoinError extends GatehouseError {
  override name = 'InsufficientBitcoinError'
}

/** The PSBT (base64) of a transfer of `sats` from `from` to `to`, unsigned, the indexes of its inputs and its fee. */
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
  const choice = chooseCoins(
    utxos.map((u) => BigInt(u.value)),
    transfer.sats,
    rate,
  )
  if (choice === null) {
    const total = utxos.reduce((sum, u) => sum + BigInt(u.value), 0n)
    throw new InsufficientBitcoinError(
      `${transfer.sats} sats and their fee at ${rate} sat/vB cannot be paid from ${total} sats in ${utxos.length} outputs`,
    )
  }
  const psbt = new Psbt({ network })
  for (const i of choice.inputs) {
    const utxo = utxos[i] as (typeof utxos)[number]
    psbt.addInput({ hash: utxo.txid, index: utxo.vout, witnessUtxo: { script, value: BigInt(utxo.value) } })
  }
  psbt.addOutput({ address: transfer.to, value: transfer.sats })
  if (choice.change > 0n) psbt.addOutput({ address: transfer.from, value: choice.change })
  return { psbt: psbt.toBase64(), inputs: choice.inputs.map((_, k) => k), fee: choice.fee }
}

/** The transaction (hex) of a signed PSBT, every input finalized; a PSBT that is not fully signed throws. */
export function finalizedTransactionHex(signed: Uint8Array, chainId: CaipNetworkId): string {
  const network = chainId === BITCOIN_CAIP_IDS.mainnet ? networks.bitcoin : networks.testnet
  return Psbt.fromBuffer(signed, { network }).finalizeAllInputs().extractTransaction().toHex()
}
