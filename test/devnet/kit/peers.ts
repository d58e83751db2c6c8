// The devnet's heavy pieces are optional peer dependencies of the package: an app that never starts the devnet does
// not install anvil or the contracts' artifacts. Before starting, the entry checks they are there and names the
// missing ones, instead of failing later in a module resolution error deep inside a chain's seeding.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

/** The packages the devnet needs besides the package's own dependencies, each for what it brings. */
export const DEVNET_PEERS: readonly { name: string; for: string }[] = [
  { name: '@foundry-rs/anvil', for: 'the local chains' },
  { name: '@openzeppelin/contracts', for: 'the NFT collection' },
  { name: '@uniswap/v2-core', for: 'the exchange' },
  { name: '@uniswap/v2-periphery', for: 'the exchange' },
  { name: '@account-abstraction/contracts', for: 'the smart accounts' },
  { name: '@walletconnect/relay-auth', for: 'the WalletConnect relay' },
  { name: 'ws', for: 'the WalletConnect relay' },
  { name: 'litesvm', for: 'the local Solana chain' },
  { name: 'ecpair', for: 'the local Bitcoin network' },
]

/** Thrown by startDevnet when optional peer dependencies it needs are not installed; `packages` lists them. */
export class DevnetPeerMissingError extends Error {
  override name = 'DevnetPeerMissingError'
  readonly packages: readonly string[]
  constructor(packages: readonly string[]) {
    super(
      `The Gatehouse devnet needs ${packages.length === 1 ? 'a package that is' : 'packages that are'} not installed: ` +
        `${packages.join(', ')}. Install ${packages.length === 1 ? 'it' : 'them'}: npm install --save-dev ${packages.join(' ')}`,
    )
    this.packages = packages
  }
}

const require = createRequire(import.meta.url)

/** Whether a package is installed where Node would look for it from this module (its package.json, whatever its "exports"). */
export function isInstalled(name: string): boolean {
  return (require.resolve.paths(name) ?? []).some((dir) => existsSync(join(dir, name, 'package.json')))
}

/** Throws DevnetPeerMissingError naming every peer `installed` says is missing. */
export function assertDevnetPeers(installed: (name: string) => boolean = isInstalled): void {
  const missing = [...new Set(DEVNET_PEERS.map((p) => p.name).filter((name) => !installed(name)))]
  if (missing.length > 0) throw new DevnetPeerMissingError(missing)
}
