import { encodeFunctionData, erc20Abi, maxUint256, stringToHex } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadTranslation, partsOfView } from '../../locales/load.js'
import type { TokenBalance } from '../../../src/domain/accounts.js'
import type { QueuedRequest } from '../../../projections/transactions/transactions.projection.js'
import { describeRequest, hexToText } from './describeRequest.js'

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const TOKENS: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 3000,
    price: 3000,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: '',
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1',
    address: `eip155:1:${USDC.toLowerCase()}`,
    value: 10,
    price: 1,
    quantity: { decimals: '6', numeric: '10' },
    iconUrl: '',
  },
]
const request = (method: string, params: unknown): QueuedRequest => ({
  requestId: 'r1',
  chainId: 'eip155:1',
  method,
  params,
  queuedAt: 0,
  status: 'awaiting',
})
const sendTx = (tx: Record<string, unknown>) => request('eth_sendTransaction', [{ from: ME, ...tx }])

// The screen's English texts, which its catalogue gate loads with it in the dialog.
beforeAll(() => loadTranslation('en', partsOfView('ApproveTransaction')))

describe('describeRequest', () => {
  it('behavior: an ERC-20 transfer shows the token, the amount in its decimals and in USD, and the recipient', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 1_500_000n] })
    const d = describeRequest(sendTx({ to: USDC, data }), { tokens: TOKENS })
    expect(d.kind).toBe('transfer')
    expect(d.headline).toBe('Send 1.5 USDC ($1.50) to 0x3C44…93BC')
    expect(d.rows).toEqual([
      { label: 'Network', value: 'Ethereum' },
      { label: 'From', value: ME },
      { label: 'Token', value: 'USDC', title: USDC },
      { label: 'Amount', value: '1.5 USDC ($1.50)' },
      { label: 'Recipient', value: BOB },
    ])
  })

  it('behavior: an ERC-20 approve shows the spender; the maximum allowance reads as unlimited', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [BOB, maxUint256] })
    const d = describeRequest(sendTx({ to: USDC, data }), { tokens: TOKENS })
    expect(d).toMatchObject({ kind: 'approve', headline: 'Allow 0x3C44…93BC to spend Unlimited USDC' })
    expect(d.rows).toContainEqual({ label: 'Spender', value: BOB })
    const some = describeRequest(
      sendTx({
        to: USDC,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [BOB, 2_000_000n] }),
      }),
      { tokens: TOKENS },
    )
    expect(some.rows).toContainEqual({ label: 'Amount', value: '2 USDC ($2.00)' })
  })

  it('behavior: a token the read models do not know shows its address and the raw amount', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 42n] })
    const d = describeRequest(sendTx({ to: BOB, data }), { tokens: TOKENS })
    expect(d.rows).toContainEqual({ label: 'Token', value: BOB })
    expect(d.rows).toContainEqual({ label: 'Amount', value: '42 units of 0x3C44…93BC' })
  })

  it('behavior: a native send shows the value in the coin and in USD, and the network', () => {
    const d = describeRequest(sendTx({ to: BOB, value: '0x16345785d8a0000' }), { tokens: TOKENS })
    expect(d).toMatchObject({ kind: 'send', headline: 'Send 0.1 ETH ($300.00) to 0x3C44…93BC' })
    expect(d.rows).toContainEqual({ label: 'Value', value: '0.1 ETH ($300.00)' })
    // without a price, the coin alone
    expect(describeRequest(sendTx({ to: BOB, value: '0x16345785d8a0000' }), { tokens: [] }).rows).toContainEqual({
      label: 'Value',
      value: '0.1 ETH',
    })
    expect(
      describeRequest({ ...sendTx({ to: BOB, value: '0x1' }), chainId: 'eip155:8453' }, { tokens: TOKENS }).rows[0],
    ).toEqual({ label: 'Network', value: 'Base' })
  })

  it('behavior: another contract call shows the contract, the value and the size of its data', () => {
    const d = describeRequest(sendTx({ to: USDC, data: '0xdeadbeef00' }), { tokens: TOKENS })
    expect(d).toMatchObject({ kind: 'call', headline: 'Call a contract' })
    expect(d.rows).toContainEqual({ label: 'Contract', value: USDC })
    expect(d.rows).toContainEqual({ label: 'Data', value: '5 bytes', title: '0xdeadbeef00' })
  })

  it('behavior: personal_sign shows the message as text when it is text, as hex otherwise', () => {
    expect(
      describeRequest(request('personal_sign', [stringToHex('Hello, Gatehouse!\nSign in.'), ME]), { tokens: [] }),
    ).toMatchObject({
      kind: 'message',
      headline: 'Sign this message',
      message: 'Hello, Gatehouse!\nSign in.',
    })
    expect(describeRequest(request('personal_sign', [ME, stringToHex('swapped')]), { tokens: [] }).message).toBe(
      'swapped',
    )
    expect(describeRequest(request('personal_sign', ['0x00ff01', ME]), { tokens: [] }).message).toBe('0x00ff01')
    expect(hexToText('0xe282ac')).toBe('€')
    expect(hexToText('0xc3')).toBeNull()
  })

  it('behavior: eth_signTypedData_v4 shows the domain, the primary type and its fields', () => {
    const typed = {
      types: {
        EIP712Domain: [],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      domain: { name: 'Ether Mail', version: '1', chainId: 1, verifyingContract: USDC },
      primaryType: 'Mail',
      message: { to: BOB, contents: 'Hello, Bob!', nested: { a: 1 } },
    }
    const d = describeRequest(request('eth_signTypedData_v4', [ME, JSON.stringify(typed)]), { tokens: [] })
    expect(d.headline).toBe('Sign Mail')
    expect(d.rows).toEqual([
      { label: 'Network', value: 'Ethereum' },
      { label: 'Account', value: ME },
      { label: 'Domain name', value: 'Ether Mail' },
      { label: 'Domain version', value: '1' },
      { label: 'Domain chainId', value: '1' },
      { label: 'Contract', value: USDC },
      { label: 'Type', value: 'Mail' },
    ])
    expect(d.fields).toEqual([
      { label: 'to', value: BOB },
      { label: 'contents', value: 'Hello, Bob!' },
      { label: 'nested', value: '{"a":1}' },
    ])
  })

  it('behavior: wallet_sendCalls describes each call as the transaction it is', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [BOB, 1_000_000n] })
    const d = describeRequest(
      request('wallet_sendCalls', [
        {
          version: '2.0.0',
          from: ME,
          calls: [
            { to: USDC, data },
            { to: BOB, value: '0x16345785d8a0000' },
          ],
        },
      ]),
      { tokens: TOKENS },
    )
    expect(d.headline).toBe('Approve 2 calls')
    expect(d.rows).toEqual([
      { label: 'Network', value: 'Ethereum' },
      { label: 'Call 1', value: 'Allow 0x3C44…93BC to spend 1 USDC ($1.00)' },
      { label: 'Call 2', value: 'Send 0.1 ETH ($300.00) to 0x3C44…93BC' },
    ])
  })

  it('error: params that cannot be read are shown as they came, never thrown', () => {
    for (const params of [
      undefined,
      null,
      'x',
      [],
      [null],
      [{ to: 5, data: 'zz', value: 'abc' }],
      ['0x', '{not json'],
    ]) {
      for (const method of ['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4', 'wallet_sendCalls']) {
        expect(() => describeRequest(request(method, params), { tokens: TOKENS })).not.toThrow()
      }
    }
    expect(describeRequest(request('solana_signMessage', [{ message: 'aGk=' }]), { tokens: [] })).toMatchObject({
      kind: 'other',
      headline: 'Approve solana_signMessage',
      message: '[{"message":"aGk="}]',
    })
  })

  it('behavior: a native SOL send the send form built shows its amount and receiver, not the encoded transaction', () => {
    const to = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'
    const d = describeRequest(
      {
        ...request('solana_signAndSendTransaction', { transaction: 'AQAB' }),
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        to,
        value: '100000000',
      },
      { tokens: [] },
    )
    expect(d.kind).toBe('send')
    expect(d.headline).toContain('0.1 SOL')
    expect(d.rows).toContainEqual({ label: 'Recipient', value: to })
    expect(d.message).toBeUndefined()
    // Without the receiver and amount (an app's own request), the method and its params as they came.
    expect(
      describeRequest(request('solana_signAndSendTransaction', { transaction: 'AQAB' }), { tokens: [] }).kind,
    ).toBe('other')
  })
})
