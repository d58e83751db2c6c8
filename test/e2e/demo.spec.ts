// Smoke test of `npm start`'s demo on its devnet (playwright.config.ts starts both):
// the page loads with no console error, hands Gatehouse the devnet's configuration,
// can reach the devnet's servers and chains, and no request leaves 127.0.0.1.
import { demoUrl, readDevnetInfo } from '../devnet/playwright.js'
import { expect, test } from './fixtures.js'

test('demo: loads on the devnet with no console error and no request leaving 127.0.0.1', async ({ page, context }) => {
  const devnet = readDevnetInfo()
  const outside: string[] = []
  const byOrigin = new Map<string, number>()
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.hostname !== '127.0.0.1') {
      outside.push(url.href)
      return route.abort('blockedbyclient')
    }
    byOrigin.set(url.origin, (byOrigin.get(url.origin) ?? 0) + 1)
    return route.continue()
  })

  await page.goto(demoUrl())
  await expect(page.getByRole('heading', { name: /Gatehouse/ })).toBeVisible()
  await expect(page.getByTestId('connected-account')).toHaveText('not connected')
  // The page's devnet is this run's devnet.
  await page.getByText('Devnet (local chains and servers)').click()
  for (const chain of devnet.chains) await expect(page.getByText(chain.rpcUrl)).toBeVisible()
  await expect(page.getByText(devnet.solana.rpcUrl)).toBeVisible()
  await expect(page.getByText(devnet.bitcoin.apiUrl)).toBeVisible()
  // Gatehouse was configured with the devnet's networks: its two supported EVM chains, its Solana chain and its
  // Bitcoin network (config read model: requested [4]).
  await expect(page.locator('summary', { has: page.locator('.json-key', { hasText: /^requested$/ }) })).toContainText(
    '[4]',
  )

  // The page may reach the devnet (CSP connect-src and the servers' CORS both allow it).
  const reached = await page.evaluate(async (info) => {
    const chains = await (
      await fetch(`${info.api}/v1/supported-chains?projectId=${info.projectId}&st=demo&sv=0`)
    ).json()
    const rpc = await fetch(info.chains[1]!.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    const wallets = await (
      await fetch(`${info.wallets}/getWallets?projectId=${info.projectId}&page=1&entries=4`)
    ).json()
    const solana = await fetch(info.solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash', params: [] }),
    })
    const bitcoin = await fetch(`${info.bitcoin.apiUrl}/blocks/tip/height`)
    return {
      chains,
      chainId: ((await rpc.json()) as { result: string }).result,
      wallets: (wallets as { count: number }).count,
      solana: ((await solana.json()) as { result: string }).result,
      bitcoin: bitcoin.ok,
    }
  }, devnet)
  expect(reached).toEqual({
    chains: { http: ['eip155:1', 'eip155:8453', devnet.solana.caipNetworkId], ws: [] },
    chainId: '0x2105',
    wallets: expect.any(Number),
    solana: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
    bitcoin: true,
  })

  // Open and close the placeholder dialog: the app works, events flow.
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByText(/Modal: open on/)).toBeVisible()

  expect(outside, 'requests that left 127.0.0.1').toEqual([])
  expect(byOrigin.get(new URL(demoUrl()).origin)).toBeGreaterThan(0)
  expect(byOrigin.get(new URL(devnet.api).origin)).toBe(1)
})
