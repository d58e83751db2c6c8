#!/usr/bin/env node
// Regenerates DevnetSmartAccount.json (the devnet's ERC-4337 account with ERC-1271, and its factory) from
// DevnetSmartAccount.sol with solc-js, offline. SimpleAccount and OpenZeppelin come from
// @account-abstraction/contracts 0.7.0 and the OpenZeppelin version that package depends on (not the one DevToken
// uses). Run it after editing the contract: `node test/devnet/contracts/compileSmartAccount.mjs`. With `--check` it
// writes nothing and exits 1 when the JSON is not what the source compiles to.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const require = createRequire(import.meta.url)
// Resolved from the account-abstraction package, so its imports get the OpenZeppelin it was written for.
const aaRequire = createRequire(require.resolve('@account-abstraction/contracts/package.json'))
const here = (file) => fileURLToPath(new URL(file, import.meta.url))
const EVM_VERSION = 'cancun'
const FILE = 'DevnetSmartAccount.sol'

const input = {
  language: 'Solidity',
  sources: { [FILE]: { content: readFileSync(here(`./${FILE}`), 'utf8') } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: EVM_VERSION,
    outputSelection: { [FILE]: { '*': ['abi', 'evm.bytecode.object'] } },
  },
}

function findImports(path) {
  try {
    return { contents: readFileSync(aaRequire.resolve(path), 'utf8') }
  } catch (error) {
    return { error: `${path}: ${error.message}` }
  }
}

const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }))
for (const e of output.errors ?? []) if (e.severity === 'error') console.error(e.formattedMessage)
if ((output.errors ?? []).some((e) => e.severity === 'error')) process.exit(1)

const artifact = {
  compiler: `solc ${solc.version()}`,
  evmVersion: EVM_VERSION,
  accountAbstraction: require('@account-abstraction/contracts/package.json').version,
  openzeppelin: aaRequire('@openzeppelin/contracts/package.json').version,
}
for (const name of ['DevnetSmartAccount', 'DevnetSmartAccountFactory']) {
  const contract = output.contracts[FILE][name]
  artifact[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
}
const text = `${JSON.stringify(artifact, null, 2)}\n`
const json = here('./DevnetSmartAccount.json')
if (process.argv.includes('--check')) {
  const same = readFileSync(json, 'utf8') === text
  console.log(
    same
      ? 'DevnetSmartAccount.json is up to date.'
      : 'DevnetSmartAccount.json is stale: run node test/devnet/contracts/compileSmartAccount.mjs',
  )
  process.exit(same ? 0 : 1)
}
writeFileSync(json, text)
console.log(`DevnetSmartAccount.json written (${solc.version()}, OpenZeppelin ${artifact.openzeppelin})`)
