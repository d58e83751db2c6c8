// @vitest-environment happy-dom
import { getWallets } from '@wallet-standard/app'
import type { WalletAccount } from '@wallet-standard/base'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bip322Problem } from '../../../src/siwx/verifyBip322.js'
import { bitcoin, BITCOIN_CAIP_ID, BITCOIN_NETWORK, bitcoinDevAccounts, bitcoinKeyFromWif } from '../bitcoin/keys.js'
import { startBitcoinServer, type BitcoinServer } from '../bitcoin/server.js'
import type { DevnetInfo } from '../info.js'
import { installBitcoinTestWallet, type BitcoinTestWallet } from './index.js'

const ACCOUNTS = bitcoinDevAccounts(3)
let server: BitcoinServer
let info: DevnetInfo['bitcoin']
beforeAll(async () => {
  server = await startBitcoinServer({ accounts: ACCOUNTS })
  info = { caipNetworkId: BITCOIN_CAIP_ID, apiUrl: server.url, accounts: ACCOUNTS }
})
afterAll(() => server.close())

let installed: BitcoinTestWallet[] = []
function install(autoApprove = false): BitcoinTestWallet {
  const w = installBitcoinTestWallet({ bitcoin: info, autoApprove })
  installed.push(w)
  return w
}
afterEach(() => {
  for (const w of installed) w.uninstall()
  installed = []
  localStorage.clear()
})

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const addresses = (accounts: readonly WalletAccount[]) => accounts.map((a) => a.address)

/** Calls a wallet method and approves the prompt it opens. */
async function approved<T>(w: BitcoinTestWallet, call: () => Promise<T>): Promise<T> {
  const result = call()
  await w.waitForRequest()
  expect(w.approve()).toBe(true)
  return result
}

async function connect(w: BitcoinTestWallet) {
  return approved(w, () => w.wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] }))
}

describe('Bitcoin test wallet: Wallet Standard', () => {
  it('default: registered with the app’s registry, on bitcoin:testnet, with its connect, message and PSBT signing features; uninstall takes it out', () => {
    const w = install()
    const found = getWallets()
      .get()
      .filter((x) => x === w.wallet)
    expect(found).toHaveLength(1)
    expect(found[0]!.name).toBe('Gatehouse Bitcoin Wallet')
    expect(found[0]!.chains).toEqual(['bitcoin:testnet'])
    expect(found[0]!.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Object.keys(found[0]!.features).sort()).toEqual([
      'bitcoin:connect',
      'bitcoin:signMessage',
      'bitcoin:signTransaction',
      'standard:disconnect',
      'standard:events',
    ])
    expect(window.gatehouseBitcoinWallet).toBe(w)
    w.uninstall()
    expect(getWallets().get()).not.toContain(w.wallet)
    expect(window.gatehouseBitcoinWallet).toBeUndefined()
  })

  it('default: connect prompts, then returns payment and ordinals in the purposes’ order, with their keys', async () => {
    const w = install()
    const changes: string[][] = []
    w.wallet.features['standard:events'].on('change', ({ accounts }) => changes.push(addresses(accounts ?? [])))
    const pending = w.wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    const request = await w.waitForRequest()
    expect(request).toMatchObject({ kind: 'connect', method: 'bitcoin:connect' })
    expect(request.summary).toContain(ACCOUNTS[0]!.payment)
    expect(document.querySelector('gatehouse-test-wallet-prompt')?.shadowRoot?.textContent).toContain(
      'Gatehouse Bitcoin Wallet: Connection request',
    )
    w.approve()
    const { accounts } = await pending
    expect(addresses(accounts)).toEqual([ACCOUNTS[0]!.payment, ACCOUNTS[0]!.ordinals])
    expect(accounts.map((a) => a.publicKey.length)).toEqual([33, 32])
    expect(accounts[0]!.chains).toEqual(['bitcoin:testnet'])
    expect(addresses(w.wallet.accounts)).toEqual(addresses(accounts))
    expect(changes).toEqual([[ACCOUNTS[0]!.payment, ACCOUNTS[0]!.ordinals]])

    // Granted: asking again (any order) answers without a prompt.
    const again = await w.wallet.features['bitcoin:connect'].connect({ purposes: ['ordinals', 'payment'] })
    expect(addresses(again.accounts)).toEqual([ACCOUNTS[0]!.ordinals, ACCOUNTS[0]!.payment])
    expect(w.pending()).toEqual([])
  })

  it('default: a reload keeps the grant (accounts without a prompt); setAccount and disconnect emit change', async () => {
    const first = install()
    await connect(first)
    first.uninstall()
    const w = install()
    expect(addresses(w.wallet.accounts)).toEqual([ACCOUNTS[0]!.payment, ACCOUNTS[0]!.ordinals])
    const changes: string[][] = []
    w.wallet.features['standard:events'].on('change', ({ accounts }) => changes.push(addresses(accounts ?? [])))
    w.setAccount(2)
    await w.wallet.features['standard:disconnect'].disconnect()
    expect(changes).toEqual([[ACCOUNTS[2]!.payment, ACCOUNTS[2]!.ordinals], []])
    expect(w.wallet.accounts).toEqual([])
    expect(() => w.setAccount(3)).toThrow(RangeError)
  })

  it('error: a rejected prompt is 4001, a bad purpose -32602, an unknown account 4100', async () => {
    const w = install()
    const pending = w.wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    await w.waitForRequest()
    w.reject()
    await expect(pending).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(w.wallet.accounts).toEqual([])
    await expect(
      w.wallet.features['bitcoin:connect'].connect({ purposes: ['taproot' as 'payment'] }),
    ).rejects.toMatchObject({ code: -32602 })
    const stranger = { address: ACCOUNTS[1]!.payment } as WalletAccount
    await expect(
      w.wallet.features['bitcoin:signMessage'].signMessage({ account: stranger, message: new Uint8Array(1) }),
    ).rejects.toMatchObject({ code: 4100 })
  })
})

