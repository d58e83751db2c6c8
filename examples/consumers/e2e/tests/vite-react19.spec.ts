// The Vite + React 19 app (../vite-react19/), its production build served by `vite preview` under a strict CSP.
import { expect, test } from 'gatehouse-modal/devnet/playwright'
import { connectTestWallet, consumerUrl, pageProblems } from './consumers'

test.use({ baseURL: consumerUrl('vite-react19') })

test('Vite + React 19, built for production: it runs on React 19 and its modal connects the test wallet, whose address the app shows, with no console error', async ({
  page,
  wallet,
  devnet,
}) => {
  const problems = pageProblems(page)
  await page.goto('/')
  await expect(page.getByText(/^React \d/)).toHaveText(/^React 19\./)
  await connectTestWallet(page, wallet)
  await expect(page.getByRole('status', { name: 'Connected account' })).toHaveText(devnet.accounts[0]!.address)
  expect(problems).toEqual([])
})
