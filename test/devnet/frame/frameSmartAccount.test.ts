// @vitest-environment happy-dom
// The devnet frame page's smart-account events (frame.js, SPEC §7 smart account networks, init smart account, set
// preferred account) as the app sends them: relayed to the frame's server with the session token, the answer posted
// back, the preference kept in the frame's storage.
import { beforeAll, describe, expect, it, vi } from 'vitest'

const APP_ORIGIN = 'https://app.example'
const SMART = '0x1111111111111111111111111111111111111111'
const posted: Array<{ message: { id?: string; type: string; payload?: unknown }; origin: string }> = []
const requests: Array<{ path: string; body: unknown }> = []

beforeAll(async () => {
  Object.defineProperty(document, 'referrer', { value: `${APP_ORIGIN}/page`, configurable: true })
  vi.spyOn(window.parent, 'postMessage').mockImplementation(((message: never, origin: string) => {
    posted.push({ message, origin })
  }) as typeof window.postMessage)
  // The frame's server, as far as these events reach it.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input)
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined
    requests.push({ path, body })
    const json = (value: unknown) =>
      new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } })
    if (path === '/api/account/networks') return json({ smartAccountEnabledNetworks: [1, 8453] })
    if (path === '/api/account/init') return json({ address: SMART, isDeployed: false })
    if (path === '/api/account/preferred') return json({ type: body!.type, address: SMART })
    if (path === '/api/signout') return json({})
    return new Response(JSON.stringify({ message: 'not here' }), { status: 404 })
  })
  // A visitor signed in earlier: the session token is in the frame's storage when the page loads.
  localStorage.setItem('gatehouse-frame', JSON.stringify({ version: 1, sessionToken: 't1' }))
  // @ts-expect-error: the page script has no types
  await import('./frame.js')
})

let next = 0
async function call(type: string, payload: unknown) {
  const id = `call-${next++}`
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { id, type: `@gatehouse-app/${type}`, payload },
      origin: APP_ORIGIN,
      source: window,
    }),
  )
  await vi.waitFor(() => expect(posted.some((p) => p.message.id === id)).toBe(true))
  return posted.find((p) => p.message.id === id)!.message
}

describe('devnet frame: smart accounts', () => {
  it('default: GET_SMART_ACCOUNT_ENABLED_NETWORKS answers the chains the server has smart accounts on', async () => {
    expect(await call('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})).toMatchObject({
      type: '@gatehouse-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS',
      payload: { smartAccountEnabledNetworks: [1, 8453] },
    })
  })

  it('behavior: with a session, INIT_SMART_ACCOUNT and SET_PREFERRED_ACCOUNT go to the server with its token and the preference is stored', async () => {
    expect(await call('INIT_SMART_ACCOUNT', {})).toMatchObject({ payload: { address: SMART, isDeployed: false } })
    expect(requests.at(-1)).toEqual({ path: '/api/account/init', body: { token: 't1', chainId: '1' } })
    const set = await call('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    expect(set).toMatchObject({ payload: { type: 'smartAccount', address: SMART } })
    expect(JSON.parse(localStorage.getItem('gatehouse-frame')!)).toMatchObject({ preferredAccountType: 'smartAccount' })
    const bad = await call('SET_PREFERRED_ACCOUNT', { type: 'payment' })
    expect(bad.type).toBe('@gatehouse-frame/SET_PREFERRED_ACCOUNT_ERROR')
  })

  it('error: INIT_SMART_ACCOUNT and SET_PREFERRED_ACCOUNT after a sign-out are refused with 4100', async () => {
    await call('SIGN_OUT', {})
    for (const type of ['INIT_SMART_ACCOUNT', 'SET_PREFERRED_ACCOUNT']) {
      expect(await call(type, { type: 'smartAccount' })).toMatchObject({
        type: `@gatehouse-frame/${type}_ERROR`,
        payload: { code: 4100 },
      })
    }
  })
})
