// @vitest-environment happy-dom
import { getAddress, hashMessage, verifyMessage, verifyTypedData } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DevnetInfo } from '../info.js'
import { installTestWallet, type TestWallet } from './index.js'

// anvil's first three well-known dev accounts.
const ACCOUNTS: DevnetInfo['accounts'] = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
]
// No request in this file reaches these URLs: RPC pass-through and sending are tested against anvil (wallet.anvil.test.ts).
const CHAINS: DevnetInfo['chains'] = [
  { caipNetworkId: 'eip155:1', chainId: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9/1', supported: true },
  { caipNetworkId: 'eip155:8453', chainId: 8453, name: 'Base', rpcUrl: 'http://127.0.0.1:9/8453', supported: true },
]

const [A0, A1] = [ACCOUNTS[0]!.address, ACCOUNTS[1]!.address]

let installed: TestWallet[] = []
function install(options: Partial<Parameters<typeof installTestWallet>[0]> = {}): TestWallet {
  const w = installTestWallet({ chains: CHAINS, accounts: ACCOUNTS, ...options })
  installed.push(w)
  return w
}

async function code(promise: Promise<unknown>): Promise<number | string> {
  try {
    await promise
    return 'resolved'
  } catch (error) {
    expect(error).toBeInstanceOf(Error)
    return (error as { code: number }).code
  }
}

function promptButtons(): { approve: HTMLButtonElement; reject: HTMLButtonElement; dialog: HTMLElement } | null {
  const host = document.querySelector('gatehouse-test-wallet-prompt')
  const root = host?.shadowRoot
  if (!root) return null
  const buttons = [...root.querySelectorAll('button')]
  return {
    approve: buttons.find((b) => b.textContent === 'Approve')!,
    reject: buttons.find((b) => b.textContent === 'Reject')!,
    dialog: root.querySelector('dialog')!,
  }
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  for (const w of installed) w.uninstall()
  installed = []
})

describe('installTestWallet: EIP-6963', () => {
  it('default: announces its info and provider at once and on every eip6963:requestProvider', () => {
    const seen: Array<{ info: Record<string, string>; provider: unknown }> = []
    const listener = (e: Event) => seen.push((e as CustomEvent).detail)
    window.addEventListener('eip6963:announceProvider', listener)
    const w = install()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.removeEventListener('eip6963:announceProvider', listener)
    expect(seen).toHaveLength(2)
    const { info, provider } = seen[0]!
    expect(info).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      name: 'Gatehouse Test Wallet',
      icon: expect.stringMatching(/^data:image\/svg\+xml,/),
      rdns: 'dev.gatehouse.testwallet',
    })
    expect(Object.isFrozen(info)).toBe(true)
    expect(provider).toBe(w.provider)
    expect(window.gatehouseTestWallet).toBe(w)
  })

  it('behavior (EIP-1193): the provider emits connect with its chain once it can serve requests', async () => {
    const w = install()
    const seen: unknown[] = []
    w.provider.on('connect', (info) => seen.push(info))
    await Promise.resolve()
    expect(seen).toEqual([{ chainId: '0x1' }])
  })

  it('behavior: uninstall stops answering requestProvider', () => {
    const w = install()
    w.uninstall()
    let n = 0
    const listener = () => n++
    window.addEventListener('eip6963:announceProvider', listener)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.removeEventListener('eip6963:announceProvider', listener)
    expect(n).toBe(0)
    expect(window.gatehouseTestWallet).toBeUndefined()
  })
})

