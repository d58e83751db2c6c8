import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { createEvent } from '../../src/events/index.js'
import type { RpcProvider, RpcRequest } from '../../src/api/rpc.js'
import { effectHarness, fakeRpc, services, settle } from '../../test/helpers/fakeServices.js'
import { BLOCK_POLL_MS, MAX_LOG_BLOCKS, MAX_SCANNED_BLOCKS, watchAccountBlocks } from './watchAccountBlocks.js'

const ADDRESS = '0x00000000000000000000000000000000000000aa'
const HASH = `0x${'ab'.repeat(32)}`
const connected = createEvent('Connected', {
  connectorId: 'io.test',
  namespace: 'eip155',
  chainId: 'eip155:1',
  address: ADDRESS,
})
const opened = createEvent('ModalOpened', { view: 'Account' })
const closed = createEvent('ModalClosed', {})

const SENT = `0x${'cd'.repeat(32)}`
const OTHER = '0x00000000000000000000000000000000000000bb'

/** A chain the test moves: its head, the account's nonce and balance, the Transfer logs to it, the blocks' transactions. */
function fakeChain() {
  const chain = {
    head: 100n,
    nonce: 5n,
    balance: 10n ** 18n,
    logs: [] as Array<{ transactionHash: string }>,
    blocks: new Map<bigint, Array<{ hash: string; from: string; to: string | null } | null> | null>(),
    fail: false,
    /** The head is asked for and never answered. */
    hang: false,
    /** What eth_getLogs answers instead of the logs (a garbage answer). */
    logsAnswer: undefined as unknown,
    /** What eth_blockNumber answers instead of the head. */
    headAnswer: undefined as unknown,
  }
  const hex = (n: bigint) => `0x${n.toString(16)}`
  const rpc = fakeRpc((_chainId, request: RpcRequest) => {
    if (chain.fail) throw new Error('down')
    switch (request.method) {
      case 'eth_blockNumber':
        if (chain.hang) return new Promise(() => undefined)
        return chain.headAnswer ?? hex(chain.head)
      case 'eth_getTransactionCount':
        return hex(chain.nonce)
      case 'eth_getBalance':
        return hex(chain.balance)
      case 'eth_getLogs':
        return chain.logsAnswer ?? chain.logs
      case 'eth_getBlockByNumber': {
        const txs = chain.blocks.get(BigInt((request.params as [string])[0]))
        return txs === null ? null : { transactions: txs ?? [] }
      }
      default:
        throw new Error(`unexpected ${request.method}`)
    }
  })
  // The signal each request carried, in order.
  const signals: Array<AbortSignal | undefined> = []
  const watched: RpcProvider = {
    network: rpc.network,
    request: (chainId, request, options) => {
      signals.push(options?.signal)
      return rpc.request(chainId, request)
    },
  }
  return { chain, rpc, watched, signals }
}

async function setup() {
  const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
  const { chain, rpc, watched, signals } = fakeChain()
  const t = await effectHarness({ watchAccountBlocks }, services({ rpc: watched }), { scheduler })
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
  const mined = () => t.seen.filter((e) => e.type === 'TxMined').map((e) => e.data)
  return { ...t, chain, rpc, signals, wait, mined }
}

