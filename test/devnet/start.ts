// The devnet: three local EVM chains (anvil) standing in for Ethereum and Base, plus
// one chain the demo does not support; test tokens and past transfers on them; and the
// reference servers of the data API, the wallet-listing service and the analytics sink;
// a WalletConnect relay and a test phone wallet (a sign-client in this process) with its
// control page; all on 127.0.0.1. `npm start`, the end-to-end tests and the integration tests start
// it with startDevnet(); every start is fresh state.
import { fileURLToPath } from 'node:url'
import { DEV_ACCOUNTS, TREASURY_INDEX } from './accounts.js'
import { deployAccountAbstraction } from './accountAbstraction.js'
import { BITCOIN_CAIP_ID } from './bitcoin/keys.js'
import { startBitcoinServer } from './bitcoin/server.js'
import { startBundlerServer } from './bundler/server.js'
import { startChain, type Chain } from './chains.js'
import { deployExchanges } from './exchange.js'
import { startFrameServer, type FrameServer } from './frame/server.js'
import { parseDevnetInfo, type DevnetInfo } from './info.js'
import { deployNftCollections } from './nfts.js'
import { GENESIS_DAYS_AGO, seedChain, TEST_TOKENS } from './seed.js'
import { AnalyticsSink, analyticsRoutes } from './server/analytics.js'
import { apiRoutes } from './server/api.js'
import { ChainIndex, devnetClient, type ServerChain } from './server/chain.js'
import { startJsonServer, type JsonServer } from './server/http.js'
import { pageRoutes } from './server/pages.js'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEV_FUNDING_LAMPORTS } from './solana/accounts.js'
import { SOLANA_DEVNET_CAIP_NETWORK_ID, startSolanaChain } from './solana/server.js'
import { Registry } from './server/registry.js'
import { walletRoutes } from './server/wallets.js'
import { startPhoneWalletServer } from './walletConnect/controlServer.js'
import { startPhoneWallet, type PhoneWallet } from './walletConnect/phoneWallet.js'
import { startRelay, type Relay } from './walletConnect/relay.js'

/** A chain of the devnet. */
export interface DevnetChainSpec {
  key: 'ethereum' | 'base' | 'unsupported'
  chainId: number
  name: string
  supported: boolean
}

/** The devnet's chains: Ethereum and Base with their real chain ids (SPEC §3 networks), and anvil's default 31337, which the demo does not support. */
export const DEVNET_CHAINS: readonly DevnetChainSpec[] = [
  { key: 'ethereum', chainId: 1, name: 'Ethereum', supported: true },
  { key: 'base', chainId: 8453, name: 'Base', supported: true },
  { key: 'unsupported', chainId: 31337, name: 'Anvil', supported: false },
]

/** Ports on 127.0.0.1; 0 or absent picks a free one. */
export interface DevnetPorts {
  ethereum?: number
  base?: number
  unsupported?: number
  /** The local Solana chain (JSON-RPC and WebSocket on one port). */
  solana?: number
  api?: number
  wallets?: number
  analytics?: number
  /** The secure frame and its mailbox. */
  frame?: number
  /** The WalletConnect relay (ws). */
  walletConnectRelay?: number
  /** The test phone wallet's control server and page. */
  phoneWallet?: number
  /** The ERC-4337 bundler (every chain's, `/{chainId}`). */
  bundler?: number
  /** The local Bitcoin network's Esplora-subset API. */
  bitcoin?: number
}

/** Options of {@link startDevnet}. */
export interface StartDevnetOptions {
  /** The project id the servers accept (default 'devnet'); another gets 403 'Unauthorized: invalid key'. */
  projectId?: string
  ports?: DevnetPorts
  /** Transactions per history page (default 10). */
  historyPageSize?: number
  /** What /getAnalyticsConfig answers (default true). */
  analyticsEnabled?: boolean
  /** Where server errors go (default console.error). */
  onError?: (error: unknown) => void
  /** The test phone wallet approves every proposal and signing request at once (default false: they wait for POST /approve). */
  phoneWalletAutoApprove?: boolean
}

