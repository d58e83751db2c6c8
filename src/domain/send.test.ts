import { describe, expect, it } from 'vitest'
import { hasInsufficientGas, validateSendForm, type SendForm } from './send.js'

const MSG = 'Please enter a valid amount and receiver address'

describe('send form', () => {
  it.each<[SendForm, boolean]>([
    [{ namespace: 'solana', amount: '0.5', receiverAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T' }, true],
    [{ namespace: 'solana', amount: '', receiverAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T' }, false],
    [{ namespace: 'solana', amount: '1' }, false],
    [{ namespace: 'solana', amount: '0', receiverAddress: 'x' }, false],
    [{ namespace: 'solana', amount: 'abc', receiverAddress: 'x' }, false],
    [{ namespace: 'solana', amount: '.5', receiverAddress: 'x' }, true],
    [{ namespace: 'solana', amount: '.25', receiverAddress: 'x' }, true],
    [{ namespace: 'solana', amount: '0.000', receiverAddress: 'x' }, false],
    // Digits and a point only: no exponent, no sign.
    [{ namespace: 'solana', amount: '1e3', receiverAddress: 'x' }, false],
    [{ namespace: 'solana', amount: '+1', receiverAddress: 'x' }, false],
    [{ namespace: 'solana', amount: 0.5, receiverAddress: 'x' }, true],
    [{ namespace: 'solana', amount: 0, receiverAddress: 'x' }, false],
    [{ namespace: 'solana', amount: -1, receiverAddress: 'x' }, false],
    [{ namespace: 'solana', amount: Number.POSITIVE_INFINITY, receiverAddress: 'x' }, false],
    [{ namespace: 'solana', amount: '1', receiverAddress: '' }, false],
  ])(
    "SPEC §5: Solana needs amount and receiver, else 'Please enter a valid amount and receiver address' (%#)",
    (form, valid) => {
      const r = validateSendForm(form)
      expect(r.ok).toBe(valid)
      if (!r.ok) expect(r.error.message).toBe(MSG)
    },
  )

  it.each<[SendForm, boolean]>([
    [{ namespace: 'eip155', tokenAddress: '0xa0b8', amount: '1', receiverAddress: '0xab' }, true],
    [{ namespace: 'eip155', tokenAddress: '0xa0b8', amount: '1' }, false],
    [{ namespace: 'eip155', tokenAddress: '0xa0b8', receiverAddress: '0xab' }, false],
    [{ namespace: 'eip155', amount: '1', receiverAddress: '0xab', gasPrice: '1000', decimals: 18 }, true],
    [{ namespace: 'eip155', amount: 1.5, receiverAddress: '0xab', gasPrice: 1000n, decimals: '18' }, true],
    [{ namespace: 'eip155', amount: '1', receiverAddress: '0xab', decimals: 18 }, false],
    [{ namespace: 'eip155', amount: '1', receiverAddress: '0xab', gasPrice: '1000' }, false],
    // An empty token address is a native send, which needs the gas price and decimals.
    [{ namespace: 'eip155', tokenAddress: '', amount: '1', receiverAddress: '0xab' }, false],
    [
      { namespace: 'eip155', tokenAddress: '0xa0b8', amount: '1', receiverAddress: '0xab', gasPrice: '', decimals: 18 },
      true,
    ],
    [{ namespace: 'eip155', amount: '1', receiverAddress: '0xab', gasPrice: '', decimals: 18 }, false],
    [{ namespace: 'bip122', amount: '1', receiverAddress: 'bc1q' }, true],
    [{ namespace: 'bip122', receiverAddress: 'bc1q' }, false],
    [{ namespace: 'polkadot', amount: '1', receiverAddress: '15oF4u' }, false],
    [{ namespace: 'polkadot', amount: '1', receiverAddress: '15oF4u', gasPrice: '1', decimals: 10 }, false],
  ])(
    'SPEC §5: EVM ERC20 needs token address, amount, receiver; native needs receiver, amount, gas price and decimals; Bitcoin amount and receiver; none on Polkadot (%#)',
    (form, valid) => {
      const r = validateSendForm(form)
      expect(r.ok).toBe(valid)
      if (!r.ok) expect(r.error.message).toBe(MSG)
    },
  )

  it.each([
    [{ networkBalanceInUsd: 0, gasPriceInUsd: 0.01, isSmartAccount: false }, true],
    [{ networkBalanceInUsd: '0', gasPriceInUsd: 0, isSmartAccount: false }, true],
    [{ networkBalanceInUsd: undefined, gasPriceInUsd: 0.01, isSmartAccount: false }, true],
    [{ networkBalanceInUsd: 1, gasPriceInUsd: 2, isSmartAccount: false }, true],
    [{ networkBalanceInUsd: 2, gasPriceInUsd: 2, isSmartAccount: false }, false],
    [{ networkBalanceInUsd: 2, gasPriceInUsd: 1, isSmartAccount: false }, false],
    [{ networkBalanceInUsd: '2', gasPriceInUsd: 1, isSmartAccount: false }, false],
    [{ networkBalanceInUsd: '2', gasPriceInUsd: 3, isSmartAccount: false }, true],
    [{ networkBalanceInUsd: 0, gasPriceInUsd: 5, isSmartAccount: true }, false],
    [{ networkBalanceInUsd: 1, gasPriceInUsd: 5, isSmartAccount: true }, false],
  ])(
    'SPEC §5: insufficient gas when balance is zero or gas in USD exceeds it; never for smart accounts (%#)',
    (input, insufficient) => {
      expect(hasInsufficientGas(input)).toBe(insufficient)
    },
  )
})
