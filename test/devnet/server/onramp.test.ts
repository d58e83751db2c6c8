// The devnet's onramp: the Luhn check and the card form's rules, then on a running devnet the options, a quote
// inside SPEC §9's fee range, and a purchase through the checkout pages that pays exactly the quoted amount from
// the treasury on the chain and shows in the account's onramp history.
import { createPublicClient, erc20Abi, http, parseUnits, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { API_PATHS, SDK_QUERY, type ApiPathName } from '../../../src/api/schemas.js'
import { feeWithinRange, type OnrampQuote } from '../../../src/domain/onramp.js'
import { DEV_ACCOUNTS, TREASURY_INDEX } from '../accounts.js'
import { useDevnet } from '../fixture.js'
import { cardProblems, luhnValid } from './onramp.js'

const devnet = useDevnet()

async function api<T>(
  name: ApiPathName,
  body?: unknown,
  query: Record<string, string> = {},
  params: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const spec = API_PATHS[name]
  const url = new URL(
    spec.path.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? ''),
    devnet.info.api,
  )
  const sdk: Record<string, string> = { projectId: devnet.info.projectId, st: 'gatehouse', sv: '0.1.0' }
  for (const key of SDK_QUERY) url.searchParams.set(key, sdk[key]!)
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v)
  const response = await fetch(url, {
    method: spec.method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as T
  if (response.ok && spec.response)
    expect(spec.response.safeParse(json).success, `${name} reply matches its schema`).toBe(true)
  return { status: response.status, body: json }
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
})

describe('card form', () => {
  it('default: test card numbers pass the Luhn check, one digit off fails', () => {
    for (const n of ['4242 4242 4242 4242', '4000-0566-5566-5556', '5555555555554444', '378282246310005'])
      expect(luhnValid(n), n).toBe(true)
    for (const n of ['4242 4242 4242 4241', '1234', 'abcd efgh ijkl mnop', '42424242424242424242'])
      expect(luhnValid(n), n).toBe(false)
  })

  it('error: every missing or wrong field is named; an expired card is refused', () => {
    const now = new Date(Date.UTC(2026, 10, 26))
    expect(
      cardProblems(new URLSearchParams({ name: 'A', number: '4242424242424242', expiry: '12/30', cvc: '123' }), now),
    ).toEqual([])
    expect(cardProblems(new URLSearchParams({}), now)).toEqual([
      'Enter the name on the card.',
      'The card number is not valid.',
      'Enter the expiry date as MM/YY.',
      'Enter the 3 or 4 digit security code.',
    ])
    expect(
      cardProblems(new URLSearchParams({ name: 'A', number: '4242424242424242', expiry: '10/26', cvc: '123' }), now),
    ).toEqual(['The card has expired.'])
    expect(
      cardProblems(new URLSearchParams({ name: 'A', number: '4242424242424242', expiry: '11/26', cvc: '1234' }), now),
    ).toEqual([])
    expect(
      cardProblems(new URLSearchParams({ name: 'A', number: '4242424242424242', expiry: '13/30', cvc: '12' }), now),
    ).toEqual(['Enter the expiry date as MM/YY.', 'Enter the 3 or 4 digit security code.'])
  })
})

