// In Node: WalletConnect pair + approve + sign through the devnet relay, a dapp
// sign-client and the devnet's test phone wallet (autoApprove). Two rows: fresh clients
// each run (new keys and storage; the socket opens during the connect, as on a first
// visit) and warm clients (a new pairing and session on clients already connected).
// Timed from connect() to the personal_sign answer, the signature checked after the clock
// stops. FIELD-NOTES measured ≈ 0.35–0.4 s fresh. bench/run.mjs must keep @walletconnect/*
// and ws external: bundled, sign-client's socket layer fails in Node.
import { randomUUID } from 'node:crypto'
import os from 'node:os'
import { SignClient } from '@walletconnect/sign-client'
import { verifyMessage, type Hex } from 'viem'
import { DEV_ACCOUNTS } from '../test/devnet/accounts.js'
import { DEVNET_CHAINS } from '../test/devnet/start.js'
import { startPhoneWallet, type PhoneWallet } from '../test/devnet/walletConnect/phoneWallet.js'
import { startRelay } from '../test/devnet/walletConnect/relay.js'
import { median, report, round, type BenchResult } from './lib/common.js'

const RUNS = 12

class MemoryStorage {
  private readonly map = new Map<string, unknown>()
  getKeys = async () => [...this.map.keys()]
  getEntries = async () => [...this.map.entries()] as [string, never][]
  getItem = async (key: string) => this.map.get(key) as never
  setItem = async (key: string, value: unknown) => void this.map.set(key, value)
  removeItem = async (key: string) => void this.map.delete(key)
}

const chains = DEVNET_CHAINS.map((c) => ({
  caipNetworkId: `eip155:${c.chainId}` as const,
  chainId: c.chainId,
  name: c.name,
  rpcUrl: 'http://127.0.0.1:9',
  supported: c.supported,
}))
const relay = await startRelay()
const address = DEV_ACCOUNTS[0]!.address

const startClients = () =>
  Promise.all([
    startPhoneWallet({ relayUrl: relay.url, accounts: DEV_ACCOUNTS, chains, autoApprove: true }),
    SignClient.init({
      projectId: 'devnet',
      relayUrl: relay.url,
      metadata: { name: 'bench dapp', description: 'bench', url: 'http://127.0.0.1', icons: [] },
      telemetryEnabled: false,
      customStoragePrefix: `bench-dapp-${randomUUID()}`,
      storage: new MemoryStorage() as never,
      logger: 'silent',
    }),
  ])
type Dapp = Awaited<ReturnType<typeof startClients>>[1]

/** One pair + approve + sign; returns [total, approve, sign] in ms. */
async function connectAndSign(wallet: PhoneWallet, dapp: Dapp, run: number): Promise<[number, number, number]> {
  const t0 = performance.now()
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged'] } },
  })
  await wallet.pair(uri!)
  const session = await approval()
  const t1 = performance.now()
  const message = `bench ${run}`
  const signature = (await dapp.request({
    topic: session.topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [`0x${Buffer.from(message).toString('hex')}`, address] },
  })) as Hex
  const t2 = performance.now()
  if (!(await verifyMessage({ address, message, signature }))) throw new Error('the signature does not verify')
  await dapp.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } })
  return [t2 - t0, t1 - t0, t2 - t1]
}

function row(name: string, samples: [number, number, number][], what: string): BenchResult {
  const load = os.loadavg()[0]!.toFixed(2)
  const totals = samples.map((s) => s[0])
  return {
    name,
    value: round(median(totals)),
    unit: 'ms',
    target: 'info',
    note: `median of ${samples.length} runs (first dropped), ${what}, load ${load}; approve ${round(median(samples.map((s) => s[1])))} ms, sign ${round(median(samples.map((s) => s[2])))} ms; max ${round(Math.max(...totals))} ms`,
  }
}

// Fresh clients each run (the old ones stay open: closing one while the library still acks in the background is
// not what is measured here).
const fresh: [number, number, number][] = []
for (let run = 0; run <= RUNS; run++) {
  const [wallet, dapp] = await startClients()
  const sample = await connectAndSign(wallet, dapp, run)
  if (run > 0) fresh.push(sample)
}
const [wallet, dapp] = await startClients()
const warm: [number, number, number][] = []
for (let run = 0; run <= RUNS; run++) {
  const sample = await connectAndSign(wallet, dapp, run)
  if (run > 0) warm.push(sample)
}
report([
  row(
    'WalletConnect pair + approve + sign, fresh clients (Node)',
    fresh,
    'new dapp and phone wallet clients each run, the socket opened during the connect',
  ),
  row(
    'WalletConnect pair + approve + sign, warm clients (Node)',
    warm,
    'one dapp and one phone wallet, a new pairing and session each run',
  ),
])
// The clients' timers and sockets end with the process.
process.exit(0)
