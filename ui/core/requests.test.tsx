// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { answerRequests, type Answer } from '../../test/helpers/answerRequests.js'
import { connectEvm, reloadedGatehouse } from '../../test/helpers/connection.js'
import { createEvent } from '../../src/events/index.js'
import { createTestGatehouse } from '../../src/testing/helpers.js'
import { GatehouseProvider } from './context.js'
import { useAccount, type AccountInfo } from './modal.js'
import { useSendTransaction, useSignMessage } from './requests.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
const TO = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'
let root: Root
let container: HTMLElement
afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
})

interface Seen {
  sign: ReturnType<typeof useSignMessage>
  send: ReturnType<typeof useSendTransaction>
  account: AccountInfo
}

function render(g: ReturnType<typeof createTestGatehouse>) {
  const seen = {} as Seen
  function Probe() {
    seen.sign = useSignMessage()
    seen.send = useSendTransaction()
    seen.account = useAccount()
    return null
  }
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() =>
    root.render(
      <GatehouseProvider gatehouse={g}>
        <Probe />
      </GatehouseProvider>,
    ),
  )
  return seen
}

const connect = (g: ReturnType<typeof createTestGatehouse>) => connectEvm(g, ADDRESS)

async function mount(answer: Answer, options: { connect?: boolean } = {}) {
  const wallet = answerRequests(answer)
  const g = createTestGatehouse({ effects: { wallet } })
  await g.ready
  if (options.connect !== false) connect(g)
  return { g, wallet, seen: render(g) }
}

describe('request hooks', () => {
  it('default: useSignMessage signs the UTF-8 message with personal_sign; status idle → pending → success', async () => {
    let release!: () => void
    const { wallet, seen } = await mount(() => new Promise((resolve) => (release = () => resolve('0xsig'))))
    expect(seen.sign).toMatchObject({ status: 'idle', signature: null, error: null })
    let result: Promise<string | null> = Promise.resolve(null)
    await act(async () => {
      result = seen.sign.signMessage('hi ✓')
      await new Promise((r) => setTimeout(r, 0))
    })
    expect(seen.sign.status).toBe('pending')
    expect(wallet.seen.map((r) => [r.method, r.params])).toEqual([['personal_sign', ['0x686920e29c93', ADDRESS]]])
    await act(async () => {
      release()
      await result
    })
    expect(await result).toBe('0xsig')
    expect(seen.sign).toMatchObject({ status: 'success', signature: '0xsig', error: null })
  })

  it('default: useSendTransaction sends eth_sendTransaction from the account (hex quantities) and gives the hash', async () => {
    const { wallet, seen } = await mount(() => '0xhash')
    await act(async () => {
      await seen.send.sendTransaction({ to: TO, value: 10_000_000_000_000_000n })
    })
    expect(wallet.seen[0]).toMatchObject({
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESS, to: TO, value: '0x2386f26fc10000' }],
    })
    expect(seen.send).toMatchObject({ status: 'success', hash: '0xhash', error: null })
  })

  it('error: a rejection is status error with a typed 4001', async () => {
    const { seen } = await mount(() => 'reject')
    await act(async () => {
      expect(await seen.send.sendTransaction({ to: TO, value: 1n })).toBeNull()
    })
    expect(seen.send.status).toBe('error')
    expect(seen.send.error).toMatchObject({
      code: 4001,
      name: 'UserRejectedRequestError',
      message: 'User rejected the request.',
    })
  })

  it("error: without a connection, 4900 'Please call connect() before request()'", async () => {
    const { wallet, seen } = await mount(() => '0xsig', { connect: false })
    await act(async () => {
      await seen.sign.signMessage('hi')
    })
    expect(seen.sign.error).toMatchObject({ code: 4900, shortMessage: 'Please call connect() before request()' })
    expect(wallet.seen).toEqual([])
  })

  it("behavior: useAccount is 'reconnecting' with the restored address while the connection re-syncs, then 'connected'", async () => {
    const g = await reloadedGatehouse(ADDRESS)
    const seen = render(g)
    expect(seen.account).toMatchObject({ status: 'reconnecting', address: ADDRESS, isConnected: false })
    act(() => {
      g.emit(
        createEvent('Connected', {
          connectorId: 'injected',
          namespace: 'eip155',
          chainId: 'eip155:1',
          address: ADDRESS,
        }),
      )
    })
    expect(seen.account).toMatchObject({ status: 'connected', address: ADDRESS, isConnected: true })
    act(() => {
      g.emit(createEvent('Disconnected', { namespace: 'eip155', reason: 'user' }))
    })
    expect(seen.account).toMatchObject({ status: 'disconnected', address: null })
  })
})
