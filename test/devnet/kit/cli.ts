// `gatehouse-devnet`: starts the devnet for an app's tests or dev server and prints its addresses; Ctrl-C (or
// SIGTERM) stops every process it started. `--json <file>` also writes the addresses there (devnetConfig's input).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startDevnet, type RunningDevnet } from './index.js'

const USAGE = `Usage: gatehouse-devnet [--json <file>] [--project-id <id>]

Starts the Gatehouse devnet on free ports of 127.0.0.1: three anvil chains (Ethereum 1, Base 8453, 31337) with
test tokens and funded dev accounts, the data API, the wallet listing, the secure frame and its mailbox, the
WalletConnect relay and test phone wallet, the bundler. Prints their addresses; Ctrl-C stops everything.

  --json <file>        also write the addresses as JSON (pass them to devnetConfig from gatehouse-modal/devnet/config)
  --project-id <id>    the project id the servers accept (default devnet)
  --help               this text`

function parse(argv: string[]): { json?: string; projectId?: string } | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      json: { type: 'string' },
      'project-id': { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  })
  if (values.help) return 'help'
  return { json: values.json, projectId: values['project-id'] }
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parse>
  try {
    args = parse(process.argv.slice(2))
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  if (args === 'help') {
    console.log(USAGE)
    return 0
  }
  let devnet: RunningDevnet
  try {
    devnet = await startDevnet({ projectId: args.projectId })
  } catch (error) {
    console.error(`The devnet could not start: ${(error as Error).message}`)
    return 1
  }
  const stop = () => void devnet.stop().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  process.once('SIGHUP', stop)
  const { urls } = devnet
  if (args.json) {
    const file = resolve(args.json)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, `${JSON.stringify(urls, null, 2)}\n`)
  }
  console.log(
    [
      'Gatehouse devnet:',
      ...urls.chains.map((c) => `  ${c.name.padEnd(18)} ${c.caipNetworkId.padEnd(14)} ${c.rpcUrl}`),
      `  data API           ${urls.api}`,
      `  wallet listing     ${urls.wallets}`,
      `  analytics sink     ${urls.analytics}`,
      `  secure frame       ${urls.frame}`,
      `  mailbox            ${urls.mailbox}`,
      `  WalletConnect      ${urls.walletConnect.relayUrl}`,
      `  phone wallet       ${urls.walletConnect.phoneWallet}`,
      `  bundler            ${urls.accountAbstraction.bundler}`,
      `  dev account 0      ${urls.accounts[0]?.address}`,
      ...(args.json ? [`Addresses written to ${resolve(args.json)}`] : []),
      'Ready. Press Ctrl-C to stop.',
    ].join('\n'),
  )
  return -1
}

const code = await main()
if (code >= 0) process.exit(code)