describe('Bitcoin test wallet: BIP-322 messages', () => {
  it('property: signatures of both accounts verify with src/siwx/verifyBip322.ts', async () => {
    const w = install(true)
    const { accounts } = await w.wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.nat({ max: 1 }), async (message, i) => {
        const account = accounts[i]!
        const bytes = new TextEncoder().encode(message)
        const [out] = await w.wallet.features['bitcoin:signMessage'].signMessage({ account, message: bytes })
        expect(out!.signedMessage).toEqual(bytes)
        expect(await bip322Problem(account.address, message, base64(out!.signature))).toBeUndefined()
        expect(await bip322Problem(account.address, `${message}!`, base64(out!.signature))).toBe(
          'the signature does not verify',
        )
      }),
      { numRuns: 15 },
    )
  })

  it('default: the prompt shows the message; rejecting it is 4001', async () => {
    const w = install()
    const [payment] = (await connect(w)).accounts
    const pending = w.wallet.features['bitcoin:signMessage'].signMessage({
      account: payment!,
      message: new TextEncoder().encode('Sign in to Gatehouse'),
    })
    const request = await w.waitForRequest()
    expect(request).toMatchObject({ kind: 'signMessage', method: 'bitcoin:signMessage' })
    expect(request.summary).toBe(`Sign the message “Sign in to Gatehouse” with ${ACCOUNTS[0]!.payment}.`)
    w.reject()
    await expect(pending).rejects.toMatchObject({ code: 4001 })
  })
})

