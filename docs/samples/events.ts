import { ofType, type Gatehouse } from 'gatehouse-modal'

export interface Analytics {
  track(name: string, properties: Record<string, unknown>): void
}

// Forwards the connection events to the app's analytics; `event.data` is typed by the types asked for.
export function trackConnections(gatehouse: Gatehouse, analytics: Analytics) {
  return gatehouse.events$
    .pipe(ofType('Connected', 'Disconnected', 'NetworkSwitched'))
    .subscribe((event) => analytics.track(event.type, { ...event.data, at: event.at, source: event.source }))
}
