import { networks, Psbt } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import type { BitcoinChainClient } from '../../src/api/bitcoinChain.js'
import { BITCOIN_CAIP_IDS } from '../../src/domain/bitcoin.js'
import { bitcoinDevAccount, bitcoinKeyFromWif } from '../../test/devnet/bitcoin/keys.js'
import { bitcoinTransfer, finalizedTransactionHex, InsufficientBitcoinError } from './bitcoinTransfer.js'

// BIP-173's mainnet examples (P2WPKH, P2WSH).
const MAIN_FROM = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const MAIN_TO = 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'
const signal = new AbortController().signal

/** A Bitcoin service holding `values` as the sender's outputs, at `rate` sat/vB. */
function service(values: number[], rate: number): BitcoinChainClient {
  const utxos = values.map((value, vout) => ({ txid: 'ab'.repeat(32), vout, value, status: { confirmed: true } }))
  return {
    utxos: async () => utxos,
    feeRate: async () => rate,
  } as Partial<BitcoinChainClient> as BitcoinChainClient
}

const outputs = (psbt: string, network: networks.Network) =>
  Psbt.fromBase64(psbt, { network }).txOutputs.map((o) => ({ address: o.address, value: o.value }))

describe('bitcoinTransfer', () => {
  it('behavior: on mainnet the amount goes to the receiver and the change back to the sender, the fee at the service’s rate', async () => {
    const { psbt, inputs, fee } = await bitcoinTransfer(
      service([100_000], 2),
      { chainId: BITCOIN_CAIP_IDS.mainnet, from: MAIN_FROM, to: MAIN_TO, sats: 10_000n },
      signal,
    )
    // 2 sat/vB × ⌈10.5 + 68 + 2 × 43⌉ vB.
    expect(fee).toBe(330n)
    expect(inputs).toEqual([0])
    expect(outputs(psbt, networks.bitcoin)).toEqual([
      { address: MAIN_TO, value: 10_000n },
      { address: MAIN_FROM, value: 100_000n - 10_000n - 330n },
    ])
  })

  it('behavior: when what is left would be dust there is no change output; the rest goes to the fee', async () => {
    const [from, to] = [bitcoinDevAccount(0).payment, bitcoinDevAccount(1).payment]
    const { psbt, fee } = await bitcoinTransfer(
      service([10_000], 1),
      { chainId: BITCOIN_CAIP_IDS.testnet, from, to, sats: 9_700n },
      signal,
    )
    expect(fee).toBe(300n)
    expect(outputs(psbt, networks.testnet)).toEqual([{ address: to, value: 9_700n }])
  })

  it('error: outputs that cannot pay the amount and its fee are an InsufficientBitcoinError that says the amount, the rate and what is held', async () => {
    const [from, to] = [bitcoinDevAccount(0).payment, bitcoinDevAccount(1).payment]
    const error = await bitcoinTransfer(
      service([1_000, 2_000], 3),
      { chainId: BITCOIN_CAIP_IDS.testnet, from, to, sats: 10_000n },
      signal,
    ).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(InsufficientBitcoinError)
    expect((error as InsufficientBitcoinError).name).toBe('InsufficientBitcoinError')
    expect((error as InsufficientBitcoinError).shortMessage).toBe(
      '10000 sats and their fee at 3 sat/vB cannot be paid from 3000 sats in 2 outputs',
    )
  })

  it('behavior: finalizedTransactionHex is the signed PSBT’s transaction, every input finalized; an unsigned one throws', async () => {
    const account = bitcoinDevAccount(0)
    const { psbt } = await bitcoinTransfer(
      service([50_000, 20_000], 1),
      { chainId: BITCOIN_CAIP_IDS.testnet, from: account.payment, to: bitcoinDevAccount(1).payment, sats: 60_000n },
      signal,
    )
    const signed = Psbt.fromBase64(psbt, { network: networks.testnet }).signAllInputs(
      bitcoinKeyFromWif(account.privateKey).keyPair,
    )
    const expected = signed.clone().finalizeAllInputs().extractTransaction().toHex()
    expect(finalizedTransactionHex(signed.toBuffer(), BITCOIN_CAIP_IDS.testnet)).toBe(expected)
    expect(() => finalizedTransactionHex(Psbt.fromBase64(psbt).toBuffer(), BITCOIN_CAIP_IDS.testnet)).toThrow()
  })
})
