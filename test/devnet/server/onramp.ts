// The devnet's onramp (SPEC §3, §7, §9): the data API's options, quote and checkout-URL routes, and the checkout
// the URL opens, standing in for a card provider. The checkout takes a card form (test card numbers, checked with
// the Luhn sum; no card is charged, no money moves) and pays the buyer from the treasury (dev account 9) in a real
// transaction on the devnet chain, native ETH or the devnet USDC; each payment's hash is recorded, so the history
// endpoint's `onramp` query and its operationType 'buy' find it (api.ts). Its pages carry a strict CSP of their own.
import { randomUUID } from 'node:crypto'
import {
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  getAddress,
  isAddress,
  parseUnits,
  type Address,
  type Hex,
} from 'viem'
import { DEV_ACCOUNTS, TREASURY_INDEX } from '../accounts.js'
import { priceOf } from '../prices.js'
import { waitForReceipt } from '../receipt.js'
import { HttpError, type Reply, type RequestContext, type Route } from './http.js'
import type { ServerChain } from './chain.js'
import type { ContractName } from './contract.js'

/** What the onramp routes need of the API server. */
export interface OnrampContext {
  chains: readonly ServerChain[]
  /** Base URL of the API server (the checkout is on it). */
  selfUrl: () => string
  /** Hashes of the payments the checkout made: the onramp history. */
  onrampPurchases: Set<string>
}

/** The route builder of the API server (project id check, the contract's shapes). */
export type ApiRoute = (name: ContractName, handler: (ctx: RequestContext) => Reply | Promise<Reply>) => Route

/** SPEC §9 default limits, which the devnet serves: card 10.00–7500.00, bank transfer 10.00–25000.00. */
const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
/** The devnet's provider fee: 1.5 %, inside SPEC §9's 1–2 %. */
export const DEVNET_FEE_RATE = 0.015
/** Devnet exchange rate: US dollars for one euro. */
const USD_PER_EUR = 1.08
/** At most this much is paid out per checkout, whatever was asked. */
const CAP: Record<string, number> = { ETH: 5, USDC: 10_000 }
const CHECKOUT = '/devnet/onramp'

/** The devnet's onramp options (SPEC §3 shape): ETH and the devnet USDC on the supported chains; USD and EUR. */
export function onrampOptions(chains: readonly ServerChain[]) {
  const networks = chains.filter((c) => c.supported)
  const tokenNetworks = (symbol: string) =>
    networks.flatMap((chain) => {
      const token = symbol === chain.nativeSymbol ? null : chain.index.tokenBySymbol(symbol)
      if (token === undefined) return []
      return [
        {
          name: chain.name.toLowerCase(),
          display_name: chain.name,
          chain_id: String(chain.chainId),
          contract_address: token ? token.address : '',
        },
      ]
    })
  return {
    purchaseCurrencies: [
      { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: tokenNetworks('ETH') },
      { id: 'USDC', name: 'USD Coin (devnet)', symbol: 'USDC', networks: tokenNetworks('USDC') },
    ],
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: LIMITS },
      { id: 'EUR', payment_method_limits: LIMITS },
    ],
  }
}

