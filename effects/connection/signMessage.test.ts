import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { settle } from '../../test/helpers/fakeWallets.js'
import { fakeAdapter, withEffects } from '../../test/helpers/fakeAdapter.js'
import { WalletRequestError } from '../connectors/walletError.js'
import { signMessage, utf8Hex } from './signMessage.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOL = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
const SIGNATURE = `0x${'ab'.repeat(65)}`
const ask = (requestId: string, namespace: 'eip155' | 'solana' = 'eip155') =>
  createEvent('SignMessageRequested', {
    requestId,
    namespace,
    address: namespace === 'eip155' ? A : SOL,
    chainId: namespace === 'eip155' ? 'eip155:1' : SOLANA,
    message: 'Héllo ✓',
  })

async function signer(request: (method: string, params: unknown) => unknown) {
  const adapter = fakeAdapter({ request })
  const w = await withEffects({ signMessage: signMessage([adapter]) })
  w.g.emit(createEvent('Connected', { connectorId: 'fake', namespace: 'eip155', chainId: 'eip155:1', address: A }))
  w.g.emit(createEvent('Connected', { connectorId: 'fake', namespace: 'solana', chainId: SOLANA, address: SOL }))
  return { ...w, adapter }
}

describe('signMessage', () => {
  it('default: personal_sign with the message as UTF-8 hex and the address → MessageSigned', async () => {
    const { g, seen, adapter } = await signer(() => SIGNATURE)
    const id = g.emit(ask('r1'))
    await settle()
    expect(adapter.calls).toEqual([
      {
        method: 'request',
        args: {
          connectorId: 'fake',
          namespace: 'eip155',
          chainId: 'eip155:1',
          address: A,
          method: 'personal_sign',
          params: [utf8Hex('Héllo ✓'), A],
        },
      },
    ])
    expect(seen.at(-1)).toMatchObject({
      type: 'MessageSigned',
      data: { requestId: 'r1', signature: SIGNATURE },
      causationId: id,
      source: 'effect:signMessage',
    })
    await g.dispose()
  })

  it('behavior: solana_signMessage with the message as base58 → MessageSigned with the base58 signature', async () => {
    const signature = base58.encode(new Uint8Array(64).fill(7))
    const { g, seen, adapter } = await signer((method) => (method === 'solana_signMessage' ? { signature } : null))
    g.emit(ask('s1', 'solana'))
    await settle()
    expect(adapter.calls[0]?.args).toMatchObject({
      method: 'solana_signMessage',
      params: { message: base58.encode(new TextEncoder().encode('Héllo ✓')), pubkey: SOL },
    })
    expect(seen.at(-1)).toMatchObject({ type: 'MessageSigned', data: { requestId: 's1', signature } })
    await g.dispose()
  })

  it('error: a rejection is SignMessageFailed 4001; an answer that is no signature is InvalidResponseError', async () => {
    const { g, seen } = await signer((_method, params) => {
      if ((params as string[])[0] === utf8Hex('Héllo ✓'))
        throw new WalletRequestError({ name: 'UserRejectedRequestError', shortMessage: 'no', code: 4001 })
      return null
    })
    g.emit(ask('r2'))
    await settle()
    expect(seen.at(-1)).toMatchObject({
      type: 'SignMessageFailed',
      data: { requestId: 'r2', error: { name: 'UserRejectedRequestError', code: 4001 } },
    })
    await g.dispose()
    const garbage = await signer(() => '0x1234')
    garbage.g.emit(ask('r3'))
    await settle()
    expect(garbage.seen.at(-1)).toMatchObject({
      type: 'SignMessageFailed',
      data: { requestId: 'r3', error: { name: 'InvalidResponseError' } },
    })
    await garbage.g.dispose()
  })

  it('behavior: a namespace not connected is not this effect’s', async () => {
    const adapter = fakeAdapter({ request: () => SIGNATURE })
    const { g, types } = await withEffects({ signMessage: signMessage([adapter]) })
    g.emit(ask('r4'))
    await settle()
    expect(types()).toEqual(['SignMessageRequested'])
    expect(adapter.calls).toEqual([])
    await g.dispose()
  })

  it('behavior: bip122 asks signMessage with the text and the address → MessageSigned with the base64 BIP-322 signature; anything else is InvalidResponseError', async () => {
    const BTC = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
    const BITCOIN = 'bip122:000000000933ea01ad0ee984209779ba' as const
    let answer: unknown = { signature: 'AkcwRAIgZRfI=' }
    const adapter = fakeAdapter({ request: () => answer, namespaces: ['bip122'] })
    const { g, seen } = await withEffects({ signMessage: signMessage([adapter]) })
    g.emit(createEvent('Connected', { connectorId: 'fake', namespace: 'bip122', chainId: BITCOIN, address: BTC }))
    const ask = (requestId: string) =>
      createEvent('SignMessageRequested', {
        requestId,
        namespace: 'bip122',
        address: BTC,
        chainId: BITCOIN,
        message: 'Hi',
      })
    g.emit(ask('b1'))
    await settle()
    expect(adapter.calls.at(-1)).toMatchObject({
      args: { method: 'signMessage', params: { message: 'Hi', address: BTC } },
    })
    expect(seen.find((e) => e.type === 'MessageSigned')?.data).toEqual({ requestId: 'b1', signature: 'AkcwRAIgZRfI=' })
    answer = { signature: 'not base64 !' }
    g.emit(ask('b2'))
    await settle()
    expect(seen.find((e) => e.type === 'SignMessageFailed')?.data).toMatchObject({
      requestId: 'b2',
      error: { name: 'InvalidResponseError' },
    })
  })
})
