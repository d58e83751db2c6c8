// Every validator and parser of src/domain with seeds of valid input, for the
// "never throws" properties (src/domain/validators.prop.test.ts) and the fuzz
// benchmark (bench/fuzz.bench.ts). Each takes one unknown input, as the edge
// hands it over; the fuzz input is a string, a JSON value, or a valid seed with
// one edit.
import fc from 'fast-check'
import { isTokenBalanceRetryBlocked, parseFrameUser, parseTokenBalances } from '../../src/domain/accounts.js'
import {
  validateAddress,
  validateEvmAddress,
  validatePolkadotAddress,
  validateSolanaAddress,
} from '../../src/domain/addresses.js'
import { parseSocialProvider, parseThemeMode } from '../../src/domain/auth.js'
import { validateBitcoinAddress } from '../../src/domain/bitcoinAddress.js'
import { checkEmailCooldown, validateEmail, validateOtp } from '../../src/domain/emailLogin.js'
import { parseCaipAddress, parseCaipNetworkId } from '../../src/domain/caipIds.js'
import { filterHistory, historyQuery, requireAccountAddress } from '../../src/domain/history.js'
import { isRegisteredName, nameToRegister, validateNameLabel } from '../../src/domain/names.js'
import { resolveNetworks, validateNetwork, NETWORKS } from '../../src/domain/networks.js'
import { isPairingExpired, responseTypeOf, validateSendCalls } from '../../src/domain/requests.js'
import { classifyRpcMethod } from '../../src/domain/rpcFilter.js'
import { hasInsufficientGas, validateSendForm } from '../../src/domain/send.js'
import { isReceiverName, parseUnitsExact } from '../../src/domain/sendChecks.js'
import { transferTransaction } from '../../src/domain/sendTransfer.js'
import { appliesUniversalProviderAuth, checkSiwxPreconditions, validateConfig } from '../../src/domain/siwx.js'
import { checkTransaction } from '../../src/domain/transactions.js'
import { formatActivityAmount, formatBalance, formatRelativeTime } from '../../src/domain/display.js'
import { rpcErrorName, shouldAddChain } from '../../src/errors/thrown.js'
import { alertForServerMessage } from '../../src/errors/serverAlerts.js'

/** One validator under fuzz. */
export interface FuzzTarget {
  name: string
  run: (input: unknown) => unknown
  /** Valid (or nearly valid) inputs that edits start from. */
  seeds: readonly unknown[]
}

const evm = '0x52908400098527886E0F7030069857D2E4169EE7'
const sol = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const btc = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const token = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  value: 1,
  price: 1,
  quantity: { decimals: '6', numeric: '1' },
  iconUrl: '',
}

