import { describe, expect, it } from 'vitest'
import { createServiceClient } from './client.js'
import type { HttpClient, HttpRequest } from './http.js'

/** An HTTP client that records what it is asked and answers `reply`. */
function recording(reply: unknown) {
  const requests: HttpRequest[] = []
  const answer = async (request: HttpRequest) => {
    requests.push(request)
    return reply
  }
  const http: HttpClient = {
    getJson: answer,
    post: answer,
    put: answer,
    delete: answer,
    getBlob: async () => new Blob(),
    url: () => new URL('http://x.test'),
  }
  return { http, requests }
}

const built = { tx: { from: 'eip155:1:0x1', to: 'eip155:1:0x2', data: '0x' } }

describe('service client bodies', () => {
  it('behavior (SPEC §7 build-transaction and fungible price bodies name projectId): the client fills in its own when the caller leaves it out', async () => {
    const { http, requests } = recording(built)
    const client = createServiceClient({ api: http }, { projectId: 'p1' })
    await client.call('buildTransaction', {
      body: { amount: '1', eip155: { slippage: '1' }, from: 'a', to: 'b', userAddress: 'c' },
    })
    expect(requests[0]?.body).toEqual({
      projectId: 'p1',
      amount: '1',
      eip155: { slippage: '1' },
      from: 'a',
      to: 'b',
      userAddress: 'c',
    })
  })

  it('behavior: a projectId the caller gives is kept; bodies that do not name one get none', async () => {
    const { http, requests } = recording(built)
    const client = createServiceClient({ api: http }, { projectId: 'p1' })
    await client.call('buildTransaction', {
      body: { projectId: 'mine', amount: '1', eip155: { slippage: 1 }, from: 'a', to: 'b', userAddress: 'c' },
    })
    expect(requests[0]?.body).toMatchObject({ projectId: 'mine' })
    const quote = recording({
      coinbaseFee: { amount: '1', currency: 'USD' },
      networkFee: { amount: '1', currency: 'USD' },
      paymentSubtotal: { amount: '1', currency: 'USD' },
      paymentTotal: { amount: '1', currency: 'USD' },
      purchaseAmount: { amount: '1', currency: 'USDC' },
      quoteId: 'q',
    })
    await createServiceClient({ api: quote.http }, { projectId: 'p1' }).call('onrampQuote', {
      body: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '10', network: 'base' },
    })
    expect(quote.requests[0]?.body).toEqual({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '10',
      network: 'base',
    })
  })
})
