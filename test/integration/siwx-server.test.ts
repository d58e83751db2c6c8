// The demo's sign-in server (examples/siwx-server.ts) over HTTP: nonces, verification
// with gatehouse-modal/siwx against the page's origin, single use, sessions, CORS.
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiwxMessage } from 'gatehouse-modal/siwx'
import { startSiwxServer, type SiwxServer } from '../../examples/siwx-server.js'

// anvil's first dev key (a public test key, never real funds).
const wallet = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const PAGE = 'http://127.0.0.1:5173'
let server: SiwxServer

beforeAll(async () => {
  // No chain behind the RPC URL: an EOA's signature is checked without it.
  server = await startSiwxServer({ port: 0, chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:9/' }] })
  server.setOrigin(`${PAGE}/`)
})
afterAll(async () => {
  await server.close()
})

// The server keeps a browser's nonces and sessions under its cookie; Node's fetch keeps none, so the test does.
let cookie = ''
async function get(path: string) {
  const response = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} })
  cookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie
  return response
}

async function signIn(edit: { domain?: string; uri?: string; nonce?: string } = {}) {
  const nonce = edit.nonce ?? ((await (await get('/nonce')).json()) as { nonce: string }).nonce
  const message = createSiwxMessage({
    domain: edit.domain ?? '127.0.0.1:5173',
    accountAddress: wallet.address,
    uri: edit.uri ?? PAGE,
    version: '1',
    chainId: 'eip155:1',
    nonce,
    issuedAt: new Date().toISOString(),
  })
  const body = JSON.stringify({ message, signature: await wallet.signMessage({ message }) })
  const post = () =>
    fetch(`${server.url}/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PAGE, cookie },
      body,
    })
  return { response: await post(), again: post }
}

describe('examples/siwx-server.ts', () => {
  it('default: a nonce, a message for the page signed by the account, verified and kept as a session', async () => {
    const { response } = await signIn()
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGE)
    expect(await response.json()).toMatchObject({
      ok: true,
      session: { data: { accountAddress: wallet.address, chainId: 'eip155:1', domain: '127.0.0.1:5173' } },
    })
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    const query = new URLSearchParams({ chainId: 'eip155:1', address: wallet.address })
    expect(await (await get(`/sessions?${query}`)).json()).toMatchObject({
      sessions: [{ data: { accountAddress: wallet.address } }],
    })
    // Another browser (no cookie) sees no session of this one.
    expect(await (await fetch(`${server.url}/sessions?${query}`)).json()).toEqual({ sessions: [] })
  })

  it('error: a nonce issued to one browser cannot be used by another', async () => {
    const nonce = ((await (await get('/nonce')).json()) as { nonce: string }).nonce
    const mine = cookie
    cookie = ''
    expect(await (await signIn({ nonce })).response.json()).toMatchObject({ ok: false, failed: [{ check: 'nonce' }] })
    cookie = mine
  })

  it('error: the same sign-in twice is refused on the nonce (single use); a nonce never issued too', async () => {
    const { response, again } = await signIn()
    expect(response.status).toBe(200)
    const second = await again()
    expect(second.status).toBe(401)
    expect(await second.json()).toMatchObject({ ok: false, failed: [{ check: 'nonce' }] })
    expect(await (await signIn({ nonce: 'madeUpNonce123' })).response.json()).toMatchObject({
      failed: [{ check: 'nonce' }],
    })
  })

  it('error: a message for another domain or URI is refused, naming the check', async () => {
    expect(await (await signIn({ domain: 'evil.example' })).response.json()).toMatchObject({
      ok: false,
      failed: [{ check: 'domain' }],
    })
    expect(await (await signIn({ uri: 'http://127.0.0.1:5174' })).response.json()).toMatchObject({
      ok: false,
      failed: [{ check: 'uri' }],
    })
  })

  it('error: a body that is not JSON, or too large, is a 400', async () => {
    expect((await fetch(`${server.url}/verify`, { method: 'POST', body: 'nope' })).status).toBe(400)
    expect((await fetch(`${server.url}/verify`, { method: 'POST', body: 'x'.repeat(70_000) })).status).toBe(400)
  })
})
