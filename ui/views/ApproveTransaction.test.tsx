// @vitest-environment happy-dom
import { act } from 'react'
import { encodeFunctionData, erc20Abi, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { mountModal } from '../../test/helpers/mountModal.js'

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const EMBEDDED: EventInput[] = [
  createEvent('ConnectorsDiscovered', { connectors: [{ id: 'auth', name: 'Email', type: 'auth', chain: 'eip155' }] }),
  createEvent('Connected', { connectorId: 'auth', namespace: 'eip155', chainId: 'eip155:1', address: ME }),
  createEvent('TokenBalancesFetched', {
    chainId: 'eip155:1',
    address: ME,
    balances: [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 3000,
        price: 3000,
        quantity: { decimals: '18', numeric: '1' },
        iconUrl: '',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: `eip155:1:${USDC}`,
        value: 5,
        price: 1,
        quantity: { decimals: '6', numeric: '5' },
        iconUrl: '',
      },
    ],
  }),
]

/** The modal open on ApproveTransaction for `request`, its lazy view loaded (the router's facts emitted as it would). */
const mount = (...requests: EventInput[]) =>
  mountModal([...EMBEDDED, ...requests, createEvent('ModalOpened', { view: 'ApproveTransaction' })], (m) =>
    m.button('Approve'),
  )

const transfer = createEvent('TxQueued', {
  requestId: 'r1',
  chainId: 'eip155:1',
  method: 'eth_sendTransaction',
  params: [
    {
      from: ME,
      to: USDC,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 2_500_000n] }),
    },
  ],
})

describe('ApproveTransaction view', () => {
  it('default: the decoded ERC-20 transfer in plain words: token, amount in USD, recipient, network; titled Approve Transaction', async () => {
    const m = await mount(transfer)
    const dialog = m.shadow().querySelector('[role="dialog"]') as HTMLElement
    expect(m.shadow().getElementById(dialog.getAttribute('aria-labelledby') as string)?.textContent).toBe(
      'Approve Transaction',
    )
    expect(m.text()).toContain('Send 2.5 USDC ($2.50) to 0x3C44…93BC')
    const summary = m.shadow().querySelector('ul[aria-label^="Send"]') as HTMLElement
    expect([...summary.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Network: Ethereum',
      `From: ${ME}`,
      'Token: USDC',
      'Amount: 2.5 USDC ($2.50)',
      // whole, to be checked character by character: a look-alike address shares its first and last characters
      `Recipient: ${BOB}`,
    ])
  })

  it('behavior: Reject has the focus (an Enter never approves by accident); Approve emits TxApproved, then both wait for the wallet', async () => {
    const m = await mount(transfer)
    await act(async () => {})
    expect(m.shadow().activeElement?.textContent).toBe('Reject')
    act(() => m.button('Approve').click())
    expect(m.seen.filter((e) => e.type === 'TxApproved').map((e) => e.data)).toEqual([{ requestId: 'r1' }])
    expect(m.button('Approve').disabled).toBe(true)
    expect(m.button('Reject').disabled).toBe(true)
    expect(m.shadow().querySelector('[role="status"]')?.textContent).toBe('Waiting for the wallet')
  })

  it('behavior: Reject emits TxRejected for the request shown', async () => {
    const m = await mount(transfer)
    act(() => m.button('Reject').click())
    expect(m.seen.filter((e) => e.type === 'TxRejected').map((e) => e.data)).toEqual([{ requestId: 'r1' }])
  })

  it('behavior: a personal_sign message shows as its text, in a labelled region keyboard users can scroll', async () => {
    const m = await mount(
      createEvent('TxQueued', {
        requestId: 's1',
        chainId: 'eip155:1',
        method: 'personal_sign',
        params: [stringToHex('Welcome to Gatehouse\nNonce: 42'), ME],
      }),
    )
    const region = m.shadow().querySelector('[role="region"]') as HTMLElement
    expect(region.textContent).toBe('Welcome to Gatehouse\nNonce: 42')
    expect(region.tabIndex).toBe(0)
    expect(m.shadow().getElementById(region.getAttribute('aria-labelledby') as string)?.textContent).toBe('Message')
  })

  it('behavior: typed data shows its domain, primary type and fields', async () => {
    const typed = {
      domain: { name: 'Ether Mail', version: '1', chainId: 1 },
      primaryType: 'Mail',
      types: {},
      message: { to: BOB, contents: 'Hello, Bob!' },
    }
    const m = await mount(
      createEvent('TxQueued', {
        requestId: 't1',
        chainId: 'eip155:1',
        method: 'eth_signTypedData_v4',
        params: [ME, JSON.stringify(typed)],
      }),
    )
    expect(m.text()).toContain('Sign Mail')
    expect(m.text()).toContain('Domain name: Ether Mail')
    const fields = m.shadow().querySelector('ul[aria-label="Fields"]') as HTMLElement
    expect([...fields.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      `to: ${BOB}`,
      'contents: Hello, Bob!',
    ])
  })

  it('behavior: the oldest request awaiting approval shows first; once it is answered, the next', async () => {
    const m = await mount(
      transfer,
      createEvent('TxQueued', {
        requestId: 's1',
        chainId: 'eip155:1',
        method: 'personal_sign',
        params: [stringToHex('second'), ME],
      }),
    )
    expect(m.text()).toContain('Send 2.5 USDC')
    act(() => void m.g.emit(createEvent('TxRejected', { requestId: 'r1' })))
    expect(m.text()).toContain('Sign this message')
  })

  it('behavior: axe-core finds no WCAG 2.1 A/AA or best-practice violation (contrast is checked in Chromium by the e2e screens)', async () => {
    const axe = (await import('axe-core')).default
    for (const request of [
      transfer,
      createEvent('TxQueued', {
        requestId: 's1',
        chainId: 'eip155:1',
        method: 'personal_sign',
        params: [stringToHex('hello'), ME],
      }),
    ]) {
      const m = await mount(request)
      const result = await axe.run(document.querySelector('[data-gatehouse-modal]') as HTMLElement, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        rules: { 'color-contrast': { enabled: false } },
      })
      expect(result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target) }))).toEqual([])
      // it did look inside the shadow root: the dialog's buttons were checked for a name
      expect(result.passes.find((p) => p.id === 'button-name')?.nodes.length).toBeGreaterThanOrEqual(3)
      m.unmount()
      await m.g.dispose()
    }
  })

  it('behavior: with nothing to approve it says so', async () => {
    const m = await mountModal([createEvent('ModalOpened', { view: 'ApproveTransaction' })], (x) =>
      x.text().includes('No request to approve'),
    )
    expect(m.text()).toContain('No request to approve')
  })
})
