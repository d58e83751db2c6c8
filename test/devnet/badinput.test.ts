// Bad input to the devnet's servers: every mistake gets a 4xx with a JSON body that
// says what was wrong, and nothing makes a server fail (no 5xx, no dropped socket).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { API_PATHS } from '../../src/api/schemas.js'
import { useDevnet } from './fixture.js'

const devnet = useDevnet()

const sdk = () => `projectId=${devnet.info.projectId}&st=gatehouse&sv=0.1.0`
const a0 = () => devnet.info.accounts[0]!.address

async function expectJsonError(response: Response, status: number, message?: RegExp) {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body = JSON.parse(text) as { status: number; error: string; message: string }
  expect(body.status).toBe(status)
  expect(body.message.length).toBeGreaterThan(0)
  if (message) expect(body.message).toMatch(message)
  return body
}

describe('devnet servers: bad input', () => {
  it('error: an unknown path is a 404 JSON error on every server', async () => {
    for (const base of [devnet.info.api, devnet.info.wallets, devnet.info.analytics]) {
      await expectJsonError(await fetch(`${base}/v2/nothing-here?${sdk()}`), 404, /No \w+ route for \/v2\/nothing-here/)
    }
  })

  it('error: a wrong method is a 405 JSON error with an Allow header', async () => {
    const get = await fetch(`${devnet.info.api}/v1/fungible/price?${sdk()}`)
    await expectJsonError(get, 405, /GET is not allowed on \/v1\/fungible\/price; use POST/)
    expect(get.headers.get('allow')).toBe('POST, OPTIONS')
    await expectJsonError(
      await fetch(`${devnet.info.api}/v1/supported-chains?${sdk()}`, { method: 'POST', body: '{}' }),
      405,
    )
    await expectJsonError(await fetch(`${devnet.info.wallets}/getWallets?${sdk()}`, { method: 'DELETE' }), 405)
    await expectJsonError(await fetch(`${devnet.info.analytics}/e?${sdk()}`, { method: 'PUT', body: '{}' }), 405)
  })

  it('error: a malformed, empty, mistyped, oversized or wrongly shaped body is a 4xx JSON error', async () => {
    const url = `${devnet.info.api}/v1/fungible/price?${sdk()}`
    const post = (body: string, type = 'application/json') =>
      fetch(url, { method: 'POST', headers: { 'content-type': type }, body })
    await expectJsonError(await post('{"currency": "usd", '), 400, /not valid JSON/)
    await expectJsonError(await post(''), 400, /empty/)
    await expectJsonError(await post('<xml/>', 'application/xml'), 415)
    await expectJsonError(await post(JSON.stringify({ addresses: ['x'.repeat(2_000_000)] })), 413)
    const shaped = await expectJsonError(
      await post(JSON.stringify({ currency: 'eur', addresses: 'eip155:1:0x0' })),
      400,
      /does not match the schema/,
    )
    expect((shaped as unknown as { issues: string[] }).issues).toEqual(
      expect.arrayContaining([expect.stringMatching(/^currency:/), expect.stringMatching(/^addresses:/)]),
    )
    await expectJsonError(
      await fetch(`${devnet.info.analytics}/e?${sdk()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ eventId: 'x' }),
      }),
      400,
    )
  })

  it('error: a missing project id is a 400, an unknown one a 403 with the SPEC §8 server message', async () => {
    await expectJsonError(await fetch(`${devnet.info.api}/v1/supported-chains`), 400, /projectId/)
    await expectJsonError(
      await fetch(`${devnet.info.wallets}/getWallets?projectId=someone-else`),
      403,
      /^Unauthorized: invalid key$/,
    )
  })

  it('error: bad parameters are 400s naming the parameter', async () => {
    const api = devnet.info.api
    await expectJsonError(await fetch(`${api}/v1/account/0x1234/balance?${sdk()}`), 400, /^address: Address is invalid/)
    await expectJsonError(await fetch(`${api}/v1/account/${a0()}/balance?${sdk()}&chainId=mainnet`), 400, /^chainId:/)
    await expectJsonError(await fetch(`${api}/v1/account/${a0()}/balance?${sdk()}&currency=eur`), 400, /^currency:/)
    await expectJsonError(await fetch(`${api}/v1/account/${a0()}/history?${sdk()}&cursor=abc`), 400, /^cursor:/)
    await expectJsonError(await fetch(`${api}/v1/convert/gas-price?${sdk()}`), 400, /Missing query parameter: chainId/)
    await expectJsonError(
      await fetch(`${api}/v1/convert/quotes?${sdk()}&amount=1&userAddress=${a0()}&from=eth&to=usdc`),
      400,
      /^from:/,
    )
    await expectJsonError(await fetch(`${api}/v1/account/%E0%A4%A/balance?${sdk()}`), 400, /percent-encoding/)
    await expectJsonError(await fetch(`${devnet.info.wallets}/getWallets?${sdk()}&page=0`), 400, /^page:/)
    await expectJsonError(await fetch(`${devnet.info.wallets}/getWallets?${sdk()}&entries=1000`), 400, /^entries:/)
    await expectJsonError(
      await fetch(`${devnet.info.wallets}/getWalletImage/${encodeURIComponent('../../etc/passwd')}`),
      400,
      /^id:/,
    )
  })

  it('error: unknown names, sessions and images are 404s', async () => {
    await expectJsonError(await fetch(`${devnet.info.api}/v1/profile/account/nobody.reown.id?${sdk()}`), 404)
    await expectJsonError(await fetch(`${devnet.info.api}/v1/sessions/nope?${sdk()}`), 404)
    await expectJsonError(await fetch(`${devnet.info.wallets}/getWalletImage/no-such-wallet`), 404)
    await expectJsonError(await fetch(`${devnet.info.wallets}/public/getTokenImage/DOGE`), 404)
  })

  it('error: a name that breaks the SPEC §5 rules is refused even with a valid signature', async () => {
    const { privateKeyToAccount } = await import('viem/accounts')
    const user = privateKeyToAccount(devnet.info.accounts[5]!.privateKey)
    const message = JSON.stringify({ name: 'ab.reown.id', timestamp: Math.floor(Date.now() / 1000) })
    const response = await fetch(`${devnet.info.api}/v1/profile/account?${sdk()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: 60,
        address: user.address,
        message,
        signature: await user.signMessage({ message }),
      }),
    })
    await expectJsonError(response, 400, /at least 4 characters/)
  })

  it('behavior: CORS answers loopback origins (the demo) and no others', async () => {
    const url = `${devnet.info.api}/v1/supported-chains`
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'GET' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    const ok = await fetch(`${url}?${sdk()}`, { headers: { origin: 'http://localhost:4318' } })
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:4318')
    const foreign = await fetch(`${url}?${sdk()}`, { headers: { origin: 'https://evil.example' } })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('property: no method, path, query or body makes a server answer 5xx or anything but JSON on error', async () => {
    const templates = Object.values(API_PATHS).map((p) => p.path)
    const segment = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('0x', a0(), 'eip155:1', '..', '%', '%zz', '{id}'),
    )
    const path = fc.oneof(
      fc.constantFrom(...templates).chain((t) =>
        fc.tuple(fc.constant(t), fc.array(segment, { minLength: 3, maxLength: 3 })).map(([tpl, segs]) => {
          let i = 0
          return tpl.replace(/\{[^}]+\}/g, () => encodeURIComponent(segs[i++] ?? ''))
        }),
      ),
      fc.array(segment, { maxLength: 4 }).map((parts) => '/' + parts.map(encodeURIComponent).join('/')),
    )
    const query = fc.dictionary(
      fc.constantFrom(
        'projectId',
        'chainId',
        'cursor',
        'page',
        'entries',
        'amount',
        'from',
        'to',
        'userAddress',
        'tokenAddress',
        'search',
        'zone',
      ),
      segment,
      { maxKeys: 4 },
    )
    const body = fc.oneof(
      fc.constant(undefined),
      fc.string({ maxLength: 40 }),
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('api', 'wallets', 'analytics') as fc.Arbitrary<'api' | 'wallets' | 'analytics'>,
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
        path,
        query,
        body,
        async (service, method, p, q, b) => {
          const url = new URL(devnet.info[service] + p)
          url.searchParams.set('projectId', devnet.info.projectId)
          for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v)
          const response = await fetch(url, {
            method,
            body: method === 'GET' ? undefined : b,
            headers: { 'content-type': 'application/json' },
          })
          const text = await response.text()
          expect(response.status, `${method} ${url} → ${text}`).toBeLessThan(500)
          if (response.status >= 400)
            expect(JSON.parse(text)).toMatchObject({ status: response.status, message: expect.any(String) })
        },
      ),
      { numRuns: 150 },
    )
  })
})