describe('watchAccountBlocks', () => {
  it('default: while the modal is open, a new block where the account sent a transaction (its nonce moved) is TxMined with its hash', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    expect(t.rpc.calls.map((c) => c.request.method)).toEqual([
      'eth_blockNumber',
      'eth_getTransactionCount',
      'eth_getBalance',
    ])
    expect(t.rpc.calls[1]?.request.params).toEqual([ADDRESS, '0x64'])
    t.chain.head = 101n
    t.chain.nonce = 6n
    t.chain.blocks.set(101n, [
      { hash: HASH, from: OTHER, to: OTHER },
      { hash: SENT, from: ADDRESS.toUpperCase().replace('0X', '0x'), to: OTHER },
    ])
    await t.wait(BLOCK_POLL_MS)
    expect(t.mined()).toEqual([{ chainId: 'eip155:1', hash: SENT }])
    expect(t.rpc.calls.find((c) => c.request.method === 'eth_getBlockByNumber')?.request.params).toEqual(['0x65', true])
    await t.g.dispose()
  })

  it('behavior: native value in (its balance moved; the block holds a transaction to it) and a token in (a Transfer log to it, over the blocks since the last look) are found too', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    t.chain.head = 102n
    t.chain.balance += 1n
    t.chain.blocks.set(101n, [{ hash: SENT, from: OTHER, to: ADDRESS }])
    await t.wait(BLOCK_POLL_MS)
    expect(t.mined()).toEqual([{ chainId: 'eip155:1', hash: SENT }])
    t.chain.head = 104n
    t.chain.logs = [{ transactionHash: HASH }]
    await t.wait(BLOCK_POLL_MS)
    expect(t.mined()).toEqual([
      { chainId: 'eip155:1', hash: SENT },
      { chainId: 'eip155:1', hash: HASH },
    ])
    const logs = t.rpc.calls.filter((c) => c.request.method === 'eth_getLogs').map((c) => c.request.params)
    const topics = [
      '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
      null,
      `0x${'0'.repeat(24)}${ADDRESS.slice(2)}`,
    ]
    expect(logs).toEqual([
      [{ fromBlock: '0x65', toBlock: '0x66', topics }],
      [{ fromBlock: '0x67', toBlock: '0x68', topics }],
    ])
    // Newest block first, until the transaction is found.
    expect(t.rpc.calls.filter((c) => c.request.method === 'eth_getBlockByNumber').map((c) => c.request.params)).toEqual(
      [
        ['0x66', true],
        ['0x65', true],
      ],
    )
    await t.g.dispose()
  })

  it("behavior: the balance moved but no block read holds a transaction of the account (value from inside another's call): nothing", async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    t.chain.head = 101n + MAX_SCANNED_BLOCKS
    t.chain.balance += 1n
    await t.wait(BLOCK_POLL_MS)
    expect(t.mined()).toEqual([])
    // Only the newest MAX_SCANNED_BLOCKS blocks are read.
    expect(t.rpc.calls.filter((c) => c.request.method === 'eth_getBlockByNumber')).toHaveLength(
      Number(MAX_SCANNED_BLOCKS),
    )
    await t.g.dispose()
  })

  it('behavior: blocks without the account, and no new block, emit nothing; the head alone is asked when no block came, no block is read when nothing moved', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    await t.wait(BLOCK_POLL_MS)
    expect(t.rpc.calls.map((c) => c.request.method).slice(3)).toEqual(['eth_blockNumber'])
    t.chain.head = 101n
    await t.wait(BLOCK_POLL_MS)
    expect(t.mined()).toEqual([])
    expect(t.rpc.calls.map((c) => c.request.method)).not.toContain('eth_getBlockByNumber')
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
    t.chain.blocks.set(105n, [{ hash: SENT, from: ADDRESS, to: OTHER }])
    await t.wait(3 * BLOCK_POLL_MS)
    expect(t.rpc.calls).toHaveLength(3)
    await t.emit(opened)
    await t.wait(0)
    expect(t.mined()).toHaveLength(1)
    await t.g.dispose()
  })

  it("behavior: a transaction already announced (a sent one's receipt came first) is not announced again", async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    await t.emit(createEvent('TxMined', { chainId: 'eip155:1', hash: SENT }))
    t.chain.head = 101n
    t.chain.nonce = 6n
    t.chain.blocks.set(101n, [{ hash: SENT, from: ADDRESS, to: OTHER }])
    await t.wait(BLOCK_POLL_MS)
    expect(t.mined()).toEqual([{ chainId: 'eip155:1', hash: SENT }])
    expect(t.seen.filter((e) => e.type === 'TxMined').map((e) => e.source)).toEqual(['app'])
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
    t.chain.head += 1n
    t.chain.nonce += 1n
    t.chain.blocks.set(t.chain.head, [{ hash: SENT, from: ADDRESS, to: null }])
    await t.wait(BLOCK_POLL_MS)
    expect(t.mined()).toEqual([{ chainId: 'eip155:1', hash: SENT }])
    await t.g.dispose()
  })

  it('error: a failed or garbage answer emits nothing and the next look tries again', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    t.chain.fail = true
    t.chain.head = 101n
    t.chain.nonce = 6n
    t.chain.blocks.set(101n, [{ hash: SENT, from: ADDRESS, to: OTHER }])
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
    await t.emit(
      createEvent('Connected', {
        connectorId: 'sol',
        namespace: 'solana',
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        address: 'So1',
      }),
    )
    await t.wait(2 * BLOCK_POLL_MS)
    expect(t.rpc.calls).toEqual([])
    await t.g.dispose()
    const none = await effectHarness({ watchAccountBlocks }, services({}))
    await none.emit(connected, opened)
    expect(none.types()).toEqual(['Connected', 'ModalOpened'])
    await none.g.dispose()
  })
})

