import {
  catchError,
  concatMap,
  distinctUntilChanged,
  EMPTY,
  from,
  ignoreElements,
  map,
  merge,
  Observable,
  of,
  switchMap,
  take,
} from 'rxjs'
import { SDK_TYPE, SDK_VERSION } from '../../src/api/paths.js'
import type { Effect } from '../../src/bus/effects.js'
import type { Deps } from '../../src/deps.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { callFrame, frameInUse, hasFrame } from './frame.js'
import type { SyncDappDataPayload, SyncThemePayload } from './protocol.js'

const LIGHT_QUERY = '(prefers-color-scheme: light)'

/** The page's colour scheme now and at each change: light when it prefers light, else dark (SPEC §1's default). */
export function colorScheme$(): Observable<'light' | 'dark'> {
  return new Observable<'light' | 'dark'>((subscriber) => {
    const list = typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(LIGHT_QUERY) : null
    const emit = () => subscriber.next(list?.matches ? 'light' : 'dark')
    emit()
    list?.addEventListener('change', emit)
    return () => list?.removeEventListener('change', emit)
  })
}

/**
 * The dapp data the frame gets: the app's metadata given to createGatehouse (SPEC §1), a field it leaves out as
 * WalletConnect got it (resolveConfig fills the page's title and origin for what the app left out), else the page's;
 * the SDK's type and version; the project id. Without WalletConnect the app's metadata still reaches the frame.
 */
function dappData(deps: Deps): SyncDappDataPayload {
  const settings = deps.walletConnect?.settings
  const hasPage = typeof document !== 'undefined' && typeof location !== 'undefined'
  const fallback = settings?.metadata ?? {
    name: hasPage && document.title ? document.title : 'Gatehouse',
    description: '',
    url: hasPage ? location.origin : 'http://localhost',
    icons: [],
  }
  const own = deps.frame?.metadata
  return {
    name: own?.name ?? fallback.name,
    description: own?.description ?? fallback.description,
    url: own?.url ?? fallback.url,
    icons: [...(own?.icons ?? fallback.icons)],
    sdkVersion: SDK_VERSION,
    sdkType: SDK_TYPE,
    projectId: deps.frame?.projectId || settings?.projectId || '',
  }
}

/**
 * SPEC §7's sync theme and sync dapp data: once a flow has the secure frame up (the messenger sends after READY),
 * SYNC_DAPP_DATA and SYNC_THEME, then SYNC_THEME again on each theme change (ThemeUpdated, setTheme) and, in system
 * mode, on each change of the page's prefers-color-scheme. The frame only colours and names its own prompts with
 * them, so a failed sync is not the login's failure: it is reported as EffectFailed (continued) and the next change
 * is sent all the same. Idle without a frame.
 */
export const syncFrame: Effect<GatehouseState> = (_event$, state$, deps): Observable<EventInput> => {
  if (!hasFrame(deps)) return EMPTY
  const failed = (error: unknown) =>
    of(createEvent('EffectFailed', { effect: 'syncFrame', error: toErrorData(error), outcome: 'continued' }))
  const send = (type: 'SYNC_THEME' | 'SYNC_DAPP_DATA', payload: SyncThemePayload | SyncDappDataPayload) =>
    state$.pipe(
      // The messenger exists by now: the state only names the chain a new iframe would start on.
      take(1),
      concatMap((state) => callFrame(deps, state, type, { ...payload })),
      ignoreElements(),
      catchError(failed),
    )
  const theme$ = state$.pipe(
    map((state) => state.theme),
    distinctUntilChanged(),
    switchMap(({ themeMode, themeVariables }) =>
      (themeMode === 'system' ? colorScheme$() : of(themeMode)).pipe(
        map((mode): SyncThemePayload => ({ themeMode: mode, themeVariables: { ...themeVariables } })),
      ),
    ),
    distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
  )
  return from(frameInUse(deps)).pipe(
    concatMap(() =>
      merge(
        send('SYNC_DAPP_DATA', dappData(deps)),
        // A newer theme abandons the send of an older one: the frame needs only the last.
        theme$.pipe(switchMap((payload) => send('SYNC_THEME', payload))),
      ),
    ),
  )
}
