// What the core knows of the embedded secure frame (SPEC §1, §7): where it is
// loaded from, the messenger the auth effects talk through (effects/auth, a
// lazy chunk; tests pass a fake), and the one-use drop that carries an OTP code
// from the UI to the frame effect without an event (secrets never enter the log).

/** Where the secure frame is loaded from and the query it gets (SPEC §7 "Secure frame"). */
export interface FrameSettings {
  /** The frame page's URL; its origin is the only one messages go to and come from. */
  url: string
  projectId: string
  /** SPEC §7: the version query, default '4'. */
  version: string
  enableLogger: boolean
  /** The app's metadata given to createGatehouse (SPEC §1), which SPEC §7's sync dapp data sends; a field left out is WalletConnect's, else the page's. */
  metadata?: { name?: string; description?: string; url?: string; icons?: readonly string[] }
}

/** Options of one frame call. */
export interface FrameCallOptions {
  /** Aborts the call (the returned promise rejects with RequestAbortedError). */
  signal?: AbortSignal
  /** Gives up after this many ms (default SPEC §9's 30 s); a Farcaster sign-in waits until it expires. */
  timeoutMs?: number
}

/** A login window the frame's social provider runs in (SPEC §7: get social redirect uri). */
export interface FramePopup {
  /** Sends the window to the provider's page. */
  navigate(url: string): void
  /** Resolves with the result URI the provider page posts back; rejects when the window is closed first. */
  result(signal: AbortSignal): Promise<string>
  close(): void
}

/**
 * The frame as the effects see it: app events of SPEC §7 by name (`CONNECT_EMAIL`, …)
 * answered by the frame's `_SUCCESS` payload, or rejected with a typed error (the
 * frame's `_ERROR`, a 30 s timeout, an abort).
 */
export interface FrameMessenger {
  call(type: string, payload: Record<string, unknown>, options?: FrameCallOptions): Promise<unknown>
  /** Opens the social login window; null when the browser blocked it. */
  openPopup(): FramePopup | null
  /**
   * Takes what the messenger put on the page away (its iframe, its listener) once Gatehouse stops; a call still
   * waiting is aborted, a later one is refused. Optional: a messenger passed in deps is its owner's to close.
   */
  close?(): void
}

/** One-use hand-over of a secret from the UI to an effect, in memory only. */
export interface SecretDrop {
  /** Keeps `secret` and returns the ticket that takes it out once. */
  put(secret: string): string
  /** The secret of `ticket`, removed; null when unknown or already taken. */
  take(ticket: string): string | null
}

/** A secret drop whose tickets come from `newId`. */
export function createSecretDrop(newId: () => string): SecretDrop {
  const held = new Map<string, string>()
  return {
    put(secret) {
      const ticket = newId()
      held.set(ticket, secret)
      return ticket
    },
    take(ticket) {
      const secret = held.get(ticket) ?? null
      held.delete(ticket)
      return secret
    },
  }
}
