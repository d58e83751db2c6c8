// The registry's signature check against a real anvil with the devnet's smart-account factory: an EOA's signature
// recovers offline, a smart account's (not deployed yet, so ERC-6492) verifies through the chain, and a signature by
// someone who does not own the account is refused.
import { createPublicClient, hashMessage, http, parseErc6492Signature, serializeErc6492Signature } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../accounts.js'
import { deployAccountAbstraction } from '../accountAbstraction.js'
import { devnetViemChain, startChain, type Chain } from '../chains.js'
import { toDevnetSimpleAccount } from '../simpleAccount.js'
import { devnetClient } from './chain.js'
import { verifyAccountSignature } from './registry.js'

const CHAIN_ID = 8453
const MESSAGE = '{"name":"smart.reown.id","attributes":{},"timestamp":1}'
const owner = privateKeyToAccount(DEV_ACCOUNTS[3]!.privateKey)
const stranger = privateKeyToAccount(DEV_ACCOUNTS[4]!.privateKey)
let chain: Chain

beforeAll(async () => {
  chain = await startChain({ chainId: CHAIN_ID })
  await deployAccountAbstraction(chain.rpcUrl, CHAIN_ID)
}, 30_000)

afterAll(async () => {
  await chain?.stop()
})

const smartAccount = () =>
  toDevnetSimpleAccount({
    client: createPublicClient({ chain: devnetViemChain(CHAIN_ID, chain.rpcUrl), transport: http(chain.rpcUrl) }),
    owner,
  })

describe('verifyAccountSignature', () => {
  it('default: an EOA’s personal_sign is recovered without a chain', async () => {
    const signature = await owner.signMessage({ message: MESSAGE })
    expect(await verifyAccountSignature([], { address: owner.address, message: MESSAGE, signature })).toBe(true)
  })

  it('behavior: a smart account’s signature before deployment (ERC-6492) verifies through the chain', async () => {
    const account = await smartAccount()
    const signature = await account.signMessage({ message: MESSAGE })
    const signed = { address: account.address, message: MESSAGE, signature }
    expect(await verifyAccountSignature([devnetClient(chain.rpcUrl)], signed)).toBe(true)
    // Without a chain there is no contract to ask: the offline recovery alone refuses it.
    expect(await verifyAccountSignature([], signed)).toBe(false)
  })

  it('error: a signature by someone who does not own the smart account, or of another message, is refused', async () => {
    const account = await smartAccount()
    const wrapped = parseErc6492Signature(await account.signMessage({ message: MESSAGE }))
    const forged = serializeErc6492Signature({
      address: wrapped.address!,
      data: wrapped.data!,
      signature: await stranger.sign({ hash: hashMessage(MESSAGE) }),
    })
    const client = devnetClient(chain.rpcUrl)
    expect(
      await verifyAccountSignature([client], { address: account.address, message: MESSAGE, signature: forged }),
    ).toBe(false)
    const signature = serializeErc6492Signature({
      address: wrapped.address!,
      data: wrapped.data!,
      signature: wrapped.signature,
    })
    expect(await verifyAccountSignature([client], { address: account.address, message: 'other', signature })).toBe(
      false,
    )
    // The stranger's own EOA signature is theirs, not the account's.
    const theirs = await stranger.signMessage({ message: MESSAGE })
    expect(
      await verifyAccountSignature([client], { address: account.address, message: MESSAGE, signature: theirs }),
    ).toBe(false)
  })

  it('error: an unreachable chain or a malformed signature is a refusal, not a throw', async () => {
    const account = await smartAccount()
    const signature = await account.signMessage({ message: MESSAGE })
    const down = devnetClient('http://127.0.0.1:9/')
    expect(await verifyAccountSignature([down], { address: account.address, message: MESSAGE, signature })).toBe(false)
    expect(
      await verifyAccountSignature([devnetClient(chain.rpcUrl)], {
        address: account.address,
        message: MESSAGE,
        signature: '0x1234',
      }),
    ).toBe(false)
  })
})
