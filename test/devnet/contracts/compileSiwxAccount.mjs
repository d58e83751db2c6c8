#!/usr/bin/env node
// Regenerates SiwxAccount.json (the EIP-1271 account and its CREATE2 factory that
// src/siwx's devnet test deploys) from SiwxAccount.sol with solc-js, offline. Run it
// after editing the contract: `node test/devnet/contracts/compileSiwxAccount.mjs`.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const here = (file) => fileURLToPath(new URL(file, import.meta.url))
const input = {
  language: 'Solidity',
  sources: { 'SiwxAccount.sol': { content: readFileSync(here('./SiwxAccount.sol'), 'utf8') } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    outputSelection: { 'SiwxAccount.sol': { '*': ['abi', 'evm.bytecode.object'] } },
  },
}
const output = JSON.parse(solc.compile(JSON.stringify(input)))
for (const e of output.errors ?? []) console.error(e.formattedMessage)
if ((output.errors ?? []).some((e) => e.severity === 'error')) process.exit(1)
const artifact = { compiler: `solc ${solc.version()}` }
for (const [name, contract] of Object.entries(output.contracts['SiwxAccount.sol'])) {
  artifact[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
}
writeFileSync(here('./SiwxAccount.json'), `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`SiwxAccount.json written (${solc.version()})`)
