// The devnet's NFT collection: OpenZeppelin 4.9's ERC721PresetMinterPauserAutoId, deployed from the compiled
// artifact the @openzeppelin/contracts package publishes (build/contracts/, no compiling here), on each supported
// chain, with a few tokens minted to dev accounts 0–2 and one passed on by a transfer, so ownership has to be read
// from the chain (Transfer logs, then ownerOf), not from the mint list. Token metadata (name, description, image)
// and the images (small SVGs drawn here) are served by the data API's server (server/nfts.ts), which is why the
// collection is deployed once that server listens: each token's URI is on its URL.
import { createRequire } from 'node:module'
import {
  createTestClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  http,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { DEV_ACCOUNTS, TREASURY_INDEX } from './accounts.js'
import { waitForReceipt } from './receipt.js'

interface Artifact {
  contractName: string
  abi: Abi
  bytecode: Hex
}

// Read with require (not an import attribute): start.mjs bundles the devnet with packages left external.
const ERC721_PRESET = createRequire(import.meta.url)(
  '@openzeppelin/contracts/build/contracts/ERC721PresetMinterPauserAutoId.json',
) as Artifact

/** The collection's name and symbol on every chain. */
export const NFT_COLLECTION = { name: 'Gatehouse Devnet Gates', symbol: 'GATES' } as const

/** One token of the collection, in mint order (its token id is its index: the preset numbers from 0). */
export interface DevnetNft {
  name: string
  /** Background and gate colours of its image. */
  colors: readonly [string, string]
  /** Dev account it is minted to. */
  mintTo: number
  /** Dev account the first owner passes it on to, if any. */
  transferTo?: number
}

/** The tokens: dev account 0 keeps three, account 1 two (one passed on by account 0), account 2 one; 3–9 none. */
export const DEVNET_NFTS: readonly DevnetNft[] = [
  { name: 'Amber Gate', colors: ['#3b2404', '#f5a524'], mintTo: 0 },
  { name: 'Cobalt Gate', colors: ['#0b1d4d', '#4c8dff'], mintTo: 0 },
  { name: 'Jade Gate', colors: ['#06301f', '#2fc48d'], mintTo: 0 },
  { name: 'Coral Gate', colors: ['#4a1212', '#ff7a6b'], mintTo: 1 },
  { name: 'Violet Gate', colors: ['#26104a', '#a98bff'], mintTo: 2 },
  { name: 'Slate Gate', colors: ['#1c2127', '#9aa7b4'], mintTo: 0, transferTo: 1 },
]

/** The dev account that owns a token once the devnet has started. */
export const ownerIndexOf = (nft: DevnetNft): number => nft.transferTo ?? nft.mintTo

/** The names of the tokens dev account `index` owns, by token id. */
export const nftNamesOf = (index: number): string[] =>
  DEVNET_NFTS.filter((n) => ownerIndexOf(n) === index).map((n) => n.name)

/** The image of token `tokenId`: a gate in an arch, 96 × 96, or undefined for a token id the devnet never mints. */
export function nftImage(tokenId: number): string | undefined {
  const nft = DEVNET_NFTS[tokenId]
  if (!nft) return undefined
  const [bg, fg] = nft.colors
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="${bg}"/>` +
    `<path d="M22 84V46a26 26 0 0 1 52 0v38z" fill="${fg}"/>` +
    `<path d="M32 84V48a16 16 0 0 1 32 0v36z" fill="${bg}" opacity=".55"/>` +
    `<circle cx="48" cy="58" r="5" fill="${fg}"/><path d="M46 60h4l2 12h-8z" fill="${fg}"/>` +
    `</svg>\n`
  )
}

/** The ERC-721 metadata JSON of token `tokenId` (EIP-721's metadata schema), images under `baseUrl`. */
export function nftMetadata(
  tokenId: number,
  baseUrl: string,
): { name: string; description: string; image: string } | undefined {
  const nft = DEVNET_NFTS[tokenId]
  if (!nft) return undefined
  return {
    name: nft.name,
    description: `${nft.name}, token ${tokenId} of the ${NFT_COLLECTION.name} (devnet).`,
    image: `${baseUrl}/devnet/nft-images/${tokenId}.svg`,
  }
}

/** Where token metadata lives: tokenURI(id) is this plus the id (the preset's base URI). */
export const nftBaseUri = (apiUrl: string, chainId: number): string => `${apiUrl}/devnet/nfts/${chainId}/`

/**
 * Deploys the collection on each chain (`chains`: RPC URL and chain id) from the treasury, mints DEVNET_NFTS and
 * makes their transfers; chains in parallel, each transaction waited for. Returns the collection's address per chain.
 */
export async function deployNftCollections(
  chains: readonly { rpcUrl: string; chainId: number }[],
  apiUrl: string,
): Promise<Address[]> {
  return Promise.all(chains.map((chain) => deployOn(chain.rpcUrl, chain.chainId, apiUrl)))
}

async function deployOn(rpcUrl: string, chainId: number, apiUrl: string): Promise<Address> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) })
  const send = async (from: number, request: { to?: Address; data: Hex }) => {
    const hash = (await client.request({
      method: 'eth_sendTransaction',
      params: [{ from: DEV_ACCOUNTS[from]!.address, ...request }],
    } as never)) as Hex
    const receipt = await waitForReceipt(client as never, hash)
    if (receipt.status !== '0x1') throw new Error(`NFT collection on chain ${chainId}: transaction ${hash} failed.`)
  }
  const treasury = DEV_ACCOUNTS[TREASURY_INDEX]!.address
  const nonce = BigInt(
    (await client.request({ method: 'eth_getTransactionCount', params: [treasury, 'latest'] } as never)) as Hex,
  )
  const { abi } = ERC721_PRESET
  await send(TREASURY_INDEX, {
    data: encodeDeployData({
      abi,
      bytecode: ERC721_PRESET.bytecode,
      args: [NFT_COLLECTION.name, NFT_COLLECTION.symbol, nftBaseUri(apiUrl, chainId)],
    }),
  })
  const collection = getContractAddress({ from: treasury, nonce })
  for (const nft of DEVNET_NFTS) {
    await send(TREASURY_INDEX, {
      to: collection,
      data: encodeFunctionData({ abi, functionName: 'mint', args: [DEV_ACCOUNTS[nft.mintTo]!.address] }),
    })
  }
  for (const [tokenId, nft] of DEVNET_NFTS.entries()) {
    if (nft.transferTo === undefined) continue
    const [from, to] = [DEV_ACCOUNTS[nft.mintTo]!.address, DEV_ACCOUNTS[nft.transferTo]!.address]
    await send(nft.mintTo, {
      to: collection,
      data: encodeFunctionData({ abi, functionName: 'transferFrom', args: [from, to, BigInt(tokenId)] }),
    })
  }
  return collection
}
