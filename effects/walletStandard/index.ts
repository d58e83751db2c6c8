// Wallet Standard discovery (Solana and Bitcoin wallets), loaded as a small lazy chunk by effects/index.ts when
// Gatehouse starts. It only listens for a wallet to register; the discovery itself and the registry's code
// (@wallet-standard/app) are a further chunk, loaded once one has, so a page without such a wallet loads neither.
import { concatMap, EMPTY, Observable, take } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import type { Deps } from '../../src/deps.js'
import type { GatehouseState } from '../../projections/index.js'

/**
 * Emits once a Wallet Standard wallet has registered (or at once when one has). With the app's own source, its
 * register listener; else the page's window events, as @wallet-standard/app's getWallets() uses them: a wallet
 * loaded before us answers `wallet-standard:app-ready` by calling `register`, one loaded later announces itself
 * with `wallet-standard:register-wallet`. Neither is registered here: the registry does that once loaded (its
 * own app-ready is answered again, as every wallet keeps listening for it). Nothing without a window.
 */
export function walletRegistered(deps: Pick<Deps, 'walletStandard'>): Observable<void> {
  const source = deps.walletStandard
  if (source === null) return EMPTY
  return new Observable<void>((subscriber) => {
    const seen = () => subscriber.next()
    try {
      if (source) {
        const off = source.on('register', seen)
        if (source.get().length > 0) seen()
        return off
      }
      if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return undefined
      window.addEventListener('wallet-standard:register-wallet', seen)
      window.dispatchEvent(
        new CustomEvent('wallet-standard:app-ready', { detail: { register: () => (seen(), () => {}) } }),
      )
      return () => window.removeEventListener('wallet-standard:register-wallet', seen)
    } catch {
      // A registry that fails finds nothing.
      return undefined
    }
  })
}

/** Discovery of Wallet Standard wallets (./discover.ts), once one has registered on the page. */
export const discoverStandardWallets: Effect<GatehouseState> = (event$, state$, deps) =>
  walletRegistered(deps).pipe(
    take(1),
    concatMap(() => import('./discover.js')),
    concatMap(({ discover }) => discover(event$, state$, deps)),
  )
