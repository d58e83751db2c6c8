// The plain HTML page (../element-html/): gatehouse-modal/element's custom elements, no framework, its production
// build served by `vite preview` under a strict CSP.
import { expect, test } from 'gatehouse-modal/devnet/playwright'
import { connectTestWallet, consumerUrl, pageProblems } from './consumers'

test.use({ baseURL: consumerUrl('element-html') })

test('a plain HTML page: <gatehouse-button> opens <gatehouse-modal>, the test wallet connects, and the page and the button show its account, with no console error', async ({
  page,
  wallet,
  devnet,
}) => {
  const problems = pageProblems(page)
  await page.goto('/')
  const button = page.locator('gatehouse-button').getByRole('button')
  // The page's label, slotted into the button (its own text is the fallback, Connect Wallet).
  await expect(button).toHaveAccessibleName('Connect')
  await connectTestWallet(page, wallet)
  const address = devnet.accounts[0]!.address
  await expect(page.getByRole('status', { name: 'Connected account' })).toHaveText(address)
  // The button shows the account (its name when it has one, else the short address) and names it in its title.
  await expect(button).not.toHaveAccessibleName('Connect')
  await expect(button).toHaveAttribute('title', new RegExp(`(^|\\()${address}\\)?$`))
  expect(problems).toEqual([])
})
