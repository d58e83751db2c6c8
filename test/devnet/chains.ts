// One local EVM chain: the real anvil binary shipped by @foundry-rs/anvil's platform
// package, started directly (not through its node wrapper, whose PID would not hold
// the port), on 127.0.0.1, stopped by its PID.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Chain as ViemChain } from 'viem'

/** Options of {@link startChain}. */
export interface StartChainOptions {
  /** The chain id anvil reports (eth_chainId). */
  chainId: number
  /** Port on 127.0.0.1; 0 or absent picks a free one. */
  port?: number
  /** Milliseconds to wait for anvil's "Listening on" line (default 15 s). */
  timeoutMs?: number
  /** Unix seconds of the genesis block (anvil `--timestamp`), so seeded history can lie in the past. */
  genesisTimestamp?: number
}

/** A running anvil chain. */
export interface Chain {
  chainId: number
  rpcUrl: string
  port: number
  pid: number
  /** Stops anvil (SIGTERM, then SIGKILL after 2 s); resolves when it has exited. Safe to call twice. */
  stop(): Promise<void>
}

/** Thrown when anvil cannot start (binary missing, port taken, no "Listening on" line). */
export class ChainStartError extends Error {
  override name = 'ChainStartError'
}

const require = createRequire(import.meta.url)

// @foundry-rs/anvil picks its binary package the same way (const.mjs).
const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/** Path of the anvil executable: `ANVIL_BIN` when set, else the binary inside @foundry-rs/anvil's platform package. */
export function anvilBinary(): string {
  const fromEnv = process.env.ANVIL_BIN
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new ChainStartError(`ANVIL_BIN points at ${fromEnv}, which does not exist.`)
    return fromEnv
  }
  const platform = `${process.platform}-${process.arch}`
  const pkg = PLATFORM_PACKAGES[platform]
  if (!pkg)
    throw new ChainStartError(`No anvil binary is published for ${platform}; set ANVIL_BIN to an anvil executable.`)
  const file = `${pkg}/bin/${process.platform === 'win32' ? 'anvil.exe' : 'anvil'}`
  try {
    const path = require.resolve(file)
    if (existsSync(path)) return path
  } catch {
    // reported below
  }
  throw new ChainStartError(
    `The anvil binary (${file}) is not installed. Run \`npm ci\` (or \`npm install\`): the devDependency @foundry-rs/anvil ` +
      `brings it in its optional dependency ${pkg}; installs with --omit=optional or --no-optional leave it out. ` +
      'Or set ANVIL_BIN to an anvil executable.',
  )
}

const live = new Set<ChildProcess>()
let exitHookInstalled = false

/** Kills every anvil still running when this process exits, so none is left holding a port. */
function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const child of live) child.kill('SIGKILL')
  })
}

const LISTENING = /Listening on ([0-9.]+):(\d+)/

/** Starts anvil with `--chain-id` on 127.0.0.1 (`--port 0` gives a free port, read from its "Listening on" line). */
export function startChain(options: StartChainOptions): Promise<Chain> {
  const { chainId, port = 0, timeoutMs = 15_000, genesisTimestamp } = options
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    return Promise.reject(new ChainStartError(`chainId must be a positive integer, not ${String(chainId)}`))
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    return Promise.reject(new ChainStartError(`port must be a whole number from 0 to 65535, not ${String(port)}`))
  }
  let binary: string
  try {
    binary = anvilBinary()
  } catch (error) {
    return Promise.reject(error)
  }

  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)]
  if (genesisTimestamp !== undefined) args.push('--timestamp', String(Math.floor(genesisTimestamp)))
  const child = spawn(binary, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  live.add(child)
  installExitHook()
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  }).then(() => {
    live.delete(child)
  })

  // Keep a short tail of the output for error messages; anvil logs every call, so the
  // pipes are always drained (a full pipe would block anvil).
  let tail = ''
  const remember = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-4000)
  }
  child.stderr.on('data', remember)

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 2_000)
        await exited
        clearTimeout(timer)
      }
      await exited
    })()
    return stopping
  }

  return new Promise<Chain>((resolve, reject) => {
    let buffered = ''
    let settled = false
    const fail = (message: string) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void stop().then(() => reject(new ChainStartError(`${message}\n${tail.trim()}`.trim())))
    }
    const timer = setTimeout(
      () => fail(`anvil (chain ${chainId}) printed no "Listening on" line within ${timeoutMs} ms.`),
      timeoutMs,
    )

    child.stdout.on('data', (chunk: Buffer) => {
      remember(chunk)
      if (settled) return
      buffered += chunk.toString('utf8')
      const match = LISTENING.exec(buffered)
      if (!match) return
      settled = true
      clearTimeout(timer)
      const boundPort = Number(match[2])
      buffered = ''
      resolve({ chainId, rpcUrl: `http://127.0.0.1:${boundPort}`, port: boundPort, pid: child.pid!, stop })
    })
    child.once('error', (error) => fail(`anvil could not be started (${binary}): ${error.message}`))
    child.once('exit', (code, signal) => {
      const inUse = /address already in use|os error 98/i.test(tail)
      fail(
        inUse
          ? `Port ${port} on 127.0.0.1 is already in use: anvil (chain ${chainId}) could not listen there.`
          : `anvil (chain ${chainId}) exited before listening (${signal ?? `code ${code}`}).`,
      )
    })
  })
}

/** A devnet chain as viem describes one (ETH as the native currency), for clients that need to know their chain. */
export function devnetViemChain(chainId: number, rpcUrl: string): ViemChain {
  return {
    id: chainId,
    name: `devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
}
