// The secure frame's typed errors (SPEC §8: 'An error occurred' for a frame error
// without a message, 'Unable to load email login dependency', the 30 s timeout).
import { stripBidiControls } from '../../src/domain/bidi.js'
import { CatalogueError } from '../../src/errors/catalogue.js'
import { GatehouseError, type GatehouseErrorOptions } from '../../src/errors/GatehouseError.js'

/** Longest frame error message kept, in characters: it reaches the log and the screen, so a longer one is cut. */
export const MAX_FRAME_MESSAGE_LENGTH = 300

/**
 * The frame answered `_ERROR`: its message (bidi controls removed, cut to MAX_FRAME_MESSAGE_LENGTH with '…'), or
 * SPEC §8's 'An error occurred' when it gave none.
 */
export class FrameError extends GatehouseError {
  override name = 'FrameError'
  constructor(message: string | null, options: GatehouseErrorOptions = {}) {
    const text = message === null ? '' : stripBidiControls(message).trim()
    // Cut between characters, never inside a surrogate pair.
    let end = MAX_FRAME_MESSAGE_LENGTH - 1
    if (/[\ud800-\udbff]/.test(text.charAt(end - 1))) end--
    const cut = text.length > MAX_FRAME_MESSAGE_LENGTH
    super(
      cut ? `${text.slice(0, end)}…` : text || new CatalogueError('anErrorOccurred').shortMessage,
      cut
        ? {
            ...options,
            details: `${options.details ?? 'The frame answered an error'} (its message of ${message?.length} characters was cut)`,
          }
        : options,
    )
  }
}

/** A frame call got no answer within 30 s (SPEC §9); the call was aborted. */
export class FrameTimeoutError extends CatalogueError {
  override name = 'FrameTimeoutError'
  constructor(options: GatehouseErrorOptions = {}) {
    super('timeout', options)
  }
}

/** The frame's code or page could not be loaded (SPEC §8 'Unable to load email login dependency'). */
export class EmailDependencyError extends CatalogueError {
  override name = 'EmailDependencyError'
  constructor(options: GatehouseErrorOptions = {}) {
    super('emailDependencyFailed', options)
  }
}

/** SPEC §5: a new email login within 30 s of the last ('Please try again after {n} seconds'). */
export class EmailCooldownError extends CatalogueError {
  override name = 'EmailCooldownError'
  constructor(seconds: number) {
    super('emailCooldown', { params: { n: seconds } })
  }

  /** The error of a refused cooldown check (its message is already the catalogue's, n filled in). */
  static fromMessage(message: string): EmailCooldownError {
    const n = /\d+/.exec(message)
    return new EmailCooldownError(n ? Number(n[0]) : 30)
  }
}

/** The social login window was blocked or closed before the provider answered. */
export class SocialLoginCancelledError extends CatalogueError {
  override name = 'SocialLoginCancelledError'
  constructor(options: GatehouseErrorOptions = {}) {
    super('anErrorOccurred', options)
  }
}

/** The visitor declined the Farcaster sign-in in their Farcaster app. */
export class FarcasterDeclinedError extends CatalogueError {
  override name = 'FarcasterDeclinedError'
  constructor(options: GatehouseErrorOptions = {}) {
    super('farcasterDeclined', options)
  }
}

/** The Farcaster sign-in link expired before the visitor answered it. */
export class FarcasterExpiredError extends CatalogueError {
  override name = 'FarcasterExpiredError'
  constructor(options: GatehouseErrorOptions = {}) {
    super('farcasterExpired', options)
  }
}
