// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../../src/events/index.js'
import { createTestGatehouse } from '../../../src/testing/helpers.js'
import { GatehouseProvider } from '../../core/context.js'
import { accountInfo } from '../../core/modal.js'
import { AccountTypeSwitch } from './AccountTypeSwitch.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.replaceChildren()
})

/** The switch for the account connected at `address`, after `accounts` were listed (and `deployed`). */
async function render(
  address: string,
  accounts: { address: string; type: 'eoa' | 'smartAccount' }[],
  deployed = false,
) {
  const g = createTestGatehouse({ effects: {} })
  await g.ready
  g.emit(createEvent('Connected', { connectorId: 'auth', namespace: 'eip155', chainId: 'eip155:1', address }))
  g.emit(createEvent('AccountsListed', { namespace: 'eip155', accounts }))
  if (deployed) g.emit(createEvent('SmartAccountDeployed', { chainId: 'eip155:1', address }))
  const emitted: Stamped[] = []
  g.events$.subscribe((e) => emitted.push(e))
  const account = accountInfo('eip155', g.getState().account.byNamespace.eip155!)
  const container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  await act(async () =>
    root!.render(
      <GatehouseProvider gatehouse={g}>
        <AccountTypeSwitch account={account} />
      </GatehouseProvider>,
    ),
  )
  return { container, emitted, account }
}

const BOTH = [
  { address: OWNER, type: 'eoa' as const },
  { address: SMART, type: 'smartAccount' as const },
]

describe('AccountTypeSwitch', () => {
  it('default: a counterfactual smart account says so, and its button asks for the EOA', async () => {
    const { container, emitted, account } = await render(SMART, BOTH)
    expect(account).toMatchObject({ accountType: 'smartAccount', smartAccountDeployed: false })
    expect(container.querySelector('p')!.textContent).toBe('Smart account, not deployed yet')
    const button = container.querySelector('button')!
    expect(button.textContent).toBe('Switch to your EOA')
    await act(async () => button.click())
    expect(emitted.at(-1)).toMatchObject({ type: 'AccountTypeRequested', data: { namespace: 'eip155', type: 'eoa' } })
  })

  it('behavior: a deployed smart account reads as such; the EOA is offered the smart account', async () => {
    expect((await render(SMART, BOTH, true)).container.querySelector('p')!.textContent).toBe('Smart account')
    act(() => root?.unmount())
    const { container, emitted } = await render(OWNER, BOTH)
    expect(container.querySelector('p')!.textContent).toBe('EOA')
    await act(async () => container.querySelector('button')!.click())
    expect(emitted.at(-1)).toMatchObject({ type: 'AccountTypeRequested', data: { type: 'smartAccount' } })
  })

  it('behavior: an account without a smart account (a browser wallet) is offered nothing', async () => {
    const { container } = await render(OWNER, [{ address: OWNER, type: 'eoa' }])
    expect(container.childElementCount).toBe(0)
  })
})
