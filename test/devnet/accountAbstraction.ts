// ERC-4337 on the devnet: the EntryPoint v0.7 as @account-abstraction/contracts 0.7.0 publishes it (the compiled
// artifact, not our own build) and the factory of our DevnetSmartAccount (contracts/DevnetSmartAccount.sol: the
// package's SimpleAccount plus ERC-1271, so the account can sign messages), deployed on each chain at start by a
// deployer of its own. As with the exchange, the deployer's first two nonces make the addresses the same on every
// chain and known without asking the chain (accountAbstractionAddresses()), so the frame and the bundler find them
// without plumbing.
//
// The smart account has one owner (the frame user's EOA) whose signature over the user operation hash (EIP-191)
// validates it; its address is the factory's CREATE2 address for (owner, salt 0), known before it is deployed (the
// counterfactual address). A message it signs is the owner's signature over the message's hash: its
// isValidSignature accepts that once deployed (ERC-1271), and before, a verifier runs the factory call that
// deploys it, wrapped around the signature (ERC-6492).
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
import smartAccountBuild from './contracts/DevnetSmartAccount.json' with { type: 'json' }

/** A compiled contract: its ABI and creation bytecode (the published Hardhat artifacts and our solc-js build alike). */
interface Artifact {
  abi: Abi
  bytecode: Hex
}

const require = createRequire(import.meta.url)

/** The EntryPoint's published artifact and our account factory's build, read when first needed. */
export function accountAbstractionArtifacts(): { entryPoint: Artifact; factory: Artifact } {
  return {
    entryPoint: require('@account-abstraction/contracts/artifacts/EntryPoint.json') as Artifact,
    factory: smartAccountBuild.DevnetSmartAccountFactory as Artifact,
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

/** The account's functions the frame encodes (SimpleAccount's, a subset of the published ABI). */
export const SIMPLE_ACCOUNT_ABI = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])

/** Thrown when deploying the contracts fails. */
export class AccountAbstractionDeployError extends Error {
  override name = 'AccountAbstractionDeployError'
}

/** Deploys the EntryPoint and the DevnetSmartAccountFactory on one chain (the treasury pays the deployer's gas). */
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
    'deploying the DevnetSmartAccountFactory',
  )
  return addresses
}
