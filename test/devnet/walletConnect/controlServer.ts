// The phone wallet's control server on 127.0.0.1: a small JSON API for tests (pair,
// approve, reject, account, chain, disconnect, state) and, at GET /, a page where a
// person pastes a WalletConnect URI and clicks Approve or Reject, so `npm start` users
// connect over WalletConnect without a phone. The page runs under a strict CSP (its
// script and styles are files; no inline code).
import * as z from 'zod/mini'
import { HttpError, startJsonServer, type JsonServer, type Reply, type RequestContext } from '../server/http.js'
import { PhoneWalletError, type PendingItem, type PhoneWallet } from './phoneWallet.js'

/** Options of {@link startPhoneWalletServer}. */
export interface PhoneWalletServerOptions {
  /** Port on 127.0.0.1 (0 or absent: a free one). */
  port?: number
  /** How long POST /approve and /reject wait for something to answer when nothing is pending yet (default 10 000 ms). */
  waitMs?: number
  onError?: (error: unknown) => void
}

const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'"

const PairBody = z.object({ uri: z.string().check(z.minLength(1), z.maxLength(4096)) })
const AccountBody = z.object({ index: z.number().check(z.int(), z.nonnegative()) })
const ChainBody = z.object({
  chainId: z.union([z.string().check(z.minLength(1), z.maxLength(100)), z.number().check(z.int(), z.positive())]),
})
const AnswerBody = z.object({ id: z.optional(z.number().check(z.int())) })

const json = (body: unknown): Reply => ({ kind: 'json', body })

/** Wallet errors as HTTP errors: 400/404 stay, a rejected wallet call (bad URI, expired pairing) is the caller's 400. */
function asHttp(error: unknown): never {
  if (error instanceof HttpError) throw error
  if (error instanceof PhoneWalletError)
    throw new HttpError(error.code === 404 ? 404 : error.code === 409 ? 409 : 400, error.message)
  throw new HttpError(400, (error as Error)?.message ?? String(error))
}

