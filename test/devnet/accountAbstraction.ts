// ERC-4337 on the devnet: the EntryPoint v0.7 and its SimpleAccountFactory as @account-abstraction/contracts 0.7.0
// publishes them (the compiled artifacts, not our own build), deployed on each chain at start by a deployer of its
// own. As with the exchange, the deployer's first two nonces make the addresses the same on every chain and known
// without asking the chain (accountAbstractionAddresses()), so the frame and the bundler find them without plumbing.
//
// The smart account is the package's SimpleAccount: one owner (the frame user's EOA) whose signature over the user
// operation hash (EIP-191) validates it; its address is the factory's CREATE2 address for (owner, salt 0), known
// before it is deployed (the counterfactual address).
import { createRequire } from 'node:module'
import {
  createWalletClient,
  encodeDeployData,
  getContractAddress,
  http,
  keccak256,
  parseAbi,
  parseEther,
  stringToHex,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEV_ACCOUNTS, TREASURY_INDEX } from './accounts.js'
import { devnetViemChain } from './chains.js'
import { waitForReceipt } from './receipt.js'

/** A compiled contract as @account-abstraction/contracts publishes it (Hardhat's artifact format). */
interface Artifact {
  abi: Abi
  bytecode: Hex
}

const require = createRequire(import.meta.url)

/** The published artifacts, read once when first needed. */
export function accountAbstractionArtifacts(): { entryPoint: Artifact; factory: Artifact } {
  return {
    entryPoint: require('@account-abstraction/contracts/artifacts/EntryPoint.json') as Artifact,
    factory: require('@account-abstraction/contracts/artifacts/SimpleAccountFactory.json') as Artifact,
  }
}

/** The deployer's key: a fixed devnet key (public knowledge, devnet money only), from a label. */
export const ACCOUNT_ABSTRACTION_DEPLOYER_KEY: Hex = keccak256(stringToHex('gatehouse devnet account abstraction'))
const deployer = privateKeyToAccount(ACCOUNT_ABSTRACTION_DEPLOYER_KEY)

/** The ERC-4337 contracts, the same on every chain. */
export interface AccountAbstractionAddresses {
  entryPoint: Address
  factory: Address
}

/** Where the contracts are (the deployer's nonces 0 and 1). */
export function accountAbstractionAddresses(): AccountAbstractionAddresses {
  const at = (nonce: number) => getContractAddress({ from: deployer.address, nonce: BigInt(nonce) })
  return { entryPoint: at(0), factory: at(1) }
}

/** The factory's functions the devnet uses (a subset of the published ABI, typed for viem). */
export const SIMPLE_ACCOUNT_FACTORY_ABI = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** SimpleAccount's functions the frame encodes (a subset of the published ABI). */
export const SIMPLE_ACCOUNT_ABI = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])

/** Thrown when deploying the contracts fails. */
export class AccountAbstractionDeployError extends Error {
  override name = 'AccountAbstractionDeployError'
}

/** Deploys the EntryPoint and the SimpleAccountFactory on one chain (the treasury pays the deployer's gas). */
export async function deployAccountAbstraction(rpcUrl: string, chainId: number): Promise<AccountAbstractionAddresses> {
  const chain = devnetViemChain(chainId, rpcUrl)
  const wallet = createWalletClient({ account: deployer, chain, transport: http(rpcUrl, { retryCount: 0 }) })
  const mined = async (hash: Hex, what: string) => {
    const receipt = await waitForReceipt(wallet as never, hash)
    if (receipt.status !== '0x1')
      throw new AccountAbstractionDeployError(`Account abstraction on chain ${chainId}: ${what} failed (${hash}).`)
  }
  const funding = (await wallet.request({
    method: 'eth_sendTransaction',
    params: [
      { from: DEV_ACCOUNTS[TREASURY_INDEX]!.address, to: deployer.address, value: `0x${parseEther('1').toString(16)}` },
    ],
  } as never)) as Hex
  await mined(funding, 'funding the deployer')
  const nonce = (await wallet.request({
    method: 'eth_getTransactionCount',
    params: [deployer.address, 'latest'],
  } as never)) as Hex
  if (Number(nonce) !== 0)
    throw new AccountAbstractionDeployError(
      `Account abstraction on chain ${chainId}: the deployer has sent before (nonce ${Number(nonce)}).`,
    )
  const { entryPoint, factory } = accountAbstractionArtifacts()
  const addresses = accountAbstractionAddresses()
  await mined(await wallet.sendTransaction({ to: null, data: entryPoint.bytecode }), 'deploying the EntryPoint')
  await mined(
    await wallet.sendTransaction({
      to: null,
      data: encodeDeployData({ abi: factory.abi, bytecode: factory.bytecode, args: [addresses.entryPoint] }),
    }),
    'deploying the SimpleAccountFactory',
  )
  return addresses
}
