// The nonce and session store a sign-in server needs, and a reference
// implementation in memory (one process, lost on restart): what an app's own
// store over its database must do, shown in the fewest lines.
import { randomSiwxNonce, type SiwxSession, type SiwxStorage } from '../domain/siwxConfig.js'
import { dateTimeMillis } from './abnf.js'

/** Nonces a server issues for sign-in messages: each one single-use and expiring. */
export interface SiwxNonceStore {
  /** A fresh random nonce (EIP-4361: at least 8 letters or digits), kept until it is used or expires. */
  issueNonce(): Promise<string>
  /** True once for a nonce that was issued and has not expired; it is used up by the call. */
  consumeNonce(nonce: string): Promise<boolean>
}

/** Signed sessions by network and address: the same interface as the modal's `siwx.storage`. */
export type SiwxSessionStore = SiwxStorage

/** Options of createMemorySiwxStore. */
export interface MemorySiwxStoreOptions {
  /** How long an issued nonce may be used, in ms; default 5 minutes. */
  nonceTtlMs?: number | undefined
  /** The clock, in ms since the epoch; default Date.now. */
  now?: (() => number) | undefined
  /** The nonce source; default randomSiwxNonce (crypto.getRandomValues). */
  newNonce?: (() => string) | undefined
}

function sameAccount(session: SiwxSession, chainId: string, address: string): boolean {
  if (session.data.chainId !== chainId) return false
  const a = session.data.accountAddress
  return chainId.startsWith('eip155:') ? a.toLowerCase() === address.toLowerCase() : a === address
}

/**
 * A nonce and session store in memory: nonces single-use and expiring after
 * `nonceTtlMs`, sessions listed without the expired ones. For tests, the demo
 * and single-process servers.
 */
export function createMemorySiwxStore(options: MemorySiwxStoreOptions = {}): SiwxNonceStore & SiwxSessionStore {
  const ttl = options.nonceTtlMs ?? 5 * 60_000
  const now = options.now ?? Date.now
  const newNonce = options.newNonce ?? (() => randomSiwxNonce())
  const nonces = new Map<string, number>()
  let sessions: SiwxSession[] = []
  const usable = (session: SiwxSession) => {
    const expires = session.data.expirationTime === undefined ? undefined : dateTimeMillis(session.data.expirationTime)
    return expires === undefined ? session.data.expirationTime === undefined : now() < expires
  }
  return {
    async issueNonce() {
      const t = now()
      // Forget the expired ones, so that unused nonces do not pile up.
      for (const [nonce, expires] of nonces) if (expires <= t) nonces.delete(nonce)
      let nonce = newNonce()
      while (nonces.has(nonce)) nonce = newNonce()
      nonces.set(nonce, t + ttl)
      return nonce
    },
    async consumeNonce(nonce) {
      const expires = nonces.get(nonce)
      nonces.delete(nonce)
      return expires !== undefined && now() < expires
    },
    async getSessions(chainId, address) {
      return sessions.filter((s) => sameAccount(s, chainId, address) && usable(s))
    },
    async addSession(session) {
      sessions.push(session)
    },
    async setSessions(next) {
      sessions = [...next]
    },
    async revokeSession(chainId, address) {
      sessions = sessions.filter((s) => !sameAccount(s, chainId, address))
    },
  }
}
