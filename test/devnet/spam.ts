// The devnet's spam: an NFT collection nobody asked for, deployed at start by an account
// of its own (not one of anvil's dev accounts, whose nonces the other seeds count on) and
// sent to dev accounts 0–4, as airdropped scam NFTs reach real wallets. It is OpenZeppelin
// 4.9's compiled ERC721PresetMinterPauserAutoId. The reference server's history flags its
// transfers as spam (server/history.ts), as a real indexer's spam list does, so that SPEC §5's
// rule ("transactions whose transfers are all NFT spam are hidden") has a real one to hide.
import ERC721Preset from '@openzeppelin/contracts/build/contracts/ERC721PresetMinterPauserAutoId.json' with { type: 'json' }
import {
  createTestClient,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  getContractAddress,
  http,
  keccak256,
  parseEther,
  slice,
  stringToHex,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { DEV_ACCOUNTS } from './accounts.js'
import { waitForReceipt } from './receipt.js'

/** The spammer: an address of its own (anvil impersonates it; nobody holds a key to it). */
export const SPAMMER: Address = getAddress(slice(keccak256(stringToHex('gatehouse devnet spammer')), 12))

/** The spam collection: the spammer's first deployment, so its address is known before it exists. */
export const SPAM_NFT: Address = getContractAddress({ from: SPAMMER, nonce: 0n })

/** Whether `address` is a collection the devnet's indexer knows to be spam (history flags it, the NFT list leaves it out). */
export function isSpamCollection(address: string): boolean {
  return address.toLowerCase() === SPAM_NFT.toLowerCase()
}

/** The dev accounts the spam reaches. */
export const SPAM_RECIPIENTS: readonly number[] = [0, 1, 2, 3, 4]

/** Thrown when a spam transaction fails. */
export class SpamSeedError extends Error {
  override name = 'SpamSeedError'
}

const abi = ERC721Preset.abi as Abi

/**
 * Deploys the spam collection on a freshly seeded chain and sends one token to each of
 * SPAM_RECIPIENTS: the spammer mints to itself, then transfers (real Transfer logs from
 * the spammer to the recipient). Returns the transfer transactions' hashes, by recipient index.
 */
export async function seedSpam(rpcUrl: string): Promise<Map<number, Hex>> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) })
  await client.setBalance({ address: SPAMMER, value: parseEther('1') })
  await client.impersonateAccount({ address: SPAMMER })
  const send = async (request: { to?: Address; data: Hex }) => {
    const hash = (await client.request({
      method: 'eth_sendTransaction',
      params: [{ from: SPAMMER, ...request }],
    } as never)) as Hex
    const receipt = await waitForReceipt(client as never, hash)
    if (receipt.status !== '0x1') throw new SpamSeedError(`Spam transaction ${hash} failed.`)
    return hash
  }
  await send({
    data: encodeDeployData({
      abi,
      bytecode: ERC721Preset.bytecode as Hex,
      args: ['Claim $GATE Rewards', 'CLAIM', 'https://claim-gate.example/'],
    }),
  })
  const sent = new Map<number, Hex>()
  for (const [tokenId, index] of SPAM_RECIPIENTS.entries()) {
    await send({ to: SPAM_NFT, data: encodeFunctionData({ abi, functionName: 'mint', args: [SPAMMER] }) })
    const to = DEV_ACCOUNTS[index]!.address
    sent.set(
      index,
      await send({
        to: SPAM_NFT,
        data: encodeFunctionData({ abi, functionName: 'transferFrom', args: [SPAMMER, to, BigInt(tokenId)] }),
      }),
    )
  }
  await client.stopImpersonatingAccount({ address: SPAMMER })
  return sent
}
