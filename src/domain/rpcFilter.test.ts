import { describe, expect, it } from 'vitest'
import { RpcCallNotAllowedError } from '../errors/thrown.js'
import {
  classifyRpcMethod,
  isAbortedOnClose,
  rejectedRpcCall,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
} from './rpcFilter.js'

describe('embedded-wallet RPC filter', () => {
  it.each([
    'eth_accounts',
    'eth_call',
    'eth_chainId',
    'eth_getBalance',
    'eth_getLogs',
    'eth_getTransactionReceipt',
    'eth_estimateGas',
    'eth_sendRawTransaction',
    'wallet_getCapabilities',
    'wallet_getAssets',
    'eth_blockNumber',
    'eth_getCode',
  ])('SPEC §6: safe, run silently: %s', (m) => {
    expect(classifyRpcMethod(m)).toBe('safe')
    expect(isAbortedOnClose(m)).toBe(false)
  })

  it.each([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
  ])('SPEC §6: unsafe, need approval in the modal: %s', (m) => {
    expect(classifyRpcMethod(m)).toBe('unsafe')
    expect(isAbortedOnClose(m)).toBe(true)
  })

  it.each([
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'wallet_addEthereumChain',
    'ETH_CALL',
    'eth_call ',
    '',
    'toString',
    '__proto__',
    42,
  ])("SPEC §6: unknown methods are rejected ('Requested RPC call is not allowed', 'Action not allowed'): %s", (m) => {
    expect(classifyRpcMethod(m)).toBe('rejected')
    const { error, userMessage } = rejectedRpcCall(m)
    expect(error).toBeInstanceOf(RpcCallNotAllowedError)
    expect(error.shortMessage).toBe('Requested RPC call is not allowed')
    expect(userMessage).toBe('Action not allowed')
    // The details name the method refused (a non-string by its type), for the app's logs.
    expect(error.details).toBe(`Method: ${typeof m === 'string' ? m : 'number'}`)
  })

  it('SPEC §6: the safe and unsafe lists do not overlap', () => {
    expect(SAFE_RPC_METHODS.filter((m) => UNSAFE_RPC_METHODS.includes(m))).toEqual([])
  })
})
