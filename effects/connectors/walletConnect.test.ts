import { firstValueFrom, toArray } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { RpcProvider } from '../../src/api/rpc.js'
import { NO_SERVICES } from '../../src/deps.js'
import { createEvent } from '../../src/events/index.js'
import { adapterContext } from '../../test/helpers/fakeAdapter.js'
import { fakeWalletConnect, sessionFixture, topicOf, WC_ADDRESS_0 } from '../../test/helpers/fakeWalletConnect.js'
import { isChainRead, walletConnectAdapter } from './walletConnect.js'

const all = <T>(o: import('rxjs').Observable<T>) => firstValueFrom(o.pipe(toArray()))
const TARGET = { connectorId: 'walletConnect', namespace: 'eip155' as const }
const REQUEST = { ...TARGET, chainId: 'eip155:8453' as const, address: WC_ADDRESS_0 }

/** A fake client holding `session`, the eip155 connection through it, and an RPC that records what it is asked. */
async function session(s = sessionFixture()) {
  const fake = fakeWalletConnect()
  fake.sessions.push(s)
  const rpcCalls: Array<{ chainId: string; method: string; params?: unknown }> = []
  const rpc: RpcProvider = {
    request: async (chainId, request) => {
      rpcCalls.push({ chainId, ...request })
      return '0x10'
    },
    network: () => undefined,
  }
  const ctx = await adapterContext(
    [
      createEvent('Connected', {
        connectorId: 'walletConnect',
        namespace: 'eip155',
        chainId: 'eip155:8453',
        address: WC_ADDRESS_0,
      }),
    ],
    {
      walletConnect: fake.deps,
      services: { ...NO_SERVICES, rpc },
    },
  )
  return { fake, ctx, rpcCalls }
}

describe('walletConnectAdapter', () => {
  it('default: owns the walletConnect connector for eip155 and solana', async () => {
    const { ctx } = await session()
    expect(walletConnectAdapter.owns(TARGET, ctx.state)).toBe(true)
    expect(walletConnectAdapter.owns({ connectorId: 'walletConnect', namespace: 'bip122' }, ctx.state)).toBe(false)
    expect(walletConnectAdapter.owns({ connectorId: 'io.metamask', namespace: 'eip155' }, ctx.state)).toBe(false)
  })

  it('behavior: a wallet request goes over the session, on the request’s chain', async () => {
    const { fake, ctx } = await session()
    fake.handlers.eth_sendTransaction = () => `0x${'34'.repeat(32)}`
    const params = [{ from: WC_ADDRESS_0, to: WC_ADDRESS_0, value: '0x1' }]
    expect(await all(walletConnectAdapter.request({ ...REQUEST, method: 'eth_sendTransaction', params }, ctx))).toEqual(
      [`0x${'34'.repeat(32)}`],
    )
    expect(fake.requests).toEqual([
      { topic: topicOf('a'), chainId: 'eip155:8453', method: 'eth_sendTransaction', params },
    ])
  })

  it('behavior: a chain read the session does not list goes to the app’s RPC for the chain; one it lists goes to the wallet', async () => {
    const { fake, ctx, rpcCalls } = await session()
    expect(
      await all(
        walletConnectAdapter.request({ ...REQUEST, method: 'eth_getBalance', params: [WC_ADDRESS_0, 'latest'] }, ctx),
      ),
    ).toEqual(['0x10'])
    expect(rpcCalls).toEqual([{ chainId: 'eip155:8453', method: 'eth_getBalance', params: [WC_ADDRESS_0, 'latest'] }])
    expect(fake.requests).toEqual([])
    const listed = sessionFixture()
    ;(listed.namespaces as Record<string, { methods: string[] }>).eip155!.methods.push('eth_getBalance')
    const withIt = await session(listed)
    withIt.fake.handlers.eth_getBalance = () => '0x20'
    expect(
      await all(
        walletConnectAdapter.request(
          { ...REQUEST, method: 'eth_getBalance', params: [WC_ADDRESS_0, 'latest'] },
          withIt.ctx,
        ),
      ),
    ).toEqual(['0x20'])
    expect(withIt.rpcCalls).toEqual([])
    expect(
      isChainRead('eth_call') &&
        !isChainRead('eth_sendTransaction') &&
        !isChainRead('personal_sign') &&
        !isChainRead('eth_signTypedData_v4'),
    ).toBe(true)
  })

  it('error: a rejection (WalletConnect 5000) is a typed 4001; no session is NotConnectedError; a chain read without an RPC is NoRpcUrlError', async () => {
    const { fake, ctx } = await session()
    fake.handlers.personal_sign = () => {
      throw Object.assign(new Error('User rejected.'), { code: 5000 })
    }
    await expect(
      all(walletConnectAdapter.request({ ...REQUEST, method: 'personal_sign', params: ['0x68', WC_ADDRESS_0] }, ctx)),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    const none = fakeWalletConnect()
    const bare = await adapterContext(
      [
        createEvent('Connected', {
          connectorId: 'walletConnect',
          namespace: 'eip155',
          chainId: 'eip155:1',
          address: WC_ADDRESS_0,
        }),
      ],
      { walletConnect: none.deps },
    )
    await expect(
      all(walletConnectAdapter.request({ ...REQUEST, method: 'personal_sign' }, bare)),
    ).rejects.toMatchObject({ name: 'NotConnectedError' })
    none.sessions.push(sessionFixture())
    await expect(
      all(walletConnectAdapter.request({ ...REQUEST, method: 'eth_blockNumber' }, bare)),
    ).rejects.toMatchObject({ name: 'NoRpcUrlError' })
  })
})
