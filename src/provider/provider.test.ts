import { describe, expect, it } from 'vitest'
import { answerRequests, type Answer } from '../../test/helpers/answerRequests.js'
import { connectEvm, reloadedGatehouse } from '../../test/helpers/connection.js'
import { createEvent, type Stamped } from '../events/index.js'
import { createTestGatehouse } from '../testing/helpers.js'
import { ProviderRpcError } from './provider.js'

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
const OTHER = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'

async function setup(answer: Answer = () => '0xok', options: { connect?: boolean } = {}) {
  const wallet = answerRequests(answer)
  const g = createTestGatehouse({ effects: { wallet } })
  await g.ready
  const seen: Stamped[] = []
  g.events$.subscribe((e) => seen.push(e))
  if (options.connect !== false) connect(g)
  return { g, wallet, seen, provider: g.getProvider() }
}

const connect = (
  g: ReturnType<typeof createTestGatehouse>,
  address = ADDRESS,
  chainId: `eip155:${number}` = 'eip155:1',
) => connectEvm(g, address, chainId)

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error as ProviderRpcError,
  )

describe('getProvider', () => {
  it('default: a request is a TxQueued intent answered by TxSucceeded.result', async () => {
    const { g, seen, provider } = await setup(() => '0xsignature')
    const result = await provider.request({ method: 'personal_sign', params: ['0x68690a', ADDRESS] })
    expect(result).toBe('0xsignature')
    const queued = seen.find((e) => e.type === 'TxQueued')
    expect(queued?.data).toEqual({
      requestId: expect.any(String),
      namespace: 'eip155',
      chainId: 'eip155:1',
      method: 'personal_sign',
      params: ['0x68690a', ADDRESS],
    })
    expect(queued?.source).toBe('app')
    expect(queued?.ephemeral).toBe(false)
    expect(g.getProvider()).toBe(provider)
    const log = (await g.exportLog()) as unknown as { events: Stamped[] }
    expect(log.events.map((e) => e.type)).toEqual(expect.arrayContaining(['TxQueued', 'TxSucceeded']))
    await g.dispose()
  })

  it('behavior: eth_chainId and eth_accounts are answered from the read models, without an event', async () => {
    const { g, seen, provider } = await setup(undefined, { connect: false })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900 })
    connect(g, ADDRESS, 'eip155:8453')
    const before = seen.length
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
    expect(seen.length).toBe(before)
    await g.dispose()
  })

  it('behavior: read-only methods travel as ephemeral events, never in the log', async () => {
    const { g, wallet, provider } = await setup(({ method }) => (method === 'eth_blockNumber' ? '0x10' : '0x0'))
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(await provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).toBe('0x0')
    expect(wallet.seen.map((r) => [r.method, r.ephemeral])).toEqual([
      ['eth_blockNumber', true],
      ['eth_getBalance', true],
    ])
    const log = (await g.exportLog()) as unknown as { events: Stamped[] }
    expect(log.events.some((e) => e.type === 'TxQueued' || e.type === 'TxSucceeded')).toBe(false)
    await g.dispose()
  })

  it('behavior: params become plain JSON (undefined fields dropped)', async () => {
    const { g, wallet, provider } = await setup()
    await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESS, to: OTHER, value: '0x1', data: undefined }],
    })
    expect(wallet.seen[0]?.params).toEqual([{ from: ADDRESS, to: OTHER, value: '0x1' }])
    await g.dispose()
  })

  it("error: not connected is 4900 with SPEC's 'Please call connect() before request()'", async () => {
    const { g, seen, provider } = await setup(undefined, { connect: false })
    const error = await errorOf(provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] }))
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({
      code: 4900,
      name: 'ProviderDisconnectedError',
      message: 'Please call connect() before request()',
    })
    expect(seen.some((e) => e.type === 'TxQueued')).toBe(false)
    await g.dispose()
  })

  it('error: TxFailed rejects with its code, name and shortMessage', async () => {
    const { g, provider } = await setup(() => {
      throw Object.assign(new Error('Unsupported method'), { name: 'UnsupportedProviderMethodError', code: 4200 })
    })
    const error = await errorOf(provider.request({ method: 'eth_signTypedData_v4', params: [ADDRESS, '{}'] }))
    expect(error).toMatchObject({
      code: 4200,
      name: 'UnsupportedProviderMethodError',
      shortMessage: 'Unsupported method',
      message: 'Unsupported method',
    })
    await g.dispose()
  })

  it("error: TxRejected is 4001 'User rejected the request.'", async () => {
    const { g, provider } = await setup(() => 'reject')
    const error = await errorOf(
      provider.request({ method: 'eth_sendTransaction', params: [{ from: ADDRESS, to: OTHER }] }),
    )
    expect(error).toMatchObject({ code: 4001, name: 'UserRejectedRequestError', message: 'User rejected the request.' })
    await g.dispose()
  })

  it('error: a request without a method is -32600; params that are not JSON are -32602', async () => {
    const { g, provider } = await setup()
    await expect(provider.request({} as never)).rejects.toMatchObject({ code: -32600 })
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{ value: 1n }] })).rejects.toMatchObject({
      code: -32602,
    })
    await g.dispose()
  })

  it('behavior: eth_requestAccounts without a connection opens the modal and resolves once Connected', async () => {
    const { g, seen, provider } = await setup(undefined, { connect: false })
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await tick() // the provider's code comes with the runtime chunk
    expect(seen.find((e) => e.type === 'ModalOpenRequested')?.data).toEqual({ namespace: 'eip155' })
    g.emit(createEvent('ModalOpened', { view: 'Connect' }))
    connect(g)
    expect(await accounts).toEqual([ADDRESS])
    await g.dispose()
  })

  it('error: eth_requestAccounts rejects 4001 when the modal closes without a connection', async () => {
    const { g, provider } = await setup(undefined, { connect: false })
    const accounts = errorOf(provider.request({ method: 'eth_requestAccounts' }))
    await tick()
    g.emit(createEvent('ModalOpened', { view: 'Connect' }))
    g.emit(createEvent('ModalClosed', {}))
    expect(await accounts).toMatchObject({ code: 4001 })
    await g.dispose()
  })

  it('behavior: accountsChanged, chainChanged (hex), connect and disconnect follow the read models', async () => {
    const { g, provider } = await setup(undefined, { connect: false })
    const calls: unknown[] = []
    const onAccounts = (accounts: string[]) => calls.push(['accountsChanged', accounts])
    provider.on('accountsChanged', onAccounts)
    provider.on('chainChanged', (chainId) => calls.push(['chainChanged', chainId]))
    provider.on('connect', (info) => calls.push(['connect', info]))
    provider.on('disconnect', (error) => calls.push(['disconnect', error.code]))
    await Promise.resolve() // the provider's code comes with the runtime chunk
    connect(g)
    g.emit(createEvent('AccountChanged', { namespace: 'eip155', address: OTHER }))
    g.emit(createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))
    g.emit(createEvent('Disconnected', { namespace: 'eip155', reason: 'wallet' }))
    provider.removeListener('accountsChanged', onAccounts)
    await Promise.resolve()
    connect(g)
    expect(calls).toEqual([
      ['connect', { chainId: '0x1' }],
      ['accountsChanged', [ADDRESS]],
      ['chainChanged', '0x1'],
      ['accountsChanged', [OTHER]],
      ['chainChanged', '0x2105'],
      ['accountsChanged', []],
      ['disconnect', 4900],
      ['connect', { chainId: '0x1' }],
      ['chainChanged', '0x1'],
    ])
    await g.dispose()
  })

  it('behavior: wallet_switchEthereumChain emits NetworkSwitchRequested and resolves on NetworkSwitched', async () => {
    const { g, seen, provider } = await setup()
    const switched = provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    await tick()
    expect(seen.filter((e) => e.type === 'NetworkSwitchRequested').map((e) => e.data)).toEqual([
      { chainId: 'eip155:8453' },
    ])
    g.emit(createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))
    expect(await switched).toBeNull()
    const failed = errorOf(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }))
    await tick()
    g.emit(
      createEvent('NetworkSwitchFailed', {
        chainId: 'eip155:1',
        error: { name: 'UserRejectedRequestError', shortMessage: 'no', code: 4001 },
      }),
    )
    expect(await failed).toMatchObject({ code: 4001 })
    await g.dispose()
  })

  it('behavior: a restored connection answers eth_accounts at once; requests wait until it is re-synced', async () => {
    const wallet = answerRequests(() => '0xsigned')
    const g = await reloadedGatehouse(ADDRESS, { wallet })
    expect(g.getState().connection.byNamespace.eip155).toMatchObject({ status: 'connecting', restoring: true })
    const provider = g.getProvider()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    const signed = provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })
    await tick()
    expect(wallet.seen).toEqual([])
    g.emit(
      createEvent('Connected', { connectorId: 'injected', namespace: 'eip155', chainId: 'eip155:1', address: ADDRESS }),
    )
    expect(await signed).toBe('0xsigned')
    await g.dispose()
  })

  it('error: a restore that fails to re-sync rejects waiting requests with 4900', async () => {
    const g = await reloadedGatehouse(ADDRESS)
    const signed = errorOf(g.getProvider().request({ method: 'personal_sign', params: ['0x00', ADDRESS] }))
    g.emit(createEvent('Disconnected', { namespace: 'eip155', reason: 'sync-failed' }))
    expect(await signed).toMatchObject({ code: 4900 })
    await g.dispose()
  })
})
