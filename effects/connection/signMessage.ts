import { base58 } from '@scure/base'
import { catchError, filter, map, mergeMap, type Observable, of, throwError, withLatestFrom } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { InvalidResponseError, NotConnectedError } from '../../src/errors/thrown.js'
import { toErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import type { ConnectorAdapter } from '../connectors/adapter.js'
import { findAdapter } from './adapters.js'

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))

/** UTF-8 text as 0x hex, as personal_sign takes it. */
export function utf8Hex(text: string): `0x${string}` {
  let out = '0x'
  for (const b of new TextEncoder().encode(text)) out += HEX[b]
  return out as `0x${string}`
}

/** An EIP-191 signature as a wallet answers it: 0x and 65 bytes (or more, for smart accounts); throws a typed error. */
export function parseEvmSignature(answer: unknown): string {
  if (
    typeof answer === 'string' &&
    /^0x[0-9a-fA-F]{130,}$/.test(answer) &&
    answer.length % 2 === 0 &&
    answer.length <= 20_000
  )
    return answer
  throw new InvalidResponseError({ details: 'personal_sign did not answer a signature' })
}

/** solana_signMessage's answer `{ signature }`: base58 of a 64-byte ed25519 signature; throws a typed error. */
export function parseSolanaSignature(answer: unknown): string {
  const signature =
    typeof answer === 'object' && answer !== null ? (answer as { signature?: unknown }).signature : undefined
  if (typeof signature === 'string' && signature.length <= 100) {
    try {
      if (base58.decode(signature).length === 64) return signature
    } catch {
      // not base58: below
    }
  }
  throw new InvalidResponseError({ details: 'solana_signMessage did not answer a signature' })
}

/**
 * Answers SignMessageRequested (SIWX's signature, and any app's) through the adapter of the
 * namespace's connection, whatever its family (a browser wallet, WalletConnect, the embedded
 * wallet of an email user): personal_sign with the message as UTF-8 hex and the address (eip155),
 * or solana_signMessage with the message as base58 (solana). The checked signature is
 * MessageSigned; a rejection (4001), an answer that is not a signature, or any other failure is
 * SignMessageFailed with the typed error. Requests run side by side (mergeMap): each answer
 * carries its requestId. Namespaces not connected, or through a connector no adapter owns, are
 * not this effect's.
 */
export function signMessage(adapters: readonly ConnectorAdapter[]): Effect<GatehouseState> {
  return (event$, state$, deps): Observable<EventInput> =>
    event$.pipe(
      ofType('SignMessageRequested'),
      withLatestFrom(state$),
      filter(([event, state]) => state.connection.byNamespace[event.data.namespace]?.status === 'connected'),
      mergeMap(([event, state]) => {
        const { requestId, namespace, address, chainId, message } = event.data
        const c = state.connection.byNamespace[namespace]
        const connectorId = c?.status === 'connected' ? c.connectorId : ''
        const adapter = findAdapter(adapters, { connectorId, namespace }, state)
        const cause = { causationId: event.id }
        if (!adapter) return []
        const ctx = { state, state$, deps, causationId: event.id }
        const target = { connectorId, namespace, chainId, address }
        const signed =
          namespace === 'eip155'
            ? adapter
                .request({ ...target, method: 'personal_sign', params: [utf8Hex(message), address] }, ctx)
                .pipe(map(parseEvmSignature))
            : namespace === 'solana'
              ? adapter
                  .request(
                    {
                      ...target,
                      method: 'solana_signMessage',
                      params: { message: base58.encode(new TextEncoder().encode(message)), pubkey: address },
                    },
                    ctx,
                  )
                  .pipe(map(parseSolanaSignature))
              : throwError(() => new NotConnectedError({ details: `No message signing for ${namespace}` }))
        return signed.pipe(
          map((signature) => createEvent('MessageSigned', { requestId, signature }, cause)),
          catchError((error: unknown) =>
            of(createEvent('SignMessageFailed', { requestId, error: toErrorData(error) }, cause)),
          ),
        )
      }),
    )
}
