import { createServer } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { ChainStartError, startChain, type Chain } from './chains.js'
import { alive } from '../helpers/processes.js'

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: unknown }
  if (body.error) throw new Error(JSON.stringify(body.error))
  return body.result
}

describe('startChain', () => {
  const started: Chain[] = []
  afterEach(async () => {
    await Promise.all(started.splice(0).map((chain) => chain.stop()))
  })

  it('default: anvil on 127.0.0.1 with a free port and the chain id asked for', async () => {
    const chain = await startChain({ chainId: 8453 })
    started.push(chain)
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(chain.port).toBeGreaterThan(0)
    expect(await rpc(chain.rpcUrl, 'eth_chainId')).toBe('0x2105')
    const accounts = (await rpc(chain.rpcUrl, 'eth_accounts')) as string[]
    expect(accounts[0]?.toLowerCase()).toBe('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
  })

  it('behavior: stop() ends the anvil process by its PID and is safe to call twice', async () => {
    const chain = await startChain({ chainId: 1 })
    expect(alive(chain.pid)).toBe(true)
    await chain.stop()
    await chain.stop()
    expect(alive(chain.pid)).toBe(false)
    await expect(fetch(chain.rpcUrl)).rejects.toThrow()
  })

  it('error: a port already taken gives a ChainStartError naming the port', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const port = (blocker.address() as { port: number }).port
    try {
      await expect(startChain({ chainId: 1, port })).rejects.toThrow(
        new RegExp(`Port ${port} on 127\\.0\\.0\\.1 is already in use`),
      )
    } finally {
      blocker.close()
    }
  })

  it('error: a missing binary is reported clearly, nothing is spawned', async () => {
    const previous = process.env.ANVIL_BIN
    process.env.ANVIL_BIN = '/nonexistent/anvil'
    try {
      await expect(startChain({ chainId: 1 })).rejects.toBeInstanceOf(ChainStartError)
      await expect(startChain({ chainId: 1 })).rejects.toThrow(/ANVIL_BIN points at \/nonexistent\/anvil/)
    } finally {
      if (previous === undefined) delete process.env.ANVIL_BIN
      else process.env.ANVIL_BIN = previous
    }
  })

  it('error: bad chain id or port is refused before spawning', async () => {
    await expect(startChain({ chainId: 0 })).rejects.toThrow(/chainId must be a positive integer/)
    await expect(startChain({ chainId: 1, port: 70000 })).rejects.toThrow(/port must be a whole number/)
  })
})
