// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { createEvent, type Stamped } from '../../../src/events/index.js'
import { createTestGatehouse } from '../../../src/testing/helpers.js'
import { GatehouseProvider } from '../../core/context.js'
import { NetworkList } from '../../components/NetworkList.js'
import { ConnectedAccounts } from './ConnectedAccounts.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.replaceChildren()
})

async function render(namespaces: Array<'eip155' | 'solana'>) {
  const g = createTestGatehouse({
    effects: {},
    networks: { requested: ['eip155:1', 'eip155:8453', SOLANA, 'bip122:000000000933ea01ad0ee984209779ba'] },
  })
  await g.ready
  for (const ns of namespaces)
    g.emit(
      createEvent('Connected', {
        connectorId: ns === 'eip155' ? 'io.test' : 'walletStandard:Test',
        namespace: ns,
        chainId: ns === 'eip155' ? 'eip155:8453' : SOLANA,
        address: ns === 'eip155' ? EVM : SOL,
      }),
    )
  const emitted: Stamped[] = []
  g.events$.subscribe((e) => emitted.push(e))
  const container = document.body.appendChild(document.createElement('div'))
  root = createRoot(container)
  await act(async () =>
    root!.render(
      <GatehouseProvider gatehouse={g}>
        <ConnectedAccounts />
        <NetworkList />
      </GatehouseProvider>,
    ),
  )
  return { container, emitted }
}

describe('ConnectedAccounts and the grouped network list', () => {
  it('default: EVM and Solana connected: one toggle a namespace with its network and address, the active one pressed; choosing the other asks for it', async () => {
    const { container, emitted } = await render(['eip155', 'solana'])
    const group = container.querySelector('[role="group"]')!
    expect(group.getAttribute('aria-label')).toBe('Connected accounts')
    const buttons = [...group.querySelectorAll('button')]
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Base · 0x7099…79C8', 'false'],
      ['Solana Devnet · 7S3P4H…AaKv', 'true'],
    ])
    await act(async () => buttons[0]!.click())
    expect(emitted.at(-1)).toMatchObject({ type: 'ActiveNamespaceRequested', data: { namespace: 'eip155' } })
  })

  it('behavior: the network list groups the requested networks of each connected namespace, labelled by namespace', async () => {
    const { container } = await render(['eip155', 'solana'])
    const lists = [...container.querySelectorAll('ul')]
    expect(lists.map((l) => l.getAttribute('aria-label'))).toEqual(['Select network: EVM', 'Select network: Solana'])
    expect(
      lists.map((l) => [...l.querySelectorAll('button')].map((b) => b.querySelector('.gh-item-name')!.textContent)),
    ).toEqual([['Ethereum', 'Base'], ['Solana Devnet']])
  })

  it('behavior: a single connected namespace shows no account toggles and one ungrouped network list', async () => {
    const { container } = await render(['eip155'])
    expect(container.querySelector('[role="group"]')).toBeNull()
    const lists = [...container.querySelectorAll('ul')]
    expect(lists.map((l) => l.getAttribute('aria-label'))).toEqual(['Select network'])
    expect(container.querySelector('.gh-group')).toBeNull()
  })
})
