// What the swap effects' tests share: the devnet-like tokens, a fake data API answering the convert calls, and a
// harness with a connected account on Ethereum and the Swap view open.
import { TestScheduler } from 'rxjs/testing'
import { expect } from 'vitest'
import type { ApiCall } from '../../src/api/client.js'
import type { ApiPathName } from '../../src/api/schemas.js'
import { createEvent } from '../../src/events/index.js'
import type { Effects } from '../../src/bus/effects.js'
import type { GatehouseState } from '../../projections/index.js'
import { effectHarness, fakeApi, fakeRpc, services } from './fakeServices.js'

export const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const ETH = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
}
export const USDC = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  decimals: 6,
}
export const GATE = {
  name: 'Gate',
  symbol: 'GATE',
  address: 'eip155:1:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  decimals: 18,
}

type Handler = (call: ApiCall<ApiPathName>) => unknown

/** Answers for every convert call of a healthy API: 1 ETH buys 2950 USDC, no allowance for tokens. */
export function convertHandlers(
  overrides: Partial<Record<ApiPathName, Handler>> = {},
): Partial<Record<ApiPathName, Handler>> {
  return {
    swapTokens: () => ({ tokens: [ETH, USDC, GATE] }),
    gasPrice: () => ({ standard: '2000000000', fast: '3000000000', instant: '4000000000' }),
    swapQuotes: (call) => ({
      quotes: [
        {
          id: 'q1',
          fromAmount: String(call.query?.amount),
          fromAccount: String(call.query?.from),
          toAmount: '2950000000',
          toAccount: String(call.query?.to),
        },
      ],
    }),
    allowance: (call) => ({
      allowance: String(call.query?.tokenAddress).endsWith('eeee') ? (2n ** 256n - 1n).toString() : '0',
    }),
    fungiblePrice: () => ({
      fungibles: [
        { name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 },
        { name: 'USD Coin', symbol: 'USDC', iconUrl: '', price: 1 },
        { name: 'Gate', symbol: 'GATE', iconUrl: '', price: 0.25 },
      ],
    }),
    buildApprove: () => ({
      tx: {
        from: `eip155:1:${ADDRESS}`,
        to: USDC.address,
        data: '0x095ea7b3',
        value: '0',
        eip155: { gas: '46000', gasPrice: '2000000000' },
      },
    }),
    buildTransaction: (call) => ({
      tx: {
        from: `eip155:1:${ADDRESS}`,
        to: 'eip155:1:0xrouter',
        data: '0x7ff36ab5',
        amount: String((call.body as { amount: string }).amount),
        value: '1000000000000000000',
        eip155: { gas: '150000', gasPrice: '2000000000' },
      },
    }),
    ...overrides,
  }
}

/** A harness running `effects` with a connected account on Ethereum and the Swap view open; the virtual clock runs with `runTo`. */
export async function swapHarness(
  effects: Effects<GatehouseState>,
  handlers = convertHandlers(),
  receipt: unknown = { status: '0x1' },
) {
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
  const api = fakeApi(handlers)
  const rpc = fakeRpc(() => receipt)
  const t = await effectHarness(effects, services({ api, rpc }), { scheduler })
  t.g.emit(
    createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId: 'eip155:1', address: ADDRESS }),
  )
  t.g.emit(createEvent('ModalOpened', { view: 'Swap' }))
  const runTo = (frame: number) => {
    scheduler.maxFrames = frame
    scheduler.flush()
  }
  return { ...t, api, rpc, scheduler, runTo }
}
