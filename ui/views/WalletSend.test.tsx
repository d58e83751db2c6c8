// @vitest-environment happy-dom
import { act } from 'react'
import { decodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { createEvent, type EventInput } from '../../src/events/index.js'
import { mountModal, type MountedModal } from '../../test/helpers/mountModal.js'

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ACCOUNT: EventInput[] = [
  createEvent('Connected', { connectorId: 'io.test', namespace: 'eip155', chainId: 'eip155:1', address: ME }),
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
        value: 5000,
        price: 1,
        quantity: { decimals: '6', numeric: '5000' },
        iconUrl: '',
      },
    ],
  }),
  createEvent('GasPriceFetched', {
    chainId: 'eip155:1',
    standard: '2000000000',
    fast: '3000000000',
    instant: '4000000000',
  }),
]

/** The modal open on `view` for the account above, its lazy view loaded (no effects: the tests emit what they would answer). */
async function mount(view: 'WalletSend' | 'WalletReceive' = 'WalletSend') {
  const field = (id: string) => m.shadow().getElementById(id) as HTMLInputElement & HTMLSelectElement
  const m = await mountModal([...ACCOUNT, createEvent('ModalOpened', { view })], (x) =>
    view === 'WalletSend' ? x.shadow().getElementById('gh-send-amount') : x.button('Copy address'),
  )
  /** Types into a field as a visitor does (the value, then the input event React listens to). */
  const type = (id: string, value: string) =>
    act(() => {
      const el = field(id)
      const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value)
      el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
    })
  const blur = (id: string) => act(() => field(id).dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
  const submit = () => act(() => m.button('Send').click())
  return { ...m, field, type, blur, submit }
}

describe('WalletSend view', () => {
  it('default: the native token, the gas price and the fee in USD; a valid form sends SendRequested and its eth_sendTransaction with the value', async () => {
    const m = await mount()
    expect(m.field('gh-send-token').value).toBe('native')
    expect(m.text()).toContain('Gas price: 2 Gwei')
    expect(m.text()).toContain('Network fee: $0.13') // 21,000 × 2 Gwei × $3,000
    m.type('gh-send-amount', '0.01')
    expect(m.field('gh-send-amount').value).toBe('0.01')
    expect(m.text()).toContain('About $30.00')
    m.type('gh-send-receiver', BOB)
    m.submit()
    const sent = m.seen.find((e) => e.type === 'SendRequested')
    const queued = m.seen.find((e) => e.type === 'TxQueued')
    expect(queued?.data).toEqual({
      requestId: (sent?.data as { requestId: string }).requestId,
      chainId: 'eip155:1',
      namespace: 'eip155',
      method: 'eth_sendTransaction',
      params: [{ from: ME, to: BOB, value: '0x2386f26fc10000' }],
    })
    // While the wallet asks: the form waits.
    expect(m.button('Send').disabled).toBe(true)
    expect(m.text()).toContain('Confirm the transaction in your wallet')
  })

  it('behavior (SPEC §4: Sending: … ERC20): a chosen token sends transfer(to, amount) to its contract; Max fills its whole balance', async () => {
    const m = await mount()
    m.type('gh-send-token', USDC)
    expect(m.text()).toContain('Network fee: $0.39') // 65,000 × 2 Gwei × $3,000
    act(() => m.button('Max').click())
    expect(m.field('gh-send-amount').value).toBe('5000')
    m.type('gh-send-amount', '5')
    m.type('gh-send-receiver', BOB)
    m.submit()
    const params = (
      m.seen.find((e) => e.type === 'TxQueued')?.data as { params: [{ to: string; data: `0x${string}` }] }
    ).params[0]
    expect(params.to).toBe(USDC)
    expect(decodeFunctionData({ abi: erc20Abi, data: params.data })).toEqual({
      functionName: 'transfer',
      args: [BOB, 5_000_000n],
    })
  })

  it("error (SPEC §5, §8): 'Address is invalid' with its hint once the field is left; Send on an incomplete form shows 'Please enter a valid amount and receiver address' and sends nothing", async () => {
    const m = await mount()
    m.type('gh-send-receiver', BOB.slice(0, -1) + 'c')
    expect(m.text()).not.toContain('Address is invalid')
    m.blur('gh-send-receiver')
    expect(m.text()).toContain('Address is invalid')
    expect(m.text()).toContain('an address in mixed case must match its checksum')
    expect(m.field('gh-send-receiver').getAttribute('aria-invalid')).toBe('true')
    m.submit()
    expect(m.shadow().querySelector('[role="alert"].gh-error')?.textContent).toBe(
      'Please enter a valid amount and receiver address',
    )
    m.type('gh-send-amount', '0.0000000000000000001')
    expect(m.text()).toContain('ETH has at most 18 decimals')
    m.type('gh-send-amount', '2')
    expect(m.text()).toContain('Insufficient ETH balance')
    expect(m.seen.filter((e) => e.type === 'SendRequested' || e.type === 'TxQueued')).toEqual([])
  })

  it('behavior: a name is looked up through the profile endpoint; once resolved, its name, image and address show and Send uses the address', async () => {
    const m = await mount()
    m.type('gh-send-amount', '0.01')
    m.type('gh-send-receiver', 'bob.reown.id')
    expect(m.seen.filter((e) => e.type === 'NameResolveRequested').map((e) => e.data)).toContainEqual({
      name: 'bob.reown.id',
    })
    expect(m.text()).toContain('Looking up bob.reown.id')
    // What effects/send/resolveReceiver.ts does with the profile endpoint's answer.
    act(
      () =>
        void m.g.emit(
          createEvent('SendFormEdited', {
            receiverAddress: BOB,
            receiverProfileName: 'bob.reown.id',
            receiverProfileImage: 'http://127.0.0.1/bob.svg',
          }),
        ),
    )
    expect(m.field('gh-send-receiver').value).toBe('bob.reown.id')
    expect(m.text()).toContain('Sending to bob.reown.id')
    expect(m.text()).toContain(BOB)
    expect(m.shadow().querySelector('img')?.getAttribute('src')).toBe('http://127.0.0.1/bob.svg')
    m.submit()
    expect((m.seen.find((e) => e.type === 'TxQueued')?.data as { params: [{ to: string }] }).params[0].to).toBe(BOB)
  })

  it("error: a name with no address says so; a failed lookup is SPEC's 'Error resolving name'", async () => {
    const m = await mount()
    m.type('gh-send-receiver', 'nobody.reown.id')
    act(() => void m.g.emit(createEvent('NameResolved', { name: 'nobody.reown.id', registered: false, addresses: {} })))
    expect(m.text()).toContain('No address found for nobody.reown.id')
    m.type('gh-send-receiver', 'down.reown.id')
    act(
      () =>
        void m.g.emit(
          createEvent('NameLookupFailed', {
            name: 'down.reown.id',
            lookup: 'resolve',
            error: { name: 'NameResolutionError', shortMessage: 'Error resolving name' },
          }),
        ),
    )
    expect(m.text()).toContain('Error resolving name')
  })

  it('error: a rejection keeps the form for another try (effects/send/settleSend.ts says so in a banner)', async () => {
    const m = await mount()
    m.type('gh-send-amount', '0.01')
    m.type('gh-send-receiver', BOB)
    m.submit()
    const requestId = (m.seen.find((e) => e.type === 'SendRequested')?.data as { requestId: string }).requestId
    act(
      () =>
        void m.g.emit(
          createEvent('TxFailed', {
            requestId,
            error: { name: 'UserRejectedRequestError', shortMessage: 'User rejected the request.', code: 4001 },
          }),
        ),
    )
    await act(async () => {})
    expect(m.field('gh-send-amount').value).toBe('0.01')
    expect(m.button('Send').disabled).toBe(false)
  })

  it('behavior: axe-core finds no WCAG 2.1 A/AA or best-practice violation on the form, with its messages showing (contrast is checked in Chromium by the e2e screens)', async () => {
    const axe = (await import('axe-core')).default
    const m = await mount()
    m.type('gh-send-receiver', '0x1234')
    m.blur('gh-send-receiver')
    m.submit()
    const result = await axe.run(document.querySelector('[data-gatehouse-modal]') as HTMLElement, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target) }))).toEqual([])
  })
})

