// The devnet's smart account for viem: @account-abstraction/contracts 0.7.0's SimpleAccount with ERC-1271
// (contracts/DevnetSmartAccount.sol) behind its factory (test/devnet/accountAbstraction.ts), as a viem SmartAccount, so
// the frame and the tests build, sign and send user operations with viem's own bundler actions. viem ships
// implementations for other account contracts only; this one follows the published SimpleAccount: execute /
// executeBatch, and an owner's EIP-191 signature over the user operation hash. A message or typed data is the owner's
// raw signature over its EIP-191 / EIP-712 hash (what the account's isValidSignature recovers); viem's toSmartAccount
// wraps it in ERC-6492 while the account is not deployed.
import {
  decodeFunctionData,
  encodeFunctionData,
  hashMessage,
  hashTypedData,
  type Address,
  type Hex,
  type LocalAccount,
  type PublicClient,
  type TypedDataDefinition,
} from 'viem'
import { readContract } from 'viem/actions'
import { entryPoint07Abi, getUserOperationHash, toSmartAccount, type SmartAccount } from 'viem/account-abstraction'
import {
  accountAbstractionAddresses,
  SIMPLE_ACCOUNT_ABI,
  SIMPLE_ACCOUNT_FACTORY_ABI,
  type AccountAbstractionAddresses,
} from './accountAbstraction.js'

/** Options of {@link toDevnetSimpleAccount}. */
export interface DevnetSimpleAccountOptions {
  /** A client on the account's chain (reads the nonce and the counterfactual address). */
  client: PublicClient
  /** The EOA that owns the account and signs its user operations. */
  owner: LocalAccount
  /** The contracts (default: where the devnet deploys them). */
  addresses?: AccountAbstractionAddresses
  /** CREATE2 salt (default 0: one account an owner). */
  salt?: bigint
}

/** The owner's SimpleAccount as a viem smart account (EntryPoint v0.7). */
export async function toDevnetSimpleAccount(options: DevnetSimpleAccountOptions): Promise<SmartAccount> {
  const { client, owner } = options
  const addresses = options.addresses ?? accountAbstractionAddresses()
  const salt = options.salt ?? 0n
  const entryPoint = { abi: entryPoint07Abi, address: addresses.entryPoint, version: '0.7' } as const
  let address: Address | undefined
  const chainId = () => {
    if (!client.chain) throw new Error('toDevnetSimpleAccount needs a client with a chain.')
    return client.chain.id
  }
  return toSmartAccount({
    client,
    entryPoint,
    async decodeCalls(data: Hex) {
      const call = decodeFunctionData({ abi: SIMPLE_ACCOUNT_ABI, data })
      if (call.functionName === 'execute') return [{ to: call.args[0], value: call.args[1], data: call.args[2] }]
      const [targets, values, datas] = call.args
      return targets.map((to, i) => ({ to, value: values[i] ?? 0n, data: datas[i] ?? '0x' }))
    },
    async encodeCalls(calls) {
      if (calls.length === 1) {
        const call = calls[0]!
        return encodeFunctionData({
          abi: SIMPLE_ACCOUNT_ABI,
          functionName: 'execute',
          args: [call.to, call.value ?? 0n, call.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: SIMPLE_ACCOUNT_ABI,
        functionName: 'executeBatch',
        args: [calls.map((c) => c.to), calls.map((c) => c.value ?? 0n), calls.map((c) => c.data ?? '0x')],
      })
    },
    async getAddress() {
      address ??= await readContract(client, {
        address: addresses.factory,
        abi: SIMPLE_ACCOUNT_FACTORY_ABI,
        functionName: 'getAddress',
        args: [owner.address, salt],
      })
      return address
    },
    async getFactoryArgs() {
      return {
        factory: addresses.factory,
        factoryData: encodeFunctionData({
          abi: SIMPLE_ACCOUNT_FACTORY_ABI,
          functionName: 'createAccount',
          args: [owner.address, salt],
        }),
      }
    },
    async getStubSignature() {
      // A well-formed 65-byte ECDSA signature, so estimation runs the same recovery code as the real one.
      return '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'
    },
    async signMessage({ message }) {
      return owner.sign!({ hash: hashMessage(message) })
    },
    async signTypedData(typedData) {
      return owner.sign!({ hash: hashTypedData(typedData as TypedDataDefinition) })
    },
    async signUserOperation(parameters) {
      const { chainId: id = chainId(), ...userOperation } = parameters
      const hash = getUserOperationHash({
        chainId: id,
        entryPointAddress: entryPoint.address,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: await this.getAddress() } as never,
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
}
