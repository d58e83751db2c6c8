// The devnet's NFT collection and the data API's NFT path, against the chain: what an account holds is what
// ownerOf says now (a token passed on is the new owner's), with the names and images its metadata links to.
import { createWalletClient, erc721Abi, http, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { API_PATHS, type NftsResponse } from '../../src/api/schemas.js'
import { useDevnet } from './fixture.js'
import { DEVNET_NFTS, nftNamesOf, NFT_COLLECTION } from './nfts.js'
import { waitForReceipt } from './receipt.js'

const devnet = useDevnet()

async function nftsOf(address: string, chainId: string): Promise<NftsResponse> {
  const url = new URL(`/v1/account/${address}/nfts`, devnet.info.api)
  url.search = new URLSearchParams({
    projectId: devnet.info.projectId,
    st: 'gatehouse',
    sv: '0.1.0',
    chainId,
  }).toString()
  const response = await fetch(url)
  expect(response.status).toBe(200)
  const parsed = API_PATHS.nfts.response.safeParse(await response.json())
  expect(parsed.success).toBe(true)
  return parsed.data as NftsResponse
}

const account = (i: number) => devnet.info.accounts[i]!

describe('the devnet NFT collection', () => {
  it('default: each account holds what was minted to it, less what it passed on (the spam NFT it was sent left out), with names and images, on both chains', async () => {
    for (const chainId of ['eip155:1', 'eip155:8453']) {
      for (const i of [0, 1, 2, 5]) {
        const { data } = await nftsOf(account(i).address, chainId)
        expect(data.map((n) => n.name).sort(), `account ${i} on ${chainId}`).toEqual(nftNamesOf(i).sort())
        for (const nft of data) {
          expect(nft.id).toMatch(new RegExp(`^${chainId}/erc721:0x[0-9a-fA-F]{40}/\\d+$`))
          expect(nft.collection.name).toBe(NFT_COLLECTION.name)
          const image = await fetch(nft.imageUrl!)
          expect(image.headers.get('content-type')).toBe('image/svg+xml')
          expect(await image.text()).toMatch(/^<svg /)
        }
      }
    }
    expect(nftNamesOf(0)).toHaveLength(3)
    expect(nftNamesOf(5)).toEqual([])
  })

  it('default: the unsupported chain has none (SPEC §7: empty results), and a bad address or chain id is a 400', async () => {
    expect((await nftsOf(account(0).address, 'eip155:31337')).data).toEqual([])
    const bad = await fetch(
      `${devnet.info.api}/v1/account/0x12/nfts?projectId=${devnet.info.projectId}&chainId=eip155:1`,
    )
    expect(bad.status).toBe(400)
    const noChain = await fetch(
      `${devnet.info.api}/v1/account/${account(0).address}/nfts?projectId=${devnet.info.projectId}&chainId=mainnet`,
    )
    expect(noChain.status).toBe(400)
  })

  it('behavior: a token sent on the chain moves from one list to the other', async () => {
    const { data } = await nftsOf(account(2).address, 'eip155:8453')
    const [, contract, tokenId] = /^eip155:8453\/erc721:(0x[0-9a-fA-F]{40})\/(\d+)$/.exec(data[0]!.id)!
    const chain = devnet.info.chains.find((c) => c.chainId === 8453)!
    const client = createWalletClient({
      account: privateKeyToAccount(account(2).privateKey),
      chain: {
        id: 8453,
        name: chain.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      },
      transport: http(chain.rpcUrl, { retryCount: 0 }),
    })
    const hash = await client.writeContract({
      address: contract as Address,
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [account(2).address, account(6).address, BigInt(tokenId!)],
    })
    await waitForReceipt(client as never, hash as Hex)
    expect((await nftsOf(account(2).address, 'eip155:8453')).data).toEqual([])
    expect((await nftsOf(account(6).address, 'eip155:8453')).data.map((n) => n.name)).toEqual([
      DEVNET_NFTS[Number(tokenId)]!.name,
    ])
    // The other chain's collection is another contract: nothing moved there.
    expect((await nftsOf(account(2).address, 'eip155:1')).data.map((n) => n.name)).toEqual(nftNamesOf(2))
  })
})