describe('watchAccountBlocks: the looks', () => {
  const methods = (t: Awaited<ReturnType<typeof setup>>) => t.rpc.calls.map((c) => c.request.method)

  it('default: the first look asks for the head (no params), then the nonce and the balance at that head', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    expect(t.rpc.calls.map((c) => [c.request.method, c.request.params])).toEqual([
      ['eth_blockNumber', []],
      ['eth_getTransactionCount', [ADDRESS, '0x64']],
      ['eth_getBalance', [ADDRESS, '0x64']],
    ])
    await t.g.dispose()
  })

  it('behavior: a look still waiting for the chain when the modal closes is aborted', async () => {
    const t = await setup()
    t.chain.hang = true
    await t.emit(connected, opened)
    await t.wait(0)
    const [signal] = t.signals
    expect(signal?.aborted).toBe(false)
    await t.emit(closed)
    expect(signal?.aborted).toBe(true)
    await t.g.dispose()
  })

  it('error: a head that is not a hex quantity (a list holding one) ends the look: nothing more is asked', async () => {
    const t = await setup()
    t.chain.headAnswer = ['0x70']
    await t.emit(connected, opened)
    await t.wait(0)
    expect(methods(t)).toEqual(['eth_blockNumber'])
    await t.g.dispose()
  })

  it('error: eth_getLogs answering something other than a list fails the look: no block is read, nothing is announced', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    t.chain.logsAnswer = { logs: [] }
    t.chain.head = 101n
    t.chain.nonce = 6n
    t.chain.blocks.set(101n, [{ hash: SENT, from: ADDRESS, to: OTHER }])
    await t.wait(BLOCK_POLL_MS)
    expect(t.mined()).toEqual([])
    expect(methods(t)).not.toContain('eth_getBlockByNumber')
    await t.g.dispose()
  })

  it('behavior: a gap of exactly MAX_LOG_BLOCKS blocks still asks for their Transfer logs', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    t.chain.head = 100n + MAX_LOG_BLOCKS
    t.chain.logs = [{ transactionHash: HASH }]
    await t.wait(BLOCK_POLL_MS)
    expect(t.mined()).toEqual([{ chainId: 'eip155:1', hash: HASH }])
    await t.g.dispose()
  })

  it('behavior: a Transfer log found is announced, and no block is read even when the nonce moved too', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    t.chain.head = 101n
    t.chain.nonce = 6n
    t.chain.logs = [{ transactionHash: HASH }]
    t.chain.blocks.set(101n, [{ hash: SENT, from: ADDRESS, to: OTHER }])
    await t.wait(BLOCK_POLL_MS)
    expect(t.mined()).toEqual([{ chainId: 'eip155:1', hash: HASH }])
    expect(methods(t)).not.toContain('eth_getBlockByNumber')
    await t.g.dispose()
  })

  it('behavior: after a short gap only the blocks since the last look are read, newest first', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    t.chain.head = 102n
    t.chain.balance += 1n
    await t.wait(BLOCK_POLL_MS)
    expect(t.rpc.calls.filter((c) => c.request.method === 'eth_getBlockByNumber').map((c) => c.request.params)).toEqual(
      [
        ['0x66', true],
        ['0x65', true],
      ],
    )
    await t.g.dispose()
  })

  it('behavior: a block the node does not return, or a null entry among its transactions, is skipped', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    t.chain.head = 102n
    t.chain.nonce = 6n
    t.chain.blocks.set(102n, null)
    t.chain.blocks.set(101n, [null, { hash: SENT, from: OTHER, to: ADDRESS }])
    await t.wait(BLOCK_POLL_MS)
    expect(t.mined()).toEqual([{ chainId: 'eip155:1', hash: SENT }])
    await t.g.dispose()
  })

  it('behavior: a malformed transaction hash (not 32 bytes of hex, or not a string) is never announced', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    t.chain.head = 101n
    t.chain.logs = [{ transactionHash: 'not-a-hash' }]
    await t.wait(BLOCK_POLL_MS)
    t.chain.head = 102n
    t.chain.logs = [{ transactionHash: [HASH] as unknown as string }]
    await t.wait(BLOCK_POLL_MS)
    expect(t.types()).toEqual(['Connected', 'ModalOpened'])
    await t.g.dispose()
  })

  it('behavior: the last 32 announced hashes are remembered, an older one can be announced again', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    const hashes = Array.from({ length: 33 }, (_, i) => `0x${i.toString(16).padStart(64, '0')}`)
    const announce = (hash: string) => t.g.emit(createEvent('TxMined', { chainId: 'eip155:1', hash }))
    const found = () => t.seen.filter((e) => e.type === 'TxMined' && e.source !== 'app').length
    hashes.slice(0, 32).forEach(announce)
    t.chain.head = 101n
    t.chain.logs = [{ transactionHash: hashes[0]! }]
    await t.wait(BLOCK_POLL_MS)
    expect(found()).toBe(0) // the 32nd newest is still remembered
    announce(hashes[32]!)
    t.chain.head = 102n
    await t.wait(BLOCK_POLL_MS)
    expect(found()).toBe(1) // one more pushed it out
    await t.g.dispose()
  })
})

