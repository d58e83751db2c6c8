import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { transferTransaction } from './sendTransfer.js'

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('transferTransaction', () => {
  it('default (SPEC §4: Sending: native): the amount is the value, in wei, as a hex quantity', () => {
    expect(
      transferTransaction({
        from: ME.toLowerCase(),
        token: { address: null, decimals: 18 },
        receiverAddress: BOB.toLowerCase(),
        amount: '0.01',
      }),
    ).toEqual({
      ok: true,
      value: { from: ME, to: BOB, value: '0x2386f26fc10000' },
    })
  })

  it('behavior (SPEC §4: Sending: … ERC20): a transfer(to, amount) to the token contract, encoded with viem, no value', () => {
    const r = transferTransaction({
      from: ME,
      token: { address: USDC, decimals: 6 },
      receiverAddress: BOB,
      amount: '5',
    })
    if (!r.ok) throw new Error(r.error.message)
    expect(r.value).toMatchObject({ from: ME, to: USDC })
    expect(r.value.value).toBeUndefined()
    expect(decodeFunctionData({ abi: erc20Abi, data: r.value.data! })).toEqual({
      functionName: 'transfer',
      args: [BOB, 5_000_000n],
    })
  })

  it("error (SPEC §5, §8): a bad receiver is 'Address is invalid' with its hint; a bad amount is SPEC's amount message", () => {
    const bad = transferTransaction({
      from: ME,
      token: { address: null, decimals: 18 },
      receiverAddress: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293bc',
      amount: '1',
    })
    expect(bad).toMatchObject({
      ok: false,
      error: { message: 'Address is invalid', details: expect.stringContaining('checksum') },
    })
    for (const amount of ['0', '1.0000001', 'abc', '']) {
      const r = transferTransaction({ from: ME, token: { address: USDC, decimals: 6 }, receiverAddress: BOB, amount })
      expect(r).toMatchObject({ ok: false, error: { message: 'Please enter a valid amount and receiver address' } })
    }
  })
})