describe('installTestWallet: connect and the prompt', () => {
  it('behavior: eth_requestAccounts waits in the prompt; Approve grants, emits accountsChanged, and eth_accounts answers', async () => {
    const w = install()
    const changes: unknown[] = []
    w.provider.on('accountsChanged', (a) => changes.push(a))
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([])
    const accounts = w.provider.request({ method: 'eth_requestAccounts' })
    expect(w.pending()).toEqual([
      { id: 1, kind: 'connect', method: 'eth_requestAccounts', summary: expect.stringContaining(A0) },
    ])
    const ui = promptButtons()!
    expect(ui.dialog.getAttribute('aria-labelledby')).toBe('gtw-title')
    // A modal dialog in the top layer: above the app's own modal dialogs, which would otherwise make it inert.
    expect((ui.dialog as HTMLDialogElement).open).toBe(true)
    expect(ui.dialog.shadowRoot ?? ui.dialog.getRootNode()).not.toBe(document)
    // The prompt takes the keyboard while it asks.
    expect(document.querySelector('gatehouse-test-wallet-prompt')!.shadowRoot!.activeElement).toBe(ui.approve)
    ui.approve.click()
    expect(await accounts).toEqual([A0])
    expect(changes).toEqual([[A0]])
    expect(promptButtons()).toBeNull()
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([A0])
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it('error: Reject answers 4001 (user rejected) and grants nothing', async () => {
    const w = install()
    const accounts = w.provider.request({ method: 'eth_requestAccounts' })
    promptButtons()!.reject.click()
    expect(await code(accounts)).toBe(4001)
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('behavior: Escape in the prompt rejects', async () => {
    const w = install()
    const accounts = w.provider.request({ method: 'eth_requestAccounts' })
    promptButtons()!.dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(await code(accounts)).toBe(4001)
    expect(w.pending()).toEqual([])
  })

  it('behavior: window.gatehouseTestWallet drives the prompt; two connect requests share one prompt', async () => {
    const w = install()
    const one = w.provider.request({ method: 'eth_requestAccounts' })
    const two = w.provider.request({ method: 'eth_requestAccounts' })
    expect(window.gatehouseTestWallet!.pending()).toHaveLength(1)
    expect(await window.gatehouseTestWallet!.waitForRequest()).toMatchObject({ kind: 'connect' })
    expect(window.gatehouseTestWallet!.approve()).toBe(true)
    expect(window.gatehouseTestWallet!.approve()).toBe(false)
    expect(await one).toEqual([A0])
    expect(await two).toEqual([A0])
  })

  it('behavior: autoApprove answers without a prompt', async () => {
    const w = install({ autoApprove: true })
    expect(await w.provider.request({ method: 'eth_requestAccounts' })).toEqual([A0])
    expect(w.pending()).toEqual([])
    expect(promptButtons()).toBeNull()
  })

  it('behavior (restore without a prompt): the grant, chain and account survive a reload through localStorage', async () => {
    const first = install({ autoApprove: true })
    await first.provider.request({ method: 'eth_requestAccounts' })
    await first.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    first.setAccount(1)
    first.uninstall()
    const again = install()
    expect(await again.provider.request({ method: 'eth_accounts' })).toEqual([A1])
    expect(await again.provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(again.pending()).toEqual([])
  })

  it('behavior: wallet_revokePermissions forgets the grant and emits accountsChanged([])', async () => {
    const w = install({ autoApprove: true })
    await w.provider.request({ method: 'eth_requestAccounts' })
    const changes: unknown[] = []
    w.provider.on('accountsChanged', (a) => changes.push(a))
    expect(await w.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).toBeNull()
    expect(changes).toEqual([[]])
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('behavior: setAccount emits accountsChanged only once granted', async () => {
    const w = install({ autoApprove: true })
    const changes: unknown[] = []
    w.provider.on('accountsChanged', (a) => changes.push(a))
    w.setAccount(1)
    expect(changes).toEqual([])
    await w.provider.request({ method: 'eth_requestAccounts' })
    w.setAccount(0)
    expect(changes).toEqual([[A1], [A0]])
    expect(() => w.setAccount(5)).toThrow(RangeError)
  })
})

describe('installTestWallet: signing (checked with viem)', () => {
  it('behavior: personal_sign signs a text or hex message with the dev key, after approval', async () => {
    const w = install()
    const granted = w.provider.request({ method: 'eth_requestAccounts' })
    w.approve()
    await granted
    const text = w.provider.request({ method: 'personal_sign', params: ['hello gatehouse', A0] })
    expect(w.pending()[0]).toMatchObject({ kind: 'signMessage', method: 'personal_sign' })
    w.approve()
    const signature = (await text) as `0x${string}`
    expect(await verifyMessage({ address: A0, message: 'hello gatehouse', signature })).toBe(true)
    expect(await verifyMessage({ address: A1, message: 'hello gatehouse', signature })).toBe(false)

    const hex = w.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', A0.toLowerCase()] })
    w.approve()
    expect(
      await verifyMessage({ address: A0, message: { raw: '0x68656c6c6f' }, signature: (await hex) as `0x${string}` }),
    ).toBe(true)
    expect(hashMessage({ raw: '0x68656c6c6f' })).toBe(hashMessage('hello'))
  })

  it('behavior: eth_signTypedData_v4 signs EIP-712 data given as JSON', async () => {
    const w = install({ autoApprove: true })
    await w.provider.request({ method: 'eth_requestAccounts' })
    const typed = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'to', type: 'Person' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      domain: {
        name: 'Ether Mail',
        version: '1',
        chainId: 1,
        verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
      },
      message: { from: { name: 'Cow', wallet: A0 }, to: { name: 'Bob', wallet: A1 }, contents: 'Hello, Bob!' },
    } as const
    const signature = (await w.provider.request({
      method: 'eth_signTypedData_v4',
      params: [A0, JSON.stringify(typed)],
    })) as `0x${string}`
    const { EIP712Domain: _domain, ...types } = typed.types
    expect(
      await verifyTypedData({
        address: A0,
        domain: typed.domain,
        types,
        primaryType: 'Mail',
        message: typed.message,
        signature,
      }),
    ).toBe(true)
    expect(
      await verifyTypedData({
        address: A1,
        domain: typed.domain,
        types,
        primaryType: 'Mail',
        message: typed.message,
        signature,
      }),
    ).toBe(false)
  })

  it('error: signing before the grant is 4100; another address is 4100; malformed params are -32602', async () => {
    const w = install({ autoApprove: true })
    expect(await code(w.provider.request({ method: 'personal_sign', params: ['hi', A0] }))).toBe(4100)
    await w.provider.request({ method: 'eth_requestAccounts' })
    expect(await code(w.provider.request({ method: 'personal_sign', params: ['hi', A1] }))).toBe(4100)
    expect(await code(w.provider.request({ method: 'personal_sign', params: [42, A0] }))).toBe(-32602)
    expect(await code(w.provider.request({ method: 'personal_sign', params: ['hi', 'not an address'] }))).toBe(-32602)
    expect(await code(w.provider.request({ method: 'eth_signTypedData_v4', params: [A0, '{not json'] }))).toBe(-32602)
    expect(await code(w.provider.request({ method: 'eth_signTypedData_v4', params: [A0, { primaryType: 'X' }] }))).toBe(
      -32602,
    )
    expect(await code(w.provider.request({ method: 'eth_sendTransaction', params: [{ from: A0, to: 'nope' }] }))).toBe(
      -32602,
    )
    expect(
      await code(w.provider.request({ method: 'eth_sendTransaction', params: [{ from: A0, to: A1, value: '12' }] })),
    ).toBe(-32602)
    expect(await code(w.provider.request({ method: 'personal_sign', params: { message: 'hi' } }))).toBe(-32602)
  })

  it('error: a rejected signature is 4001', async () => {
    const w = install()
    const granted = w.provider.request({ method: 'eth_requestAccounts' })
    w.approve()
    await granted
    const signed = w.provider.request({ method: 'personal_sign', params: ['hi', A0] })
    w.reject()
    expect(await code(signed)).toBe(4001)
  })
})

describe('installTestWallet: chains and errors', () => {
  it('behavior: wallet_switchEthereumChain asks, switches and emits chainChanged; the current chain is a no-op', async () => {
    const w = install()
    const chains: unknown[] = []
    w.provider.on('chainChanged', (c) => chains.push(c))
    expect(await w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).toBeNull()
    expect(w.pending()).toEqual([])
    const switched = w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(w.pending()[0]).toMatchObject({ kind: 'switchChain' })
    w.approve()
    expect(await switched).toBeNull()
    expect(chains).toEqual(['0x2105'])
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x2105')
  })

  it('error: switching to a chain the wallet does not know is 4902; wallet_addEthereumChain adds it and switches', async () => {
    const w = install({ autoApprove: true })
    const chains: unknown[] = []
    w.provider.on('chainChanged', (c) => chains.push(c))
    expect(
      await code(w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })),
    ).toBe(4902)
    const add = {
      chainId: '0x7a69',
      chainName: 'Anvil',
      rpcUrls: ['http://127.0.0.1:9/31337'],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    }
    expect(await w.provider.request({ method: 'wallet_addEthereumChain', params: [add] })).toBeNull()
    expect(chains).toEqual(['0x7a69'])
    expect(await w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).toBeNull()
    expect(
      await w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).toBeNull()
    expect(chains).toEqual(['0x7a69', '0x1', '0x7a69'])
  })

  it('error: malformed chain ids and chain parameters are -32602', async () => {
    const w = install({ autoApprove: true })
    for (const chainId of ['1', '0x01', '0x', 1, null, '0xzz']) {
      expect(await code(w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }))).toBe(
        -32602,
      )
    }
    expect(await code(w.provider.request({ method: 'wallet_switchEthereumChain', params: [] }))).toBe(-32602)
    expect(
      await code(
        w.provider.request({
          method: 'wallet_addEthereumChain',
          params: [{ chainId: '0x7a69', chainName: 'A', rpcUrls: ['javascript:alert(1)'] }],
        }),
      ),
    ).toBe(-32602)
    expect(
      await code(
        w.provider.request({
          method: 'wallet_addEthereumChain',
          params: [{ chainId: '0x7a69', rpcUrls: ['http://127.0.0.1:9'] }],
        }),
      ),
    ).toBe(-32602)
    expect(await code(w.provider.request({ method: 'wallet_addEthereumChain', params: ['x'] }))).toBe(-32602)
  })

  it('error: unsupported methods are 4200; a request without a method is -32602', async () => {
    const w = install({ autoApprove: true })
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'eth_signTypedData_v3',
      'wallet_sendCalls',
      'solana_signMessage',
      'foo',
    ]) {
      expect(await code(w.provider.request({ method }))).toBe(4200)
    }
    expect(await code(w.provider.request({} as never))).toBe(-32602)
    expect(await code(w.provider.request(null as never))).toBe(-32602)
  })

  it('behavior: disconnect emits disconnect (4900) and every request fails with 4900 until reconnect emits connect', async () => {
    const w = install({ autoApprove: true })
    const seen: unknown[] = []
    w.provider.on('disconnect', (e) => seen.push(['disconnect', (e as { code: number }).code]))
    w.provider.on('connect', (info) => seen.push(['connect', info]))
    w.disconnect()
    expect(await code(w.provider.request({ method: 'eth_chainId' }))).toBe(4900)
    w.reconnect()
    expect(seen).toEqual([
      ['disconnect', 4900],
      ['connect', { chainId: '0x1' }],
    ])
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it('behavior: removeListener stops events', async () => {
    const w = install({ autoApprove: true })
    const calls: unknown[] = []
    const listener = (a: unknown) => calls.push(a)
    w.provider.on('accountsChanged', listener)
    w.provider.removeListener('accountsChanged', listener)
    expect(await w.provider.request({ method: 'eth_requestAccounts' })).toEqual([getAddress(A0)])
    expect(calls).toEqual([])
  })
})
