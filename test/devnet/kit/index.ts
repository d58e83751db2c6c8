// `gatehouse-modal/devnet`: the devnet this repository tests with (test/devnet/), for an app's own tests. One call starts
// the chains and every service on free ports of 127.0.0.1 and gives back their addresses, the funded dev accounts
// and a stop that ends every process it started.
import type { FrameServer } from '../frame/server.js'
import { startDevnet as startServices, type DevnetPorts } from '../start.js'
import type { DevnetUrls } from './config.js'
import { assertDevnetPeers } from './peers.js'

export { devnetConfig, type DevnetGatehouseConfig, type DevnetUrls } from './config.js'
export { DevnetPeerMissingError } from './peers.js'
export {
  DevnetChainNotRunningError,
  DevnetLookupError,
  exchangeContracts,
  mineBitcoinBlock,
  readBalance,
  readBitcoinBalance,
  readPoolReserves,
  readSmartAccount,
  readSolanaBalance,
  readUserOperation,
  readUserOperations,
  type BitcoinBlock,
  type ReadOptions,
  type UserOperationRecord,
} from './readers.js'
export {
  DevnetControlError,
  farcasterDriver,
  phoneWalletDriver,
  type FarcasterDriver,
  type FarcasterSignIn,
  type FarcasterTarget,
  type PhoneWalletDriver,
  type PhoneWalletPendingItem,
  type PhoneWalletState,
} from './drivers.js'
export type { DevnetPorts } from '../start.js'
export type { MailMessage } from '../frame/server.js'

/** Options of {@link startDevnet}. */
export interface DevnetOptions {
  /** The project id the servers accept (default 'devnet'). */
  projectId?: string
  /** Fixed ports on 127.0.0.1; each absent or 0 is a free one (the default). */
  ports?: DevnetPorts
  /** The test phone wallet approves every WalletConnect proposal and request at once (default false). */
  phoneWalletAutoApprove?: boolean
  /** Where the servers' errors go (default console.error). */
  onError?: (error: unknown) => void
}

/** A running devnet. */
export interface RunningDevnet {
  /** Its addresses, as devnetConfig and the Playwright fixture take them (JSON-safe). */
  readonly urls: DevnetUrls
  /** Anvil's ten funded dev accounts (the well-known test mnemonic): devnet money only. */
  readonly accounts: DevnetUrls['accounts']
  /** The emails the secure frame sent (login codes), oldest first. */
  mailbox(): ReturnType<FrameServer['messages']>
  /** Process ids of the chains it started (the servers run in this process). */
  readonly pids: readonly number[]
  /** Stops every server and chain process it started; safe to call twice. */
  stop(): Promise<void>
}

/** Starts a fresh devnet on 127.0.0.1; throws DevnetPeerMissingError naming the optional peers to install. */
export async function startDevnet(options: DevnetOptions = {}): Promise<RunningDevnet> {
  assertDevnetPeers()
  const devnet = await startServices(options)
  return {
    urls: devnet.info,
    accounts: devnet.info.accounts,
    mailbox: () => devnet.frame.messages(),
    pids: devnet.pids,
    stop: () => devnet.stop(),
  }
}
