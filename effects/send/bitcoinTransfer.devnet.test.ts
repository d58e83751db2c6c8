// The BTC transfer against the devnet's own Bitcoin service (a real Esplora subset that checks every broadcast
// with bitcoinjs-lib): the PSBT built from the sender's outputs, signed with the dev key, is accepted, and after a
// block the receiver holds exactly the amount more and the sender exactly the amount and the fee less.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBitcoinChainClient, type BitcoinChainClient } from '../../src/api/bitcoinChain.js'
import { bitcoin, bitcoinKeyFromWif, BITCOIN_CAIP_ID } from '../../test/devnet/bitcoin/keys.js'
import { BITCOIN_FEE_ESTIMATES, startBitcoinServer, type BitcoinServer } from '../../test/devnet/bitcoin/server.js'
import { FEE_TARGET_BLOCKS, transferVsize } from '../../src/domain/bitcoinFee.js'
import { bitcoinTransfer, InsufficientBitcoinError } from './bitcoinTransfer.js'

let server: BitcoinServer
let client: BitcoinChainClient
beforeAll(async () => {
  server = await startBitcoinServer()
  client = createBitcoinChainClient({
    baseUrl: server.url,
    fetch: (input, init) => fetch(input, init),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  })
})
afterAll(() => server.close())

const signal = new AbortController().signal

describe('bitcoinTransfer on the devnet', () => {
  it('default: 10,000 sats from one dev account to another: signed with its key, broadcast, mined; the balances move by exactly the amount and the fee', async () => {
    const [from, to] = server.accounts
    const before = { from: await client.balance(from!.payment), to: await client.balance(to!.payment) }
    const { psbt, inputs, fee } = await bitcoinTransfer(
      client,
      { chainId: BITCOIN_CAIP_ID, from: from!.payment, to: to!.payment, sats: 10_000n },
      signal,
    )
    expect(inputs).toEqual([0])
    expect(fee).toBe(BigInt(Math.ceil(BITCOIN_FEE_ESTIMATES[String(FEE_TARGET_BLOCKS)]! * transferVsize(1, 2))))
    const signed = bitcoin.Psbt.fromBase64(psbt, { network: bitcoin.networks.testnet })
    signed.signAllInputs(bitcoinKeyFromWif(from!.privateKey).keyPair).finalizeAllInputs()
    const txid = await client.broadcast(signed.extractTransaction().toHex())
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    await fetch(`${server.url}/mine`, { method: 'POST' })
    expect(await client.balance(to!.payment)).toBe(before.to + 10_000n)
    expect(await client.balance(from!.payment)).toBe(before.from - 10_000n - fee)
    expect((await client.utxos(to!.payment)).some((u) => u.txid === txid && u.value === 10_000)).toBe(true)
  })

  it('error: more than the sender holds is InsufficientBitcoinError; an address of another network is refused before the service is asked', async () => {
    const [from, to] = server.accounts
    await expect(
      bitcoinTransfer(
        client,
        { chainId: BITCOIN_CAIP_ID, from: from!.payment, to: to!.payment, sats: 10n ** 9n },
        signal,
      ),
    ).rejects.toBeInstanceOf(InsufficientBitcoinError)
    await expect(
      bitcoinTransfer(
        client,
        {
          chainId: BITCOIN_CAIP_ID,
          from: from!.payment,
          to: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
          sats: 1_000n,
        },
        signal,
      ),
    ).rejects.toThrow()
  })
})
