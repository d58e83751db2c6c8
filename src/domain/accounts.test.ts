import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ACCOUNT_TYPES,
  dropZeroDecimalBalances,
  isTokenBalanceRetryBlocked,
  parseFrameUser,
  parseTokenBalances,
  WalletAssetSchema,
} from './accounts.js'

const token = (decimals: string) => ({
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  value: 1,
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: 'https://example.com/usdc.png',
})

describe('accounts', () => {
  it.each([
    ['bip122', 'payment'],
    ['eip155', 'smartAccount'],
    ['polkadot', 'eoa'],
    ['solana', 'eoa'],
  ] as const)('SPEC §3: default account type of %s is %s', (namespace, type) => {
    expect(DEFAULT_ACCOUNT_TYPES[namespace]).toBe(type)
  })

  it('SPEC §5: token balances with zero decimals in quantity are dropped', () => {
    expect(dropZeroDecimalBalances([token('0'), token('6'), token('18')]).map((t) => t.quantity.decimals)).toEqual([
      '6',
      '18',
    ])
    const r = parseTokenBalances([token('0'), token('6')])
    expect(r.ok && r.value.length).toBe(1)
  })

  it('SPEC §3: token balance address is absent for native', () => {
    const { address: _address, ...native } = token('18')
    expect(parseTokenBalances([native]).ok).toBe(true)
    expect(parseTokenBalances([{ ...native, value: '1' }]).ok).toBe(false)
  })

  it.each([
    [{ email: 'a@b.co', address: '0xab', chainId: 1 }, true],
    [
      {
        email: null,
        address: '0xab',
        chainId: 'eip155:1',
        accounts: [{ address: '0xab', type: 'smartAccount' }],
        userName: null,
        smartAccountDeployed: true,
        preferredAccountType: 'eoa',
      },
      true,
    ],
    [{ email: null, address: '0xab', chainId: 1, accounts: [{ address: '0xab', type: 'contract' }] }, false],
    [{ address: '0xab' }, false],
    // What the frame sends reaches the log and the screen: every string and list is bounded.
    [{ email: `${'e'.repeat(2_000_000)}@b.co`, address: '0xab', chainId: 1 }, false],
    [{ email: null, address: '0xab', chainId: 1, userName: 'n'.repeat(256) }, false],
    [{ email: null, address: '0xab', chainId: 1, userName: 'n'.repeat(255) }, true],
    [{ email: null, address: `0x${'a'.repeat(200)}`, chainId: 1 }, false],
    [{ email: null, address: '0xab', chainId: '1'.repeat(200) }, false],
    [
      {
        email: null,
        address: '0xab',
        chainId: 1,
        accounts: Array.from({ length: 101 }, () => ({ address: '0xab', type: 'eoa' })),
      },
      false,
    ],
  ])('SPEC §3: frame user shape (%#)', (input, valid) => {
    expect(parseFrameUser(input).ok).toBe(valid)
  })

  it('SPEC §3: wallet asset: balance hex string, type ERC20 or NATIVE', () => {
    const asset = {
      address: '0x0',
      balance: '0x10',
      type: 'NATIVE',
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 1, iconUrl: '' },
    }
    expect(WalletAssetSchema.safeParse(asset).success).toBe(true)
    expect(WalletAssetSchema.safeParse({ ...asset, type: 'ERC721' }).success).toBe(false)
    expect(WalletAssetSchema.safeParse({ ...asset, balance: '16' }).success).toBe(false)
  })
})

describe('token balance retry', () => {
  it.each([
    [undefined, 1_000_000, false],
    [1_000_000, 1_000_000, true],
    [1_000_000, 1_029_999, true],
    [1_000_000, 1_030_000, false],
  ])(
    'SPEC §8: token balance retries blocked 30 s after a failure (failed at %s, now %s → %s)',
    (last, now, blocked) => {
      expect(isTokenBalanceRetryBlocked(last, now)).toBe(blocked)
    },
  )
})
