// ApproveTransaction in Chromium (SPEC §2, §4, §6): the modal's own effects only (the page plays the embedded wallet
// by emitting its facts); what the visitor reads, axe (contrast included), screenshots in both themes, Approve and Reject.
import type { Page } from '@playwright/test'
import type { EventInput } from 'gatehouse-modal'
import { encodeFunctionData, erc20Abi, stringToHex } from 'viem'
import { checkScreen } from './checks.js'
import { emit, expect, test, waitReady } from './fixtures.js'

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const EMBEDDED: EventInput[] = [
  {
    type: 'ConnectorsDiscovered',
    data: { connectors: [{ id: 'auth', name: 'Email', type: 'auth', chain: 'eip155' }] },
  },
  {
    type: 'Connected',
    data: {
      connectorId: 'auth',
      namespace: 'eip155',
      chainId: 'eip155:1',
      address: ME,
      walletName: 'visitor@example.com',
    },
  },
  {
    type: 'TokenBalancesFetched',
    data: {
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
    },
  },
]
const TRANSFER: EventInput = {
  type: 'TxQueued',
  data: {
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
  },
}
const MESSAGE: EventInput = {
  type: 'TxQueued',
  data: {
    requestId: 's1',
    chainId: 'eip155:1',
    method: 'personal_sign',
    params: [stringToHex('Welcome to the devnet!\n\nThis request will not trigger a transaction.'), ME],
  },
}

async function openPage(page: Page, theme: 'dark' | 'light' = 'dark'): Promise<void> {
  await page.goto(`/modal.html?project=${test.info().testId}`)
  await waitReady(page)
  await emit(page, EMBEDDED)
  if (theme === 'light') await emit(page, [{ type: 'ThemeChanged', data: { themeMode: 'light' } }])
}

for (const theme of ['dark', 'light'] as const) {
  test(`screens (${theme}): a decoded ERC-20 transfer and a message, screenshot and axe scan`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openPage(page, theme)
    await emit(page, [TRANSFER])
    const dialog = page.getByRole('dialog', { name: 'Approve Transaction' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Send 2.5 USDC ($2.50) to 0x3C44…93BC')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeFocused()
    await checkScreen(page, 'approve-transaction-transfer', theme)

    await page.getByRole('button', { name: 'Reject' }).click()
    await expect(dialog).toHaveCount(0)

    await emit(page, [MESSAGE])
    await expect(dialog.getByRole('region', { name: 'Message' })).toContainText('Welcome to the devnet!')
    await checkScreen(page, 'approve-transaction-message', theme)
    await page.getByRole('button', { name: 'Approve' }).click()
    await expect(dialog.getByRole('button', { name: 'Approve' })).toBeDisabled()
    await expect(dialog.getByRole('status').filter({ hasText: 'Waiting for the wallet' })).toHaveCount(1)
    const decided = await page.evaluate(() =>
      window.e2e.seen.filter((e) => e.type === 'TxApproved' || e.type === 'TxRejected').map((e) => [e.type, e.data]),
    )
    expect(decided).toEqual([
      ['TxRejected', { requestId: 'r1' }],
      ['TxApproved', { requestId: 's1' }],
    ])
  })
}
