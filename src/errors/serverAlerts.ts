// SPEC §8: which server answers raise which alert, and reporting each kind once. Apart from catalogue.ts's ALERTS,
// which the start-up code holds: only the service paths use these.
import type { AlertKind } from './catalogue.js'

/** SPEC §8: the three server messages and the alert each maps to. */
export const SERVER_MESSAGE_ALERTS: Readonly<Record<string, AlertKind>> = {
  'Unauthorized: origin not allowed': 'InvalidAppConfiguration',
  'JWT validation error: JWT Token is not yet valid': 'SessionExpired',
  'Unauthorized: invalid key': 'InvalidAppConfiguration',
}

/** The alert a server error message maps to, if any (SPEC §8); the message may be embedded in a longer text. */
export function alertForServerMessage(message: unknown): AlertKind | undefined {
  if (typeof message !== 'string') return undefined
  for (const [known, kind] of Object.entries(SERVER_MESSAGE_ALERTS)) if (message.includes(known)) return kind
  return undefined
}

/** SPEC §8: the analytics endpoint answering 403 shows 'Invalid App Configuration'. */
export function alertForAnalyticsStatus(status: number): AlertKind | undefined {
  return status === 403 ? 'InvalidAppConfiguration' : undefined
}

/** SPEC §8: each reported once per kind: whether to report `kind` given the kinds already reported, and the new set. */
export function reportAlertOnce(
  reported: readonly AlertKind[],
  kind: AlertKind,
): { report: boolean; reported: readonly AlertKind[] } {
  return reported.includes(kind) ? { report: false, reported } : { report: true, reported: [...reported, kind] }
}
