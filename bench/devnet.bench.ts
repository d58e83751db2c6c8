// The devnet's start-up, as an app's test suite pays it once a worker: gatehouse-modal/devnet's startDevnet() from the call
// to the running devnet (three anvil chains seeded with tokens, the exchange, the NFTs and the ERC-4337 contracts; the
// data API, wallet listing, analytics sink, secure frame, WalletConnect relay, phone wallet and its page, the bundler),
// then stop(). Memory: the anvil processes' resident sets (/proc, Linux) plus what this Node process grew by (the
// servers and the phone wallet's sign-client run in it), measured on the first start, with nothing warm.
import { readFileSync } from 'node:fs'
import os from 'node:os'
import { startDevnet } from '../test/devnet/kit/index.js'
import { median, report, round } from './lib/common.js'

const RUNS = 5

/** Resident set of a process in MiB (Linux /proc), or NaN where /proc is not there. */
function rssMiB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) / 1024 : Number.NaN
  } catch {
    return Number.NaN
  }
}

const before = process.memoryUsage().rss / 2 ** 20
const starts: number[] = []
const stops: number[] = []
let memory = { chains: 0, node: 0 }
for (let run = 0; run < RUNS; run++) {
  const t0 = performance.now()
  const devnet = await startDevnet({ onError: () => undefined })
  starts.push(performance.now() - t0)
  if (run === 0)
    memory = {
      chains: devnet.pids.reduce((sum, pid) => sum + rssMiB(pid), 0),
      node: process.memoryUsage().rss / 2 ** 20 - before,
    }
  const t1 = performance.now()
  await devnet.stop()
  stops.push(performance.now() - t1)
}
const load = os.loadavg()[0]!.toFixed(2)
report([
  {
    name: 'Devnet start-up (gatehouse-modal/devnet startDevnet: 3 chains, 10 services)',
    value: round(median(starts)),
    unit: 'ms',
    target: 'info',
    note: `median of ${RUNS} fresh starts, load ${load}; min ${round(Math.min(...starts))} ms, max ${round(Math.max(...starts))} ms; stop() ${round(median(stops))} ms`,
  },
  {
    name: 'Devnet memory (3 anvil processes + the servers in Node)',
    value: round(memory.chains + memory.node),
    unit: 'MiB',
    target: 'info',
    note: `first start: anvil resident sets ${round(memory.chains)} MiB (3 processes), this Node process grew by ${round(memory.node)} MiB`,
  },
])
// The phone wallet's sign-client keeps timers after stop(): the figures are out, end here.
process.exit(0)
