// @vitest-environment happy-dom
// An app configured with devnetConfig offers the devnet's Solana and Bitcoin test wallets (what the Playwright
// fixture installs in each page): the modal lists a Wallet Standard wallet only for a namespace the app requested,
// so the configuration has to request the devnet's Solana chain and Bitcoin network.
import { afterAll, describe, expect, it } from 'vitest'
import { discoverStandardWallets } from '../../../effects/walletStandard/index.js'
import { selectConnectorGroups } from '../../../projections/wallets/wallets.selectors.js'
import { createTestGatehouse } from '../../../src/testing/helpers.js'
import { until } from '../../helpers/fakeStandardWallet.js'
import { bitcoinDevAccounts } from '../bitcoin/keys.js'
import { installBitcoinTestWallet } from '../bitcoinWallet/index.js'
import { SOLANA_DEV_ACCOUNTS } from '../solana/accounts.js'
import { installSolanaTestWallet } from '../solanaWallet/index.js'
import { devnetConfig, type DevnetUrls } from './config.js'

// A devnet's addresses (no server is reached: discovery needs none).
const urls: DevnetUrls = {
  projectId: 'devnet',
  chains: [{ caipNetworkId: 'eip155:1', chainId: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9/', supported: true }],
  tokens: [],
  accounts: [],
  solana: {
    caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    rpcUrl: 'http://127.0.0.1:9',
    wsUrl: 'ws://127.0.0.1:9',
    accounts: SOLANA_DEV_ACCOUNTS.slice(0, 2),
  },
  api: 'http://127.0.0.1:9/',
  wallets: 'http://127.0.0.1:9/',
  analytics: 'http://127.0.0.1:9/',
  frame: 'http://127.0.0.1:9/frame',
  mailbox: 'http://127.0.0.1:9/mailbox',
  walletConnect: { relayUrl: 'ws://127.0.0.1:9', phoneWallet: 'http://127.0.0.1:9' },
  accountAbstraction: {
    entryPoint: `0x${'1'.repeat(40)}`,
    factory: `0x${'2'.repeat(40)}`,
    bundler: 'http://127.0.0.1:9',
  },
  bitcoin: {
    caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
    apiUrl: 'http://127.0.0.1:9',
    accounts: bitcoinDevAccounts(2),
  },
}

const solana = installSolanaTestWallet({ solana: urls.solana })
const bitcoin = installBitcoinTestWallet({ bitcoin: urls.bitcoin })
afterAll(() => {
  solana.uninstall()
  bitcoin.uninstall()
})

describe('devnetConfig', () => {
  it('behavior: an app configured with it offers the Solana and Bitcoin test wallets among the installed wallets', async () => {
    const gatehouse = createTestGatehouse({ ...devnetConfig(urls), effects: { discoverStandardWallets } })
    try {
      await gatehouse.ready
      const installed = () =>
        selectConnectorGroups(gatehouse.getState())
          .flatMap((group) => (group.kind === 'injected' ? group.connectors : []))
          .map((c) => c.id)
          .sort()
      await until(() => installed().length === 2).catch(() => {})
      expect(installed()).toEqual([
        'walletStandard:bip122:Gatehouse Bitcoin Wallet',
        'walletStandard:solana:Gatehouse Solana Wallet',
      ])
    } finally {
      await gatehouse.dispose()
    }
  })
})
