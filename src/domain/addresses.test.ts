import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { validateAddress, validateEvmAddress, validatePolkadotAddress, validateSolanaAddress } from './addresses.js'
import { isBitcoinLoaded, validateBitcoinAddress } from './bitcoinAddress.js'

const HINT =
  'An address is 40 hexadecimal characters, optionally after 0x; an address in mixed case must match its checksum.'

describe('EVM addresses', () => {
  it.each([
    ['0x52908400098527886E0F7030069857D2E4169EE7', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['0x52908400098527886e0f7030069857d2e4169ee7', '0x52908400098527886E0F7030069857D2E4169EE7'],
    [
      '0x52908400098527886E0F7030069857D2E4169EE7'.toUpperCase().replace('0X', '0x'),
      '0x52908400098527886E0F7030069857D2E4169EE7',
    ],
    ['52908400098527886E0F7030069857D2E4169EE7', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['0xde709f2102306220921060314715629080e2fb77', '0xde709f2102306220921060314715629080e2fb77'],
  ])('SPEC §5: eip155 is 40 hex characters with optional 0x: %s', (input, checksummed) => {
    expect(validateEvmAddress(input)).toEqual({ ok: true, value: checksummed })
  })

  it.each([
    ['0x52908400098527886E0F7030069857D2E4169Ee7', 'bad checksum'],
    ['0x52908400098527886E0F7030069857D2E4169E', '39 hex'],
    ['0x52908400098527886E0F7030069857D2E4169EE77', '41 hex'],
    ['0x52908400098527886E0F7030069857D2E4169EG7', 'not hex'],
    ['0X52908400098527886E0F7030069857D2E4169EE7', 'upper-case prefix'],
    ['', 'empty'],
    [123, 'not a string'],
  ])("SPEC §5 / §8: 'Address is invalid' with the 40-hex and checksum hint: %s (%s)", (input, _why) => {
    expect(validateEvmAddress(input)).toEqual({
      ok: false,
      error: { id: 'addressInvalid', message: 'Address is invalid', details: HINT },
    })
  })
})

describe('Solana addresses', () => {
  it.each([
    ['4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'],
    ['11111111111111111111111111111111'],
    ['So11111111111111111111111111111111111111112'],
  ])('SPEC §5: Solana is 32 to 44 base58 characters: %s', (input) =>
    expect(validateSolanaAddress(input)).toEqual({ ok: true, value: input }),
  )
  it.each([
    ['4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4', '31 characters'],
    ['4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4TTT', '45 characters'],
    ['0Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T', '0 is not base58'],
    ['zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', 'decodes to more than 32 bytes'],
    ['1111111111111111111111111111111111', 'decodes to 34 bytes'],
  ])("SPEC §5 / §8: 'Address is invalid': %s (%s)", (input, _why) => {
    expect(validateSolanaAddress(input)).toMatchObject({ ok: false, error: { message: 'Address is invalid' } })
  })
})

describe('Polkadot addresses', () => {
  it('behavior: an SS58 address passes, a short one fails', () => {
    expect(validatePolkadotAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5').ok).toBe(true)
    expect(validatePolkadotAddress('15oF4uVJwmo4TdGW7VfQxNLavjC').ok).toBe(false)
  })

  it.each([
    [34, false],
    [35, true],
    [36, true],
    [37, false],
  ] as const)('behavior: base58 of %s bytes (a 1- or 2-byte prefix, 32-byte key, 2-byte checksum) → %s', (n, valid) => {
    // Every length here is 46 to 50 characters, so only the decoded length decides.
    const address = base58.encode(new Uint8Array(n).fill(7))
    expect(address.length).toBeGreaterThanOrEqual(46)
    expect(address.length).toBeLessThanOrEqual(50)
    expect(validatePolkadotAddress(address).ok).toBe(valid)
  })
})

describe('Bitcoin addresses (bitcoinjs-lib, loaded on first use)', () => {
  it('behavior: the library is not loaded before a Bitcoin address is checked', () => {
    expect(isBitcoinLoaded()).toBe(false)
  })

  it.each([
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'mainnet', true],
    ['bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', 'mainnet', true],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'mainnet', true],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet', true],
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'testnet', true],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet', true],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'testnet', false],
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'mainnet', false],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'mainnet', false],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr', 'mainnet', false],
    ['', 'mainnet', false],
  ] as const)('SPEC §3 / §5: Bitcoin address per network: %s on %s → %s', async (input, network, valid) => {
    const r = await validateBitcoinAddress(input, network)
    expect(r.ok).toBe(valid)
    if (!r.ok) expect(r.error.message).toBe('Address is invalid')
  })
})

describe('validateAddress by chain', () => {
  it.each([
    ['eip155:1', '0x52908400098527886E0F7030069857D2E4169EE7', true],
    ['eip155:8453', '0x52908400098527886E0F7030069857D2E4169Ee7', false],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T', true],
    ['bip122:000000000019d6689c085ae165831e93', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', true],
    ['bip122:000000000933ea01ad0ee984209779ba', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', false],
    ['bip122:000000000933ea01ad0ee984209779ba', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', true],
    ['bip122:ffff', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', false],
    ['bip122:ffff', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', false],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', true],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', '0x52908400098527886E0F7030069857D2E4169EE7', false],
    ['cosmos:hub', 'x', false],
  ])('SPEC §5: address of %s: %s → %s', async (chain, address, valid) => {
    expect((await validateAddress(chain, address)).ok).toBe(valid)
  })
})