describe('devnet onramp', () => {
  it('default: the options offer ETH and the devnet USDC on the supported chains, USD and EUR with SPEC §9 limits', async () => {
    const { body } = await api<{
      purchaseCurrencies: { id: string; networks: { chain_id: string }[] }[]
      paymentCurrencies: unknown[]
    }>('onrampOptions')
    expect(body.purchaseCurrencies.map((c) => [c.id, c.networks.map((n) => n.chain_id)])).toEqual([
      ['ETH', ['1', '8453']],
      ['USDC', ['1', '8453']],
    ])
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]
    expect(body.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ])
  })

  it('behavior: a quote holds the fees inside SPEC §9 1–2 %; outside the card limits is a 400', async () => {
    const { body: quote } = await api<OnrampQuote>('onrampQuote', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'ethereum',
    })
    expect(quote.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    expect(quote.coinbaseFee).toEqual({ amount: '1.50', currency: 'USD' })
    expect(feeWithinRange(quote)).toBe(true)
    expect(quote.purchaseAmount.currency).toBe('USDC')
    expect(Number(quote.purchaseAmount.amount)).toBeCloseTo(Number(quote.paymentSubtotal.amount), 5)
    expect(
      (
        await api('onrampQuote', {
          purchaseCurrency: 'USDC',
          paymentCurrency: 'USD',
          amount: '9.99',
          network: 'ethereum',
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await api('onrampQuote', {
          purchaseCurrency: 'USDC',
          paymentCurrency: 'EUR',
          amount: '7500.01',
          network: 'base',
        })
      ).status,
    ).toBe(400)
  })

  it('behavior: the checkout takes a card, pays exactly the amount from the treasury on the chain, and the purchase is onramp history', async () => {
    const buyer = DEV_ACCOUNTS[6]!.address
    const chain = devnet.info.chains.find((c) => c.chainId === 8453)!
    const usdc = devnet.info.tokens.find((t) => t.chainId === 8453 && t.symbol === 'USDC')!
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const balance = () =>
      client.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [buyer] })
    const treasuryBefore = await client.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [DEV_ACCOUNTS[TREASURY_INDEX]!.address],
    })
    const before = await balance()

    const { body } = await api<{ url: string }>('onrampUrl', {
      destinationWallets: [{ address: buyer, blockchains: ['base'], assets: ['USDC'] }],
      defaultNetwork: 'base',
      partnerUserId: buyer,
      defaultExperience: 'buy',
      presetFiatAmount: 50,
      presetCryptoAmount: 48.123456,
    })
    expect(body.url.startsWith(`${devnet.info.api}/devnet/onramp?`)).toBe(true)

    const page = await fetch(body.url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('Buy <strong>48.123456 USDC</strong> on <strong>Base</strong> for <strong>50.00</strong>')
    const order = /name="order" value="([^"]+)"/.exec(html)![1]!

    // A wrong card number: the form again with the problem, nothing paid.
    const refused = await fetch(
      body.url,
      form({ order, name: 'Ada Buyer', number: '4242 4242 4242 4241', expiry: '12/40', cvc: '123' }),
    )
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('The card number is not valid.')
    expect(await balance()).toBe(before)

    const paid = await fetch(
      body.url,
      form({ order, name: 'Ada Buyer', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }),
    )
    expect(paid.status).toBe(303)
    const done = new URL(paid.headers.get('location')!, devnet.info.api)
    const hash = done.searchParams.get('tx') as Hex
    const donePage = await fetch(done)
    expect(await donePage.text()).toContain(`Paid <strong>48.123456 USDC</strong>`)

    const bought = parseUnits('48.123456', 6)
    expect((await balance()) - before).toBe(bought)
    const treasuryAfter = await client.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [DEV_ACCOUNTS[TREASURY_INDEX]!.address],
    })
    expect(treasuryBefore - treasuryAfter).toBe(bought)

    // The same form sent again pays nothing more: it leads to the same done page.
    const again = await fetch(
      body.url,
      form({ order, name: 'Ada Buyer', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }),
    )
    expect(again.status).toBe(303)
    expect(new URL(again.headers.get('location')!, devnet.info.api).searchParams.get('tx')).toBe(hash)
    expect((await balance()) - before).toBe(bought)

    type History = {
      data: {
        id: string
        metadata: { operationType?: string }
        transfers?: { direction?: string; quantity?: { numeric: string } }[]
      }[]
    }
    const onramp = await api<History>(
      'history',
      undefined,
      { chainId: 'eip155:8453', onramp: 'coinbase' },
      { account: buyer },
    )
    expect(onramp.body.data).toHaveLength(1)
    expect(onramp.body.data[0]).toMatchObject({
      id: hash,
      metadata: { operationType: 'buy' },
      transfers: [{ direction: 'in', quantity: { numeric: '48.123456' } }],
    })
    const other = await api<History>(
      'history',
      undefined,
      { onramp: 'coinbase' },
      { account: DEV_ACCOUNTS[0]!.address },
    )
    expect(other.body.data).toEqual([])
  })

  it('error: a checkout URL for an asset the devnet does not sell is refused when it is made; an unknown payment has no done page', async () => {
    const wallet = { address: DEV_ACCOUNTS[6]!.address, assets: ['GATE'] }
    expect(
      (
        await api('onrampUrl', {
          destinationWallets: [wallet],
          defaultNetwork: 'base',
          partnerUserId: 'p',
          defaultExperience: 'buy',
        })
      ).status,
    ).toBe(400)
    const done = await fetch(
      `${devnet.info.api}/devnet/onramp/done?address=${DEV_ACCOUNTS[6]!.address}&asset=USDC&network=base&tx=0x${'1'.repeat(64)}`,
    )
    expect(done.status).toBe(404)
  })
})
