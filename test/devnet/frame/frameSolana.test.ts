// @vitest-environment happy-dom
// The devnet frame page (frame.js) relays the user's Solana requests: RPC_REQUEST with a Solana chain's CAIP-2 id
// goes to the frame's server with the session token, its answer and its refusals (with their codes) come back;
// a chain id that is neither an eip155 reference nor a Solana CAIP-2 id is refused in the page (-32602).
import { beforeAll, describe, expect, it, vi } from 'vitest'

const APP_ORIGIN = 'https://app.example'
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const posted: Array<{ message: { id?: string; type: string; payload?: unknown }; origin: string }> = []
const sent: Array<{ path: string; body: Record<string, unknown> }> = []

beforeAll(async () => {
  Object.defineProperty(document, 'referrer', { value: `${APP_ORIGIN}/page`, configurable: true })
  localStorage.setItem('gatehouse-frame', JSON.stringify({ version: 1, sessionToken: 'session-1' }))
  vi.spyOn(window.parent, 'postMessage').mockImplementation(((message: never, origin: string) => {
    posted.push({ message, origin })
  }) as typeof window.postMessage)
  // The frame's server: signs solana_signMessage, refuses another account's request with 4100.
  vi.stubGlobal('fetch', async (path: string, init: { body: string }) => {
    const body = JSON.parse(init.body) as Record<string, unknown>
    sent.push({ path, body })
    const params = body.params as { pubkey?: string }
    const answer =
      params.pubkey === 'someone-else'
        ? { rpcError: { code: 4100, message: 'someone-else is not the signed-in user’s account.' } }
        : { result: { signature: 'sig58' } }
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })
  })
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

describe('devnet frame page: Solana requests', () => {
  it('behavior: RPC_REQUEST on a Solana chain is relayed with the session token; the answer is { result }', async () => {
    const params = { message: '2NEpo7TZRRrLZSi2U', pubkey: 'EdqM52SpXCn5c1uozuvuH5o9Tcr41kYeCWz4Ymu6ngbt' }
    const answer = await call('RPC_REQUEST', { chainId: SOLANA, method: 'solana_signMessage', params })
    expect(answer).toMatchObject({
      type: '@gatehouse-frame/RPC_REQUEST_SUCCESS',
      payload: { result: { signature: 'sig58' } },
    })
    expect(sent.at(-1)).toEqual({
      path: '/api/rpc',
      body: { token: 'session-1', chainId: SOLANA, method: 'solana_signMessage', params },
    })
  })

  it('error: the server’s refusal comes back with its code; a chain id that is no chain is -32602 and never leaves the page', async () => {
    const refused = await call('RPC_REQUEST', {
      chainId: SOLANA,
      method: 'solana_signMessage',
      params: { message: '2NEpo7TZRRrLZSi2U', pubkey: 'someone-else' },
    })
    expect(refused).toMatchObject({ type: '@gatehouse-frame/RPC_REQUEST_ERROR', payload: { code: 4100 } })
    const before = sent.length
    for (const chainId of ['solana:0OIl', 'bip122:000000000933ea01ad0ee984209779ba', -1]) {
      const bad = await call('RPC_REQUEST', { chainId, method: 'solana_signMessage', params: {} })
      expect(bad).toMatchObject({ type: '@gatehouse-frame/RPC_REQUEST_ERROR', payload: { code: -32602 } })
    }
    expect(sent.length).toBe(before)
  })
})
