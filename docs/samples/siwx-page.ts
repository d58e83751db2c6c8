import { createGatehouse } from 'gatehouse-modal'
import { createMemorySiwxStore } from 'gatehouse-modal/siwx'

// The page's side of siwx-server.ts: the nonce comes from the server, and a sign-in counts once the server has
// verified it (a refusal is a failed sign-in in the modal, with the server's reason). Verified sessions are kept in
// the page for this visit; keep them on the server (behind the app's own cookie) to restore them after a reload.
const verified = createMemorySiwxStore()

export function createAppGatehouse(server: string) {
  return createGatehouse({
    projectId: 'my-app',
    siwx: {
      enabled: true,
      statement: 'Sign in to My app',
      getNonce: async () => (await fetch(`${server}/nonce`)).text(),
      storage: {
        getSessions: verified.getSessions,
        setSessions: verified.setSessions,
        revokeSession: verified.revokeSession,
        async addSession(session) {
          const response = await fetch(`${server}/verify`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ message: session.message, signature: session.signature }),
          })
          if (!response.ok) throw new Error(`Sign-in refused: ${(await response.json()).failed.join(', ')}`)
          await verified.addSession(session)
        },
      },
    },
  })
}
