// Contract accounts against a real chain (anvil, from the devnet): an EIP-1271 account
// that exists, and an EIP-6492 one that does not yet, both verified through viem's
// public client over the transport given to verifySiwxMessage.
import {
  createWalletClient,
  encodeFunctionData,
  getContractAddress,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
  encodeDeployData,
  createPublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_PRIVATE_KEYS } from '../../test/devnet/accounts.js'
import { startChain, type Chain } from '../../test/devnet/chains.js'
import artifact from '../../test/devnet/contracts/SiwxAccount.json' with { type: 'json' }
import { createSiwxMessage } from './createSiwxMessage.js'
import { verifySiwxMessage } from './verifySiwxMessage.js'

const CHAIN_ID = 31337
const deployer = privateKeyToAccount(DEV_PRIVATE_KEYS[0] as `0x${string}`)
const owner = privateKeyToAccount(DEV_PRIVATE_KEYS[1] as `0x${string}`)
const stranger = privateKeyToAccount(DEV_PRIVATE_KEYS[2] as `0x${string}`)

let chain: Chain
let factory: `0x${string}`

beforeAll(async () => {
  chain = await startChain({ chainId: CHAIN_ID })
  const chainInfo = {
    id: CHAIN_ID,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }
  const wallet = createWalletClient({ account: deployer, chain: chainInfo, transport: http(chain.rpcUrl) })
  const client = createPublicClient({ chain: chainInfo, transport: http(chain.rpcUrl) })
  const hash = await wallet.deployContract({
    abi: artifact.SiwxAccountFactory.abi,
    bytecode: artifact.SiwxAccountFactory.bytecode as `0x${string}`,
  })
  factory = (await client.waitForTransactionReceipt({ hash })).contractAddress!
}, 30_000)

afterAll(async () => {
  await chain?.stop()
})

const salt = (n: number) => toHex(n, { size: 32 })
const accountAt = (n: number) =>
  getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: salt(n),
    bytecode: encodeDeployData({
      abi: artifact.SiwxAccount.abi,
      bytecode: artifact.SiwxAccount.bytecode as `0x${string}`,
      args: [owner.address],
    }),
  })
const deployCall = (n: number) =>
  encodeFunctionData({ abi: artifact.SiwxAccountFactory.abi, functionName: 'deploy', args: [owner.address, salt(n)] })

function message(address: `0x${string}`) {
  return createSiwxMessage({
    domain: 'app.example',
    accountAddress: address,
    uri: 'https://app.example',
    version: '1',
    chainId: `eip155:${CHAIN_ID}`,
    nonce: keccak256(address).slice(2, 18),
    issuedAt: new Date().toISOString(),
  })
}
const expected = (text: string) => ({
  domain: 'app.example',
  nonce: text.match(/Nonce: (\w+)/)![1]!,
  chainId: CHAIN_ID,
})

describe('verifySiwxMessage: contract accounts on anvil', () => {
  it('behavior: an EIP-1271 account that exists, signed by its owner, verifies through the transport (and not without it)', async () => {
    const wallet = createWalletClient({ account: deployer, transport: http(chain.rpcUrl) })
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ chain: null, to: factory, data: deployCall(1) }),
    })
    const address = accountAt(1)
    expect(await client.getCode({ address })).not.toBeUndefined()
    const text = message(address)
    const signature = await owner.signMessage({ message: text })
    expect(
      await verifySiwxMessage({ message: text, signature, expected: expected(text), transport: http(chain.rpcUrl) }),
    ).toMatchObject({ ok: true })
    expect(await verifySiwxMessage({ message: text, signature, expected: expected(text) })).toMatchObject({
      ok: false,
      failed: [{ check: 'signature' }],
    })
    const byStranger = await stranger.signMessage({ message: text })
    expect(
      await verifySiwxMessage({
        message: text,
        signature: byStranger,
        expected: expected(text),
        transport: http(chain.rpcUrl),
      }),
    ).toMatchObject({ ok: false, failed: [{ check: 'signature' }] })
  })

  it('behavior: an EIP-6492 account not deployed yet verifies with its factory call, and stays undeployed', async () => {
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const address = accountAt(2)
    const text = message(address)
    const signature = serializeErc6492Signature({
      address: factory,
      data: deployCall(2),
      signature: await owner.signMessage({ message: text }),
    })
    expect(
      await verifySiwxMessage({ message: text, signature, expected: expected(text), transport: http(chain.rpcUrl) }),
    ).toMatchObject({ ok: true })
    expect(await client.getCode({ address })).toBeUndefined()
    const wrapped = serializeErc6492Signature({
      address: factory,
      data: deployCall(2),
      signature: await stranger.signMessage({ message: text }),
    })
    expect(
      await verifySiwxMessage({
        message: text,
        signature: wrapped,
        expected: expected(text),
        transport: http(chain.rpcUrl),
      }),
    ).toMatchObject({ ok: false, failed: [{ check: 'signature' }] })
  })
})
