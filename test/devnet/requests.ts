// One request of every path of API_PATHS that a fresh devnet answers with a success:
// the integration tests call them on the servers directly (devnet.test.ts) and through
// the API client (client.test.ts).
import type { ApiPathName } from '../../src/api/schemas.js'
import type { DevnetInfo } from './info.js'
import { NATIVE_TOKEN_ADDRESS } from './server/api.js'

/** A request to one path: its `{name}` params, query (besides the SDK query) and body. */
export interface Call {
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
}

/** Paths whose success needs a fresh signature (the tests make one); here their request is a bad one. */
export const SIGNED_PATHS: readonly ApiPathName[] = ['registerName', 'revokeSession']

/** A successful request of every path (SIGNED_PATHS excepted), for the devnet `info`. */
export function successRequests(info: DevnetInfo): Record<ApiPathName, Call> {
  const a0 = info.accounts[0]!.address
  const token = (symbol: string) => info.tokens.find((t) => t.chainId === 1 && t.symbol === symbol)!.address
  const caip10 = (chainId: number, address: string) => `eip155:${chainId}:${address}`
  const usdc = caip10(1, token('USDC'))
  const gate = caip10(1, token('GATE'))
  return {
    supportedChains: {},
    identity: { params: { address: a0 }, query: { sender: a0 } },
    history: { params: { account: a0 }, query: { chainId: 'eip155:1' } },
    swapQuotes: {
      query: { amount: '1000000', userAddress: caip10(1, a0), from: usdc, to: gate, gasPrice: '1000000000' },
    },
    swapTokens: { query: { chainId: 'eip155:8453' } },
    fungiblePrice: {
      body: { currency: 'usd', addresses: [usdc, caip10(8453, NATIVE_TOKEN_ADDRESS)], projectId: info.projectId },
    },
    allowance: { query: { tokenAddress: usdc, userAddress: a0 } },
    gasPrice: { query: { chainId: 'eip155:1' } },
    buildTransaction: {
      // Not estimated: a0 has not approved the router for USDC, so an estimate would (rightly) refuse the swap.
      body: {
        amount: '1000000',
        eip155: { slippage: '1' },
        projectId: info.projectId,
        from: usdc,
        to: gate,
        userAddress: caip10(1, a0),
        disableEstimate: true,
      },
    },
    buildApprove: { query: { userAddress: a0, from: usdc, to: gate } },
    balance: { params: { address: a0 }, query: { currency: 'usd', chainId: 'eip155:1', forceUpdate: 'false' } },
    nfts: { params: { address: a0 }, query: { chainId: 'eip155:1' } },
    profileAccount: { params: { name: 'alice.reown.id' }, query: { apiVersion: '2' } },
    profileReverse: { params: { address: a0 }, query: { sender: a0, apiVersion: '2' } },
    nameSuggestions: { params: { name: 'carol' }, query: { zone: 'reown.id' } },
    registerName: { body: { coin_type: 60, address: a0, message: '{"name":"x.reown.id"}', signature: '0x00' } },
    onrampUrl: {
      body: {
        destinationWallets: [{ address: a0, assets: ['USDC'] }],
        defaultNetwork: 'base',
        partnerUserId: 'p1',
        defaultExperience: 'buy',
        presetFiatAmount: 50,
      },
    },
    onrampOptions: {},
    onrampQuote: { body: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'ethereum' } },
    session: { params: { id: 'devnet-session-0' } },
    revokeSession: { params: { id: 'devnet-session-0' }, body: { pci: '0x00', signature: '0x00' } },
    wallets: { query: { page: '1', entries: '4' } },
    walletImage: { params: { id: 'gatehouse-test-wallet' } },
    assetImage: { params: { id: 'ethereum' } },
    currencyImage: { params: { id: 'USD' } },
    tokenImage: { params: { id: 'USDC' } },
    analyticsConfig: {},
    analyticsEvent: {
      body: {
        eventId: '7f0c1c52-3d0a-4a38-9b0f-2f1c7c1d2e3f',
        url: 'http://127.0.0.1:5173/',
        domain: '127.0.0.1',
        timestamp: 1_700_000_000_000,
        props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
      },
    },
  }
}
