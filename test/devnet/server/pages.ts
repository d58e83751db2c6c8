// Devnet-only pages of the API server, outside SPEC §7: the onramp checkout that
// /v1/generators/onrampurl points at (a form that, when submitted, pays the bought
// amount from the treasury on the chain, standing in for a card provider), and the
// avatars of the registry's seeded names.
import { encodeFunctionData, erc20Abi, getAddress, isAddress, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { priceOf } from '../prices.js'
import { waitForReceipt } from '../receipt.js'
import { HttpError, type Reply, type Route } from './http.js'
import type { ServerChain } from './chain.js'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const html = (body: string): Reply => ({
  kind: 'raw',
  contentType: 'text/html; charset=utf-8',
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Devnet onramp</title><style>body{font:15px system-ui,sans-serif;margin:2rem;max-width:40rem}</style></head><body>${body}</body></html>\n`,
})

// At most this much is paid out per checkout, whatever was asked.
const CAP: Record<string, number> = { ETH: 5, USDC: 10_000 }

/** The onramp checkout (recording each payment's hash in `purchases`) and the avatar routes. */
export function pageRoutes(chains: readonly ServerChain[], treasury: Address, purchases: Set<string>): Route[] {
  const order = (params: URLSearchParams) => {
    const address = params.get('address') ?? ''
    if (!isAddress(address, { strict: false })) throw new HttpError(400, 'address: Address is invalid.')
    const asset = (params.get('asset') ?? 'ETH').toUpperCase()
    if (!(asset in CAP)) throw new HttpError(400, `asset: the devnet onramp sells ${Object.keys(CAP).join(' and ')}, not ${asset}.`)
    const networkName = (params.get('network') ?? 'ethereum').toLowerCase()
    const chain = chains.find((c) => c.supported && (c.name.toLowerCase() === networkName || c.caipNetworkId === networkName || String(c.chainId) === networkName))
    if (!chain) throw new HttpError(400, `network: ${networkName} is not a supported devnet network.`)
    const fiat = Number(params.get('fiat') ?? '')
    const crypto = Number(params.get('crypto') ?? '')
    const wanted = crypto > 0 ? crypto : fiat > 0 ? fiat / priceOf(asset) : asset === 'ETH' ? 0.1 : 100
    const amount = Math.min(wanted, CAP[asset]!)
    return { address: getAddress(address), asset, chain, amount }
  }

  return [
    {
      method: 'GET',
      path: '/devnet/onramp',
      handler: (ctx) => {
        const o = order(ctx.query)
        return html(
          `<h1>Devnet onramp</h1><p>Stands in for a card provider: no card, no money. Submitting pays <strong>${o.amount} ${escape(o.asset)}</strong> on <strong>${escape(o.chain.name)}</strong> to <code>${o.address}</code> from the devnet treasury, in a real transaction.</p>
<form method="post" action="/devnet/onramp?${escape(ctx.query.toString())}"><button type="submit">Buy ${o.amount} ${escape(o.asset)}</button></form>`,
        )
      },
    },
    {
      method: 'POST',
      path: '/devnet/onramp',
      rawBody: true,
      handler: async (ctx) => {
        const o = order(ctx.query)
        const token = o.chain.index.tokenBySymbol(o.asset)
        const request = token
          ? { from: treasury, to: token.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [o.address, parseUnits(o.amount.toFixed(token.decimals > 6 ? 6 : token.decimals), token.decimals)] }) }
          : { from: treasury, to: o.address, value: `0x${parseEther(o.amount.toFixed(6)).toString(16)}` }
        const hash = (await o.chain.client.request({ method: 'eth_sendTransaction', params: [request] } as never)) as Hex
        purchases.add(hash)
        await waitForReceipt(o.chain.client as never, hash)
        return html(`<h1>Devnet onramp</h1><p>Paid ${o.amount} ${escape(o.asset)} to <code>${o.address}</code> on ${escape(o.chain.name)}.</p><p>Transaction <code>${hash}</code>. You can close this page.</p>`)
      },
    },
    {
      method: 'GET',
      path: '/devnet/avatar/{name}',
      handler: (ctx) => {
        const name = (ctx.params.name ?? '').replace(/\.svg$/, '')
        const initials = escape(name.slice(0, 2).toUpperCase())
        let hue = 0
        for (const ch of name) hue = (hue * 31 + ch.charCodeAt(0)) % 360
        return {
          kind: 'raw',
          contentType: 'image/svg+xml',
          body: `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="hsl(${hue} 60% 45%)"/><text x="48" y="60" font-family="system-ui,sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>\n`,
        }
      },
    },
  ]
}