/** The validators and parsers, each with its seeds. */
export const FUZZ_TARGETS: readonly FuzzTarget[] = [
  {
    name: 'parseCaipNetworkId',
    run: parseCaipNetworkId,
    seeds: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'bip122:000000000019d6689c085ae165831e93'],
  },
  {
    name: 'parseCaipAddress',
    run: parseCaipAddress,
    seeds: [`eip155:1:${evm}`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${sol}`],
  },
  { name: 'validateEvmAddress', run: validateEvmAddress, seeds: [evm, evm.toLowerCase(), evm.slice(2)] },
  { name: 'validateSolanaAddress', run: validateSolanaAddress, seeds: [sol, '11111111111111111111111111111111'] },
  {
    name: 'validatePolkadotAddress',
    run: validatePolkadotAddress,
    seeds: ['15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
  },
  {
    name: 'validateBitcoinAddress',
    run: (a) => validateBitcoinAddress(a, 'mainnet'),
    seeds: [
      btc,
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
    ],
  },
  { name: 'validateAddress', run: (a) => validateAddress('eip155:1', a), seeds: [evm] },
  { name: 'validateEmail', run: validateEmail, seeds: ['user@example.com'] },
  { name: 'validateOtp', run: validateOtp, seeds: ['123456'] },
  { name: 'checkEmailCooldown', run: (t) => checkEmailCooldown(t as number, 1_000_000), seeds: [990_000, 1_000_000] },
  { name: 'parseSocialProvider', run: parseSocialProvider, seeds: ['google', 'x'] },
  { name: 'parseThemeMode', run: parseThemeMode, seeds: ['dark'] },
  { name: 'validateSendCalls', run: validateSendCalls, seeds: [[{ calls: [{ to: '0xab', data: '0x12' }] }]] },
  { name: 'responseTypeOf', run: responseTypeOf, seeds: [`0x${'a'.repeat(64)}`] },
  { name: 'isPairingExpired', run: (e) => isPairingExpired(e as number, 1_000_000), seeds: [1_240_000] },
  { name: 'validateNameLabel', run: validateNameLabel, seeds: ['alice', 'al-1x'] },
  { name: 'nameToRegister', run: nameToRegister, seeds: ['alice'] },
  { name: 'isRegisteredName', run: isRegisteredName, seeds: ['alice.reown.id', 'bob1.wcn.id'] },
  {
    name: 'validateSendForm',
    run: (f) => validateSendForm(f as never),
    seeds: [
      { namespace: 'eip155', amount: '1', receiverAddress: evm, gasPrice: '1', decimals: 18 },
      { namespace: 'solana', amount: '1', receiverAddress: sol },
    ],
  },
  {
    name: 'hasInsufficientGas',
    run: (i) => hasInsufficientGas(i as never),
    seeds: [{ networkBalanceInUsd: 1, gasPriceInUsd: 0.5, isSmartAccount: false }],
  },
  { name: 'parseUnitsExact', run: (a) => parseUnitsExact(a as string, 6), seeds: ['1.5', '0.000001'] },
  { name: 'isReceiverName', run: (t) => isReceiverName(t as string), seeds: ['alice.reown.id'] },
  {
    name: 'transferTransaction',
    run: (t) => transferTransaction(t as never),
    seeds: [{ from: evm, token: { address: null, decimals: 18 }, receiverAddress: evm, amount: '0.01' }],
  },
  {
    name: 'checkTransaction',
    run: checkTransaction,
    seeds: [
      { chainId: 1, to: evm, gasPrice: 1, v: 27 },
      { type: 'eip4844', chainId: 1, to: evm, blobVersionedHashes: [`0x01${'ab'.repeat(31)}`] },
    ],
  },
  {
    name: 'checkSiwxPreconditions',
    run: (i) => checkSiwxPreconditions(i as never),
    seeds: [{ siwxEnabled: true, activeAddress: evm, activeNetwork: 'eip155:1', hasClient: true }],
  },
  { name: 'appliesUniversalProviderAuth', run: (c) => appliesUniversalProviderAuth(c as never), seeds: [['eip155:1']] },
  { name: 'validateConfig', run: (c) => validateConfig(c as never), seeds: [{ projectId: 'p', siwx: {} }] },
  { name: 'requireAccountAddress', run: requireAccountAddress, seeds: [evm] },
  {
    name: 'filterHistory',
    run: (i) => filterHistory(i as never, 'eip155:1'),
    seeds: [
      [
        {
          id: 'a',
          metadata: { minedAt: '', chain: 'eip155:1' },
          transfers: [{ nft_info: { flags: { is_spam: true } } }],
        },
      ],
    ],
  },
  { name: 'historyQuery', run: (p) => historyQuery(p as never), seeds: [{ cursor: '', chainId: 'eip155:1' }] },
  { name: 'classifyRpcMethod', run: classifyRpcMethod, seeds: ['eth_call', 'personal_sign'] },
  { name: 'parseFrameUser', run: parseFrameUser, seeds: [{ email: null, address: evm, chainId: 1 }] },
  { name: 'parseTokenBalances', run: parseTokenBalances, seeds: [[token]] },
  {
    name: 'isTokenBalanceRetryBlocked',
    run: (t) => isTokenBalanceRetryBlocked(t as number, 1_000_000),
    seeds: [990_000],
  },
  { name: 'validateNetwork', run: validateNetwork, seeds: [NETWORKS[0], NETWORKS[4]] },
  {
    name: 'resolveNetworks',
    run: (o) => resolveNetworks(o as never),
    seeds: [{ rpcUrls: { 'eip155:1': ['http://127.0.0.1:8545'] } }],
  },
  { name: 'formatBalance', run: formatBalance, seeds: ['1.23456', 12] },
  { name: 'formatActivityAmount', run: formatActivityAmount, seeds: ['0.5'] },
  { name: 'formatRelativeTime', run: (t) => formatRelativeTime(t as number, 1_000_000), seeds: [0, 999_000] },
  { name: 'rpcErrorName', run: rpcErrorName, seeds: [4001, -32603] },
  { name: 'shouldAddChain', run: shouldAddChain, seeds: [{ code: 4902 }] },
  { name: 'alertForServerMessage', run: alertForServerMessage, seeds: ['Unauthorized: invalid key'] },
]

/** One edit of a string: replace, insert or delete a character, or flip a letter's case. */
function editString(seed: string, at: number, ch: string, op: number): string {
  const i = seed.length === 0 ? 0 : at % seed.length
  switch (op % 4) {
    case 0:
      return seed.slice(0, i) + ch + seed.slice(i + 1)
    case 1:
      return seed.slice(0, i) + ch + seed.slice(i)
    case 2:
      return seed.slice(0, i) + seed.slice(i + 1)
    default: {
      const c = seed.charAt(i)
      return seed.slice(0, i) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + seed.slice(i + 1)
    }
  }
}

/** One edit of a JSON-like value: a string edited, or one field (at any depth) replaced by a JSON value or removed. */
function editValue(seed: unknown, at: number, ch: string, op: number, replacement: unknown): unknown {
  if (typeof seed === 'string') return editString(seed, at, ch, op)
  if (typeof seed !== 'object' || seed === null) return op % 2 ? replacement : seed
  const copy: Record<string, unknown> | unknown[] = Array.isArray(seed)
    ? [...seed]
    : { ...(seed as Record<string, unknown>) }
  const keys = Object.keys(copy)
  if (keys.length === 0) return replacement
  const key = keys[at % keys.length] as string
  const target = copy as Record<string, unknown>
  if (op % 5 === 0) delete target[key]
  else if (op % 5 === 1) target[key] = replacement
  else target[key] = editValue(target[key], Math.floor(at / 7), ch, op >> 1, replacement)
  return copy
}

/** Fuzz input for a target: any string, any JSON value, or one of its seeds with one edit. */
/** A JSON-shaped object that String() and Number() cannot convert: its toString and valueOf are not functions. */
function unconvertible(): object {
  return { toString: 1, valueOf: 'x' }
}

export function arbFuzzInput(target: FuzzTarget): fc.Arbitrary<unknown> {
  const edited = fc
    .tuple(
      fc.constantFrom(...target.seeds),
      fc.nat(),
      fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
      fc.nat(),
      fc.oneof(
        { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 9 },
        { arbitrary: fc.constant(unconvertible()), weight: 1 },
      ),
    )
    .map(([seed, at, ch, op, replacement]) => editValue(seed, at, ch, op, replacement))
  return fc.oneof(
    { arbitrary: fc.string({ unit: 'binary', maxLength: 80 }), weight: 2 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
    { arbitrary: edited, weight: 4 },
    {
      arbitrary: fc.constantFrom(
        undefined,
        null,
        Number.NaN,
        -0,
        Infinity,
        10n ** 80n,
        [],
        {},
        unconvertible(),
        Object.create(null),
      ),
      weight: 1,
    },
  )
}

/** How a call ended: returned, threw a GatehouseError (typed), or threw anything else (untyped). */
export type Outcome = 'returned' | 'typed' | 'untyped'
