// An app's own analytics from Gatehouse's event stream (README "The app's event stream"): the
// chosen domain events, as they happen, posted to an analytics endpoint. Here the endpoint speaks
// SPEC §7's `POST /e` (the devnet's analytics sink does); put your own service's call in `send`.
import type { Subscription } from 'rxjs'
import { EVENT_SCHEMA_VERSION, ofType, type Gatehouse, type Stamped } from 'gatehouse-modal'

/** The events this app forwards. Their data shapes are pinned by the public event schema (EVENT_VERSIONS). */
export const FORWARDED_EVENTS = ['Connected', 'Disconnected', 'ConnectFailed', 'NetworkSwitched'] as const

/** Options of `forwardToAnalytics`. */
export interface ForwardOptions {
  /** Base URL of the analytics service; events go to `${endpoint}/e`. */
  endpoint: string
  projectId: string
  /** The page the events happen on (default: the current page). */
  pageUrl?: string
  fetch?: typeof globalThis.fetch
  /** Called when a post fails (default: ignored; analytics never breaks the app). */
  onError?: (error: unknown, event: Stamped) => void
}

/** Flat, JSON-safe properties of one event: what an analytics backend can index. */
function propertiesOf(event: Stamped): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {
    seq: event.seq,
    source: event.source,
    v: event.v,
    schemaVersion: EVENT_SCHEMA_VERSION,
  }
  for (const [key, value] of Object.entries(event.data as Record<string, unknown>)) {
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[key] = value
  }
  return out
}

/**
 * Posts every event of FORWARDED_EVENTS to the analytics endpoint while the subscription
 * lives; `unsubscribe()` stops it. Typed: inside the handler `event.data` is the data of
 * exactly these event types.
 */
export function forwardToAnalytics(gatehouse: Pick<Gatehouse, 'events$'>, options: ForwardOptions): Subscription {
  const send = options.fetch ?? globalThis.fetch
  const pageUrl = options.pageUrl ?? globalThis.location?.href ?? 'about:blank'
  return gatehouse.events$.pipe(ofType(...FORWARDED_EVENTS)).subscribe((event) => {
    const address = event.type === 'Connected' ? event.data.address : undefined
    const body = {
      eventId: event.id,
      url: pageUrl,
      domain: new URL(pageUrl).hostname,
      timestamp: event.at,
      props: { type: 'track', event: event.type, ...(address ? { address } : {}), properties: propertiesOf(event) },
    }
    const query = new URLSearchParams({ projectId: options.projectId, st: 'my-app', sv: 'my-app-1.0.0' })
    send(`${options.endpoint}/e?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
      .then((response) => {
        if (!response.ok) throw new Error(`analytics answered ${response.status}`)
      })
      .catch((error: unknown) => options.onError?.(error, event))
  })
}
