import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChain, type Chain } from '../chains.js'
import type { DevnetInfo } from '../info.js'
import { createTestWalletProvider, type TestWalletProvider } from './provider.js'

// anvil's first two well-known dev accounts (funded with 10000 ETH on every fresh anvil).
const ACCOUNTS: DevnetInfo['accounts'] = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
]
const [A0, A1] = [ACCOUNTS[0]!.address, ACCOUNTS[1]!.address]

let one: Chain
let base: Chain
let wallet: TestWalletProvider

beforeAll(async () => {
  ;[one, base] = await Promise.all([startChain({ chainId: 1 }), startChain({ chainId: 8453 })])
  wallet = createTestWalletProvider({
    chains: [
      { chainId: 1, name: 'Ethereum', rpcUrl: one.rpcUrl },
      { chainId: 8453, name: 'Base', rpcUrl: base.rpcUrl },
    ],
    accounts: ACCOUNTS,
    storage: null,
    storageKey: 'test',
    origin: 'http://127.0.0.1',
    consent: async () => true,
  })
  await wallet.request({ method: 'eth_requestAccounts' })
})

afterAll(async () => {
  await Promise.all([one?.stop(), base?.stop()])
})

describe('test wallet against anvil', () => {
  it('behavior: read calls go to the current chain’s RPC', async () => {
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/)
    expect(await wallet.request({ method: 'eth_getBalance', params: [A0, 'latest'] })).toBe(
      `0x${parseEther('10000').toString(16)}`,
    )
  })

  it('behavior: eth_sendTransaction is signed with the dev key and sent raw; the transfer lands on the current chain', async () => {
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: A0, to: A1, value: `0x${parseEther('1.5').toString(16)}` }],
    })) as `0x${string}`
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const onBase = createPublicClient({ transport: http(base.rpcUrl) })
    const receipt = await onBase.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(A0.toLowerCase())
    expect(await onBase.getBalance({ address: A1 })).toBe(parseEther('10001.5'))
    // Chain 1 did not see it.
    const onOne = createPublicClient({ transport: http(one.rpcUrl) })
    expect(await onOne.getBalance({ address: A1 })).toBe(parseEther('10000'))
    // The receipt through the wallet's pass-through.
    expect(await wallet.request({ method: 'eth_getTransactionReceipt', params: [hash] })).toMatchObject({
      status: '0x1',
    })
  })

  it('error: an RPC error keeps its code; an unreachable chain is 4901', async () => {
    await expect(wallet.request({ method: 'eth_getBalance', params: ['nope'] })).rejects.toMatchObject({ code: -32602 })
    const cut = createTestWalletProvider({
      chains: [{ chainId: 1, name: 'Gone', rpcUrl: 'http://127.0.0.1:9' }],
      accounts: ACCOUNTS,
      storage: null,
      storageKey: 'x',
      origin: 'http://127.0.0.1',
      consent: async () => true,
    })
    await expect(cut.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: 4901 })
  })
})
