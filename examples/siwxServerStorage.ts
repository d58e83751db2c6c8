// The demo page's side of examples/siwx-server.ts: its nonces and its session store as
// the `siwx` options of createGatehouse, so that a sign-in counts once the server has
// verified it (a refusal there is a failed sign-in in the modal, with the server's reason).
import type { SiwxSession, SiwxSessionStore } from 'gatehouse-modal/siwx'

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  // The server keeps this browser's nonces and sessions under its cookie.
  const response = await fetch(url, { ...init, credentials: 'include' })
  const body = (await response.json()) as T & { failed?: Array<{ check: string; reason: string }>; error?: string }
  if (!response.ok)
    throw new Error(
      body.failed?.map((f) => `${f.check}: ${f.reason}`).join('; ') ??
        body.error ??
        `HTTP status code: ${response.status}`,
    )
  return body
}

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

/** `getNonce` and `storage` for createGatehouse's `siwx`, over the sign-in server at `base`. */
export function siwxServerOptions(base: string): { getNonce(): Promise<string>; storage: SiwxSessionStore } {
  return {
    getNonce: async () => (await call<{ nonce: string }>(`${base}/nonce`)).nonce,
    storage: {
      async getSessions(chainId, address) {
        const query = new URLSearchParams({ chainId, address })
        return (await call<{ sessions: SiwxSession[] }>(`${base}/sessions?${query}`)).sessions
      },
      async addSession(session) {
        await call(`${base}/verify`, post({ message: session.message, signature: session.signature }))
      },
      async setSessions(sessions) {
        // The modal only ever clears (SPEC §4: Clearing sessions sets the list to empty); a session is added through /verify.
        await call(`${base}/sessions/clear`, post({}))
        for (const session of sessions)
          await call(`${base}/verify`, post({ message: session.message, signature: session.signature }))
      },
      async revokeSession(chainId, address) {
        await call(`${base}/sessions/revoke`, post({ chainId, address }))
      },
    },
  }
}
