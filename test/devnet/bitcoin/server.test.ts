import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoin, BITCOIN_NETWORK, bitcoinDevAccount, bitcoinDevAccounts, bitcoinKeyFromWif } from './keys.js'
import { startBitcoinServer, type BitcoinServer } from './server.js'

let server: BitcoinServer
beforeAll(async () => {
  server = await startBitcoinServer()
})
afterAll(() => server.close())

const get = async (path: string) => {
  const res = await fetch(`${server.url}${path}`, { headers: { origin: 'http://127.0.0.1:5173' } })
  const type = res.headers.get('content-type') ?? ''
  return { status: res.status, cors: res.headers.get('access-control-allow-origin'), type, body: await res.text() }
}
const post = (path: string, body = '') =>
  fetch(`${server.url}${path}`, { method: 'POST', body, headers: { 'content-type': 'text/plain' } })

describe('bitcoin devnet accounts', () => {
  it('default: ten deterministic testnet accounts, payment tb1q and ordinals tb1p, WIF keys', () => {
    const accounts = bitcoinDevAccounts()
    expect(accounts).toHaveLength(10)
    expect(bitcoinDevAccounts()).toEqual(accounts)
    expect(new Set(accounts.map((a) => a.payment)).size).toBe(10)
    for (const a of accounts) {
      expect(a.payment).toMatch(/^tb1q[a-z0-9]{38}$/)
      expect(a.ordinals).toMatch(/^tb1p[a-z0-9]{58}$/)
      expect(a.privateKey).toMatch(/^c[1-9A-HJ-NP-Za-km-z]{51}$/)
      const key = bitcoinKeyFromWif(a.privateKey)
      expect([key.payment.address, key.ordinals.address]).toEqual([a.payment, a.ordinals])
    }
  })
})

describe('bitcoin devnet server (Esplora subset)', () => {
  it('default: each payment address holds 2 confirmed UTXOs of 0.5 BTC; ordinals are empty; CORS for loopback', async () => {
    const account = bitcoinDevAccount(3)
    const utxos = await get(`/address/${account.payment}/utxo`)
    expect(utxos.status).toBe(200)
    expect(utxos.cors).toBe('http://127.0.0.1:5173')
    const list = JSON.parse(utxos.body) as Array<{ value: number; status: { confirmed: boolean } }>
    expect(list.map((u) => [u.value, u.status.confirmed])).toEqual([
      [50_000_000, true],
      [50_000_000, true],
    ])
    expect(JSON.parse((await get(`/address/${account.ordinals}/utxo`)).body)).toEqual([])
    expect(JSON.parse((await get(`/address/${account.payment}`)).body)).toEqual({
      address: account.payment,
      chain_stats: {
        funded_txo_count: 2,
        funded_txo_sum: 100_000_000,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 1,
      },
      mempool_stats: { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 },
    })
    expect(JSON.parse((await get('/fee-estimates')).body)).toMatchObject({ '1': 5, '3': 3, '6': 2 })
    expect((await get('/blocks/tip/height')).body).toMatch(/^\d+$/)
  })

  it('default: broadcast, status, hex, mine', async () => {
    const key = bitcoinKeyFromWif(bitcoinDevAccount(4).privateKey)
    const to = bitcoinDevAccount(5).payment
    const [utxo] = JSON.parse((await get(`/address/${key.payment.address}/utxo`)).body) as Array<{
      txid: string
      vout: number
      value: number
    }>
    const psbt = new bitcoin.Psbt({ network: BITCOIN_NETWORK })
    psbt.addInput({
      hash: utxo!.txid,
      index: utxo!.vout,
      witnessUtxo: { script: key.payment.script, value: BigInt(utxo!.value) },
    })
    psbt.addOutput({ address: to, value: 10_000n })
    psbt.addOutput({ address: key.payment.address, value: BigInt(utxo!.value) - 10_000n - 300n })
    psbt.signAllInputs(key.keyPair).finalizeAllInputs()
    const hex = psbt.extractTransaction().toHex()
    const height = Number((await get('/blocks/tip/height')).body)

    const res = await post('/tx', hex)
    const txid = await res.text()
    expect(res.status).toBe(200)
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect((await get(`/tx/${txid}/hex`)).body).toBe(hex)
    expect(JSON.parse((await get(`/tx/${txid}/status`)).body)).toEqual({ confirmed: false })
    const pending = JSON.parse((await get(`/address/${to}/utxo`)).body) as Array<{ txid: string; value: number }>
    expect(pending.filter((u) => u.txid === txid)).toEqual([
      { txid, vout: 0, value: 10_000, status: { confirmed: false } },
    ])

    const again = await post('/tx', hex)
    expect(again.status).toBe(400)
    expect(again.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await again.text()).toBe(`sendrawtransaction RPC error: The transaction ${txid} is already known.`)

    const mined = (await (await post('/mine')).json()) as { height: number; txids: string[] }
    expect(mined).toMatchObject({ height: height + 1, txids: [txid] })
    expect(JSON.parse((await get(`/tx/${txid}/status`)).body)).toMatchObject({
      confirmed: true,
      block_height: height + 1,
    })
    expect(Number((await get('/blocks/tip/height')).body)).toBe(height + 1)
  })

  it('error: bad address, bad txid, unknown txid, garbage broadcast', async () => {
    expect(await get('/address/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4/utxo')).toMatchObject({
      status: 400,
      body: 'Invalid Bitcoin testnet address: bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    })
    expect(await get('/address/nope')).toMatchObject({ status: 400 })
    expect(await get('/tx/xyz/status')).toMatchObject({ status: 400 })
    expect(await get(`/tx/${'ab'.repeat(32)}/hex`)).toMatchObject({ status: 404, body: 'Transaction not found' })
    const res = await post('/tx', 'hello')
    expect(res.status).toBe(400)
    expect(await res.text()).toBe(
      'sendrawtransaction RPC error: The body is not a transaction: send the raw transaction as hex.',
    )
  })
})