/** Starts the control server of `wallet`; its URL is DevnetInfo.walletConnect.phoneWallet. */
export async function startPhoneWalletServer(
  wallet: PhoneWallet,
  options: PhoneWalletServerOptions = {},
): Promise<JsonServer> {
  const waitMs = options.waitMs ?? 10_000

  /** The optional `{ id }` body of /approve and /reject (an empty body answers the oldest). */
  const answerId = (ctx: RequestContext): number | undefined => {
    if (ctx.text.trim() === '') return undefined
    let value: unknown
    try {
      value = JSON.parse(ctx.text)
    } catch (error) {
      throw new HttpError(400, `The request body is not valid JSON: ${(error as Error).message}`)
    }
    const parsed = AnswerBody.safeParse(value)
    if (!parsed.success)
      throw new HttpError(400, 'The request body does not match the schema: expected {} or { "id": number }.')
    return parsed.data.id
  }

  /** Waits (up to waitMs) until something is pending, so POST /pair then POST /approve needs no polling. */
  const whenPending = async (id: number | undefined): Promise<void> => {
    if (wallet.pending().some((p) => id === undefined || p.id === id)) return
    let timer: NodeJS.Timeout | undefined
    let unsubscribe = () => {}
    try {
      await new Promise<void>((resolve, reject) => {
        timer = setTimeout(
          () => reject(new HttpError(409, `Nothing was waiting for an answer within ${waitMs} ms (pair first).`)),
          waitMs,
        )
        unsubscribe = wallet.onChange(() => {
          if (wallet.pending().some((p) => id === undefined || p.id === id)) resolve()
        })
      })
    } finally {
      clearTimeout(timer)
      unsubscribe()
    }
  }

  const answer = (approve: boolean) => async (ctx: RequestContext) => {
    const id = answerId(ctx)
    await whenPending(id)
    let item: PendingItem
    try {
      item = approve ? await wallet.approve(id) : await wallet.reject(id)
    } catch (error) {
      asHttp(error)
    }
    return json({ ok: true, answered: item, state: wallet.state() })
  }

  return startJsonServer({
    name: 'phone wallet',
    port: options.port ?? 0,
    onError: options.onError,
    routes: [
      {
        method: 'GET',
        path: '/',
        handler: () => ({
          kind: 'raw',
          contentType: 'text/html; charset=utf-8',
          body: PAGE,
          headers: { 'content-security-policy': CSP, 'cache-control': 'no-store' },
        }),
      },
      {
        method: 'GET',
        path: '/page.js',
        handler: () => ({ kind: 'raw', contentType: 'text/javascript; charset=utf-8', body: PAGE_JS }),
      },
      {
        method: 'GET',
        path: '/page.css',
        handler: () => ({ kind: 'raw', contentType: 'text/css; charset=utf-8', body: PAGE_CSS }),
      },
      { method: 'GET', path: '/state', handler: () => json(wallet.state()) },
      {
        method: 'POST',
        path: '/pair',
        body: PairBody,
        handler: async (ctx) => {
          try {
            await wallet.pair((ctx.body as z.infer<typeof PairBody>).uri.trim())
          } catch (error) {
            asHttp(error)
          }
          return json({ ok: true, state: wallet.state() })
        },
      },
      { method: 'POST', path: '/approve', rawBody: true, handler: answer(true) },
      { method: 'POST', path: '/reject', rawBody: true, handler: answer(false) },
      {
        method: 'POST',
        path: '/account',
        body: AccountBody,
        handler: async (ctx) => {
          try {
            await wallet.setAccount((ctx.body as z.infer<typeof AccountBody>).index)
          } catch (error) {
            asHttp(error)
          }
          return json({ ok: true, state: wallet.state() })
        },
      },
      {
        method: 'POST',
        path: '/chain',
        body: ChainBody,
        handler: async (ctx) => {
          const { chainId } = ctx.body as z.infer<typeof ChainBody>
          // 'eip155:8453', 8453 and '8453' all name Base.
          const caip2 = typeof chainId === 'number' || /^\d+$/.test(chainId) ? `eip155:${chainId}` : chainId
          try {
            await wallet.switchChain(caip2)
          } catch (error) {
            asHttp(error)
          }
          return json({ ok: true, state: wallet.state() })
        },
      },
      {
        method: 'POST',
        path: '/disconnect',
        rawBody: true,
        handler: async () => {
          try {
            await wallet.disconnect()
          } catch (error) {
            asHttp(error)
          }
          return json({ ok: true, state: wallet.state() })
        },
      },
    ],
  })
}

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gatehouse test phone wallet</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/page.css">
<script type="module" src="/page.js"></script>
</head>
<body>
<main>
<h1>Gatehouse test phone wallet</h1>
<p>A WalletConnect wallet running in the devnet (a real sign-client in Node, signing with anvil's dev keys). Copy the link from the modal's WalletConnect view, paste it here and answer.</p>
<form id="pair">
<label for="uri">WalletConnect URI</label>
<textarea id="uri" name="uri" rows="4" required placeholder="wc:…@2?relay-protocol=irn&amp;symKey=…"></textarea>
<div class="actions">
<button type="submit" name="answer" value="approve">Approve</button>
<button type="submit" name="answer" value="reject" class="secondary">Reject</button>
</div>
</form>
<p id="status" role="status" aria-live="polite"></p>
<section aria-labelledby="pending-title">
<h2 id="pending-title">Waiting for you</h2>
<ul id="pending"><li>Nothing.</li></ul>
</section>
<section aria-labelledby="wallet-title">
<h2 id="wallet-title">Wallet</h2>
<dl>
<dt>Account</dt><dd id="account">…</dd>
<dt>Network</dt><dd id="chain">…</dd>
<dt>Relay</dt><dd id="relay">…</dd>
</dl>
<form id="account-form" class="inline">
<label for="account-index">Account index</label>
<input id="account-index" name="index" type="number" min="0" max="9" value="0" required>
<button type="submit" class="secondary">Use account</button>
</form>
<form id="chain-form" class="inline">
<label for="chain-select">Network</label>
<select id="chain-select" name="chainId"></select>
<button type="submit" class="secondary">Switch</button>
</form>
</section>
<section aria-labelledby="sessions-title">
<h2 id="sessions-title">Sessions</h2>
<ul id="sessions"><li>None.</li></ul>
<button type="button" id="disconnect" class="secondary">Disconnect all</button>
</section>
</main>
</body>
</html>
`

const PAGE_CSS = `:root{color-scheme:light dark;font:16px/1.45 system-ui,sans-serif}
body{margin:0;background:Canvas;color:CanvasText}
main{max-width:40rem;margin:0 auto;padding:1.5rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
textarea,input,select{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid GrayText;border-radius:.375rem;background:Field;color:FieldText}
.inline{display:flex;gap:.5rem;align-items:end;flex-wrap:wrap}.inline label{flex-basis:100%}.inline input,.inline select{flex:1;width:auto}
.actions{display:flex;gap:.5rem;margin-top:.75rem}
button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:transparent;color:inherit;border-color:GrayText}
button:focus-visible,textarea:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dd{margin:0;overflow-wrap:anywhere}
code{overflow-wrap:anywhere}
#status:empty{display:none}#status{padding:.5rem;border-left:4px solid #1d4ed8}
li{margin:.25rem 0}li .actions{margin-top:.25rem}
`

const PAGE_JS = `const $ = (id) => document.getElementById(id)
const post = async (path, body) => {
  const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) })
  const data = await res.json().catch(() => ({}))
  if (!res.ok) throw new Error(data.message || res.statusText)
  return data
}
const say = (text) => { $('status').textContent = text }
const text = (tag, value) => { const el = document.createElement(tag); el.textContent = value; return el }
let chainsShown = ''
// Lists are rebuilt only when they change: the refresh every second must not take the focus from their buttons.
let pendingShown = ''
let sessionsShown = ''