/** A running devnet. */
export interface Devnet {
  info: DevnetInfo
  /** The events the analytics sink received. */
  analytics: AnalyticsSink
  /** The secure frame (email and social login): its mailbox, and a switch that makes it hang. */
  frame: Pick<FrameServer, 'messages' | 'setSilent'>
  /** The WalletConnect relay: drop every socket (reconnect tests), count them. */
  relay: Pick<Relay, 'url' | 'connections' | 'dropConnections'>
  /** The test phone wallet (a sign-client in this process); info.walletConnect.phoneWallet is its HTTP control. */
  phoneWallet: PhoneWallet
  /** Process ids of the anvil chains (the servers run in this process). */
  pids: number[]
  /** Stops the servers and every anvil; safe to call twice. */
  stop(): Promise<void>
}

/** Starts a fresh devnet. Fails (after stopping whatever did start) when a port is taken or anvil is missing. */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const projectId = options.projectId ?? 'devnet'
  const ports = options.ports ?? {}
  const onError = options.onError ?? ((error: unknown) => console.error('[devnet]', error))
  const now = Math.floor(Date.now() / 1000)
  const chains: Chain[] = []
  const servers: Array<Pick<JsonServer, 'close'>> = []
  let stopped: Promise<void> | undefined
  const stop = () => {
    stopped ??= (async () => {
      await Promise.allSettled(servers.map((s) => s.close()))
      await Promise.allSettled(chains.map((c) => c.stop()))
    })()
    return stopped
  }

  try {
    const started = await Promise.allSettled(
      DEVNET_CHAINS.map((spec) =>
        startChain({
          chainId: spec.chainId,
          port: ports[spec.key] ?? 0,
          genesisTimestamp: now - GENESIS_DAYS_AGO * 86_400,
        }),
      ),
    )
    for (const result of started) if (result.status === 'fulfilled') chains.push(result.value)
    const failed = started.find((r) => r.status === 'rejected')
    if (failed) throw failed.reason

    const tokens = (
      await Promise.all(
        chains.map((chain, i) => seedChain(chain.rpcUrl, chain.chainId, DEVNET_CHAINS[i]!.supported, now)),
      )
    ).flat()
    await deployExchanges(chains, tokens)
    const [accountAbstraction] = await Promise.all(
      chains.map((chain) => deployAccountAbstraction(chain.rpcUrl, chain.chainId)),
    )

    const serverChains: ServerChain[] = DEVNET_CHAINS.map((spec, i) => {
      const client = devnetClient(chains[i]!.rpcUrl)
      const known = tokens
        .filter((t) => t.chainId === spec.chainId)
        .map((t) => ({
          address: t.address,
          symbol: t.symbol,
          decimals: t.decimals,
          name: TEST_TOKENS.find((s) => s.symbol === t.symbol)!.name,
        }))
      return {
        chainId: spec.chainId,
        caipNetworkId: `eip155:${spec.chainId}`,
        name: spec.name,
        supported: spec.supported,
        rpcUrl: chains[i]!.rpcUrl,
        nativeName: 'Ether',
        nativeSymbol: 'ETH',
        client,
        index: new ChainIndex(client, known),
      }
    })

    const sink = new AnalyticsSink()
    let apiUrl = ''
    const registry = new Registry(() => apiUrl, now)
    const serverError = (error: unknown) => onError(error)
    const onrampPurchases = new Set<string>()
    // Solana: the local chain (litesvm) standing in for Solana Devnet, its ten dev accounts funded with 100 SOL.
    const solana = await startSolanaChain({
      port: ports.solana ?? 0,
      fund: { addresses: SOLANA_DEV_ACCOUNTS.map((a) => a.address), lamports: SOLANA_DEV_FUNDING_LAMPORTS },
      onError: serverError,
    })
    servers.push(solana)

    const wallets = await startJsonServer({
      name: 'wallets',
      port: ports.wallets ?? 0,
      // Resolved here: examples/start.mjs bundles this file and sets import.meta.url to this file's URL.
      routes: walletRoutes({
        projectId,
        analyticsEnabled: options.analyticsEnabled,
        imagesDir: fileURLToPath(new URL('./wallets/images/', import.meta.url)),
      }),
      onError: serverError,
    })
    servers.push(wallets)
    const [apiResult, analyticsResult] = await Promise.allSettled([
      startJsonServer({
        name: 'api',
        port: ports.api ?? 0,
        routes: [
          ...apiRoutes({
            projectId,
            chains: serverChains,
            registry,
            walletsUrl: wallets.url,
            selfUrl: () => apiUrl,
            historyPageSize: options.historyPageSize,
            onrampPurchases,
            solana: { caipNetworkId: SOLANA_DEVNET_CAIP_NETWORK_ID, getBalance: (a) => solana.getBalance(a) },
          }),
          ...pageRoutes(),
        ],
        onError: serverError,
      }),
      startJsonServer({
        name: 'analytics',
        port: ports.analytics ?? 0,
        routes: analyticsRoutes(projectId, sink),
        onError: serverError,
      }),
    ])
    for (const result of [apiResult, analyticsResult]) if (result.status === 'fulfilled') servers.push(result.value)
    if (apiResult.status === 'rejected') throw apiResult.reason
    if (analyticsResult.status === 'rejected') throw analyticsResult.reason
    const bundler = await startBundlerServer({
      port: ports.bundler ?? 0,
      chains: chains.map((chain) => ({
        chainId: chain.chainId,
        rpcUrl: chain.rpcUrl,
        entryPoint: accountAbstraction!.entryPoint,
      })),
      onError: serverError,
    })
    servers.push(bundler)
    const frame = await startFrameServer({
      port: ports.frame ?? 0,
      // The treasury deploys the tokens and pays the onramp; users sign in as the others.
      accounts: DEV_ACCOUNTS.filter((_, i) => i !== TREASURY_INDEX),
      chains: DEVNET_CHAINS.map((spec, i) => ({ chainId: spec.chainId, name: spec.name, rpcUrl: chains[i]!.rpcUrl })),
      assetsDir: fileURLToPath(new URL('./frame/', import.meta.url)),
      accountAbstraction: { ...accountAbstraction!, bundler: bundler.url },
      solana: { rpcUrl: solana.rpcUrl },
      onError: serverError,
    })
    servers.push(frame)
    const relay = await startRelay({ port: ports.walletConnectRelay ?? 0, onError: serverError })
    servers.push(relay)
    // Bitcoin: an in-process ledger behind an Esplora subset (no bitcoind on the machines; FIELD-NOTES).
    const bitcoinServer = await startBitcoinServer({ port: ports.bitcoin ?? 0, onError: serverError })
    servers.push(bitcoinServer)
    const chainInfos = DEVNET_CHAINS.map((spec, i) => ({
      caipNetworkId: `eip155:${spec.chainId}` as const,
      chainId: spec.chainId,
      name: spec.name,
      rpcUrl: chains[i]!.rpcUrl,
      supported: spec.supported,
    }))
    const phoneWallet = await startPhoneWallet({
      relayUrl: relay.url,
      accounts: DEV_ACCOUNTS,
      chains: chainInfos,
      autoApprove: options.phoneWalletAutoApprove,
      projectId,
    })
    servers.push(phoneWallet)
    const phoneWalletServer = await startPhoneWalletServer(phoneWallet, {
      port: ports.phoneWallet ?? 0,
      onError: serverError,
    })
    servers.push(phoneWalletServer)
    const api = apiResult.value
    const analytics = analyticsResult.value
    apiUrl = api.url
    await deployNftCollections(
      chainInfos.filter((c) => c.supported),
      api.url,
    )

    const info = parseDevnetInfo({
      projectId,
      chains: chainInfos,
      tokens,
      accounts: DEV_ACCOUNTS,
      solana: {
        caipNetworkId: SOLANA_DEVNET_CAIP_NETWORK_ID,
        rpcUrl: solana.rpcUrl,
        wsUrl: solana.wsUrl,
        accounts: [...SOLANA_DEV_ACCOUNTS],
      },
      api: api.url,
      wallets: wallets.url,
      analytics: analytics.url,
      frame: frame.frameUrl,
      mailbox: frame.mailboxUrl,
      walletConnect: { relayUrl: relay.url, phoneWallet: phoneWalletServer.url },
      accountAbstraction: { ...accountAbstraction!, bundler: bundler.url },
      bitcoin: { caipNetworkId: BITCOIN_CAIP_ID, apiUrl: bitcoinServer.url, accounts: bitcoinServer.accounts },
    })
    return {
      info,
      analytics: sink,
      frame: {
        messages: () => frame.messages(),
        setSilent: (silent: boolean, email?: string) => frame.setSilent(silent, email),
      },
      relay: { url: relay.url, connections: () => relay.connections(), dropConnections: () => relay.dropConnections() },
      phoneWallet,
      pids: chains.map((c) => c.pid),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
