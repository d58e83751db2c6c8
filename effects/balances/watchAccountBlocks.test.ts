import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import type { RpcRequest } from '../../src/api/rpc.js'
import { effectHarness, fakeRpc, services, settle } from '../../test/helpers/fakeServices.js'
import { BLOCK_POLL_MS, MAX_LOG_BLOCKS, watchAccountBlocks } from './watchAccountBlocks.js'

const ADDRESS = '0x00000000000000000000000000000000000000aa'
const HASH = `0x${'ab'.repeat(32)}`
const connected = createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId: 'eip155:1', address: ADDRESS })
const opened = createEvent('ModalOpened', { view: 'Account' })
const closed = createEvent('ModalClosed', {})

/** A chain the test moves: its head, the account's nonce and balance, and the Transfer logs to it. */
function fakeChain() {
  const chain = { head: 100n, nonce: 5n, balance: 10n ** 18n, logs: [] as Array<{ transactionHash: string }>, fail: false }
  const hex = (n: bigint) => `0x${n.toString(16)}`
  const rpc = fakeRpc((_chainId, request: RpcRequest) => {
    if (chain.fail) throw new Error('down')
    switch (request.method) {
      case 'eth_blockNumber':
        return hex(chain.head)
      case 'eth_getTransactionCount':
        return hex(chain.nonce)
      case 'eth_getBalance':
        return hex(chain.balance)
      case 'eth_getLogs':
        return chain.logs
      default:
        throw new Error(`unexpected ${request.method}`)
    }
  })
  return { chain, rpc }
}

async function setup() {
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
  const { chain, rpc } = fakeChain()
  const t = await effectHarness({ watchAccountBlocks }, services({ rpc }), { scheduler })
  let frame = 0
  /** Moves the virtual clock by `ms`, letting each look's requests answer. */
  const wait = async (ms: number) => {
    const target = frame + ms
    do {
      frame = Math.min(target, frame + BLOCK_POLL_MS)
      scheduler.maxFrames = frame
      scheduler.flush()
      for (let i = 0; i < 5; i++) await settle()
    } while (frame < target)
  }
  const mined = () => t.seen.filter((e) => e.type === 'AccountTransactionMined').map((e) => e.data)
  return { ...t, chain, rpc, wait, mined }
}

describe('watchAccountBlocks', () => {
  it('default: while the modal is open, a new block where the account sent a transaction (its nonce moved) is AccountTransactionMined', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    expect(t.rpc.calls.map((c) => c.request.method)).toEqual(['eth_blockNumber', 'eth_getTransactionCount', 'eth_getBalance'])
    expect(t.rpc.calls[1]?.request.params).toEqual([ADDRESS, '0x64'])
    t.chain.head = 101n
    t.chain.nonce = 6n
    await t.wait(BLOCK_POLL_MS)
    expect(t.mined()).toEqual([{ chainId: 'eip155:1', address: ADDRESS }])
    await t.g.dispose()
  })

  it('behavior: native value in (its balance moved) and a token in (a Transfer log to it, over the blocks since the last look) are found too', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    t.chain.head = 102n
    t.chain.balance += 1n
    await t.wait(BLOCK_POLL_MS)
    expect(t.mined()).toHaveLength(1)
    t.chain.head = 104n
    t.chain.logs = [{ transactionHash: HASH }]
    await t.wait(BLOCK_POLL_MS)
    expect(t.mined()).toEqual([
      { chainId: 'eip155:1', address: ADDRESS },
      { chainId: 'eip155:1', address: ADDRESS, hash: HASH },
    ])
    const logs = t.rpc.calls.filter((c) => c.request.method === 'eth_getLogs').map((c) => c.request.params)
    expect(logs).toEqual([
      [
        {
          fromBlock: '0x67',
          toBlock: '0x68',
          topics: ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef', null, `0x${'0'.repeat(24)}${ADDRESS.slice(2)}`],
        },
      ],
    ])
    await t.g.dispose()
  })

  it('behavior: blocks without the account, and no new block, emit nothing; the head alone is asked when nothing moved', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    await t.wait(BLOCK_POLL_MS)
    expect(t.rpc.calls.map((c) => c.request.method).slice(3)).toEqual(['eth_blockNumber'])
    t.chain.head = 101n
    await t.wait(BLOCK_POLL_MS)
    expect(t.mined()).toEqual([])
    await t.g.dispose()
  })

  it('behavior: nothing is asked while the modal is closed; a transaction mined meanwhile is found when it opens again', async () => {
    const t = await setup()
    await t.emit(connected)
    await t.wait(3 * BLOCK_POLL_MS)
    expect(t.rpc.calls).toEqual([])
    await t.emit(opened)
    await t.wait(0)
    await t.emit(closed)
    t.chain.head = 110n
    t.chain.nonce = 6n
    await t.wait(3 * BLOCK_POLL_MS)
    expect(t.rpc.calls).toHaveLength(3)
    await t.emit(opened)
    await t.wait(0)
    expect(t.mined()).toHaveLength(1)
    await t.g.dispose()
  })

  it('behavior: after a gap longer than MAX_LOG_BLOCKS, no log range is asked; the nonce and balance still tell', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    t.chain.head += MAX_LOG_BLOCKS + 1n
    await t.wait(BLOCK_POLL_MS)
    expect(t.rpc.calls.map((c) => c.request.method)).not.toContain('eth_getLogs')
    expect(t.mined()).toEqual([])
    await t.g.dispose()
  })

  it('error: a failed or garbage answer emits nothing and the next look tries again', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    t.chain.fail = true
    t.chain.head = 101n
    t.chain.nonce = 6n
    await t.wait(BLOCK_POLL_MS)
    expect(t.mined()).toEqual([])
    t.chain.fail = false
    await t.wait(BLOCK_POLL_MS)
    expect(t.mined()).toHaveLength(1)
    await t.g.dispose()
  })

  it('behavior: no EVM account, an unsupported network or no chain RPC: nothing is asked', async () => {
    const t = await setup()
    await t.emit(opened)
    await t.emit(createEvent('Connected', { connectorId: 'sol', namespace: 'solana', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address: 'So1' }))
    await t.wait(2 * BLOCK_POLL_MS)
    expect(t.rpc.calls).toEqual([])
    await t.g.dispose()
    const none = await effectHarness({ watchAccountBlocks }, services({}))
    await none.emit(connected, opened)
    expect(none.types()).toEqual(['Connected', 'ModalOpened'])
    await none.g.dispose()
  })
})
