import { createServer, type Server } from 'node:http'
import { createMemorySiwxStore, verifySiwxMessage } from 'gatehouse-modal/siwx'
import { http } from 'viem'

export interface SignInServerOptions {
  /** The app's host and origin, as the page's location has them: a message written for another site is refused. */
  domain: string
  uri: string
  /** An RPC URL of the chain, to check contract accounts (EIP-1271, EIP-6492); an EOA's signature needs none. */
  rpcUrl?: string
}

// GET /nonce issues a single-use nonce (5 minutes); POST /verify { message, signature } checks the signed message.
export function createSignInServer({ domain, uri, rpcUrl }: SignInServerOptions): Server {
  const store = createMemorySiwxStore()
  return createServer(async (request, response) => {
    if (request.method === 'GET' && request.url === '/nonce') {
      response.end(await store.issueNonce())
      return
    }
    if (request.method === 'POST' && request.url === '/verify') {
      let body = ''
      for await (const chunk of request) body += chunk
      const { message, signature } = JSON.parse(body) as { message: string; signature: string }
      const result = await verifySiwxMessage({
        message,
        signature,
        // The nonce is asked last, once every other check passed, so a forged message never uses one up.
        expected: { domain, uri, nonce: (nonce) => store.consumeNonce(nonce) },
        transport: rpcUrl ? http(rpcUrl) : undefined,
      })
      response.setHeader('content-type', 'application/json')
      if (result.ok) {
        // Start the app's own session for result.message.accountAddress here (a cookie, a token).
        response.end(JSON.stringify({ ok: true, address: result.message.accountAddress }))
      } else {
        response.statusCode = 401
        response.end(JSON.stringify({ ok: false, failed: result.failed.map((f) => f.check) }))
      }
      return
    }
    response.statusCode = 404
    response.end()
  })
}