describe('watchAccountBlocks: which account', () => {
  it('behavior: the modal open with no account connected asks nothing and the effect keeps running', async () => {
    const t = await setup()
    await t.emit(opened)
    await t.wait(BLOCK_POLL_MS)
    expect(t.types()).toEqual(['ModalOpened'])
    await t.emit(connected)
    await t.wait(0)
    expect(t.rpc.calls.length).toBeGreaterThan(0)
    await t.g.dispose()
  })

  it('behavior: the unsupported network placeholder is not watched', async () => {
    const t = await setup()
    await t.emit(connected, createEvent('NetworkUnsupported', { chainId: 'eip155:999' }), opened)
    await t.wait(2 * BLOCK_POLL_MS)
    expect(t.rpc.calls).toEqual([])
    await t.g.dispose()
  })

  it('behavior: a Solana account is not watched', async () => {
    const t = await setup()
    await t.emit(
      createEvent('Connected', {
        connectorId: 'sol',
        namespace: 'solana',
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      }),
      opened,
    )
    await t.wait(2 * BLOCK_POLL_MS)
    expect(t.rpc.calls).toEqual([])
    await t.g.dispose()
  })

  it('behavior: another event while the same account is watched does not restart the 4 s polling', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    await t.emit(createEvent('ThemeChanged', { themeMode: 'light' }))
    await t.wait(BLOCK_POLL_MS - 1)
    expect(t.rpc.calls.filter((c) => c.request.method === 'eth_blockNumber')).toHaveLength(1)
    await t.g.dispose()
  })

  it('behavior: switching network or account watches the new one at once', async () => {
    const t = await setup()
    await t.emit(connected, opened)
    await t.wait(0)
    await t.emit(createEvent('NetworkSwitched', { chainId: 'eip155:8453' }))
    await t.wait(0)
    expect(t.rpc.calls.at(-1)).toMatchObject({ chainId: 'eip155:8453' })
    await t.emit(createEvent('AccountChanged', { namespace: 'eip155', address: OTHER }))
    await t.wait(0)
    expect(t.rpc.calls.at(-1)?.request.params).toEqual([OTHER, '0x64'])
    await t.g.dispose()
  })
})
