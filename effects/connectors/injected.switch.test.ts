import { describe, expect, it } from 'vitest'
import { defineNetworks } from '../../src/domain/networks.js'
import { createEvent } from '../../src/events/index.js'
import { connectedInjectedPage } from '../../test/helpers/fakeAdapter.js'
import { grantingProvider, rpcError, settle, type FakeProvider } from '../../test/helpers/fakeWallets.js'
import { switchNetwork } from '../connection/switchNetwork.js'
import { injectedAdapter } from './injected.js'

// The app's networks with a local RPC URL for Base, as the devnet configures them.
const networks = defineNetworks({ rpcUrls: { 'eip155:8453': ['http://127.0.0.1:8546'] } })

/** A wallet on chain 1 that knows `known` chains, switches with chainChanged, and adds chains. */
function walletKnowing(known: number[]): FakeProvider {
  const provider = grantingProvider()
  let current = 1
  const chains = new Set(known)
  provider.handlers.eth_chainId = () => `0x${current.toString(16)}`
  provider.handlers.wallet_switchEthereumChain = (params) => {
    const id = Number.parseInt((params as Array<{ chainId: string }>)[0]!.chainId, 16)
    if (!chains.has(id)) throw rpcError(4902, 'Unrecognized chain ID')
    current = id
    provider.emit('chainChanged', `0x${id.toString(16)}`)
    return null
  }
  provider.handlers.wallet_addEthereumChain = (params) => {
    chains.add(Number.parseInt((params as Array<{ chainId: string }>)[0]!.chainId, 16))
    return null
  }
  return provider
}

const ADAPTERS = [injectedAdapter]

async function connected(provider: FakeProvider) {
  const { g, seen } = await connectedInjectedPage(provider, { switchNetwork: switchNetwork(ADAPTERS) }, { networks })
  const request = (chainId: `${string}:${string}`) => g.emit(createEvent('NetworkSwitchRequested', { chainId }))
  return { g, seen, request, methods: () => provider.calls.map((c) => c.method).filter((m) => m.startsWith('wallet_')) }
}

