import { firstValueFrom, toArray } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import { adapterContext } from '../../test/helpers/fakeAdapter.js'
import { ADDRESS_0, announcement, fakeDiscovery, grantingProvider, rpcError } from '../../test/helpers/fakeWallets.js'
import { injectedAdapter } from './injected.js'

const all = <T>(o: import('rxjs').Observable<T>) => firstValueFrom(o.pipe(toArray()))
const TARGET = { connectorId: 'com.example.fake', namespace: 'eip155' as const }
const discovered = createEvent('ConnectorsDiscovered', {
  connectors: [{ id: 'com.example.fake', name: 'Fake Wallet', type: 'announced', chain: 'eip155' }],
})

async function page(provider = grantingProvider()) {
  const eip6963 = fakeDiscovery()
  eip6963.announce(announcement(provider))
  return { provider, ctx: await adapterContext([discovered], { eip6963 }) }
}

describe('injectedAdapter', () => {
  it('default: owns an announced connector for eip155 only', async () => {
    const { ctx } = await page()
    expect(injectedAdapter.owns(TARGET, ctx.state)).toBe(true)
    expect(injectedAdapter.owns({ ...TARGET, namespace: 'solana' }, ctx.state)).toBe(false)
    expect(injectedAdapter.owns({ connectorId: 'walletConnect', namespace: 'eip155' }, ctx.state)).toBe(false)
  })

  it('behavior: connect is eth_requestAccounts then eth_chainId: the checksummed account on its CAIP-2 chain, and the recent wallet', async () => {
    const { provider, ctx } = await page(grantingProvider('0x2105'))
    const steps = await all(injectedAdapter.connect(TARGET, ctx))
    expect(provider.calls.map((c) => c.method)).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(steps).toEqual([
      {
        type: 'connected',
        connections: [{ namespace: 'eip155', chainId: 'eip155:8453', address: ADDRESS_0, walletName: 'Fake Wallet' }],
        recent: { wallet: { id: 'com.example.fake', name: 'Fake Wallet', imageUrl: 'data:image/svg+xml,<svg/>' } },
      },
    ])
  })

  it('behavior: request is the provider’s own EIP-1193 request, its answer as it is', async () => {
    const { provider, ctx } = await page()
    provider.handlers.eth_sendTransaction = () => `0x${'12'.repeat(32)}`
    const params = [{ from: ADDRESS_0, to: ADDRESS_0, value: '0x1' }]
    expect(
      await all(
        injectedAdapter.request(
          { ...TARGET, chainId: 'eip155:1', address: ADDRESS_0, method: 'eth_sendTransaction', params },
          ctx,
        ),
      ),
    ).toEqual([`0x${'12'.repeat(32)}`])
    expect(provider.calls.at(-1)).toEqual({ method: 'eth_sendTransaction', params })
  })

  it('error: the wallet’s 4001 is a typed UserRejectedRequestError; a wallet not announced on this page is AdapterNotFoundError', async () => {
    const { provider, ctx } = await page()
    provider.handlers.personal_sign = () => {
      throw rpcError(4001, 'User rejected the request.')
    }
    await expect(
      all(
        injectedAdapter.request(
          { ...TARGET, chainId: 'eip155:1', address: ADDRESS_0, method: 'personal_sign', params: ['0x68', ADDRESS_0] },
          ctx,
        ),
      ),
    ).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
    })
    await expect(
      all(
        injectedAdapter.request(
          {
            connectorId: 'io.gone',
            namespace: 'eip155',
            chainId: 'eip155:1',
            address: ADDRESS_0,
            method: 'eth_chainId',
          },
          ctx,
        ),
      ),
    ).rejects.toMatchObject({
      name: 'AdapterNotFoundError',
    })
  })
})
