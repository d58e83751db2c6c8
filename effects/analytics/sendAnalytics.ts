import {
  catchError,
  defer,
  EMPTY,
  filter,
  from,
  map,
  merge,
  mergeMap,
  of,
  share,
  shareReplay,
  take,
  withLatestFrom,
  type Observable,
} from 'rxjs'
import type { AnalyticsEventBody } from '../../src/api/schemas.js'
import type { Effect } from '../../src/bus/effects.js'
import { HttpRequestError } from '../../src/errors/thrown.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { isFeatureOn } from '../../src/domain/features.js'
import { createEvent, type EventInput, type Stamped } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectShouldReportAlert } from '../../projections/alerts/alerts.selectors.js'
import { selectActiveChainId } from '../../projections/network/network.selectors.js'
import { selectAnyConnected, selectConnectedAddress } from '../../projections/connection/connection.selectors.js'
import { fromRequest } from '../kit/request.js'

type Properties = Record<string, string | number | boolean | null>

/** SPEC §7: events never sent, whatever the configuration. */
const SKIPPED_ANALYTICS_EVENTS: readonly string[] = ['MODAL_CREATED']

/**
 * The analytics event of a domain event (names after the incumbent's: SPEC
 * §4 names MODAL_OPEN/CLOSE "with a connected flag", ERROR_FETCH_TRANSACTIONS,
 * SIWX_AUTH_SUCCESS, SIWX_AUTH_ERROR, CLICK_CANCEL_SIWX), or null for events
 * not tracked. `state` is the read model after the event.
 */
function analyticsEventOf(event: Stamped, state: GatehouseState): { event: string; properties: Properties } | null {
  const network = selectActiveChainId(state)
  switch (event.type) {
    case 'ModalOpened':
      return { event: 'MODAL_OPEN', properties: { connected: selectAnyConnected(state) } }
    case 'ModalClosed':
      return { event: 'MODAL_CLOSE', properties: { connected: selectAnyConnected(state) } }
    case 'Connected':
      return {
        event: 'CONNECT_SUCCESS',
        properties: { name: event.data.walletName ?? event.data.connectorId, network: event.data.chainId },
      }
    case 'ConnectFailed':
      return { event: 'CONNECT_ERROR', properties: { message: event.data.error.shortMessage } }
    case 'Disconnected':
      return { event: 'DISCONNECT_SUCCESS', properties: { namespace: event.data.namespace } }
    case 'NetworkSwitched':
      return { event: 'SWITCH_NETWORK', properties: { network: event.data.chainId } }
    case 'HistoryFetchFailed':
      return {
        event: 'ERROR_FETCH_TRANSACTIONS',
        properties: { address: event.data.address, network: event.data.chainId },
      }
    case 'SiwxSigned':
      return { event: 'SIWX_AUTH_SUCCESS', properties: { network } }
    case 'SiwxSignFailed':
      return { event: 'SIWX_AUTH_ERROR', properties: { network } }
    case 'SiwxCancelRequested':
      return { event: 'CLICK_CANCEL_SIWX', properties: { network } }
    default:
      return null
  }
}

/**
 * Analytics (SPEC §7): each tracked domain event becomes POST /e with the
 * query projectId, st, sv and the body eventId, url, domain, timestamp, props
 * (event plus address); MODAL_CREATED is never sent. /getAnalyticsConfig
 * decides first (isAnalyticsEnabled; on failure analytics is off), and a
 * failed send turns analytics off for the page (AnalyticsDisabled); a 403
 * reports 'Invalid App Configuration' once (SPEC §8). Opt-in:
 * deps.services.analytics exists only with `analytics: true`, so with
 * analytics off this effect is idle and no analytics request of any kind
 * leaves the page. The page's URL and domain come from `location` when there
 * is one.
 */
export const sendAnalytics: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const client = deps.services.analytics
  if (!client) return EMPTY
  let off = false
  const alertOn403 = (error: unknown, state: GatehouseState): EventInput[] =>
    error instanceof HttpRequestError &&
    error.status === 403 &&
    selectShouldReportAlert(state, 'InvalidAppConfiguration')
      ? [createEvent('AlertReported', { kind: 'InvalidAppConfiguration' })]
      : []
  const config$ = defer(() => fromRequest((signal) => client.call('analyticsConfig', { signal }))).pipe(
    map((r) => ({ enabled: r.isAnalyticsEnabled, error: undefined as unknown })),
    catchError((error: unknown) => of({ enabled: false, error })),
    // Asked once; a request still pending when the effect stops (dispose) is aborted.
    shareReplay({ bufferSize: 1, refCount: true }),
  )
  const location = (globalThis as { location?: { href?: string; hostname?: string } }).location
  const tracked$ = event$.pipe(
    withLatestFrom(state$),
    map(([event, state]) => ({ event, state, tracked: analyticsEventOf(event, state) })),
    // SPEC §1's analytics feature: off, nothing is sent (nor the analytics configuration asked for).
    filter(
      ({ tracked, state }) =>
        tracked !== null &&
        !SKIPPED_ANALYTICS_EVENTS.includes(tracked.event) &&
        isFeatureOn(state.config.features, 'analytics'),
    ),
    share(),
  )
  // The configuration is asked for with the first event to send, not at start: the features are configured after
  // the effects start, and with the feature off it is never asked for.
  const turnedOff$ = tracked$.pipe(
    take(1),
    mergeMap(() => config$),
    filter((c) => !c.enabled),
    withLatestFrom(state$),
    // Nothing was sent: each send waits for this same answer, and skips it when analytics is off.
    mergeMap(([c, state]) =>
      from([
        createEvent(
          'AnalyticsDisabled',
          c.error === undefined
            ? { reason: 'config' as const }
            : { reason: 'config' as const, error: toErrorData(c.error) },
        ),
        ...alertOn403(c.error, state),
      ]),
    ),
  )
  const sent$ = tracked$.pipe(
    mergeMap(({ event, state, tracked }) =>
      config$.pipe(
        take(1),
        mergeMap((c) => {
          if (!c.enabled || off) return EMPTY
          const address = selectConnectedAddress(state) ?? undefined
          const body: AnalyticsEventBody = {
            eventId: deps.newId(),
            url: location?.href ?? '',
            domain: location?.hostname ?? '',
            timestamp: event.at,
            props: {
              type: 'track',
              event: tracked!.event,
              ...(address ? { address } : {}),
              properties: tracked!.properties,
            },
          }
          return fromRequest((signal) => client.call('analyticsEvent', { body, signal })).pipe(
            mergeMap(() => EMPTY),
            catchError((error: unknown) => {
              if (off) return EMPTY
              off = true
              return from([
                createEvent('AnalyticsDisabled', { reason: 'failed', error: toErrorData(error) }),
                ...alertOn403(error, state),
              ])
            }),
          )
        }),
      ),
    ),
  )
  return merge(turnedOff$, sent$)
}
