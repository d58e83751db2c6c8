import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseDevnetInfo, type DevnetInfo } from './info.js'

const valid: DevnetInfo = {
  projectId: 'devnet',
  chains: [
    { caipNetworkId: 'eip155:1', chainId: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:8545', supported: true },
    { caipNetworkId: 'eip155:31337', chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8546', supported: false },
  ],
  tokens: [{ chainId: 1, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'USDT', decimals: 6 }],
  accounts: [
    {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    },
  ],
  solana: {
    caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    rpcUrl: 'http://127.0.0.1:8899',
    wsUrl: 'ws://127.0.0.1:8899',
    accounts: [
      {
        address: 'EqYYwDipAnsCnVuY6yRjpMC4cb95rHuAHVoa1ADrMtib',
        secretKey: 'uhHLQ7CUTGvWE5qPh84aS3xP6DZ7GM8HfWJNuPeEvPZYcgAS7qv8QFEsf9iDb6VnFQmTAVvyAjFk1NxtRrLsZ51',
      },
    ],
  },
  api: 'http://127.0.0.1:9000',
  wallets: 'http://127.0.0.1:9000/wallets',
  analytics: 'http://127.0.0.1:9000/analytics',
  frame: 'http://127.0.0.1:9001/frame',
  mailbox: 'http://127.0.0.1:9001/mailbox',
  walletConnect: { relayUrl: 'ws://127.0.0.1:9002', phoneWallet: 'http://127.0.0.1:9003' },
  accountAbstraction: {
    entryPoint: '0x2B998e182524048d2a669C569C0a7a57D7880f06',
    factory: '0x4eF9970A7D873566aa24dFc07CBdBc273B83f945',
    bundler: 'http://127.0.0.1:9004',
  },
  bitcoin: {
    caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
    apiUrl: 'http://127.0.0.1:9005',
    accounts: [
      {
        payment: 'tb1qsrm4s53s562m96v55ngze7de6vqutf7x3jeqgz',
        ordinals: 'tb1pnfa3vewkf70jj8etg30ryfpsfw3rwfn3s9uhrzvv3sln0nmghdnqwcl3kk',
        privateKey: 'cRTP2yyhb1EQDUniL9xhjVZUVMU5z7iG1y7maGus99sBYHdz5gRM',
      },
    ],
  },
}

describe('parseDevnetInfo', () => {
  it('default: valid info comes back equal', () => {
    expect(parseDevnetInfo(JSON.parse(JSON.stringify(valid)))).toEqual(valid)
  })

  it('error: a chain whose CAIP id does not match its chain id is named in the message', () => {
    const bad = { ...valid, chains: [{ ...valid.chains[0], caipNetworkId: 'eip155:8453' }] }
    expect(() => parseDevnetInfo(bad)).toThrow(/chains\.0\.caipNetworkId/)
  })

  it('error: bad addresses, keys and URLs are refused', () => {
    expect(() => parseDevnetInfo({ ...valid, tokens: [{ ...valid.tokens[0], address: '0x12' }] })).toThrow(
      /tokens\.0\.address/,
    )
    expect(() => parseDevnetInfo({ ...valid, accounts: [{ ...valid.accounts[0], privateKey: 'abc' }] })).toThrow(
      /privateKey/,
    )
    expect(() => parseDevnetInfo({ ...valid, api: 'ftp://x' })).toThrow(/api/)
    expect(() =>
      parseDevnetInfo({ ...valid, walletConnect: { ...valid.walletConnect, relayUrl: 'http://127.0.0.1:9002' } }),
    ).toThrow(/walletConnect\.relayUrl/)
    expect(() => parseDevnetInfo({ ...valid, walletConnect: { relayUrl: 'ws://127.0.0.1:9002' } })).toThrow(
      /walletConnect\.phoneWallet/,
    )
  })

  it('error: a Bitcoin block with a mainnet address, a bad key or another network is refused', () => {
    const account = valid.bitcoin.accounts[0]!
    const withAccount = (patch: object) => ({
      ...valid,
      bitcoin: { ...valid.bitcoin, accounts: [{ ...account, ...patch }] },
    })
    expect(() => parseDevnetInfo(withAccount({ payment: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }))).toThrow(
      /bitcoin\.accounts\.0\.payment/,
    )
    expect(() => parseDevnetInfo(withAccount({ ordinals: account.payment }))).toThrow(/bitcoin\.accounts\.0\.ordinals/)
    expect(() =>
      parseDevnetInfo(withAccount({ privateKey: 'KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn' })),
    ).toThrow(/bitcoin\.accounts\.0\.privateKey/)
    expect(() =>
      parseDevnetInfo({
        ...valid,
        bitcoin: { ...valid.bitcoin, caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' },
      }),
    ).toThrow(/bitcoin\.caipNetworkId/)
    const { bitcoin: _, ...withoutBitcoin } = valid
    expect(() => parseDevnetInfo(withoutBitcoin)).toThrow(/bitcoin/)
  })

  it('error: the solana block names a bad CAIP id, URL, address or secret key', () => {
    const solana = valid.solana
    const account = solana.accounts[0]!
    expect(() => parseDevnetInfo({ ...valid, solana: { ...solana, caipNetworkId: 'solana:devnet' } })).toThrow(
      /solana\.caipNetworkId/,
    )
    expect(() => parseDevnetInfo({ ...valid, solana: { ...solana, wsUrl: solana.rpcUrl } })).toThrow(/solana\.wsUrl/)
    expect(() =>
      parseDevnetInfo({ ...valid, solana: { ...solana, accounts: [{ ...account, address: '0x12' }] } }),
    ).toThrow(/solana\.accounts\.0\.address: Expected a base58 32-byte address/)
    expect(() =>
      parseDevnetInfo({ ...valid, solana: { ...solana, accounts: [{ ...account, secretKey: account.address }] } }),
    ).toThrow(/solana\.accounts\.0\.secretKey/)
    const { solana: _, ...withoutSolana } = valid
    expect(() => parseDevnetInfo(withoutSolana)).toThrow(/solana/)
  })

  it('property: any JSON value either parses or throws a TypeError, never anything else', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        try {
          parseDevnetInfo(value)
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError)
        }
      }),
    )
  })
})
