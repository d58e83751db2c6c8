// The wagmi connector against Gatehouse's events: connect through the modal, send with wagmi's
// sendTransaction on the devnet chain, a reload that wagmi reconnects without a prompt, switchChain.
import {
  connect,
  createConfig,
  disconnect,
  getAccount,
  reconnect,
  sendTransaction,
  switchChain,
  waitForTransactionReceipt,
} from '@wagmi/core'
import { createPublicClient, createWalletClient, hexToBigInt, http, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { base, mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { useDevnet } from '../../test/devnet/fixture.js'
import { answerRequests } from '../../test/helpers/answerRequests.js'
import { connectEvm } from '../../test/helpers/connection.js'
import { createEvent, type Stamped } from '../events/index.js'
import { createTestGatehouse } from '../testing/helpers.js'
import { gatehouseConnector } from './index.js'

const devnet = useDevnet()
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

function wallet() {
  const chain = devnet.info.chains.find((c) => c.chainId === 1)!
  const dev = privateKeyToAccount(devnet.info.accounts[3]!.privateKey)
  const rpc = createPublicClient({ chain: mainnet, transport: http(chain.rpcUrl) })
  const signer = createWalletClient({ account: dev, chain: mainnet, transport: http(chain.rpcUrl) })
  const answer = answerRequests(async ({ method, params }) => {
    if (method === 'eth_sendTransaction') {
      const tx = (params as Array<{ to: Hex; value?: Hex; data?: Hex }>)[0]!
      return signer.sendTransaction({ to: tx.to, value: tx.value ? hexToBigInt(tx.value) : undefined, data: tx.data })
    }
    return rpc.request({ method, params } as never)
  })
  return { dev, rpc, answer, rpcUrl: chain.rpcUrl }
}

function wagmiConfig(g: ReturnType<typeof createTestGatehouse>, rpcUrl: string) {
  return createConfig({
    chains: [mainnet, base],
    connectors: [gatehouseConnector({ gatehouse: g })],
    transports: { [mainnet.id]: http(rpcUrl), [base.id]: http(rpcUrl) },
    storage: null,
  })
}

describe('gatehouseConnector', () => {
  it('default: connect opens the modal and resolves on Connected; wagmi sends 0.01 ETH through the events; a reload reconnects with no prompt', async () => {
    const { dev, rpc, answer, rpcUrl } = wallet()
    const g = createTestGatehouse({ effects: { answer } })
    await g.ready
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    const config = wagmiConfig(g, rpcUrl)
    const connecting = connect(config, { connector: config.connectors[0]! })
    await tick()
    expect(seen.map((e) => e.type)).toContain('ModalOpenRequested')
    g.emit(createEvent('ModalOpened', { view: 'Connect' }))
    connectEvm(g, dev.address)
    expect(await connecting).toEqual({ accounts: [dev.address], chainId: 1 })
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: dev.address, chainId: 1 })

    const to = devnet.info.accounts[4]!.address
    const before = await rpc.getBalance({ address: to })
    const hash = await sendTransaction(config, { to, value: parseEther('0.01') })
    await waitForTransactionReceipt(config, { hash })
    expect((await rpc.getBalance({ address: to })) - before).toBe(parseEther('0.01'))
    expect(seen.filter((e) => e.type === 'TxSucceeded').map((e) => e.data)).toContainEqual(
      expect.objectContaining({ result: hash }),
    )
    await g.dispose()

    // The reload: a new Gatehouse over the same log, a new wagmi config. Nothing asks the visitor.
    const reloaded = createTestGatehouse({ db: g.db, effects: { answer } })
    await reloaded.ready
    const after: Stamped[] = []
    reloaded.events$.subscribe((e) => after.push(e))
    const config2 = wagmiConfig(reloaded, rpcUrl)
    const connections = await reconnect(config2)
    expect(connections.map((c) => [c.accounts, c.chainId])).toEqual([[[dev.address], 1]])
    expect(getAccount(config2)).toMatchObject({ status: 'connected', address: dev.address })
    expect(after.some((e) => e.type === 'ModalOpenRequested' || e.type === 'TxQueued')).toBe(false)
    await reloaded.dispose()
  })

  it('behavior: switchChain emits NetworkSwitchRequested and resolves on NetworkSwitched; account and chain changes reach wagmi; disconnect is DisconnectRequested', async () => {
    const { dev, answer, rpcUrl } = wallet()
    const g = createTestGatehouse({ effects: { answer } })
    await g.ready
    connectEvm(g, dev.address)
    const seen: Stamped[] = []
    g.events$.subscribe((e) => seen.push(e))
    const config = wagmiConfig(g, rpcUrl)
    // Connected already (the modal's own button): wagmi's connect resolves at once, without opening the modal.
    await connect(config, { connector: config.connectors[0]! })
    expect(seen.some((e) => e.type === 'ModalOpenRequested')).toBe(false)

    const switching = switchChain(config, { chainId: base.id })
    await tick()
    expect(seen.filter((e) => e.type === 'NetworkSwitchRequested').map((e) => e.data)).toEqual([
      { chainId: 'eip155:8453' },
    ])
    g.emit(createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))
    expect((await switching).id).toBe(base.id)
    expect(getAccount(config).chainId).toBe(base.id)

    const other = devnet.info.accounts[5]!.address
    g.emit(createEvent('AccountChanged', { namespace: 'eip155', address: other }))
    expect(getAccount(config).address).toBe(other)

    await disconnect(config)
    expect(seen.filter((e) => e.type === 'DisconnectRequested').map((e) => e.data)).toEqual([{ namespace: 'eip155' }])
    expect(getAccount(config).status).toBe('disconnected')
    await g.dispose()
  })

  it('behavior: a disconnect from Gatehouse (the wallet, the modal) disconnects wagmi', async () => {
    const { dev, answer, rpcUrl } = wallet()
    const g = createTestGatehouse({ effects: { answer } })
    await g.ready
    connectEvm(g, dev.address)
    const config = wagmiConfig(g, rpcUrl)
    await connect(config, { connector: config.connectors[0]! })
    g.emit(createEvent('Disconnected', { namespace: 'eip155', reason: 'wallet' }))
    expect(getAccount(config).status).toBe('disconnected')
    await g.dispose()
  })

  it('error: the modal closed without a connection rejects connect with 4001', async () => {
    const { answer, rpcUrl } = wallet()
    const g = createTestGatehouse({ effects: { answer } })
    await g.ready
    const config = wagmiConfig(g, rpcUrl)
    const connecting = connect(config, { connector: config.connectors[0]! }).catch((e: unknown) => e)
    await tick()
    g.emit(createEvent('ModalOpened', { view: 'Connect' }))
    g.emit(createEvent('ModalClosed', {}))
    expect(await connecting).toMatchObject({ code: 4001 })
    expect(getAccount(config).status).toBe('disconnected')
    expect(await reconnect(config)).toEqual([])
    await g.dispose()
  })
})
