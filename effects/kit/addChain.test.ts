// The EVM chain switch shared by the injected and WalletConnect adapters, over a wallet the test answers for:
// the requests it makes, what it emits, and the typed errors (SPEC §8's add-and-switch-again fallback).
import { lastValueFrom, Observable, throwError, toArray } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { baseNetwork, type Network } from '../../src/domain/networks.js'
import type { ErrorData } from '../../src/errors/GatehouseError.js'
import { GatehouseError } from '../../src/errors/GatehouseError.js'
import { hexChainId, switchEvmChain } from './addChain.js'

const rpcError = (code: number, message = `error ${code}`) => Object.assign(new Error(message), { code })
const errorData = (error: unknown): ErrorData => {
  const e = error as { code?: number; message?: string }
  return {
    name: e.code === 4001 ? 'UserRejectedRequestError' : 'WalletError',
    shortMessage: e.message ?? '?',
    code: e.code,
  }
}

/** A wallet answering each method from a queue of answers (an Error is thrown); records every call. */
function wallet(answers: Record<string, unknown[]>) {
  const calls: Array<[string, unknown]> = []
  const call = (method: string, params: unknown): Observable<unknown> => {
    calls.push([method, params])
    const next = answers[method]?.shift()
    return next instanceof Error ? throwError(() => next) : new Observable((s) => (s.next(next ?? null), s.complete()))
  }
  return { call, calls }
}

async function outcome(s: Parameters<typeof switchEvmChain>[0]): Promise<unknown[] | GatehouseError> {
  return lastValueFrom(switchEvmChain(s).pipe(toArray())).catch((error: GatehouseError) => error)
}

