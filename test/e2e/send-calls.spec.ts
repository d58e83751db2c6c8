// EIP-5792 through the app's provider for an email user, end to end on the devnet: wallet_getCapabilities is a safe
// method (SPEC §6) the frame answers without the modal, and SPEC §5's wallet_sendCalls checks refuse a call without a
// 'to' starting 0x before the visitor is asked anything: the app gets -32602 and the frame never sees the calls.
import { numberToHex, type Hex } from 'viem'
import { DEV_ACCOUNTS, TREASURY_INDEX } from '../devnet/accounts.js'
import { accountForEmail } from '../devnet/frame/server.js'
import { demoUrl, readDevnetInfo } from '../devnet/playwright.js'
import type {} from '../devnet/wallet/index.js'
import { preferEoa, signInByEmail } from './checks.js'
import { expect, test } from './fixtures.js'

const USERS = DEV_ACCOUNTS.filter((_, i) => i !== TREASURY_INDEX)

test('error: wallet_sendCalls with a call whose to does not start 0x is refused with -32602 before approval and never reaches the frame; wallet_getCapabilities is answered silently', async ({
  page,
}) => {
  const devnet = readDevnetInfo()
  const email = `send-calls-${test.info().testId.slice(0, 8)}-${Date.now()}@example.com`
  const address = accountForEmail(email, USERS)
  await page.goto(demoUrl())
  // The EOA (not SPEC §3's default smart account, whose calls are atomic: smart-account-modal.spec.ts).
  await preferEoa(page)
  await page.getByTestId('connect-button').click()
  await signInByEmail(page, email)
  await expect(page.getByTestId('connected-account')).toHaveText(address)
  if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const chainId = await page.evaluate(
    () => window.gatehouse!.getProvider().request({ method: 'eth_chainId' }) as Promise<Hex>,
  )
  const capabilities = (await page.evaluate(
    ([from, chain]) =>
      window.gatehouse!.getProvider().request({ method: 'wallet_getCapabilities', params: [from, [chain]] }),
    [address, chainId] as const,
  )) as Record<string, { atomic?: { status: string } }>
  // The devnet frame's user is an EOA here: no atomic batches.
  expect(capabilities[chainId]).toEqual({ atomic: { status: 'unsupported' } })
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const refused = await page.evaluate(
    async ([from, chain, value]) => {
      try {
        await window.gatehouse!.getProvider().request({
          method: 'wallet_sendCalls',
          params: [{ version: '2.0.0', chainId: chain, from, calls: [{ to: from, value }, { to: 'deadbeef' }] }],
        })
        return null
      } catch (error) {
        return { code: (error as { code?: number }).code, message: (error as Error).message }
      }
    },
    [address, chainId, numberToHex(1)] as const,
  )
  expect(refused).toEqual({
    code: -32602,
    message: expect.stringContaining(
      "Invalid wallet_sendCalls params: 0.calls.1.to: Expected a string starting with '0x'",
    ),
  })
  // Nothing to approve: the modal stayed closed.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const frameLog = (await (await page.request.get(`${new URL(devnet.frame).origin}/devnet/rpc-log`)).json()) as Array<{
    method: string
  }>
  expect(frameLog.map((r) => r.method)).toContain('wallet_getCapabilities')
  expect(frameLog.map((r) => r.method)).not.toContain('wallet_sendCalls')
})
