// The Next.js App Router app (../next-app-router/), its production build served by `next start`: the page is rendered
// on the server at each request, the modal's client component included, then hydrated in the browser.
import { expect, test } from 'gatehouse-modal/devnet/playwright'
import { connectTestWallet, consumerUrl, pageProblems } from './consumers'

test.use({ baseURL: consumerUrl('next-app-router') })

test("Next.js App Router: the server's HTML holds the page and its client component's markup, the connect button and the account", async ({
  request,
}) => {
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('<h1>Next.js App Router consumer</h1>')
  expect(html).toContain('<button type="button" disabled="">Connect</button>')
  expect(html).toContain('<output aria-label="Connected account">none</output>')
})

test('Next.js App Router: the page hydrates with no console error or hydration warning, and its modal connects the test wallet, whose address the app shows', async ({
  page,
  wallet,
  devnet,
}) => {
  const problems = pageProblems(page)
  await page.goto('/')
  // The button is enabled once hydrated (disabled in the server's HTML).
  await connectTestWallet(page, wallet)
  await expect(page.getByRole('status', { name: 'Connected account' })).toHaveText(devnet.accounts[0]!.address)
  expect(problems).toEqual([])
})
