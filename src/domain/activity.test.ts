import { describe, expect, it } from 'vitest'
import { describeActivity, type HistoryTransaction } from './activity.js'

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const ZERO = '0x0000000000000000000000000000000000000000'
const HASH = `0x${'ab'.repeat(32)}`

const eth = (direction: string, numeric: string, sender: string, recipient: string) => ({
  direction,
  quantity: { numeric },
  fungible_info: { name: 'Ether', symbol: 'ETH' },
  nft_info: null,
  sender,
  recipient,
})
const usdc = (direction: string, numeric: string, sender: string, recipient: string) => ({
  ...eth(direction, numeric, sender, recipient),
  fungible_info: { name: 'USD Coin', symbol: 'USDC' },
})
const item = (
  operationType: string | undefined,
  transfers: HistoryTransaction['transfers'],
  extra: Partial<HistoryTransaction> = {},
): HistoryTransaction => ({
  id: HASH,
  metadata: {
    minedAt: '2026-01-05T10:00:00.000Z',
    chain: 'eip155:1',
    ...(operationType ? { operationType } : {}),
    status: 'confirmed',
    hash: HASH,
  },
  transfers,
  ...extra,
})

describe('describeActivity', () => {
  it('default: a send says sent, to the recipient, the amount signed minus with 3 decimals (SPEC §9)', () => {
    expect(describeActivity(item('send', [eth('out', '0.0123456', ME, OTHER)]))).toEqual({
      kind: 'sent',
      counterparty: OTHER,
      amounts: [{ sign: '-', amount: '0.012', symbol: 'ETH' }],
      status: 'confirmed',
      hash: HASH,
      minedAt: Date.UTC(2026, 0, 5, 10),
    })
  })

  it('behavior: a receive says received, from the sender, plus', () => {
    const a = describeActivity(item('receive', [usdc('in', '42', OTHER, ME)]))
    expect([a.kind, a.counterparty, a.amounts]).toEqual([
      'received',
      OTHER,
      [{ sign: '+', amount: '42.000', symbol: 'USDC' }],
    ])
  })

  it('behavior: a trade is swapped, out then in, no single counterparty', () => {
    const a = describeActivity(item('trade', [usdc('in', '2991', OTHER, ME), eth('out', '1', ME, OTHER)]))
    expect([a.kind, a.counterparty]).toEqual(['swapped', null])
    expect(a.amounts).toEqual([
      { sign: '-', amount: '1.000', symbol: 'ETH' },
      { sign: '+', amount: '2991.000', symbol: 'USDC' },
    ])
  })

  it('behavior: an approval names the spender; the largest allowance is unlimited (amount null)', () => {
    const limited = describeActivity(item('approve', [], { approvals: [usdc('', '100', ME, OTHER)] }))
    expect([limited.kind, limited.counterparty, limited.amounts]).toEqual([
      'approved',
      OTHER,
      [{ sign: '', amount: '100.000', symbol: 'USDC' }],
    ])
    const max = (2n ** 256n - 1n).toString()
    const unlimited = describeActivity(
      item('approve', [], { approvals: [usdc('', `${max.slice(0, -6)}.${max.slice(-6)}`, ME, OTHER)] }),
    )
    expect(unlimited.amounts).toEqual([{ sign: '', amount: null, symbol: 'USDC' }])
  })

  it('behavior: a mint is minted (from the zero address), an NFT shows its name and no amount', () => {
    const nft = {
      direction: 'in',
      quantity: { numeric: '1' },
      fungible_info: null,
      nft_info: { name: 'Pass #3', flags: { is_spam: false } },
      sender: ZERO,
      recipient: ME,
    }
    const a = describeActivity(item('mint', [nft]))
    expect([a.kind, a.counterparty, a.amounts]).toEqual([
      'minted',
      null,
      [{ sign: '+', amount: '', symbol: 'Pass #3' }],
    ])
  })

  it('behavior: without an operation type (or a generic execute) the transfers decide', () => {
    expect(describeActivity(item(undefined, [eth('out', '1', ME, OTHER)])).kind).toBe('sent')
    expect(describeActivity(item('execute', [eth('in', '1', OTHER, ME)])).kind).toBe('received')
    expect(describeActivity(item('execute', [eth('in', '1', ZERO, ME)])).kind).toBe('minted')
    expect(describeActivity(item('execute', [eth('out', '1', ME, ZERO)])).kind).toBe('burned')
    expect(describeActivity(item('execute', [eth('out', '1', ME, OTHER), usdc('in', '3', OTHER, ME)])).kind).toBe(
      'swapped',
    )
    expect(describeActivity(item(undefined, [], { approvals: [usdc('', '1', ME, OTHER)] })).kind).toBe('approved')
    expect(describeActivity(item('execute', [])).kind).toBe('executed')
    expect(describeActivity(item('deploy', [])).kind).toBe('deployed')
    expect(describeActivity(item('buy', [eth('in', '0.5', OTHER, ME)]))).toMatchObject({
      kind: 'bought',
      counterparty: OTHER,
    })
  })

  it('behavior: a failed transaction keeps its kind and says failed; an unknown status is null', () => {
    const failed = item('send', [eth('out', '1', ME, OTHER)])
    expect(describeActivity({ ...failed, metadata: { ...failed.metadata, status: 'failed' } })).toMatchObject({
      kind: 'sent',
      status: 'failed',
    })
    expect(describeActivity({ ...failed, metadata: { ...failed.metadata, status: 'weird' } }).status).toBeNull()
  })

  it('error: a bad time is NaN, missing parts are left out, never a throw', () => {
    const a = describeActivity({ id: 'x', metadata: { minedAt: 'yesterday', chain: 'eip155:1' } })
    expect(a).toEqual({
      kind: 'executed',
      counterparty: null,
      amounts: [],
      status: null,
      hash: null,
      minedAt: Number.NaN,
    })
    expect(describeActivity(item('send', [{}])).amounts).toEqual([{ sign: '', amount: '0.000', symbol: '' }])
  })
})
