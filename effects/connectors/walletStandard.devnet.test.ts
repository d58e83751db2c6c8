// @vitest-environment happy-dom
// The walletStandard adapter against the devnet's own test wallets (test/devnet/solanaWallet and
// test/devnet/bitcoinWallet, written beside this adapter): real ed25519 signatures, BIP-322 signatures that
// src/siwx/verifyBip322.ts accepts, PSBTs that finalize.
import * as ecc from '@bitcoinerlab/secp256k1'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Keypair } from '@solana/web3.js'
import * as bitcoin from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { describe, expect, it } from 'vitest'
import { createDeps, type Deps } from '../../src/deps.js'
import { createEvent, type Stamped } from '../../src/events/index.js'
import { bip322Problem } from '../../src/siwx/verifyBip322.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { until } from '../../test/helpers/fakeStandardWallet.js'
import { installBitcoinTestWallet } from '../../test/devnet/bitcoinWallet/index.js'
import { installSolanaTestWallet } from '../../test/devnet/solanaWallet/index.js'
import * as connection from '../connection/index.js'
import { discoverStandardWallets } from '../walletStandard/index.js'
import { walletStandardAdapter } from './walletStandard.js'

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const BTC_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'
const effects = { discoverStandardWallets, ...connection }

async function start(db?: ReturnType<typeof createTestGatehouse>['db']) {
  const g = createTestGatehouse({ effects, ...(db ? { db } : {}) })
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  await g.ready
  return { g, seen, types: () => seen.map((e) => e.type) }
}

describe('walletStandard adapter and the Solana test wallet', () => {
  it('behavior: reject (4001), connect, a signature that verifies (ed25519), restore without a prompt, disconnect', async () => {
    const keypair = Keypair.generate()
    const address = keypair.publicKey.toBase58()
    const handle = installSolanaTestWallet({
      solana: {
        caipNetworkId: DEVNET,
        // Never reached: signing a message needs no chain.
        rpcUrl: 'http://127.0.0.1:9',
        wsUrl: 'ws://127.0.0.1:9',
        accounts: [{ address, secretKey: base58.encode(keypair.secretKey) }],
      },
    })
    const id = 'walletStandard:solana:Gatehouse Solana Wallet'
    const s = await start()
    await until(() => s.g.getState().wallets.connectors.byId[id] !== undefined)
    s.g.emit(createEvent('ConnectRequested', { connectorId: id, namespace: 'solana' }))
    await handle.waitForRequest()
    handle.reject()
    await until(() => s.types().includes('ConnectFailed'))
    expect(s.seen.find((e) => e.type === 'ConnectFailed')).toMatchObject({
      data: { error: { name: 'UserRejectedRequestError', code: 4001, shortMessage: 'User rejected the request.' } },
    })
    s.g.emit(createEvent('ConnectRequested', { connectorId: id, namespace: 'solana' }))
    await handle.waitForRequest()
    handle.approve()
    await until(() => s.types().includes('Connected'))
    expect(s.g.getState().connection.byNamespace.solana).toMatchObject({
      status: 'connected',
      address,
      chainId: DEVNET,
    })
    s.g.emit(
      createEvent('SignMessageRequested', {
        requestId: 'r',
        namespace: 'solana',
        address,
        chainId: DEVNET,
        message: 'Hello',
      }),
    )
    await handle.waitForRequest()
    handle.approve()
    await until(() => s.types().includes('MessageSigned'))
    const { signature } = s.seen.find((e) => e.type === 'MessageSigned')!.data as { signature: string }
    expect(
      ed25519.verify(base58.decode(signature), new TextEncoder().encode('Hello'), keypair.publicKey.toBytes()),
    ).toBe(true)
    await s.g.dispose()
    const again = await start(s.g.db)
    await until(() => again.types().includes('Connected') || again.types().includes('Disconnected'))
    expect(again.types()).toContain('Connected')
    again.g.emit(createEvent('DisconnectRequested', { namespace: 'solana' }))
    await until(() => again.types().includes('Disconnected'))
    await again.g.dispose()
  })
})

describe('walletStandard adapter and the Bitcoin test wallet', () => {
  it('behavior: connect (payment), BIP-322 signatures verifyBip322 accepts, a P2WPKH and taproot PSBT that finalizes, the wallet’s disconnect', async () => {
    bitcoin.initEccLib(ecc)
    const network = bitcoin.networks.testnet
    const keys = [1, 2].map((n) => ECPairFactory(ecc).fromPrivateKey(new Uint8Array(32).fill(n), { network }))
    const accounts = keys.map((k) => ({
      payment: bitcoin.payments.p2wpkh({ pubkey: k.publicKey, network }).address!,
      ordinals: bitcoin.payments.p2tr({ internalPubkey: k.publicKey.slice(1, 33), network }).address!,
      privateKey: k.toWIF(),
    }))
    const [me, them] = accounts as [(typeof accounts)[0], (typeof accounts)[0]]
    const handle = installBitcoinTestWallet({
      bitcoin: { caipNetworkId: BTC_TESTNET, apiUrl: 'http://127.0.0.1:9', accounts },
      autoApprove: true,
    })
    const id = 'walletStandard:bip122:Gatehouse Bitcoin Wallet'
    const s = await start()
    await until(() => s.g.getState().wallets.connectors.byId[id] !== undefined)
    s.g.emit(createEvent('ConnectRequested', { connectorId: id, namespace: 'bip122' }))
    await until(() => s.types().includes('Connected') || s.types().includes('ConnectFailed'))
    expect(s.g.getState().connection.byNamespace.bip122).toMatchObject({ status: 'connected', address: me.payment })
    const ctx = { state: s.g.getState(), deps: createDeps() as Deps, causationId: 'test' }
    const request = (method: string, params: unknown) =>
      new Promise<Record<string, string>>((resolve, reject) =>
        walletStandardAdapter
          .request(
            { connectorId: id, namespace: 'bip122', chainId: BTC_TESTNET, address: me.payment, method, params },
            ctx,
          )
          .subscribe({ next: (v) => resolve(v as Record<string, string>), error: reject }),
      )
    for (const address of [me.payment, me.ordinals]) {
      const { signature } = await request('signMessage', { message: 'Hello BTC', address })
      expect(await bip322Problem(address, 'Hello BTC', signature!)).toBeUndefined()
    }
    // Made-up UTXOs of the payment and the ordinals address: the wallet signs, the app finalizes.
    const key = keys[0]!
    const psbt = new bitcoin.Psbt({ network })
    psbt.addInput({
      hash: 'aa'.repeat(32),
      index: 0,
      witnessUtxo: { script: bitcoin.address.toOutputScript(me.payment, network), value: 50_000n },
    })
    psbt.addInput({
      hash: 'bb'.repeat(32),
      index: 1,
      witnessUtxo: { script: bitcoin.address.toOutputScript(me.ordinals, network), value: 50_000n },
      tapInternalKey: key.publicKey.slice(1, 33),
    })
    psbt.addOutput({ address: them.payment, value: 90_000n })
    const { psbt: signed } = await request('signPsbt', {
      psbt: psbt.toBase64(),
      signInputs: { [me.payment]: [0], [me.ordinals]: [1] },
    })
    const back = bitcoin.Psbt.fromBase64(signed!, { network })
    back.finalizeAllInputs()
    expect(back.extractTransaction().ins).toHaveLength(2)
    handle.disconnect?.()
    await until(() => s.types().includes('Disconnected'))
    expect(s.seen.find((e) => e.type === 'Disconnected')).toMatchObject({
      data: { namespace: 'bip122', reason: 'wallet' },
    })
    await s.g.dispose()
  })
})