function render(state) {
  $('account').textContent = state.account.index + ': ' + state.account.address
  $('chain').textContent = state.chainId
  $('relay').textContent = state.relayUrl + (state.connected ? ' (connected)' : ' (idle)')
  if (state.chains.join() !== chainsShown) {
    chainsShown = state.chains.join()
    $('chain-select').replaceChildren(...state.chains.map((c) => { const o = text('option', c); o.value = c; return o }))
  }
  $('chain-select').value = state.chainId
  const pendingKey = JSON.stringify(state.pending.map((p) => p.id))
  if (pendingKey !== pendingShown) {
  pendingShown = pendingKey
  const pending = state.pending.map((item) => {
    const li = text('li', item.kind === 'proposal' ? 'Connection request from ' + item.peer.name + ' (' + item.peer.url + ')' : item.method + ' on ' + item.chainId)
    const actions = document.createElement('div')
    actions.className = 'actions'
    for (const [label, path, cls] of [['Approve', '/approve', ''], ['Reject', '/reject', 'secondary']]) {
      const b = text('button', label)
      b.type = 'button'
      if (cls) b.className = cls
      b.setAttribute('aria-label', label + ' ' + (item.kind === 'proposal' ? 'connection request from ' + item.peer.name : item.method))
      b.addEventListener('click', () => answer(path, item.id))
      actions.append(b)
    }
    li.append(actions)
    return li
  })
  $('pending').replaceChildren(...(pending.length ? pending : [text('li', 'Nothing.')]))
  }
  const sessions = state.sessions.map((s) => s.peer.name + ' (' + s.peer.url + '): ' + Object.values(s.namespaces).flatMap((n) => n.accounts).join(', '))
  if (JSON.stringify(sessions) !== sessionsShown) {
    sessionsShown = JSON.stringify(sessions)
    $('sessions').replaceChildren(...(sessions.length ? sessions.map((line) => text('li', line)) : [text('li', 'None.')]))
  }
  $('disconnect').disabled = state.sessions.length === 0
}

async function refresh() {
  try { render(await (await fetch('/state')).json()) } catch { /* the devnet stopped */ }
}
async function run(what, action) {
  try { const data = await action(); if (data && data.state) render(data.state); say(what) } catch (error) { say(error.message) }
}
const answer = (path, id) => run(path === '/approve' ? 'Approved.' : 'Rejected.', () => post(path, { id }))

$('pair').addEventListener('submit', (event) => {
  event.preventDefault()
  const path = event.submitter && event.submitter.value === 'reject' ? '/reject' : '/approve'
  run(path === '/approve' ? 'Connected.' : 'Rejected.', async () => {
    say('Pairing…')
    await post('/pair', { uri: $('uri').value })
    const data = await post(path, {})
    $('uri').value = ''
    return data
  })
})
$('account-form').addEventListener('submit', (event) => {
  event.preventDefault()
  run('Account changed.', () => post('/account', { index: Number($('account-index').value) }))
})
$('chain-form').addEventListener('submit', (event) => {
  event.preventDefault()
  run('Network switched.', () => post('/chain', { chainId: $('chain-select').value }))
})
$('disconnect').addEventListener('click', () => run('Disconnected.', () => post('/disconnect')))
refresh()
setInterval(refresh, 1000)
`
