// The analytics sink (SPEC §7 POST /e): checks each event against the body schema,
// keeps it, and shows what it received: GET / is a page listing the events, newest
// first; GET /events the same as JSON (for tests).
import { CONTRACT, type AnalyticsEventBody } from './contract.js'
import { checkProjectId } from './api.js'
import type { Route } from './http.js'

/** An event the sink received. */
export interface ReceivedEvent {
  n: number
  receivedAt: string
  projectId: string | null
  st: string | null
  sv: string | null
  origin: string | null
  body: AnalyticsEventBody
}

/** The events received so far (the last `limit`). */
export class AnalyticsSink {
  readonly events: ReceivedEvent[] = []
  private count = 0
  constructor(private readonly limit = 1000) {}

  record(event: Omit<ReceivedEvent, 'n' | 'receivedAt'>): ReceivedEvent {
    const received = { n: ++this.count, receivedAt: new Date().toISOString(), ...event }
    this.events.push(received)
    if (this.events.length > this.limit) this.events.shift()
    return received
  }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(sink: AnalyticsSink): string {
  const rows = [...sink.events]
    .reverse()
    .map(
      (e) =>
        `<tr><td>${e.n}</td><td>${escape(e.receivedAt)}</td><td><strong>${escape(e.body.props.event)}</strong></td><td>${escape(e.body.props.address ?? '')}</td><td><code>${escape(JSON.stringify(e.body.props.properties ?? {}))}</code></td><td>${escape(e.body.url)}</td></tr>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>Devnet analytics sink</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}code{font-size:12px}</style></head>
<body><h1>Devnet analytics sink</h1>
<p>${sink.events.length} event(s) received by POST /e (newest first; this page refreshes every 2 s; JSON at <a href="/events">/events</a>).</p>
<table><thead><tr><th>#</th><th>Received</th><th>Event</th><th>Address</th><th>Properties</th><th>Page</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="6">Nothing yet. Analytics is opt-in: the app sends events only with <code>analytics: true</code>.</td></tr>'}
</tbody></table></body></html>
`
}

/** Every route of the analytics sink. */
export function analyticsRoutes(projectId: string, sink: AnalyticsSink): Route[] {
  const spec = CONTRACT.analyticsEvent
  return [
    {
      method: 'POST',
      path: spec.path,
      body: spec.body,
      handler: (req) => {
        checkProjectId(req, projectId)
        const origin = req.headers.origin
        const received = sink.record({
          projectId: req.query.get('projectId'),
          st: req.query.get('st'),
          sv: req.query.get('sv'),
          origin: typeof origin === 'string' ? origin : null,
          body: req.body as AnalyticsEventBody,
        })
        return { kind: 'json', status: 202, body: { received: received.n } }
      },
    },
    {
      method: 'GET',
      path: '/',
      handler: () => ({ kind: 'raw', contentType: 'text/html; charset=utf-8', body: page(sink) }),
    },
    { method: 'GET', path: '/events', handler: () => ({ kind: 'json', body: { events: sink.events } }) },
  ]
}
