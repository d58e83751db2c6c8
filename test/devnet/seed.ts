// What a fresh devnet chain holds when it starts: the test tokens deployed by the
// treasury (dev account 9), dev accounts 0–4 funded with them, and a few transfers
// between dev accounts spread over the past months, so history is not empty and
// falls into more than one month. Every step is a real transaction on the chain.
import {
  createTestClient,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  getContractAddress,
  http,
  parseAbi,
  parseEther,
  parseUnits,
  type Hex,
} from 'viem'
import DevToken from './contracts/DevToken.json' with { type: 'json' }
import { DEV_ACCOUNTS, TREASURY_INDEX } from './accounts.js'
import type { DevnetInfo } from './info.js'
import { waitForReceipt } from './receipt.js'
import { seedSpam } from './spam.js'

/** A test token the devnet deploys on every supported chain. */
export interface TestTokenSpec {
  symbol: string
  name: string
  decimals: number
  /** Whole tokens minted to the treasury. */
  supply: number
  /** Whole tokens the treasury gives each of dev accounts 0–4. */
  grant: number
}

/** The test tokens: one with 6 decimals, one with 18. */
export const TEST_TOKENS: readonly TestTokenSpec[] = [
  { symbol: 'USDC', name: 'USD Coin (devnet)', decimals: 6, supply: 10_000_000, grant: 5_000 },
  { symbol: 'GATE', name: 'Gatehouse Test Token', decimals: 18, supply: 1_000_000_000, grant: 10_000 },
]

/** A transfer between dev accounts made while seeding; `token` absent means the native currency. */
export interface PastTransfer {
  daysAgo: number
  from: number
  to: number
  amount: string
  token?: string
}

/** The past transfers, oldest first (native ones are also made on the unsupported chain). */
export const PAST_TRANSFERS: readonly PastTransfer[] = [
  { daysAgo: 65, from: 1, to: 0, amount: '0.5' },
  { daysAgo: 40, from: 0, to: 1, amount: '125.5', token: 'USDC' },
  { daysAgo: 12, from: 0, to: 2, amount: '10', token: 'GATE' },
  { daysAgo: 3, from: 2, to: 0, amount: '42', token: 'USDC' },
  { daysAgo: 1, from: 0, to: 3, amount: '0.01' },
]

/** Days before now of the genesis block and of the token deployment. */
export const GENESIS_DAYS_AGO = 120
const FUNDING_DAYS_AGO = 100
const DAY = 86_400

const constructorAbi = parseAbi([
  'constructor(string name_, string symbol_, uint8 decimals_, uint256 supply, address holder)',
])

/** Thrown when a seeding transaction fails. */
export class SeedError extends Error {
  override name = 'SeedError'
}

/**
 * Seeds one freshly started chain (genesis `GENESIS_DAYS_AGO` days before `now`):
 * deploys the test tokens when `withTokens`, funds dev accounts 0–4, makes the past
 * transfers, then mines a block at `now` so later blocks carry the real time.
 * Returns the deployed tokens.
 */
export async function seedChain(
  rpcUrl: string,
  chainId: number,
  withTokens: boolean,
  now: number,
): Promise<DevnetInfo['tokens']> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) })
  let clock = 0
  const at = async (daysAgo: number) => {
    // Strictly increasing block times, one second apart within a day.
    clock = Math.max(clock + 1, now - daysAgo * DAY)
    await client.setNextBlockTimestamp({ timestamp: BigInt(clock) })
  }
  const send = async (from: number, request: { to?: Hex; data?: Hex; value?: bigint }) => {
    const account = DEV_ACCOUNTS[from]!.address
    const hash = (await client.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: account,
          to: request.to,
          data: request.data,
          value: request.value === undefined ? undefined : `0x${request.value.toString(16)}`,
        },
      ],
    } as never)) as Hex
    // One block a transaction, at the time set for it: wait until it is mined before the next.
    const receipt = await waitForReceipt(client as never, hash)
    if (receipt.status !== '0x1') throw new SeedError(`Seeding chain ${chainId}: transaction ${hash} failed.`)
  }

  const treasury = DEV_ACCOUNTS[TREASURY_INDEX]!.address
  const tokens: DevnetInfo['tokens'] = []
  if (withTokens) {
    const nonce = await client.request({ method: 'eth_getTransactionCount', params: [treasury, 'latest'] } as never)
    let next = Number(nonce)
    for (const spec of TEST_TOKENS) {
      await at(FUNDING_DAYS_AGO)
      const data = encodeDeployData({
        abi: constructorAbi,
        bytecode: DevToken.bytecode as Hex,
        args: [spec.name, spec.symbol, spec.decimals, parseUnits(String(spec.supply), spec.decimals), treasury],
      })
      await send(TREASURY_INDEX, { data })
      tokens.push({
        chainId,
        address: getContractAddress({ from: treasury, nonce: BigInt(next++) }),
        symbol: spec.symbol,
        decimals: spec.decimals,
      })
    }
    for (const [i, spec] of TEST_TOKENS.entries()) {
      for (let account = 0; account <= 4; account++) {
        await at(FUNDING_DAYS_AGO)
        const data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [DEV_ACCOUNTS[account]!.address, parseUnits(String(spec.grant), spec.decimals)],
        })
        await send(TREASURY_INDEX, { to: tokens[i]!.address, data })
      }
    }
  }

  for (const transfer of PAST_TRANSFERS) {
    const to = DEV_ACCOUNTS[transfer.to]!.address
    if (transfer.token === undefined) {
      await at(transfer.daysAgo)
      await send(transfer.from, { to, value: parseEther(transfer.amount) })
      continue
    }
    const token = tokens.find((t) => t.symbol === transfer.token)
    if (!token) continue // no tokens on this chain
    await at(transfer.daysAgo)
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseUnits(transfer.amount, token.decimals)],
    })
    await send(transfer.from, { to: token.address, data })
  }

  // Later blocks (the user's own transactions) carry the real time again.
  await client.setNextBlockTimestamp({ timestamp: BigInt(Math.max(clock + 1, now)) })
  await client.mine({ blocks: 1 })

  if (withTokens) await seedSpam(rpcUrl)
  return tokens
}