describe('WalletReceive view', () => {
  it('default: the address as text and as a QR code, Copy address, and the networks it can receive on', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const m = await mount('WalletReceive')
    expect(m.text()).toContain(ME)
    expect(m.shadow().querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe('QR code of your address')
    const networks = m.shadow().querySelector('ul[aria-labelledby="gh-receive-networks"]') as HTMLElement
    const names = [...networks.querySelectorAll('.gh-item-name')].map((li) => li.textContent)
    expect(names).toContain('Ethereum')
    expect(names).not.toContain('Solana Mainnet')
    expect(names.length).toBeGreaterThan(1)
    await act(async () => m.button('Copy address').click())
    expect(writeText).toHaveBeenCalledWith(ME)
    expect(m.seen.find((e) => e.type === 'MessageRequested')?.data).toEqual({
      message: 'Address copied',
      variant: 'success',
    })
  })
})

describe('WalletFeatures (Account view)', () => {
  const account = (features?: Record<string, boolean>) =>
    mountModal(
      [...ACCOUNT, createEvent('ModalOpened', { view: 'Account' })],
      (m) => m.shadow().querySelector('[role="tablist"]'),
      features ? { features } : {},
    )
  const labels = (m: MountedModal) =>
    [...m.shadow().querySelectorAll('[role="group"][aria-label="Wallet features"] button')].map((b) => b.textContent)

  it('default (SPEC §9: wallet feature order onramp, swaps, receive, send; SPEC §1 all on by default)', async () => {
    expect(labels(await account())).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
  })

  it('behavior (SPEC §1): a feature turned off hides its entry', async () => {
    expect(labels(await account({ swaps: false, send: false }))).toEqual(['Buy', 'Receive'])
  })
})
