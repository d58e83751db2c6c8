import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../accounts.js'
import {
  accountForEmail,
  FARCASTER_ACCOUNT_KEY,
  FARCASTER_DEVNET_USER,
  startFrameServer,
  type FrameServer,
} from './server.js'

let frame: FrameServer
const accounts = DEV_ACCOUNTS.slice(0, 9)

beforeAll(async () => {
  frame = await startFrameServer({
    accounts,
    assetsDir: fileURLToPath(new URL('./', import.meta.url)),
    onError: () => undefined,
  })
})
afterAll(() => frame.close())

async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${frame.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

async function lastCode(email: string): Promise<string> {
  const mail = (await (await fetch(`${frame.mailboxUrl}.json?to=${encodeURIComponent(email)}`)).json()) as {
    messages: Array<{ code: string | null; kind: string }>
  }
  const code = mail.messages.find((m) => m.kind === 'otp')?.code
  if (!code) throw new Error(`no code for ${email}`)
  return code
}

describe('devnet secure frame', () => {
  it('behavior: an email login sends a 6-digit code to the mailbox; the code gives a session whose user is the email’s dev account', async () => {
    const email = 'alice@example.com'
    expect((await post('/api/email/start', { email, deviceId: 'd1' })).json).toEqual({ action: 'VERIFY_OTP' })
    const code = await lastCode(email)
    expect(code).toMatch(/^\d{6}$/)
    expect(
      (await post('/api/email/otp', { email, otp: '000000' === code ? '111111' : '000000', deviceId: 'd1' })).json,
    ).toEqual({ error: 'Invalid code' })
    const { json } = await post('/api/email/otp', { email, otp: code, deviceId: 'd1' })
    expect(typeof json.token).toBe('string')
    const session = await post('/api/session', { token: json.token, chainId: '8453' })
    expect(session.json.user).toMatchObject({ email, address: accountForEmail(email, accounts), chainId: '8453' })
    expect(accounts.map((a) => a.address)).toContain(accountForEmail(email, accounts))
    // The same email is the same account; sign-out ends the session.
    expect(accountForEmail(' ALICE@example.com', accounts)).toBe(accountForEmail(email, accounts))
    await post('/api/signout', { token: json.token })
    expect((await post('/api/session', { token: json.token })).json).toEqual({ user: null })
  })

  it('behavior: a +device address approves its device from the mailbox first', async () => {
    const email = 'bob+device@example.com'
    expect((await post('/api/email/start', { email, deviceId: 'd2' })).json).toEqual({ action: 'VERIFY_DEVICE' })
    const mail = frame.messages().find((m) => m.to === email && m.kind === 'device')!
    const waiting = post('/api/email/device', { email, deviceId: 'd2' })
    const approved = await fetch(`${frame.url}/mailbox/approve`, {
      method: 'POST',
      body: `id=${mail.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    })
    expect(approved.status).toBe(303)
    expect((await waiting).status).toBe(200)
    expect(await lastCode(email)).toMatch(/^\d{6}$/)
  })

  it('behavior: the social provider page signs in its dev user and the code exchanges once', async () => {
    const { json } = await post('/api/social/start', { provider: 'github', appOrigin: 'http://127.0.0.1:5173' })
    const uri = new URL(String(json.uri))
    expect(uri.origin).toBe(frame.url)
    const page = await fetch(uri)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const done = await (
      await fetch(`${frame.url}/provider/github/authorize`, {
        method: 'POST',
        body: `state=${uri.searchParams.get('state')}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
    ).text()
    const resultUri = /data-uri="([^"]+)"/.exec(done)![1]!
    expect(done).toContain('data-origin="http://127.0.0.1:5173"')
    const code = new URL(resultUri.replace(/&#38;/g, '&')).searchParams.get('code')
    const exchanged = await post('/api/social/exchange', { code, chainId: 1 })
    expect(exchanged.json.user).toMatchObject({ email: 'github-user@devnet.test', userName: 'devnet-github-user' })
    expect((await post('/api/social/exchange', { code })).status).toBe(400)
  })

  it('behavior: Farcaster: a sign-in URL whose page a person answers (no script, strict CSP); the frame long-polls the outcome with the channel token; approved gives a session of the Farcaster user', async () => {
    const start = await post('/api/farcaster/start', { appOrigin: 'http://127.0.0.1:5173' })
    const { url, channelToken, expiresInMs } = start.json as { url: string; channelToken: string; expiresInMs: number }
    expect(expiresInMs).toBe(300_000)
    expect(url.startsWith(`${frame.url}/farcaster/`)).toBe(true)
    // The URL (the QR code) does not hold the channel's token.
    expect(url).not.toContain(channelToken)
    const page = await fetch(url)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).not.toContain('<script')
    expect(html).toContain(`@${FARCASTER_DEVNET_USER.username}`)
    expect(html).toContain('>Approve</button>')
    expect(html).toContain('>Decline</button>')
    const waiting = post('/api/farcaster/status', { channelToken, chainId: 8453 })
    const approved = await fetch(`${url}/approve`, {
      method: 'POST',
      body: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    })
    expect(approved.status).toBe(303)
    const outcome = await waiting
    expect(outcome.json).toMatchObject({
      status: 'approved',
      user: {
        email: null,
        userName: FARCASTER_DEVNET_USER.username,
        address: accountForEmail(FARCASTER_ACCOUNT_KEY, accounts),
        chainId: '8453',
      },
    })
    const session = await post('/api/session', { token: outcome.json.token, chainId: 1 })
    expect(session.json.user).toMatchObject({ email: null, userName: FARCASTER_DEVNET_USER.username })
    expect(await (await fetch(url)).text()).toContain('Approved. You can go back to the app.')
    // Answered once: the control endpoint refuses a second answer.
    expect((await post('/devnet/farcaster', { url, action: 'decline' })).status).toBe(409)
  })

  it('behavior: Farcaster: the control endpoint declines or expires a sign-in; the outcome has no session; unknown ones are 404', async () => {
    for (const action of ['decline', 'expire'] as const) {
      const { url, channelToken } = (await post('/api/farcaster/start', { appOrigin: 'http://127.0.0.1:5173' }))
        .json as { url: string; channelToken: string }
      expect(frame.farcasterSignIns()[0]).toEqual({ url, status: 'pending', appOrigin: 'http://127.0.0.1:5173' })
      const listed = (await (await fetch(`${frame.url}/devnet/farcaster`)).json()) as {
        signIns: Array<{ url: string; status: string }>
      }
      expect(listed.signIns[0]).toMatchObject({ url, status: 'pending' })
      expect(JSON.stringify(listed)).not.toContain(channelToken)
      expect((await post('/devnet/farcaster', { url, action })).json).toEqual({
        status: action === 'decline' ? 'declined' : 'expired',
      })
      expect((await post('/api/farcaster/status', { channelToken })).json).toEqual({
        status: action === 'decline' ? 'declined' : 'expired',
      })
    }
    expect((await post('/devnet/farcaster', { url: `${frame.url}/farcaster/nope`, action: 'approve' })).status).toBe(
      404,
    )
    expect((await post('/api/farcaster/status', { channelToken: 'nope' })).status).toBe(404)
    expect((await post('/devnet/farcaster', { url: 'x', action: 'maybe' })).status).toBe(400)
  })

  it('error: bad input is a 400, never a crash; an unknown provider is refused', async () => {
    expect((await post('/api/email/start', { email: 'not an email', deviceId: 'd' })).status).toBe(400)
    expect((await post('/api/social/start', { provider: 'myspace', appOrigin: 'x' })).status).toBe(400)
    expect((await fetch(`${frame.url}/provider/google?state=nope`)).status).toBe(400)
  })

  it('default: the frame page is served under a strict CSP that lets loopback pages frame it', async () => {
    const page = await fetch(`${frame.url}/frame?projectId=p&chainId=1&version=4&enableLogger=false`)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe')
    expect(csp).toContain('frame-ancestors http://127.0.0.1:*')
    expect(await page.text()).toContain('<script type="module" src="/frame.js"></script>')
  })
})
