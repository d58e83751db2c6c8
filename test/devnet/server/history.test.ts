import { getAddress, type Address, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { SPAM_NFT } from '../spam.js'
import type { IndexedTransaction, IndexedTransfer, TokenMeta } from './chain.js'
import { historyItem } from './history.js'

const ME = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const OTHER = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')
const ZERO: Address = '0x0000000000000000000000000000000000000000'
const USDC: TokenMeta = {
  address: getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3'),
  name: 'USD Coin (devnet)',
  symbol: 'USDC',
  decimals: 6,
}
const NFT: TokenMeta = {
  address: getAddress('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'),
  name: 'Pass',
  symbol: 'PASS',
  decimals: 0,
}
const SPAM: TokenMeta = { ...NFT, address: SPAM_NFT, name: 'Claim $GATE Rewards' }
const chain = { caipNetworkId: 'eip155:1', nativeName: 'Ether', nativeSymbol: 'ETH' } as const

const tx = (transfers: IndexedTransfer[], extra: Partial<IndexedTransaction> = {}): IndexedTransaction => ({
  hash: `0x${'12'.repeat(32)}` as Hex,
  blockNumber: 7,
  index: 0,
  timestamp: 1_767_225_600,
  from: ME,
  to: OTHER,
  status: 'confirmed',
  transfers,
  approvals: [],
  ...extra,
})
const eth = (from: Address, to: Address, amount = 10n ** 16n): IndexedTransfer => ({ from, to, amount, token: null })
const usdc = (from: Address, to: Address, amount = 5_000_000n): IndexedTransfer => ({ from, to, amount, token: USDC })
const op = (t: IndexedTransaction, onramp = false) => historyItem(chain, t, ME, onramp).metadata.operationType

describe('devnet history items', () => {
  it('default: a native send names its recipient, the quantity in whole units, direction out', () => {
    expect(historyItem(chain, tx([eth(ME, OTHER)]), ME)).toEqual({
      id: `0x${'12'.repeat(32)}`,
      metadata: {
        minedAt: '2026-01-01T00:00:00.000Z',
        chain: 'eip155:1',
        operationType: 'send',
        status: 'confirmed',
        hash: `0x${'12'.repeat(32)}`,
      },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '0.01' },
          fungible_info: { name: 'Ether', symbol: 'ETH' },
          nft_info: null,
          sender: ME,
          recipient: OTHER,
        },
      ],
    })
  })

  it('behavior: the operation type is what the chain data shows: receive, trade, mint, burn, approve, deploy, execute, buy', () => {
    expect(op(tx([usdc(OTHER, ME)], { from: OTHER }))).toBe('receive')
    expect(op(tx([eth(ME, OTHER), usdc(OTHER, ME)]))).toBe('trade')
    expect(op(tx([{ from: ZERO, to: ME, amount: 1n, token: NFT, nft: { tokenId: 3n } }]))).toBe('mint')
    expect(op(tx([usdc(ME, ZERO)]))).toBe('burn')
    expect(op(tx([], { approvals: [{ owner: ME, spender: OTHER, amount: 10n, token: USDC }] }))).toBe('approve')
    expect(op(tx([], { to: null }))).toBe('deploy')
    expect(op(tx([]))).toBe('execute')
    expect(op(tx([eth(OTHER, ME)], { from: OTHER }), true)).toBe('buy')
  })

  it('behavior: an approval lists the spender as recipient and the allowance in whole units', () => {
    const item = historyItem(
      chain,
      tx([], { approvals: [{ owner: ME, spender: OTHER, amount: 12_500_000n, token: USDC }] }),
      ME,
    )
    expect(item.approvals).toEqual([
      {
        quantity: { numeric: '12.5' },
        fungible_info: { name: 'USD Coin (devnet)', symbol: 'USDC' },
        nft_info: null,
        sender: ME,
        recipient: OTHER,
      },
    ])
  })

  it('behavior: an NFT of the spam collection is flagged spam, another is not', () => {
    const spam = historyItem(
      chain,
      tx([{ from: OTHER, to: ME, amount: 1n, token: SPAM, nft: { tokenId: 0n } }], { from: OTHER }),
      ME,
    )
    expect(spam.transfers?.[0]?.nft_info).toEqual({ name: 'Claim $GATE Rewards #0', flags: { is_spam: true } })
    const pass = historyItem(
      chain,
      tx([{ from: OTHER, to: ME, amount: 1n, token: NFT, nft: { tokenId: 1n } }], { from: OTHER }),
      ME,
    )
    expect(pass.transfers?.[0]?.nft_info?.flags).toEqual({ is_spam: false })
  })
})