describe('Bitcoin test wallet: PSBTs', () => {
  const getJson = async <T>(path: string): Promise<T> => (await fetch(`${server.url}${path}`)).json() as Promise<T>
  const sats = async (address: string) =>
    (await getJson<Array<{ value: number }>>(`/address/${address}/utxo`)).reduce((s, u) => s + u.value, 0)
  const post = (path: string, body = '') => fetch(`${server.url}${path}`, { method: 'POST', body })

  /** An unsigned PSBT spending the address's first UTXO: `amount` to `to`, change back, a 300-sat fee. */
  async function unsignedPsbt(from: 'payment' | 'ordinals', to: string, amount: bigint) {
    const key = bitcoinKeyFromWif(ACCOUNTS[0]!.privateKey)
    const [utxo] = await getJson<Array<{ txid: string; vout: number; value: number }>>(
      `/address/${key[from].address}/utxo`,
    )
    const psbt = new bitcoin.Psbt({ network: BITCOIN_NETWORK })
    psbt.addInput({
      hash: utxo!.txid,
      index: utxo!.vout,
      witnessUtxo: { script: key[from].script, value: BigInt(utxo!.value) },
    })
    psbt.addOutput({ address: to, value: amount })
    psbt.addOutput({ address: key[from].address, value: BigInt(utxo!.value) - amount - 300n })
    return psbt.toBuffer()
  }

  async function broadcastSigned(signedPsbt: Uint8Array) {
    const psbt = bitcoin.Psbt.fromBuffer(signedPsbt, { network: BITCOIN_NETWORK })
    psbt.finalizeAllInputs()
    const res = await post('/tx', psbt.extractTransaction().toHex())
    return { status: res.status, text: await res.text() }
  }

  it('default: a P2WPKH PSBT the wallet signs is accepted by POST /tx; the recipient gains exactly 10,000 sats after /mine', async () => {
    const w = install()
    const [payment] = (await connect(w)).accounts
    const recipient = ACCOUNTS[1]!.payment
    const before = await sats(recipient)
    const psbt = await unsignedPsbt('payment', recipient, 10_000n)
    const pending = w.wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt,
      inputsToSign: [{ account: payment!, signingIndexes: [0] }],
      chain: 'bitcoin:testnet',
    })
    const request = await w.waitForRequest()
    expect(request).toMatchObject({ kind: 'sendTransaction', method: 'bitcoin:signTransaction' })
    expect(request.summary).toContain(`10000 sats to ${recipient}`)
    expect(request.summary).toContain('a fee of 300 sats')
    w.approve()
    const [{ signedPsbt }] = (await pending) as [{ signedPsbt: Uint8Array }]
    // Signed, not finalized: the app finalizes.
    const signed = bitcoin.Psbt.fromBuffer(signedPsbt, { network: BITCOIN_NETWORK })
    expect(signed.data.inputs[0]!.partialSig).toHaveLength(1)
    expect(signed.data.inputs[0]!.finalScriptWitness).toBeUndefined()
    const sent = await broadcastSigned(signedPsbt)
    expect(sent).toMatchObject({ status: 200, text: expect.stringMatching(/^[0-9a-f]{64}$/) })
    await post('/mine')
    expect(await sats(recipient)).toBe(before + 10_000)
    expect(await getJson(`/tx/${sent.text}/status`)).toMatchObject({ confirmed: true })
  })

  it('default: the ordinals account signs a taproot key-path input the service accepts', async () => {
    const w = install(true)
    const [payment, ordinals] = (
      await w.wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    ).accounts
    const fund = await unsignedPsbt('payment', ordinals!.address, 50_000n)
    const [funded] = await w.wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt: fund,
      inputsToSign: [{ account: payment!, signingIndexes: [0] }],
    })
    expect((await broadcastSigned(funded!.signedPsbt)).status).toBe(200)
    const spend = await unsignedPsbt('ordinals', ACCOUNTS[2]!.payment, 10_000n)
    const [signed] = await w.wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt: spend,
      inputsToSign: [{ account: ordinals!, signingIndexes: [0] }],
    })
    expect(await broadcastSigned(signed!.signedPsbt)).toMatchObject({ status: 200 })
  })

  it('error: an input not paid to the account, a missing input, another chain, not a PSBT', async () => {
    const w = install(true)
    const [payment, ordinals] = (
      await w.wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    ).accounts
    const psbt = await unsignedPsbt('payment', ACCOUNTS[1]!.payment, 10_000n)
    const sign = (
      input: Parameters<BitcoinTestWallet['wallet']['features']['bitcoin:signTransaction']['signTransaction']>[0],
    ) => w.wallet.features['bitcoin:signTransaction'].signTransaction(input)
    await expect(sign({ psbt, inputsToSign: [{ account: ordinals!, signingIndexes: [0] }] })).rejects.toMatchObject({
      code: -32602,
      message: `Invalid params: input 0 is not paid to ${ACCOUNTS[0]!.ordinals}`,
    })
    await expect(sign({ psbt, inputsToSign: [{ account: payment!, signingIndexes: [1] }] })).rejects.toMatchObject({
      code: -32602,
      message: 'Invalid params: input 1 does not exist (the PSBT has 1)',
    })
    await expect(
      sign({ psbt, inputsToSign: [{ account: payment!, signingIndexes: [0] }], chain: 'bitcoin:mainnet' }),
    ).rejects.toMatchObject({ code: 4901 })
    await expect(
      sign({ psbt: new Uint8Array([1, 2, 3]), inputsToSign: [{ account: payment!, signingIndexes: [0] }] }),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(/^Invalid params: not a PSBT/) })
  })
})
