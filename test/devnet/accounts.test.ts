import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from './accounts.js'
import { startChain, type Chain } from './chains.js'

describe('DEV_ACCOUNTS', () => {
  let chain: Chain
  beforeAll(async () => {
    chain = await startChain({ chainId: 31337 })
  })
  afterAll(() => chain.stop())

  it("default: the ten keys are anvil's dev accounts, in its order", async () => {
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_accounts', params: [] }),
    })
    const { result } = (await response.json()) as { result: string[] }
    expect(DEV_ACCOUNTS.map((a) => a.address.toLowerCase())).toEqual(result.map((a) => a.toLowerCase()))
  })
})