describe('switchNetwork over injectedAdapter', () => {
  it('behavior: wallet_switchEthereumChain; one NetworkSwitched (from the wallet’s chainChanged or the answer, never both)', async () => {
    const { g, seen, request, methods } = await connected(walletKnowing([1, 8453]))
    request('eip155:8453')
    await settle()
    expect(methods()).toEqual(['wallet_switchEthereumChain'])
    expect(seen.map((e) => [e.type, e.data])).toEqual([
      ['NetworkSwitchRequested', { chainId: 'eip155:8453' }],
      ['NetworkSwitched', { chainId: 'eip155:8453' }],
    ])
    expect(g.getState().network.byNamespace.eip155).toEqual({ chainId: 'eip155:8453' })
    await g.dispose()
  })

  it('behavior: a wallet that does not emit chainChanged → NetworkSwitched from the answer, naming the request', async () => {
    const provider = walletKnowing([1, 8453])
    const inner = provider.handlers.wallet_switchEthereumChain!
    provider.handlers.wallet_switchEthereumChain = (params) => {
      const emit = provider.emit
      provider.emit = () => undefined
      try {
        return inner(params)
      } finally {
        provider.emit = emit
      }
    }
    const { g, seen, request } = await connected(provider)
    const id = request('eip155:8453')
    await settle()
    expect(seen.at(-1)).toMatchObject({
      type: 'NetworkSwitched',
      data: { chainId: 'eip155:8453' },
      causationId: id,
      source: 'effect:switchNetwork',
    })
    await g.dispose()
  })

  it('behavior (SPEC §8: 4902 … trigger an attempt to add the chain): 4902 → wallet_addEthereumChain with the app’s network data → switch again', async () => {
    const provider = walletKnowing([1])
    const { g, seen, request, methods } = await connected(provider)
    request('eip155:8453')
    await settle()
    expect(methods()).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(provider.calls.find((c) => c.method === 'wallet_addEthereumChain')?.params).toEqual([
      {
        chainId: '0x2105',
        chainName: 'Base',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:8546'],
        blockExplorerUrls: ['https://basescan.org'],
      },
    ])
    expect(seen.map((e) => e.type)).toEqual(['NetworkSwitchRequested', 'NetworkSwitched'])
    expect(g.getState().network.byNamespace.eip155).toEqual({ chainId: 'eip155:8453' })
    await g.dispose()
  })

  it('error: adding the chain fails → NetworkSwitchFailed "Chain is not supported"; rejected in the wallet → UserRejectedRequestError', async () => {
    const provider = walletKnowing([1])
    provider.handlers.wallet_addEthereumChain = () => Promise.reject(rpcError(-32603, 'nope'))
    const { g, seen, request } = await connected(provider)
    request('eip155:8453')
    await settle()
    expect(seen.at(-1)).toMatchObject({
      type: 'NetworkSwitchFailed',
      data: {
        chainId: 'eip155:8453',
        error: { name: 'ChainNotSupportedError', shortMessage: 'Chain is not supported', code: -32603 },
      },
    })
    provider.handlers.wallet_addEthereumChain = () => Promise.reject(rpcError(4001, 'User rejected the request.'))
    request('eip155:8453')
    await settle()
    expect(seen.at(-1)).toMatchObject({
      type: 'NetworkSwitchFailed',
      data: { error: { name: 'UserRejectedRequestError', code: 4001 } },
    })
    expect(g.getState().network.byNamespace.eip155).toEqual({ chainId: 'eip155:1' })
    await g.dispose()
  })

  it('error: the person rejects the switch → NetworkSwitchFailed 4001, and no chain is added', async () => {
    const provider = walletKnowing([1, 8453])
    provider.handlers.wallet_switchEthereumChain = () => Promise.reject(rpcError(4001, 'User rejected the request.'))
    const { g, seen, request, methods } = await connected(provider)
    request('eip155:8453')
    await settle()
    expect(methods()).toEqual(['wallet_switchEthereumChain'])
    expect(seen.at(-1)).toMatchObject({
      type: 'NetworkSwitchFailed',
      data: { error: { name: 'UserRejectedRequestError', code: 4001 } },
    })
    await g.dispose()
  })

  it('error: 4902 for a network the app does not define → NetworkSwitchFailed "Network not found"', async () => {
    const { g, seen, request, methods } = await connected(walletKnowing([1]))
    request('eip155:31337')
    await settle()
    expect(methods()).toEqual(['wallet_switchEthereumChain'])
    expect(seen.at(-1)).toMatchObject({
      type: 'NetworkSwitchFailed',
      data: { chainId: 'eip155:31337', error: { name: 'NetworkNotFoundError', shortMessage: 'Network not found' } },
    })
    await g.dispose()
  })

  it('error: a wallet that throws garbage → NetworkSwitchFailed, never a crash', async () => {
    for (const answer of [
      () => {
        throw undefined
      },
      () => Promise.reject({ code: 'x' }),
      () => {
        throw new Proxy(
          {},
          {
            get: () => {
              throw new Error('trap')
            },
          },
        )
      },
    ]) {
      const provider = walletKnowing([1, 8453])
      provider.handlers.wallet_switchEthereumChain = answer
      const { g, seen, request } = await connected(provider)
      request('eip155:8453')
      await settle()
      expect(seen.map((e) => e.type)).toEqual(['NetworkSwitchRequested', 'NetworkSwitchFailed'])
      expect(seen.at(-1)).toMatchObject({ data: { error: { name: 'UnknownRpcError' } } })
      await g.dispose()
    }
  })

  it('behavior: an EVM connection through WalletConnect is not the injected adapter’s, with an injected wallet announced', async () => {
    const provider = walletKnowing([1, 8453])
    const { g, seen, request, methods } = await connected(provider)
    g.emit(
      createEvent('Connected', {
        connectorId: 'walletConnect',
        namespace: 'eip155',
        chainId: 'eip155:1',
        address: '0x52908400098527886E0F7030069857D2E4169EE7',
      }),
    )
    request('eip155:8453')
    await settle()
    expect(methods()).toEqual([])
    expect(seen.map((e) => e.type)).toEqual(['Connected', 'NetworkSwitchRequested'])
    expect(g.getState().network.byNamespace.eip155).toEqual({ chainId: 'eip155:1' })
    await g.dispose()
  })

  it('behavior: not connected through an EIP-6963 wallet, or another namespace → not this effect’s', async () => {
    const provider = walletKnowing([1, 8453])
    const { g, seen, request, methods } = await connected(provider)
    request('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    g.emit(createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }))
    request('eip155:8453')
    await settle()
    expect(methods()).toEqual([])
    expect(seen.map((e) => e.type)).toEqual(['NetworkSwitchRequested', 'Disconnected', 'NetworkSwitchRequested'])
    await g.dispose()
  })
})
