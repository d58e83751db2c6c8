// The phone drivers against a started devnet, over the control endpoints an app's test uses: the devnet Farcaster
// settles the sign-in an app opened (as the secure frame opens it), and the test phone wallet takes account and chain
// changes and refuses a bad pairing link. Pairing through a real modal is the example app's suite's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevnetControlError, farcasterDriver, phoneWalletDriver } from './drivers.js'
import { startDevnet, type RunningDevnet } from './index.js'

let devnet: RunningDevnet

beforeAll(async () => {
  devnet = await startDevnet()
}, 60_000)
afterAll(() => devnet?.stop())

/** Opens a Farcaster sign-in as the secure frame does for an app of `appOrigin`; answers its link. */
async function openSignIn(appOrigin: string): Promise<string> {
  const response = await fetch(`${new URL(devnet.urls.frame).origin}/api/farcaster/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appOrigin }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { url: string }).url
}

describe('farcasterDriver', () => {
  it('default', async () => {
    const farcaster = farcasterDriver(devnet.urls)
    const url = await openSignIn('http://127.0.0.1:1')
    expect(await farcaster.approve()).toEqual({ url, status: 'approved', appOrigin: 'http://127.0.0.1:1' })
    expect(await farcaster.signIns()).toEqual([{ url, status: 'approved', appOrigin: 'http://127.0.0.1:1' }])
  })

  it("behavior: without a link it answers the newest pending sign-in of the app's origin; with one, that sign-in", async () => {
    const farcaster = farcasterDriver(devnet.urls)
    const mine = await openSignIn('http://127.0.0.1:2')
    const other = await openSignIn('http://127.0.0.1:3')
    expect((await farcaster.decline({ appOrigin: 'http://127.0.0.1:2' })).url).toBe(mine)
    expect(await farcaster.expire({ url: other })).toMatchObject({ url: other, status: 'expired' })
    const settled = await farcaster.signIns()
    expect(settled.find((s) => s.url === mine)?.status).toBe('declined')
    expect(settled.find((s) => s.url === other)?.status).toBe('expired')
  })

  it('error: a sign-in already answered, and none pending in time', async () => {
    const farcaster = farcasterDriver(devnet.urls)
    const url = await openSignIn('http://127.0.0.1:4')
    await farcaster.approve({ url })
    const again = farcaster.approve({ url })
    await expect(again).rejects.toBeInstanceOf(DevnetControlError)
    await expect(again).rejects.toMatchObject({ status: 409 })
    await expect(farcaster.approve({ appOrigin: 'http://127.0.0.1:5', timeout: 300 })).rejects.toThrow(
      'No pending Farcaster sign-in within 300 ms.',
    )
  })
})

describe('phoneWalletDriver', () => {
  it('default', async () => {
    const state = await phoneWalletDriver(devnet.urls).state()
    expect(state.account).toEqual({ index: 0, address: devnet.accounts[0]!.address })
    expect(state.chainId).toBe('eip155:1')
    expect(state.sessions).toEqual([])
    expect(state.pending).toEqual([])
  })

  it("behavior: account and chain changes show in the wallet's state", async () => {
    const phone = phoneWalletDriver(devnet.urls)
    await phone.setAccount(2)
    await phone.switchChain(8453)
    const state = await phone.state()
    expect(state.account).toEqual({ index: 2, address: devnet.accounts[2]!.address })
    expect(state.chainId).toBe('eip155:8453')
    await phone.setAccount(0)
    await phone.switchChain(1)
  })

  it('error: a link that is not a WalletConnect pairing link', async () => {
    const pairing = phoneWalletDriver(devnet.urls).pair('wc:not-a-pairing')
    await expect(pairing).rejects.toBeInstanceOf(DevnetControlError)
    await expect(pairing).rejects.toMatchObject({ status: 400 })
  })
})
