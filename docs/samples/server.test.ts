// @vitest-environment node
// The docs' samples that run outside a page (an app's server, SSR, wagmi's core, tests), run as the pages show them.
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createEvent, createGatehouse } from 'gatehouse-modal'
import { createSiwxMessage } from 'gatehouse-modal/siwx'
import { ReplayMismatchError } from 'gatehouse-modal/testing'
import { startDevnet } from 'gatehouse-modal/devnet'

// anvil's first dev key: a public test key, never real funds.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const ADDRESS = account.address

/** Emits what the connect effect emits once a browser wallet connected `address`. */
function connect(gatehouse: ReturnType<typeof createGatehouse>, chainId: `eip155:${number}` = 'eip155:1') {
  gatehouse.emit(createEvent('ConnectRequested', { connectorId: 'injected', namespace: 'eip155' }))
  gatehouse.emit(createEvent('Connected', { connectorId: 'injected', namespace: 'eip155', chainId, address: ADDRESS }))
}

describe('docs samples outside a page', () => {
  it('siwx-server.ts verifies a message the wallet signed with its nonce, refuses the same nonce twice and a message for another site', async () => {
    const { createSignInServer } = await import('./siwx-server.js')
    const server = createSignInServer({ domain: 'my.app', uri: 'https://my.app' })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const signIn = async (domain: string, nonce: string) => {
        const message = createSiwxMessage({
          domain,
          accountAddress: ADDRESS,
          uri: `https://${domain}`,
          version: '1',
          chainId: 'eip155:1',
          nonce,
          issuedAt: new Date().toISOString(),
        })
        const signature = await account.signMessage({ message })
        const response = await fetch(`${base}/verify`, { method: 'POST', body: JSON.stringify({ message, signature }) })
        return { status: response.status, body: (await response.json()) as Record<string, unknown> }
      }
      const nonce = await (await fetch(`${base}/nonce`)).text()
      expect(await signIn('my.app', nonce)).toEqual({ status: 200, body: { ok: true, address: ADDRESS } })
      expect(await signIn('my.app', nonce)).toEqual({ status: 401, body: { ok: false, failed: ['nonce'] } })
      const fresh = await (await fetch(`${base}/nonce`)).text()
      expect(await signIn('evil.example', fresh)).toEqual({
        status: 401,
        body: { ok: false, failed: ['domain', 'uri'] },
      })
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('siwx-page.ts configures sign-in as enabled', async () => {
    const { createAppGatehouse } = await import('./siwx-page.js')
    const gatehouse = createAppGatehouse('https://my.app')
    await gatehouse.ready
    expect(gatehouse.getState().config.siwx).toMatchObject({ enabled: true, required: false })
    await gatehouse.dispose()
  })

  it('ssr.tsx renders on a server with no window or document, as not connected', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const { renderPage } = await import('./ssr.js')
    expect(renderPage()).toContain('<span>Not connected</span>')
  })

  it('next-providers.tsx is a client component; next-layout.tsx renders the page inside it on a server', async () => {
    const source = readFileSync(new URL('./next-providers.tsx', import.meta.url), 'utf8')
    expect(source.startsWith("'use client'")).toBe(true)
    const { default: RootLayout } = await import('./next-layout.js')
    const html = renderToString(createElement(RootLayout, null, createElement('main', null, 'My page')))
    expect(html).toContain('<body><main>My page</main></body>')
  })

  it('wagmi.ts: connect opens Gatehouse’s modal and resolves with the account once the visitor connected', async () => {
    const { createWagmiConfig, connectWithModal, start } = await import('./wagmi.js')
    const gatehouse = createGatehouse({ projectId: 'my-app' })
    await gatehouse.ready
    const config = createWagmiConfig(gatehouse)
    await start(config)
    expect(config.state.status).toBe('disconnected')
    const connecting = connectWithModal(config)
    await expect.poll(() => gatehouse.getState().modal.open).toBe(true)
    connect(gatehouse)
    await expect(connecting).resolves.toMatchObject({ accounts: [ADDRESS], chainId: 1 })
    await gatehouse.dispose()
  })

  it('viem-provider.ts: requestAddresses opens the modal and resolves with the account once the visitor connected', async () => {
    const { connectWithViem } = await import('./viem-provider.js')
    const gatehouse = createGatehouse({ projectId: 'my-app' })
    await gatehouse.ready
    const connecting = connectWithViem(gatehouse)
    await expect.poll(() => gatehouse.getState().modal.open).toBe(true)
    connect(gatehouse)
    await expect(connecting).resolves.toMatchObject({ address: ADDRESS })
    await gatehouse.dispose()
  })

  it("events.ts forwards a connection to analytics with its data, and not the modal's own events", async () => {
    const { trackConnections } = await import('./events.js')
    const gatehouse = createGatehouse({ projectId: 'my-app' })
    await gatehouse.ready
    const tracked: Array<[string, Record<string, unknown>]> = []
    const subscription = trackConnections(gatehouse, { track: (name, properties) => tracked.push([name, properties]) })
    gatehouse.emit(createEvent('ModalOpenRequested', {}))
    connect(gatehouse)
    expect(tracked).toEqual([
      ['Connected', expect.objectContaining({ address: ADDRESS, chainId: 'eip155:1', source: 'app' })],
    ])
    subscription.unsubscribe()
    await gatehouse.dispose()
  })

  it('replay-regression.ts accepts the recorded session, and throws ReplayMismatchError when the log says otherwise', async () => {
    const { checkRecordedSession, recordExpected } = await import('./replay-regression.js')
    const log = JSON.parse(
      readFileSync(new URL('../../test/fixtures/logs/v1-session.json', import.meta.url), 'utf8'),
    ) as { events: Array<{ type: string; data: { chainId?: string } }> }
    checkRecordedSession(log)
    expect(recordExpected(log)).toMatchObject({ byNamespace: { eip155: { status: 'disconnected' } } })
    const onBase = structuredClone(log)
    for (const event of onBase.events) if (event.type === 'Connected') event.data.chainId = 'eip155:8453'
    expect(() => checkRecordedSession(onBase)).toThrow(ReplayMismatchError)
  })

  it('devnet-config.ts points Gatehouse at a running devnet, and at nothing without one', async () => {
    const { createAppGatehouse } = await import('./devnet-config.js')
    const devnet = await startDevnet()
    try {
      const onDevnet = createAppGatehouse(devnet.urls)
      await onDevnet.ready
      // The EVM chains first (Ethereum is the default), then the devnet's Solana chain and Bitcoin network.
      expect(onDevnet.getState().config.networks.requested).toEqual([
        'eip155:1',
        'eip155:8453',
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        'bip122:000000000933ea01ad0ee984209779ba',
      ])
      await onDevnet.dispose()
      const alone = createAppGatehouse(undefined)
      await alone.ready
      expect(alone.getState().config.networks.requested).toBeNull()
      await alone.dispose()
    } finally {
      await devnet.stop()
    }
  })

  it('devnet-node.ts starts a devnet whose first dev account holds ETH on Ethereum and USDC on Base', async () => {
    const { devAccountHoldings } = await import('./devnet-node.js')
    const { eth, usdc } = await devAccountHoldings()
    expect(eth).toBeGreaterThan(10n ** 18n)
    expect(usdc).toBeGreaterThan(0n)
  })
})
