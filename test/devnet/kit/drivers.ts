// The devnet's stand-ins for the visitor's phone, driven from a test over their HTTP control endpoints: the test
// phone wallet (a WalletConnect wallet: pair with the modal's link, approve or reject the session and each request)
// and the devnet Farcaster (approve or decline a sign-in). Over HTTP rather than in-process, so a test against a
// devnet started by `gatehouse-devnet` in another process drives them the same way.
import type { PendingItem, PhoneWalletState } from '../walletConnect/phoneWallet.js'
import type { DevnetUrls } from './config.js'

export type { PendingItem as PhoneWalletPendingItem, PhoneWalletState } from '../walletConnect/phoneWallet.js'

/** An answer of a devnet control endpoint that was not 2xx; `status` is the HTTP status. */
export class DevnetControlError extends Error {
  override name = 'DevnetControlError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

async function call<T>(url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })
  const text = await response.text()
  if (!response.ok) {
    let message = text
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text
    } catch {
      // Not JSON: the text says it.
    }
    throw new DevnetControlError(response.status, `${new URL(url).pathname}: HTTP ${response.status} ${message}`)
  }
  return JSON.parse(text) as T
}

/** The test phone wallet (WalletConnect), driven as the visitor's phone. */
export interface PhoneWalletDriver {
  /** Pairs with a `wc:` link (what the modal's WalletConnect view shows as a QR code); the session proposal then waits for approve() or reject(). */
  pair(uri: string): Promise<void>
  /** Approves the oldest proposal or request (waiting up to 10 s for one to arrive); answers what it approved. */
  approve(): Promise<PendingItem>
  /** Rejects the oldest proposal or request as the visitor (the app sees 4001); answers what it rejected. */
  reject(): Promise<PendingItem>
  /** The wallet's account, chain, sessions and what waits for an answer. */
  state(): Promise<PhoneWalletState>
  /** Makes dev account `index` the wallet's account (sessions get accountsChanged). */
  setAccount(index: number): Promise<void>
  /** Switches the wallet to `chainId` (sessions get chainChanged). */
  switchChain(chainId: number): Promise<void>
  /** Ends every session from the wallet's side (the app sees the disconnect). */
  disconnect(): Promise<void>
}

/** A driver of the devnet's test phone wallet. */
export function phoneWalletDriver(urls: DevnetUrls): PhoneWalletDriver {
  const at = (path: string) => `${urls.walletConnect.phoneWallet}${path}`
  type Answer = { answered: PendingItem }
  return {
    pair: async (uri) => void (await call(at('/pair'), { uri })),
    approve: async () => (await call<Answer>(at('/approve'), {})).answered,
    reject: async () => (await call<Answer>(at('/reject'), {})).answered,
    state: () => call<PhoneWalletState>(at('/state')),
    setAccount: async (index) => void (await call(at('/account'), { index })),
    switchChain: async (chainId) => void (await call(at('/chain'), { chainId })),
    disconnect: async () => void (await call(at('/disconnect'), {})),
  }
}

/** A Farcaster sign-in the devnet Farcaster has seen, newest first in lists. */
export interface FarcasterSignIn {
  /** The sign-in link (what the modal's Farcaster view shows as a QR code). */
  url: string
  status: 'pending' | 'approved' | 'declined' | 'expired'
  /** The origin of the app that asked. */
  appOrigin: string
}

/** Which sign-in to answer: a link, or the newest pending one (of `appOrigin` if given), waited for up to `timeout` ms (default 15 s). */
export interface FarcasterTarget {
  url?: string
  appOrigin?: string
  timeout?: number
}

/** The devnet Farcaster, driven as the visitor's Farcaster app. */
export interface FarcasterDriver {
  /** Every sign-in so far, newest first. */
  signIns(): Promise<FarcasterSignIn[]>
  /** Approves a sign-in: the app's user is then the devnet's Farcaster user. Answers the sign-in approved. */
  approve(target?: FarcasterTarget): Promise<FarcasterSignIn>
  /** Declines a sign-in (the modal shows it was declined). */
  decline(target?: FarcasterTarget): Promise<FarcasterSignIn>
  /** Expires a sign-in now instead of after its 5 minutes. */
  expire(target?: FarcasterTarget): Promise<FarcasterSignIn>
}

/** A driver of the devnet Farcaster. */
export function farcasterDriver(urls: DevnetUrls): FarcasterDriver {
  const control = `${new URL(urls.frame).origin}/devnet/farcaster`
  const signIns = async () => (await call<{ signIns: FarcasterSignIn[] }>(control)).signIns
  const settle = async (action: 'approve' | 'decline' | 'expire', target: FarcasterTarget = {}) => {
    const timeout = target.timeout ?? 15_000
    const until = Date.now() + timeout
    let signIn: FarcasterSignIn | undefined
    // The modal opens the sign-in a moment after the visitor chooses Farcaster: wait for it.
    while (!signIn) {
      signIn = (await signIns()).find((s) =>
        target.url
          ? s.url === target.url
          : s.status === 'pending' && (!target.appOrigin || s.appOrigin === target.appOrigin),
      )
      if (signIn) break
      if (Date.now() > until)
        throw new DevnetControlError(
          404,
          `No ${target.url ? `Farcaster sign-in ${target.url}` : 'pending Farcaster sign-in'} within ${timeout} ms.`,
        )
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const { status } = await call<{ status: FarcasterSignIn['status'] }>(control, { url: signIn.url, action })
    return { ...signIn, status }
  }
  return {
    signIns,
    approve: (target) => settle('approve', target),
    decline: (target) => settle('decline', target),
    expire: (target) => settle('expire', target),
  }
}
