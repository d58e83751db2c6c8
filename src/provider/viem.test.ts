// viem over getProvider(): a wallet client with `custom(provider)` signs and sends through Gatehouse's
// events, answered by a stand-in for the pipeline that signs with a dev key and sends to the devnet chain.
import {
  createPublicClient,
  createWalletClient,
  custom,
  hexToBigInt,
  http,
  parseEther,
  UserRejectedRequestError,
  verifyMessage,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { useDevnet } from '../../test/devnet/fixture.js'
import { answerRequests } from '../../test/helpers/answerRequests.js'
import { createEvent, type Stamped } from '../events/index.js'
import { createTestGatehouse } from '../testing/helpers.js'

const devnet = useDevnet()

async function setup(options: { reject?: boolean } = {}) {
  const chain = devnet.info.chains.find((c) => c.chainId === 1)!
  const dev = privateKeyToAccount(devnet.info.accounts[1]!.privateKey)
  const rpc = createPublicClient({ chain: mainnet, transport: http(chain.rpcUrl) })
  const signer = createWalletClient({ account: dev, chain: mainnet, transport: http(chain.rpcUrl) })
  const wallet = answerRequests(async ({ method, params }) => {
    const list = params as unknown[]
    if (options.reject && !method.startsWith('eth_get') && method !== 'eth_blockNumber') return 'reject'
    switch (method) {
      case 'personal_sign':
        return dev.signMessage({ message: { raw: list[0] as Hex } })
      case 'eth_sendTransaction': {
        const tx = list[0] as { to: Hex; value?: Hex; data?: Hex }
        return signer.sendTransaction({ to: tx.to, value: tx.value ? hexToBigInt(tx.value) : undefined, data: tx.data })
      }
      default:
        return rpc.request({ method, params } as never)
    }
  })
  const g = createTestGatehouse({ effects: { wallet } })
  await g.ready
  g.emit(createEvent('ConnectRequested', { connectorId: 'injected', namespace: 'eip155' }))
  g.emit(
    createEvent('Connected', {
      connectorId: 'injected',
      namespace: 'eip155',
      chainId: 'eip155:1',
      address: dev.address,
    }),
  )
  const client = createWalletClient({ account: dev.address, chain: mainnet, transport: custom(g.getProvider()) })
  return { g, wallet, rpc, client, dev }
}

describe('viem over getProvider()', () => {
  it('default: signs a message and sends 0.01 ETH; the recipient gets exactly that on the chain', async () => {
    const { g, wallet, rpc, client, dev } = await setup()
    expect(await client.getAddresses()).toEqual([dev.address])
    expect(await client.getChainId()).toBe(1)
    const signature = await client.signMessage({ message: 'hello from the app' })
    expect(await verifyMessage({ address: dev.address, message: 'hello from the app', signature })).toBe(true)

    const to = devnet.info.accounts[2]!.address
    const before = await rpc.getBalance({ address: to })
    const hash = await client.sendTransaction({ to, value: parseEther('0.01') })
    const receipt = await rpc.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await rpc.getBalance({ address: to })) - before).toBe(parseEther('0.01'))
    // Every wallet request went through the events; the signature and the transaction are in the log.
    expect(wallet.seen.map((r) => r.method)).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction']))
    const log = (await g.exportLog()) as unknown as { events: Stamped[] }
    const succeeded = log.events
      .filter((e) => e.type === 'TxSucceeded')
      .map((e) => (e.data as { result: unknown }).result)
    expect(succeeded).toEqual(expect.arrayContaining([signature, hash]))
    await g.dispose()
  })

  it('error: a rejection reaches viem as its UserRejectedRequestError (4001)', async () => {
    const { g, client, dev } = await setup({ reject: true })
    const error = await client.sendTransaction({ to: dev.address, value: 1n }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(
      (error as Error & { walk(fn: (e: unknown) => boolean): unknown }).walk(
        (e) => e instanceof UserRejectedRequestError,
      ),
    ).toBeInstanceOf(UserRejectedRequestError)
    await g.dispose()
  })
})
