import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { Connector } from '../../projections/wallets/wallets.projection.js'
import { baseNetwork, NETWORKS } from '../../src/domain/networks.js'
import { GatehouseError } from '../../src/errors/GatehouseError.js'
import { InvalidAddressError } from '../../src/errors/thrown.js'
import { ADDRESS_0, fakeProvider, rpcError } from '../../test/helpers/fakeWallets.js'
import {
  appNetworks,
  caipChainId,
  callWallet,
  firstAccount,
  isAnnouncedConnector,
  isKnownNetwork,
  walletErrorData,
} from './wallets.js'

/** The typed error a call throws, for its exact data. */
function thrown(read: () => unknown): { name: string; details: string | undefined } {
  try {
    read()
  } catch (error) {
    if (error instanceof GatehouseError) return { name: error.name, details: error.details }
    throw error
  }
  throw new Error('no error was thrown')
}

describe('injected wallet helpers', () => {
  it('behavior: callWallet sends params only when there are some, and yields the wallet’s answer', async () => {
    const provider = fakeProvider({ eth_chainId: () => '0x1', wallet_switchEthereumChain: () => null })
    expect(await firstValueFrom(callWallet(provider, 'eth_chainId'))).toBe('0x1')
    expect(await firstValueFrom(callWallet(provider, 'wallet_switchEthereumChain', [{ chainId: '0x2' }]))).toBeNull()
    expect(provider.calls).toEqual([
      { method: 'eth_chainId' },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2' }] },
    ])
    expect(Object.keys(provider.calls[0]!)).toEqual(['method'])
  })

  it('error: callWallet turns a synchronous throw of the wallet into an error notification', async () => {
    const provider = {
      request: () => {
        throw rpcError(4001, 'no')
      },
    }
    await expect(firstValueFrom(callWallet(provider, 'eth_requestAccounts'))).rejects.toMatchObject({ code: 4001 })
  })

  it('behavior: walletErrorData keeps an EIP-1193 error’s code, its SPEC §8 name and the wallet’s message', () => {
    expect(walletErrorData(rpcError(4001, 'User rejected'))).toEqual({
      name: 'UserRejectedRequestError',
      shortMessage: 'User rejected',
      code: 4001,
    })
    // A plain object, as some wallets throw, counts as much as an Error.
    expect(walletErrorData({ code: -32603, message: 'internal' })).toEqual({
      name: 'InternalRpcError',
      shortMessage: 'internal',
      code: -32603,
    })
  })

  it('behavior: walletErrorData falls back to the code’s name when the wallet gives no message, and cuts long ones at 300 characters', () => {
    expect(walletErrorData({ code: 4001 })).toEqual({
      name: 'UserRejectedRequestError',
      shortMessage: 'UserRejectedRequestError',
      code: 4001,
    })
    expect(walletErrorData({ code: 4001, message: '' })).toEqual({
      name: 'UserRejectedRequestError',
      shortMessage: 'UserRejectedRequestError',
      code: 4001,
    })
    expect(walletErrorData({ code: 4001, message: 'x'.repeat(400) })).toEqual({
      name: 'UserRejectedRequestError',
      shortMessage: 'x'.repeat(300),
      code: 4001,
    })
  })

  it('behavior: walletErrorData without an integer code is an UnknownRpcError with the wallet’s message, else the generic one', () => {
    expect(walletErrorData({ message: 'odd' })).toEqual({ name: 'UnknownRpcError', shortMessage: 'odd' })
    expect(walletErrorData({ code: 4001.5, message: 'odd' })).toEqual({ name: 'UnknownRpcError', shortMessage: 'odd' })
    expect(walletErrorData({ code: '4001', message: 'odd' })).toEqual({ name: 'UnknownRpcError', shortMessage: 'odd' })
    expect(walletErrorData({ code: 4001, message: 42 })).toEqual({
      name: 'UserRejectedRequestError',
      shortMessage: 'UserRejectedRequestError',
      code: 4001,
    })
    // A thrown function is no EIP-1193 error, whatever it carries.
    const thrownFunction = Object.assign(() => undefined, { code: 4001, message: 'odd' })
    expect(walletErrorData(thrownFunction)).toEqual({ name: 'UnknownRpcError', shortMessage: 'Something went wrong' })
    for (const error of [null, undefined, 'boom', 4001])
      expect(walletErrorData(error)).toEqual({ name: 'UnknownRpcError', shortMessage: 'Something went wrong' })
  })

  it('behavior: walletErrorData passes a typed Gatehouse error on as it is', () => {
    const error = new InvalidAddressError({ details: 'bad' })
    expect(walletErrorData(error)).toEqual(error.toData())
    expect(walletErrorData(error).name).toBe('InvalidAddressError')
  })

  it('behavior: firstAccount checksums the first account, is null for an empty list, and names what was wrong', () => {
    expect(firstAccount([ADDRESS_0.toLowerCase(), 'not read'])).toBe(ADDRESS_0)
    expect(firstAccount([])).toBeNull()
    expect(thrown(() => firstAccount({ 0: ADDRESS_0, length: 1 }))).toEqual({
      name: 'InvalidAddressError',
      details: 'The wallet did not answer a list of accounts',
    })
    expect(thrown(() => firstAccount(['0x1234']))).toEqual({
      name: 'InvalidAddressError',
      details: 'The wallet answered an account that is not an EVM address',
    })
  })

  it('behavior: caipChainId reads hex (EIP-695) and numbers; anything else, zero, negatives and unsafe integers are refused', () => {
    expect(caipChainId('0x1')).toBe('eip155:1')
    expect(caipChainId('0x2105')).toBe('eip155:8453')
    expect(caipChainId('0xFfFfFfFfFfFfF')).toBe(`eip155:${0xfffffffffffff}`)
    expect(caipChainId(137)).toBe('eip155:137')
    for (const answer of [
      'x0x1',
      '000x1',
      '0x1g',
      '0x',
      '1',
      '0x0',
      0,
      -1,
      1.5,
      2 ** 53,
      Number.NaN,
      '0x' + 'f'.repeat(15),
      null,
    ])
      expect(thrown(() => caipChainId(answer))).toEqual({
        name: 'CaipUndefinedError',
        details: 'The wallet answered no valid chain id',
      })
  })

  it('behavior: the app’s networks are deps.networks when given, else SPEC §3’s; a network is known when it is among them', () => {
    expect(appNetworks({})).toBe(NETWORKS)
    expect(appNetworks({ networks: [baseNetwork] })).toEqual([baseNetwork])
    expect(isKnownNetwork({}, 'eip155:1')).toBe(true)
    expect(isKnownNetwork({}, 'eip155:999999')).toBe(false)
    expect(isKnownNetwork({ networks: [baseNetwork] }, 'eip155:1')).toBe(false)
    expect(isKnownNetwork({ networks: [baseNetwork] }, 'eip155:8453')).toBe(true)
  })

  it('behavior: isAnnouncedConnector is true only for a connector of type announced', () => {
    const state: { wallets: { connectors: { byId: Record<string, Connector> } } } = {
      wallets: {
        connectors: {
          byId: {
            'com.example.fake': { id: 'com.example.fake', name: 'Fake', type: 'announced', chain: 'eip155' },
            auth: { id: 'auth', name: 'Email', type: 'auth', chain: 'eip155' },
          },
        },
      },
    }
    expect(isAnnouncedConnector(state, 'com.example.fake')).toBe(true)
    expect(isAnnouncedConnector(state, 'auth')).toBe(false)
    expect(isAnnouncedConnector(state, 'unknown')).toBe(false)
  })
})
