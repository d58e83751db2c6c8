// The devnet's ERC-4337 bundler for one chain (EntryPoint v0.7): the four methods a wallet needs, answered by
// calling the EntryPoint. A user operation is simulated first (an eth_call of handleOps, so the EntryPoint's own
// "AAxx" reason comes back as a JSON-RPC error instead of a reverted transaction), then sent alone in one handleOps
// transaction by the bundler's executor, which is also the beneficiary. Submissions run one at a time, so the
// executor's nonces never race. Receipts are read from the chain (the UserOperationEvent of the op's hash), not kept.
//
// Why our own and not @pimlico/alto: alto 0.0.20 runs offline on Node 20 and landed a two-call user operation through
// this EntryPoint, but its server listens on 0.0.0.0 with no option to change it (the devnet serves 127.0.0.1 only)
// and it brings ~170 packages (OpenTelemetry, Sentry, fastify) to the install.
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  decodeEventLog,
  encodeFunctionData,
  getContractAddress,
  http,
  numberToHex,
  size,
  toEventSelector,
  type Address,
  type Hex,
  type LocalAccount,
} from 'viem'
import {
  entryPoint07Abi,
  formatUserOperation,
  getUserOperationHash,
  toPackedUserOperation,
  type RpcUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import * as z from 'zod/mini'
import { devnetViemChain } from '../chains.js'
import { waitForReceipt } from '../receipt.js'

/** A JSON-RPC error the bundler answers with (code per ERC-7769: -32602 bad params, -32500 rejected by the EntryPoint). */
export class BundlerRpcError extends Error {
  override name = 'BundlerRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** Options of {@link createBundler}. */
export interface BundlerOptions {
  chainId: number
  rpcUrl: string
  entryPoint: Address
  /** Signs and pays for handleOps; receives the ops' fees. */
  executor: LocalAccount
}

/** One chain's bundler: answers the bundler's JSON-RPC methods. */
export interface Bundler {
  request(method: string, params: unknown): Promise<unknown>
}

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'Expected 0x-prefixed hex'))
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'Expected a 0x-prefixed quantity'))
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address'))

/** A v0.7 user operation as eth_sendUserOperation carries it; gas fields are optional for estimation. */
const UserOperationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: z.optional(z.nullable(address)),
  factoryData: z.optional(z.nullable(hex)),
  callData: hex,
  callGasLimit: z.optional(quantity),
  verificationGasLimit: z.optional(quantity),
  preVerificationGas: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
  paymaster: z.optional(z.nullable(address)),
  paymasterVerificationGasLimit: z.optional(z.nullable(quantity)),
  paymasterPostOpGasLimit: z.optional(z.nullable(quantity)),
  paymasterData: z.optional(z.nullable(hex)),
  signature: hex,
})

const GAS_FIELDS = [
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
] as const

// Gas the account's validateUserOp needs on top of a deployment (SimpleAccount's ECDSA check is ~10k; the rest is
// the EntryPoint's bookkeeping and the prefund transfer), and the call gas assumed when the account does not exist
// yet, so its calls cannot be estimated on their own. Both generous: unused call gas costs 10 % (EntryPoint v0.7).
const VALIDATION_GAS = 100_000n
const UNDEPLOYED_CALL_GAS = 300_000n
const USER_OPERATION_EVENT = toEventSelector('UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)')