/** Whether a card number (spaces and dashes allowed) has 12 to 19 digits and a valid Luhn check digit. */
export function luhnValid(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** The problems of a submitted card form, one line each; none when it can be paid. `now` for the expiry. */
export function cardProblems(form: URLSearchParams, now: Date): string[] {
  const problems: string[] = []
  if ((form.get('name') ?? '').trim() === '') problems.push('Enter the name on the card.')
  if (!luhnValid(form.get('number') ?? '')) problems.push('The card number is not valid.')
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(form.get('expiry') ?? '')
  const month = expiry ? Number(expiry[1]) : 0
  if (!expiry || month < 1 || month > 12) problems.push('Enter the expiry date as MM/YY.')
  else if (
    2000 + Number(expiry[2]) < now.getUTCFullYear() ||
    (2000 + Number(expiry[2]) === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  ) {
    problems.push('The card has expired.')
  }
  if (!/^\d{3,4}$/.test((form.get('cvc') ?? '').trim())) problems.push('Enter the 3 or 4 digit security code.')
  return problems
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

// No script at all; styles from the stylesheet route only; the form posts to this origin only.
const PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
const CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#15171a}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.3rem;margin:0 0 .5rem}label{display:block;margin-top:.8rem;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.55rem;border:1px solid #767a80;border-radius:8px;font:inherit}
button{margin-top:1.2rem;width:100%;padding:.7rem;border:0;border-radius:8px;background:#1f3ac4;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.row{display:flex;gap:.8rem}.row>div{flex:1}.note{color:#4a4e55;font-size:.9rem}.error{color:#b3261e}code{overflow-wrap:anywhere}`

const page = (title: string, body: string, status = 200): Reply => ({
  kind: 'raw',
  status,
  contentType: 'text/html; charset=utf-8',
  headers: { 'content-security-policy': PAGE_CSP, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="${CHECKOUT}/checkout.css"></head><body><main>${body}</main></body></html>\n`,
})

/** The onramp's data-API routes (options, quote, checkout URL) and the checkout pages. */
export function onrampRoutes(api: OnrampContext, route: ApiRoute): Route[] {
  const treasury: Address = DEV_ACCOUNTS[TREASURY_INDEX]!.address
  /** Orders paid, by the order id the form carried: a form sent twice pays once. */
  const paid = new Map<string, Hex>()

  const order = (params: URLSearchParams) => {
    const address = params.get('address') ?? ''
    if (!isAddress(address, { strict: false })) throw new HttpError(400, 'address: Address is invalid.')
    const asset = (params.get('asset') ?? 'ETH').toUpperCase()
    if (!(asset in CAP))
      throw new HttpError(400, `asset: the devnet onramp sells ${Object.keys(CAP).join(' and ')}, not ${asset}.`)
    const networkName = (params.get('network') ?? 'ethereum').toLowerCase()
    const chain = api.chains.find(
      (c) =>
        c.supported &&
        (c.name.toLowerCase() === networkName || c.caipNetworkId === networkName || String(c.chainId) === networkName),
    )
    if (!chain) throw new HttpError(400, `network: ${networkName} is not a supported devnet network.`)
    const fiat = Number(params.get('fiat') ?? '')
    const crypto = Number(params.get('crypto') ?? '')
    const wanted =
      crypto > 0 ? crypto : fiat > 0 ? (fiat * (1 - DEVNET_FEE_RATE)) / priceOf(asset) : asset === 'ETH' ? 0.1 : 100
    const token = asset === chain.nativeSymbol ? null : (chain.index.tokenBySymbol(asset) ?? null)
    const decimals = token ? token.decimals : 18
    // What is paid, exactly, in the smallest unit: at most 6 decimals, as the quote gives them.
    const units = parseUnits(Math.min(wanted, CAP[asset]!).toFixed(Math.min(decimals, 6)), decimals)
    return {
      address: getAddress(address),
      asset,
      chain,
      token,
      units,
      amount: formatUnits(units, decimals),
      fiat: fiat > 0 ? fiat.toFixed(2) : null,
    }
  }

  const form = (params: URLSearchParams, values: URLSearchParams, problems: string[]) => {
    const o = order(params)
    const field = (name: string, label: string, attrs: string) =>
      `<label for="${name}">${label}</label><input id="${name}" name="${name}" ${attrs} value="${escape(values.get(name) ?? '')}"${problems.length > 0 ? ' aria-describedby="problems"' : ''}>`
    return page(
      'Devnet checkout',
      `<h1>Devnet checkout</h1>
<p>Buy <strong>${o.amount} ${escape(o.asset)}</strong> on <strong>${escape(o.chain.name)}</strong>${o.fiat ? ` for <strong>${o.fiat}</strong>` : ''}, paid to <code>${o.address}</code>.</p>
<p class="note">Stands in for a card provider: use a test card number such as 4242 4242 4242 4242. No card is charged; the devnet treasury pays in a real transaction on the devnet chain.</p>
${problems.length > 0 ? `<div id="problems" class="error" role="alert"><p>The payment could not be made:</p><ul>${problems.map((p) => `<li>${escape(p)}</li>`).join('')}</ul></div>` : ''}
<form method="post" action="${CHECKOUT}?${escape(params.toString())}">
<input type="hidden" name="order" value="${escape(values.get('order') ?? randomUUID())}">
${field('name', 'Name on card', 'autocomplete="cc-name" required')}
${field('number', 'Card number', 'autocomplete="cc-number" inputmode="numeric" required')}
<div class="row"><div>${field('expiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" placeholder="MM/YY" required')}</div><div>${field('cvc', 'Security code', 'autocomplete="cc-csc" inputmode="numeric" required')}</div></div>
<button type="submit">Pay and buy ${o.amount} ${escape(o.asset)}</button>
</form>`,
      problems.length > 0 ? 400 : 200,
    )
  }

  const doneUrl = (params: URLSearchParams, hash: Hex) => {
    const q = new URLSearchParams(params)
    q.set('tx', hash)
    return `${CHECKOUT}/done?${q.toString()}`
  }

  return [
    route('onrampOptions', () => ({ kind: 'json', body: onrampOptions(api.chains) })),

    route('onrampQuote', async (ctx) => {
      const body = ctx.body as { purchaseCurrency: string; paymentCurrency: string; amount: string; network: string }
      const options = onrampOptions(api.chains)
      const purchase = options.purchaseCurrencies.find(
        (c) => c.id === body.purchaseCurrency || c.symbol === body.purchaseCurrency,
      )
      if (!purchase) throw new HttpError(400, `purchaseCurrency: ${body.purchaseCurrency} is not offered.`)
      const payment = options.paymentCurrencies.find((c) => c.id === body.paymentCurrency)
      if (!payment) throw new HttpError(400, `paymentCurrency: ${body.paymentCurrency} is not offered.`)
      const network = purchase.networks.find(
        (n) => n.name === body.network || n.chain_id === body.network || `eip155:${n.chain_id}` === body.network,
      )
      if (!network) throw new HttpError(400, `network: ${purchase.symbol} is not offered on ${body.network}.`)
      if (!/^[0-9]+(\.[0-9]{1,2})?$/.test(body.amount))
        throw new HttpError(400, 'amount: expected a decimal number with at most 2 decimals.')
      const fiat = Number(body.amount)
      const card = payment.payment_method_limits.find((l) => l.id === 'card')!
      if (fiat < Number(card.min) || fiat > Number(card.max))
        throw new HttpError(400, `amount: must be from ${card.min} to ${card.max} ${payment.id}.`)
      const chain = api.chains.find((c) => c.supported && String(c.chainId) === network.chain_id)!
      const gasPrice = await chain.client.getGasPrice()
      const perUsd = payment.id === 'EUR' ? 1 / USD_PER_EUR : 1
      const coinbaseFee = Math.round(fiat * DEVNET_FEE_RATE * 100) / 100
      const networkFee = Math.round(Number(formatUnits(gasPrice * 65_000n, 18)) * priceOf('ETH') * perUsd * 100) / 100
      const subtotal = fiat - coinbaseFee - networkFee
      const crypto = subtotal / perUsd / priceOf(purchase.symbol)
      const money = (n: number) => ({ amount: n.toFixed(2), currency: payment.id })
      return {
        kind: 'json',
        body: {
          coinbaseFee: money(coinbaseFee),
          networkFee: money(networkFee),
          paymentSubtotal: money(subtotal),
          paymentTotal: money(fiat),
          purchaseAmount: { amount: crypto.toFixed(6), currency: purchase.symbol },
          quoteId: randomUUID(),
        },
      }
    }),

    route('onrampUrl', (ctx) => {
      const body = ctx.body as {
        destinationWallets: { address: string; blockchains?: string[]; assets?: string[] }[]
        defaultNetwork?: string
        presetCryptoAmount?: number
        presetFiatAmount?: number
      }
      const wallet = body.destinationWallets[0]
      if (!wallet) throw new HttpError(400, 'destinationWallets: at least one wallet is needed.')
      if (!isAddress(wallet.address, { strict: false }))
        throw new HttpError(400, 'destinationWallets.0.address: Address is invalid.')
      const url = new URL(CHECKOUT, api.selfUrl())
      url.searchParams.set('address', wallet.address)
      if (wallet.assets?.[0]) url.searchParams.set('asset', wallet.assets[0])
      const network = body.defaultNetwork ?? wallet.blockchains?.[0]
      if (network) url.searchParams.set('network', network)
      if (body.presetFiatAmount !== undefined) url.searchParams.set('fiat', String(body.presetFiatAmount))
      if (body.presetCryptoAmount !== undefined) url.searchParams.set('crypto', String(body.presetCryptoAmount))
      order(url.searchParams) // refuse now what the checkout would refuse
      return { kind: 'json', body: { url: url.toString() } }
    }),

    {
      method: 'GET',
      path: `${CHECKOUT}/checkout.css`,
      handler: () => ({ kind: 'raw', contentType: 'text/css; charset=utf-8', body: CSS }),
    },

    { method: 'GET', path: CHECKOUT, handler: (ctx) => form(ctx.query, new URLSearchParams(), []) },

    {
      method: 'POST',
      path: CHECKOUT,
      rawBody: true,
      handler: async (ctx) => {
        const values = new URLSearchParams(ctx.text)
        const orderId = values.get('order') ?? ''
        const already = paid.get(orderId)
        if (already)
          return {
            kind: 'raw',
            status: 303,
            contentType: 'text/plain',
            headers: { location: doneUrl(ctx.query, already) },
            body: '',
          }
        const problems = cardProblems(values, new Date())
        // The card number and code are not sent back.
        if (problems.length > 0)
          return form(
            ctx.query,
            new URLSearchParams({ order: orderId, name: values.get('name') ?? '', expiry: values.get('expiry') ?? '' }),
            problems,
          )
        const o = order(ctx.query)
        const request = o.token
          ? {
              from: treasury,
              to: o.token.address,
              data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [o.address, o.units] }),
            }
          : { from: treasury, to: o.address, value: `0x${o.units.toString(16)}` }
        const hash = (await o.chain.client.request({
          method: 'eth_sendTransaction',
          params: [request],
        } as never)) as Hex
        if (orderId) paid.set(orderId, hash)
        api.onrampPurchases.add(hash)
        const receipt = await waitForReceipt(o.chain.client as never, hash)
        if (receipt.status !== '0x1') throw new HttpError(500, `The treasury's payment ${hash} failed on the chain.`)
        // Post/redirect/get: reloading the done page pays nothing again.
        return {
          kind: 'raw',
          status: 303,
          contentType: 'text/plain',
          headers: { location: doneUrl(ctx.query, hash) },
          body: '',
        }
      },
    },

    {
      method: 'GET',
      path: `${CHECKOUT}/done`,
      handler: (ctx) => {
        const hash = ctx.query.get('tx') ?? ''
        if (!api.onrampPurchases.has(hash)) throw new HttpError(404, 'No such payment of the devnet onramp.')
        const o = order(ctx.query)
        return page(
          'Purchase complete',
          `<h1>Purchase complete</h1><p>Paid <strong>${o.amount} ${escape(o.asset)}</strong> to <code>${o.address}</code> on ${escape(o.chain.name)}.</p><p>Transaction <code>${hash}</code>.</p><p>You can close this tab.</p>`,
        )
      },
    },
  ]
}