describe('hexChainId', () => {
  it('behavior: an eip155 CAIP-2 id is its EIP-695 hex; another namespace, a leading zero, 0 or an unsafe integer is undefined', () => {
    expect(hexChainId('eip155:1')).toBe('0x1')
    expect(hexChainId('eip155:8453')).toBe('0x2105')
    expect(hexChainId('eip155:9007199254740991')).toBe('0x1fffffffffffff')
    expect(hexChainId('eip155:9007199254740992')).toBeUndefined()
    expect(hexChainId('eip155:1234567890123456')).toBe('0x462d53c8abac0')
    expect(hexChainId('eip155:12345678901234567')).toBeUndefined() // 17 digits
    expect(hexChainId('eip155:0')).toBeUndefined()
    expect(hexChainId('eip155:01')).toBeUndefined()
    expect(hexChainId('eip155:1a')).toBeUndefined()
    expect(hexChainId('xeip155:1')).toBeUndefined()
    expect(hexChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBeUndefined()
  })
})

describe('switchEvmChain', () => {
  it('default: wallet_switchEthereumChain with the hex id; the chain is emitted and the switch completes', async () => {
    const w = wallet({})
    expect(await outcome({ chainId: 'eip155:8453', network: baseNetwork, call: w.call, errorData })).toEqual([
      'eip155:8453',
    ])
    expect(w.calls).toEqual([['wallet_switchEthereumChain', [{ chainId: '0x2105' }]]])
  })

  it('error: a chain that is not eip155 is "Network not found", the wallet never asked', async () => {
    const w = wallet({})
    const error = await outcome({ chainId: 'solana:x', network: undefined, call: w.call, errorData })
    expect(error).toMatchObject({ name: 'NetworkNotFoundError', shortMessage: 'Network not found' })
    expect((error as GatehouseError).details).toBe('Cannot switch the wallet to solana:x')
    expect(w.calls).toEqual([])
  })

  it('error: a switch failing with another code is the wallet’s error as read by the adapter (4001 stays a rejection)', async () => {
    for (const code of [4001, 4100, -32000]) {
      const cause = rpcError(code, 'nope')
      const w = wallet({ wallet_switchEthereumChain: [cause] })
      const error = await outcome({ chainId: 'eip155:8453', network: baseNetwork, call: w.call, errorData })
      expect(error).toBeInstanceOf(GatehouseError)
      expect((error as GatehouseError).toData()).toEqual(errorData(cause))
      expect((error as GatehouseError).cause).toBe(cause)
      expect(w.calls).toHaveLength(1)
    }
  })

  it('behavior: on 4902, 5000 or 32603 the network is added with its EIP-3085 parameters and switched to again', async () => {
    for (const code of [4902, 5000, 32603]) {
      const w = wallet({ wallet_switchEthereumChain: [rpcError(code)] })
      expect(await outcome({ chainId: 'eip155:8453', network: baseNetwork, call: w.call, errorData })).toEqual([
        'eip155:8453',
      ])
      expect(w.calls).toEqual([
        ['wallet_switchEthereumChain', [{ chainId: '0x2105' }]],
        [
          'wallet_addEthereumChain',
          [
            {
              chainId: '0x2105',
              chainName: 'Base',
              nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
              rpcUrls: ['https://mainnet.base.org'],
              blockExplorerUrls: ['https://basescan.org'],
            },
          ],
        ],
        ['wallet_switchEthereumChain', [{ chainId: '0x2105' }]],
      ])
    }
  })

  it('behavior: a network without a block explorer is added without blockExplorerUrls; its RPC list is a copy', async () => {
    const bare: Network = { ...baseNetwork, blockExplorers: undefined } as unknown as Network
    const w = wallet({ wallet_switchEthereumChain: [rpcError(4902)] })
    await outcome({ chainId: 'eip155:8453', network: bare, call: w.call, errorData })
    const added = (w.calls[1]?.[1] as [Record<string, unknown>])[0]
    expect(added).not.toHaveProperty('blockExplorerUrls')
    expect(added.rpcUrls).toEqual(baseNetwork.rpcUrls.default.http)
    expect(added.rpcUrls).not.toBe(baseNetwork.rpcUrls.default.http)
  })

  it('error: a chain to add that the app does not define is "Network not found" with the wallet’s error as cause', async () => {
    const cause = rpcError(4902)
    const w = wallet({ wallet_switchEthereumChain: [cause] })
    const error = await outcome({ chainId: 'eip155:8453', network: undefined, call: w.call, errorData })
    expect(error).toMatchObject({
      name: 'NetworkNotFoundError',
      details: 'The app defines no network eip155:8453 to add',
    })
    expect((error as GatehouseError).cause).toBe(cause)
    expect(w.calls).toHaveLength(1)
  })

  it('error: adding that fails is "Chain is not supported" with the wallet’s text and code; a rejection of the add stays a rejection', async () => {
    const addError = rpcError(-32602, 'bad rpc url')
    const w = wallet({ wallet_switchEthereumChain: [rpcError(4902)], wallet_addEthereumChain: [addError] })
    const error = await outcome({ chainId: 'eip155:8453', network: baseNetwork, call: w.call, errorData })
    expect(error).toMatchObject({
      name: 'ChainNotSupportedError',
      shortMessage: 'Chain is not supported',
      details: 'bad rpc url',
      code: -32602,
    })
    expect((error as GatehouseError).cause).toBe(addError)
    expect(w.calls.map(([m]) => m)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
    const rejected = rpcError(4001, 'User rejected')
    const r = wallet({ wallet_switchEthereumChain: [rpcError(4902)], wallet_addEthereumChain: [rejected] })
    const rejection = await outcome({ chainId: 'eip155:8453', network: baseNetwork, call: r.call, errorData })
    expect((rejection as GatehouseError).toData()).toEqual({
      name: 'UserRejectedRequestError',
      shortMessage: 'User rejected',
      code: 4001,
    })
    expect((rejection as GatehouseError).cause).toBe(rejected)
  })

  it('error: the second switch failing is the wallet’s error, not another add', async () => {
    const again = rpcError(4902, 'still unknown')
    const w = wallet({ wallet_switchEthereumChain: [rpcError(4902), again] })
    const error = await outcome({ chainId: 'eip155:8453', network: baseNetwork, call: w.call, errorData })
    expect((error as GatehouseError).toData()).toEqual(errorData(again))
    expect((error as GatehouseError).cause).toBe(again)
    expect(w.calls.map(([m]) => m)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
  })
})
