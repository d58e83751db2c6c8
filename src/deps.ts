import type { SchedulerLike } from 'rxjs'
import type { Wallet } from '@wallet-standard/base'
import { NO_SERVICES, type ServiceIo, type Services } from './api/serviceSet.js'
import type { Network } from './domain/networks.js'
import type { SiwxDeps } from './domain/siwxConfig.js'
import { createSecretDrop, type FrameMessenger, type FrameSettings, type SecretDrop } from './frame.js'
import type { WalletConnectDeps } from './api/walletConnect.js'

/**
 * Everything effects and the core take from the outside world (ARCHITECTURE
 * "Data flow" step 3). Tests inject fakes or real local peers and virtual time.
 * Later issues add http, rpc transports, wallet providers, relay and frame here.
 */
export interface Deps extends ServiceIo {
  /** Milliseconds since the epoch; envelopes read time from here, reducers from envelopes. */
  now(): number
  /** A new unique id. */
  newId(): string
  /** Scheduler for effects' timers, debounces and cooldowns (RxJS virtual time in tests). */
  scheduler: SchedulerLike
  /**
   * EIP-6963 wallet discovery on the page (effects/injected); null or absent where there is no
   * window (Node, workers), and then the injected-wallet effects do nothing.
   */
  eip6963?: Eip6963Source | null
  /**
   * Wallet Standard wallets on the page (effects/walletStandard: Solana and Bitcoin wallets). Absent: the page's
   * own registry, `getWallets()` of @wallet-standard/app, loaded as a lazy chunk once a wallet registers (so
   * nothing of it is in an app's initial JS, unlike a source built here), and none without a window. Null: none.
   */
  walletStandard?: WalletStandardSource | null
  /**
   * The app's networks, resolved (SPEC §3 defaults, added networks, RPC overrides), for effects that
   * need a network's data (wallet_addEthereumChain); absent means SPEC's networks.
   */
  networks?: readonly Network[]
  /**
   * The clients of the data API, wallet listing, analytics and chain RPC
   * (src/api/services.ts); a null member is not configured and its effects
   * stay idle. createGatehouse builds them from the configuration unless given.
   */
  services: Services
  /**
   * WalletConnect (effects/walletConnect): the sign-client's settings and, in tests, a client
   * of their own; null or absent (no project id) and the WalletConnect effects stay idle.
   * createGatehouse builds it from the configuration unless given.
   */
  walletConnect?: WalletConnectDeps | null
  /**
   * The secure frame (SPEC §1, §7; effects/auth): its settings, from `endpoints.frame`;
   * null or absent and the email and social login stay hidden and idle.
   */
  frame?: FrameSettings | null
  /** A frame messenger of your own in place of the iframe (tests' fake frame). */
  frameMessenger?: FrameMessenger
  /** One-use hand-over of the OTP code from the UI to the frame effect, never through an event. */
  secrets: SecretDrop
  /**
   * Sign in with the wallet (effects/siwx): the app's session storage (null: the log), the nonce and
   * the message's optional fields. Absent: sessions in the log, a random nonce, the page's host and origin.
   * createGatehouse builds it from the `siwx` option.
   */
  siwx?: SiwxDeps | null
  /** The visitor's IANA time zone (SPEC §9 restricted timezones, for Buy); absent: the browser's. */
  timeZone?: () => string | undefined
  /**
   * Opens a new tab or window for a checkout page (Buy), blank until its URL is known; null when the browser
   * refused. Absent: `window.open` where there is a window.
   */
  openWindow?: () => CheckoutWindow | null
  /**
   * Runs `run` once the page has painted what the current task changed and the modal's own code in flight then has
   * arrived (src/bus/afterPaint.ts); absent: at once. A lazy effects chunk that an event makes needed loads then, so
   * that event's own answer on screen comes first.
   */
  afterPaint?: (run: () => void) => void
}

/** A tab or window opened for a checkout page: where it goes, and closing it. */
export interface CheckoutWindow {
  location: { href: string }
  opener: unknown
  closed: boolean
  close(): void
}

export { NO_SERVICES }

/** Where EIP-6963 announcements come from. */
export interface Eip6963Source {
  /**
   * Calls `onAnnounce` with the `detail` of every `eip6963:announceProvider` event from now on,
   * then asks the wallets to announce (`eip6963:requestProvider`); returns the unsubscribe.
   * Details are untrusted: the effect that reads them checks them.
   */
  subscribe(onAnnounce: (detail: unknown) => void): () => void
}

/**
 * Where Wallet Standard wallets come from: the part of `getWallets()` (@wallet-standard/app) the effects use.
 * Wallets are untrusted objects: the effects that read them check them.
 */
export interface WalletStandardSource {
  /** The wallets registered so far. */
  get(): readonly Wallet[]
  /** Calls `listener` with the wallets that register (or unregister) from now on; returns the unsubscribe. */
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

/** EIP-6963 discovery through the page's window events, or null where there is no window. */
export function windowEip6963(): Eip6963Source | null {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return null
  return {
    subscribe(onAnnounce) {
      const listener = (event: Event) => onAnnounce((event as CustomEvent<unknown>).detail)
      window.addEventListener('eip6963:announceProvider', listener)
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      return () => window.removeEventListener('eip6963:announceProvider', listener)
    },
  }
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))

// Random bytes for ids, drawn 4 KiB at a time: one crypto call per 256 ids instead of one each (randomUUID
// costs a call into the browser's CSPRNG, which was a quarter of the bus's own time per event in Chromium).
const POOL = 4096
let pool = new Uint8Array(0)
let used = POOL

/**
 * A random RFC 4122 v4 id from `crypto.getRandomValues` (the same generator as
 * `crypto.randomUUID`, which a page on plain http:// over a LAN address lacks).
 */
export function randomId(): string {
  if (used + 16 > pool.length) {
    pool = new Uint8Array(POOL)
    crypto.getRandomValues(pool)
    used = 0
  }
  const b = pool
  const o = used
  used += 16
  let h = ''
  for (let i = 0; i < 16; i++) {
    let byte = b[o + i] as number
    if (i === 6) byte = (byte & 0x0f) | 0x40
    else if (i === 8) byte = (byte & 0x3f) | 0x80
    h += HEX[byte]
  }
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/**
 * The dependencies a Gatehouse starts with: all but the effects' scheduler, which is RxJS's `asyncScheduler`
 * unless given, set with the effects' code (src/runtime.ts) so that its scheduling code is not in an app's
 * initial JS.
 */
export type StartDeps = Omit<Deps, 'scheduler'> & { scheduler?: SchedulerLike }

/** The real-world dependencies, with any given ones in their place (the scheduler only when given). */
export function createDeps(overrides: Partial<Deps> = {}): StartDeps {
  return {
    now: () => Date.now(),
    newId: randomId,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    eip6963: windowEip6963(),
    fetch: (input, init) => globalThis.fetch(input, init),
    services: NO_SERVICES,
    secrets: createSecretDrop(randomId),
    ...overrides,
  }
}
