#!/usr/bin/env node
// Regenerates DevToken.json from DevToken.sol with solc-js (the `solc` devDependency,
// WASM, offline) and OpenZeppelin 4.9's sources from node_modules. Run it after editing
// the contract: `node test/devnet/contracts/compile.mjs`. With `--check` it writes nothing
// and exits 1 when DevToken.json is not what the source compiles to. The devnet only
// reads the JSON, so starting it never compiles (solc takes seconds).
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const require = createRequire(import.meta.url)
const here = (file) => fileURLToPath(new URL(file, import.meta.url))
const EVM_VERSION = 'cancun'

const source = readFileSync(here('./DevToken.sol'), 'utf8')
const input = {
  language: 'Solidity',
  sources: { 'DevToken.sol': { content: source } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: EVM_VERSION,
    outputSelection: { 'DevToken.sol': { DevToken: ['abi', 'evm.bytecode.object'] } },
  },
}

function findImports(path) {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch (error) {
    return { error: `${path}: ${error.message}` }
  }
}

const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }))
const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
for (const e of output.errors ?? []) console.error(e.formattedMessage)
if (errors.length > 0) process.exit(1)

const contract = output.contracts['DevToken.sol'].DevToken
const openzeppelin = require('@openzeppelin/contracts/package.json').version
const artifact = {
  contractName: 'DevToken',
  compiler: `solc ${solc.version()}`,
  evmVersion: EVM_VERSION,
  openzeppelin,
  abi: contract.abi,
  bytecode: `0x${contract.evm.bytecode.object}`,
}
const text = `${JSON.stringify(artifact, null, 2)}\n`
if (process.argv.includes('--check')) {
  const same = readFileSync(here('./DevToken.json'), 'utf8') === text
  console.log(
    same ? 'DevToken.json is up to date.' : 'DevToken.json is stale: run node test/devnet/contracts/compile.mjs',
  )
  process.exit(same ? 0 : 1)
}
writeFileSync(here('./DevToken.json'), text)
console.log(
  `DevToken.json written (${solc.version()}, OpenZeppelin ${openzeppelin}, ${contract.evm.bytecode.object.length / 2} bytes)`,
)
