// The data API's NFT path (GET /v1/account/{address}/nfts?chainId, src/api/schemas.ts says why that path) and
// what the devnet's collection links to: its token metadata and images (test/devnet/nfts.ts). Ownership is read
// from the chain as an indexer would: the ERC-721 Transfer logs that ever sent a token to the address (the chain
// index), each confirmed by ownerOf now; names and images come from each token's tokenURI.
import { erc721Abi, getAddress, isAddress, type Address } from 'viem'
import { CONTRACT, NFTS_PER_REPLY, type Nft } from './contract.js'
import { nftImage, nftMetadata } from '../nfts.js'
import { isSpamCollection } from '../spam.js'
import type { ApiContext } from './api.js'
import { checkProjectId } from './api.js'
import type { ServerChain } from './chain.js'
import { HttpError, type Reply, type Route } from './http.js'

const json = (body: unknown): Reply => ({ kind: 'json', body })

function addressParam(value: string | undefined): Address {
  if (!value || !isAddress(value, { strict: false }))
    throw new HttpError(400, 'address: Address is invalid (expected 0x and 40 hex digits).')
  return getAddress(value)
}

function chainIdParam(value: string | null): number {
  const m = value ? /^(?:eip155:)?([1-9][0-9]{0,15})$/.exec(value) : null
  if (!m) throw new HttpError(400, 'chainId: expected an eip155 CAIP-2 id such as eip155:1.')
  return Number(m[1])
}

/** The `name` and http(s) `image` of a token's metadata JSON, from its tokenURI; nulls where it has none. */
async function readMetadata(uri: string): Promise<{ name: string | null; image: string | null }> {
  if (!/^https?:\/\//.test(uri)) return { name: null, image: null }
  const response = await fetch(uri, { signal: AbortSignal.timeout(5_000) })
  if (!response.ok) return { name: null, image: null }
  const body = (await response.json()) as { name?: unknown; image?: unknown }
  const name = typeof body.name === 'string' && body.name.trim() !== '' ? body.name : null
  const image = typeof body.image === 'string' && /^https?:\/\//.test(body.image) ? body.image : null
  return { name, image }
}

/** The NFT routes of the data API's server. */
export function nftRoutes(api: ApiContext): Route[] {
  // Token metadata does not change on the devnet: read once per token.
  const metadata = new Map<string, Promise<{ name: string | null; image: string | null }>>()
  const metadataOf = (chain: ServerChain, contract: Address, tokenId: bigint) => {
    const key = `${chain.chainId}/${contract}/${tokenId}`
    let found = metadata.get(key)
    if (!found) {
      found = chain.client
        .readContract({ address: contract, abi: erc721Abi, functionName: 'tokenURI', args: [tokenId] })
        .then(readMetadata)
        .catch(() => ({ name: null, image: null }))
      metadata.set(key, found)
      found.then((m) => m.name === null && metadata.delete(key)) // a failed read is tried again next time
    }
    return found
  }

  const nftsOf = async (chain: ServerChain, owner: Address): Promise<Nft[]> => {
    await chain.index.sync()
    // Every token ever sent to the owner, newest first, once each.
    const received = new Map<string, { contract: Address; collection: string; tokenId: bigint }>()
    for (const tx of chain.index.transactionsOf(owner)) {
      for (const t of tx.transfers) {
        // Known spam is left out, as indexers leave it out of a wallet's NFTs.
        if (!t.nft || !t.token || t.to !== owner || isSpamCollection(t.token.address)) continue
        const key = `${t.token.address}/${t.nft.tokenId}`
        if (!received.has(key))
          received.set(key, { contract: t.token.address, collection: t.token.name, tokenId: t.nft.tokenId })
      }
    }
    const held = await Promise.all(
      [...received.values()].map(async (r) => {
        const current = await chain.client
          .readContract({ address: r.contract, abi: erc721Abi, functionName: 'ownerOf', args: [r.tokenId] })
          .catch(() => null)
        return current !== null && getAddress(current) === owner ? r : null
      }),
    )
    const nfts = await Promise.all(
      held
        .flatMap((r) => (r ? [r] : []))
        .slice(0, NFTS_PER_REPLY)
        .map(async (r): Promise<Nft> => {
          const meta = await metadataOf(chain, r.contract, r.tokenId)
          return {
            id: `${chain.caipNetworkId}/erc721:${r.contract}/${r.tokenId}`,
            name: meta.name ?? `${r.collection} #${r.tokenId}`,
            collection: { name: r.collection, address: `${chain.caipNetworkId}:${r.contract}` },
            imageUrl: meta.image,
          }
        }),
    )
    return nfts
  }

  const spec = CONTRACT.nfts
  return [
    {
      method: 'GET',
      path: spec.path,
      response: spec.response,
      required: ['chainId'],
      handler: async (ctx) => {
        checkProjectId(ctx, api.projectId)
        const owner = addressParam(ctx.params.address)
        const chainId = chainIdParam(ctx.query.get('chainId'))
        // SPEC §7: empty results on a network the API does not serve.
        const chain = api.chains.find((c) => c.chainId === chainId && c.supported)
        return json({ data: chain ? await nftsOf(chain, owner) : [] })
      },
    },
    {
      method: 'GET',
      path: '/devnet/nfts/{chainId}/{tokenId}',
      handler: (ctx) => {
        const body = /^[0-9]{1,6}$/.test(ctx.params.tokenId ?? '')
          ? nftMetadata(Number(ctx.params.tokenId), api.selfUrl())
          : undefined
        if (!body) throw new HttpError(404, 'No such token in the devnet collection.')
        return json(body)
      },
    },
    {
      method: 'GET',
      path: '/devnet/nft-images/{file}',
      handler: (ctx) => {
        const m = /^([0-9]{1,6})\.svg$/.exec(ctx.params.file ?? '')
        const svg = m ? nftImage(Number(m[1])) : undefined
        if (!svg) throw new HttpError(404, 'No such image in the devnet collection.')
        return {
          kind: 'raw',
          contentType: 'image/svg+xml',
          body: svg,
          headers: { 'cache-control': 'public, max-age=3600' },
        }
      },
    },
  ]
}
