import { describe, expect, it } from 'vitest'
import { ALERTS, CatalogueError, type AlertKind } from './catalogue.js'
import { ADD_CHAIN_CODES, HttpRequestError, rpcErrorName, shouldAddChain, THROWN_ERRORS } from './thrown.js'
import { alertForAnalyticsStatus, alertForServerMessage, reportAlertOnce } from './serverAlerts.js'
import { GatehouseError } from './GatehouseError.js'
import { formatMessage, CORE_MESSAGES } from './messages.js'

// SPEC §8, Thrown:, in SPEC's order.
const SPEC_THROWN = [
  'Network not supported for Gas Price',
  'Network not supported for Swaps',
  'Failed to disconnect',
  'Chain is not supported',
  'Adapter not found',
  'Chain adapter not found',
  'CaipNetwork or CaipAddress is undefined',
  'NetworkController client not set',
  'ConnectionController client not set',
  'Unsupported chain',
  'Network not found',
  'Address or auth connector not found',
  'Error resolving name',
  'Error fetching name suggestions',
  'Error fetching names for address',
  'No RPC url provided for chainId',
  'Please call connect() before request()',
  'SIWX is not enabled',
  'No ActiveCaipAddress found',
  'No ActiveCaipNetwork or client found',
  'No ConnectionController client found',
  "Transactions can't be fetched without an accountAddress",
]

// SPEC §8 user messages, §4 and §5 / §6 strings.
const SPEC_USER = [
  'Token Balance Unavailable',
  'Failed to fetch transactions',
  'A problem occurred while trying initialize authentication',
  'Signature declined',
  'This application might not support Smart Accounts',
  'Authenticating...',
  'Something went wrong',
  'Failed to send transaction. Please try again.',
  'Request was aborted',
  'An error occurred',
  'Unable to load email login dependency',
  'Address is invalid',
  'Transaction started',
  'Required',
  'Invalid input',
  'Invalid CAIP Address',
  'Invalid CAIP-10 address',
  'Namespace is not configured. Please call connect() first with namespace config.',
  'Please try again after {n} seconds',
  'Cannot set both `siweConfig` and `siwx` options',
  'Please enter a valid amount and receiver address',
  'Requested RPC call is not allowed',
  'Action not allowed',
  'Network Not Found',
  'Invalid App Configuration',
  'Session Expired',
  'Project ID Not Configured',
  'HTTP status code: {status}',
]

describe('error catalogue', () => {
  it.each(SPEC_THROWN)('SPEC §8: thrown %j is an error class extending GatehouseError', (message) => {
    const entry = Object.entries(THROWN_ERRORS).find(([, C]) => new C().shortMessage === message)
    expect(entry, message).toBeDefined()
    const [name, C] = entry as [string, new (o?: object) => CatalogueError]
    const cause = new Error('underlying')
    const e = new C({ details: 'more', cause })
    expect(e).toBeInstanceOf(GatehouseError)
    expect(e.name).toBe(name)
    expect(e.shortMessage).toBe(message)
    expect(e.details).toBe('more')
    expect(e.cause).toBe(cause)
    expect(e.toData()).toEqual({ name, shortMessage: message })
  })

  it.each(SPEC_USER)('SPEC §8: user message %j is in the one message catalogue', (message) => {
    expect(Object.values(CORE_MESSAGES)).toContain(message)
  })

  it('SPEC §5 / §7: parameters are filled by formatMessage', () => {
    expect(formatMessage('emailCooldown', { n: 12 })).toBe('Please try again after 12 seconds')
    const e = new HttpRequestError(503)
    expect(e.shortMessage).toBe('HTTP status code: 503')
    expect(e.status).toBe(503)
  })

  it.each([
    [-32700, 'ParseRpcError'],
    [-32600, 'InvalidRequestRpcError'],
    [-32601, 'MethodNotFoundRpcError'],
    [-32602, 'InvalidParamsRpcError'],
    [-32603, 'InternalRpcError'],
    [-32000, 'InvalidInputRpcError'],
    [-32001, 'ResourceNotFoundRpcError'],
    [-32002, 'ResourceUnavailableRpcError'],
    [-32003, 'TransactionRejectedRpcError'],
    [-32004, 'MethodNotSupportedRpcError'],
    [-32005, 'LimitExceededRpcError'],
    [-32006, 'JsonRpcVersionUnsupportedError'],
    [4001, 'UserRejectedRequestError'],
    [4100, 'UnauthorizedProviderError'],
    [4200, 'UnsupportedProviderMethodError'],
    [4900, 'ProviderDisconnectedError'],
    [4901, 'ChainDisconnectedError'],
    [4902, 'SwitchChainError'],
    [5700, 'UnsupportedNonOptionalCapabilityError'],
    [5760, 'AtomicityNotSupportedError'],
    [5755, 'WalletCapabilityError'],
    [1234, 'UnknownRpcError'],
    ['4001', 'UnknownRpcError'],
  ])('SPEC §8: RPC code %s is %s', (code, name) => {
    expect(rpcErrorName(code)).toBe(name)
  })

  it.each([
    [4902, true],
    [5000, true],
    [32603, true],
    [{ code: 4902 }, true],
    [-32603, false],
    [4001, false],
    [null, false],
  ])('SPEC §8: wallet codes 4902, 5000 and 32603 trigger an attempt to add the chain (%j → %s)', (error, add) => {
    expect(shouldAddChain(error)).toBe(add)
    expect(ADD_CHAIN_CODES).toEqual([4902, 5000, 32603])
  })

  it.each([
    ['Unauthorized: origin not allowed', 'InvalidAppConfiguration'],
    ['JWT validation error: JWT Token is not yet valid', 'SessionExpired'],
    ['Unauthorized: invalid key', 'InvalidAppConfiguration'],
    ['HTTP 401: Unauthorized: origin not allowed', 'InvalidAppConfiguration'],
    ['Something else', undefined],
  ])('SPEC §8: server message %j maps to alert %s', (message, kind) => {
    expect(alertForServerMessage(message)).toBe(kind)
  })

  it("SPEC §8: alerts 'Network Not Found', 'Invalid App Configuration' (also on analytics 403), 'Session Expired', 'Project ID Not Configured'", () => {
    expect(Object.values(ALERTS).map((a) => a.shortMessage)).toEqual([
      'Network Not Found',
      'Invalid App Configuration',
      'Session Expired',
      'Project ID Not Configured',
    ])
    expect(alertForAnalyticsStatus(403)).toBe('InvalidAppConfiguration')
    expect(alertForAnalyticsStatus(500)).toBeUndefined()
  })

  it('SPEC §8: alerts are each reported once per kind', () => {
    let reported: readonly AlertKind[] = []
    const shown: boolean[] = []
    for (const kind of [
      'SessionExpired',
      'SessionExpired',
      'NetworkNotFound',
      'SessionExpired',
      'NetworkNotFound',
    ] as const) {
      const r = reportAlertOnce(reported, kind)
      shown.push(r.report)
      reported = r.reported
    }
    expect(shown).toEqual([true, false, true, false, false])
  })
})
