// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import type { Stamped } from '../../../src/events/index.js'
import { createTestGatehouse } from '../../../src/testing/helpers.js'
import { GatehouseProvider } from '../../core/context.js'
import { accountInfo, type AccountInfo } from '../../core/modal.js'
import { emptyAccount } from '../../../projections/account/account.projection.js'
import { NameEntry } from './NameEntry.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.replaceChildren()
})

async function render(account: AccountInfo) {
  const g = createTestGatehouse({ effects: {} })
  await g.ready
  const emitted: Stamped[] = []
  g.events$.subscribe((e) => emitted.push(e))
  const container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  await act(async () =>
    root!.render(
      <GatehouseProvider gatehouse={g}>
        <NameEntry account={account} />
      </GatehouseProvider>,
    ),
  )
  return { container, emitted }
}

const connected = (namespace: 'eip155' | 'solana', profileName: string | null) =>
  accountInfo(namespace, { ...emptyAccount(namespace), status: 'connected', address: '0xabc', profileName })

describe('NameEntry', () => {
  it("default: a connected EVM account without a name is offered 'Choose a name', which asks for RegisterAccountName", async () => {
    const { container, emitted } = await render(connected('eip155', null))
    const button = container.querySelector('button')!
    expect(button.textContent).toBe('Choose a name')
    await act(async () => button.click())
    expect(emitted.at(-1)).toMatchObject({
      type: 'NavigateRequested',
      data: { mode: 'push', view: 'RegisterAccountName' },
    })
  })

  it('behavior: an account with a name, a Solana account (SPEC §9: names are eip155 only) or none is offered nothing', async () => {
    for (const account of [
      connected('eip155', 'alice.reown.id'),
      connected('solana', null),
      accountInfo('eip155', null),
    ]) {
      const { container } = await render(account)
      expect(container.querySelector('button')).toBeNull()
      act(() => root?.unmount())
    }
  })
})