/** Creates the bundler of one chain. */
export function createBundler(options: BundlerOptions): Bundler {
  const chain = devnetViemChain(options.chainId, options.rpcUrl)
  const transport = http(options.rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ chain, transport })
  const wallet = createWalletClient({ chain, transport, account: options.executor })
  const entryPoint = options.entryPoint
  // The EntryPoint v0.7 creates its SenderCreator in its constructor: its first CREATE.
  const senderCreator = getContractAddress({ from: entryPoint, nonce: 1n })
  let queue: Promise<unknown> = Promise.resolve()
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }

  const checkEntryPoint = (value: unknown) => {
    if (typeof value !== 'string' || value.toLowerCase() !== entryPoint.toLowerCase())
      throw new BundlerRpcError(-32602, `Unsupported EntryPoint ${String(value)}; this bundler serves ${entryPoint}.`)
  }
  const parseOperation = (value: unknown): RpcUserOperation<'0.7'> => {
    const parsed = UserOperationSchema.safeParse(value)
    if (!parsed.success)
      throw new BundlerRpcError(
        -32602,
        `Invalid user operation: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      )
    return parsed.data as RpcUserOperation<'0.7'>
  }
  const hashOf = (op: UserOperation<'0.7'>) =>
    getUserOperationHash({
      chainId: options.chainId,
      entryPointAddress: entryPoint,
      entryPointVersion: '0.7',
      userOperation: op,
    })
  const handleOpsData = (op: UserOperation<'0.7'>) =>
    encodeFunctionData({
      abi: entryPoint07Abi,
      functionName: 'handleOps',
      args: [[toPackedUserOperation(op)], options.executor.address],
    })
  // The EntryPoint's reason ("AA21 didn't pay prefund", "AA24 signature error", …) out of a reverted simulation.
  const rejection = (error: unknown) => {
    if (error instanceof BaseError) {
      const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
      if (reverted instanceof ContractFunctionRevertedError && reverted.data) {
        const args = (reverted.data.args ?? []) as unknown[]
        const reason = args.find((a) => typeof a === 'string' && a.startsWith('AA'))
        return new BundlerRpcError(-32500, `${String(reason ?? reverted.data.errorName)}`)
      }
      return new BundlerRpcError(-32500, error.shortMessage)
    }
    return new BundlerRpcError(-32500, String(error))
  }
  const simulate = async (op: UserOperation<'0.7'>) => {
    try {
      await client.simulateContract({
        address: entryPoint,
        abi: entryPoint07Abi,
        functionName: 'handleOps',
        args: [[toPackedUserOperation(op)], options.executor.address],
        account: options.executor.address,
      })
    } catch (error) {
      throw rejection(error)
    }
  }

  const sendUserOperation = async (params: unknown[]) => {
    checkEntryPoint(params[1])
    const rpc = parseOperation(params[0])
    const missing = GAS_FIELDS.filter((field) => rpc[field] === undefined)
    if (missing.length > 0) throw new BundlerRpcError(-32602, `Invalid user operation: missing ${missing.join(', ')}.`)
    const op = formatUserOperation(rpc) as UserOperation<'0.7'>
    return serially(async () => {
      await simulate(op)
      const hash = await wallet.sendTransaction({ to: entryPoint, data: handleOpsData(op) })
      const receipt = await waitForReceipt(client, hash)
      if (receipt.status !== '0x1') throw new BundlerRpcError(-32500, `handleOps reverted (${hash}).`)
      return hashOf(op)
    })
  }

  const estimateUserOperationGas = async (params: unknown[]) => {
    checkEntryPoint(params[1])
    const rpc = parseOperation(params[0])
    const code = await client.getCode({ address: rpc.sender })
    const deployed = code !== undefined && code !== '0x'
    let verificationGasLimit = VALIDATION_GAS
    if (!deployed && rpc.factory) {
      // The EntryPoint deploys through its SenderCreator, so that is who calls the factory.
      verificationGasLimit += await client.estimateGas({
        account: senderCreator,
        to: rpc.factory,
        data: rpc.factoryData ?? '0x',
      })
    }
    const callGasLimit = deployed
      ? ((await client.estimateGas({ account: entryPoint, to: rpc.sender, data: rpc.callData })) * 12n) / 10n
      : UNDEPLOYED_CALL_GAS
    // The handleOps transaction's own overhead: the base cost and the op's calldata (16 gas a byte, the upper bound).
    const op = formatUserOperation({
      ...rpc,
      callGasLimit: numberToHex(callGasLimit),
      verificationGasLimit: numberToHex(verificationGasLimit),
      preVerificationGas: '0x0',
      maxFeePerGas: rpc.maxFeePerGas ?? '0x0',
      maxPriorityFeePerGas: rpc.maxPriorityFeePerGas ?? '0x0',
    }) as UserOperation<'0.7'>
    const preVerificationGas = 21_000n + 16n * BigInt(size(handleOpsData(op)))
    return {
      preVerificationGas: numberToHex(preVerificationGas),
      verificationGasLimit: numberToHex(verificationGasLimit),
      callGasLimit: numberToHex(callGasLimit),
    }
  }

  const findEvent = async (userOpHash: Hex) => {
    const logs = await client.getLogs({
      address: entryPoint,
      event: entryPoint07Abi.find((e) => e.type === 'event' && e.name === 'UserOperationEvent')!,
      args: { userOpHash },
      fromBlock: 0n,
    })
    return logs[0]
  }

  const getUserOperationReceipt = async (params: unknown[]) => {
    const userOpHash = hex.parse(params[0]) as Hex
    const event = await findEvent(userOpHash)
    if (!event?.transactionHash) return null
    const receipt = await client.request({ method: 'eth_getTransactionReceipt', params: [event.transactionHash] })
    if (!receipt) return null
    // The op's own logs: those between the previous op's event (or the transaction's start) and its own event.
    const index = receipt.logs.findIndex((l) => l.logIndex === numberToHex(event.logIndex!))
    let start = index
    while (start > 0 && receipt.logs[start - 1]!.topics[0] !== USER_OPERATION_EVENT) start -= 1
    const { args } = decodeEventLog({
      abi: entryPoint07Abi,
      eventName: 'UserOperationEvent',
      data: event.data,
      topics: event.topics,
    })
    return {
      userOpHash,
      entryPoint,
      sender: args.sender,
      nonce: numberToHex(args.nonce),
      paymaster: args.paymaster,
      actualGasCost: numberToHex(args.actualGasCost),
      actualGasUsed: numberToHex(args.actualGasUsed),
      success: args.success,
      reason: args.success ? undefined : 'execution reverted',
      logs: receipt.logs.slice(start, index),
      receipt,
    }
  }

  return {
    async request(method, params) {
      const list = Array.isArray(params) ? (params as unknown[]) : []
      switch (method) {
        case 'eth_chainId':
          return numberToHex(options.chainId)
        case 'eth_supportedEntryPoints':
          return [entryPoint]
        case 'eth_sendUserOperation':
          return sendUserOperation(list)
        case 'eth_estimateUserOperationGas':
          return estimateUserOperationGas(list)
        case 'eth_getUserOperationReceipt':
          return getUserOperationReceipt(list)
        default:
          throw new BundlerRpcError(-32601, `The method ${method} does not exist / is not available.`)
      }
    },
  }
}
