import { base58 } from '@scure/base'
import { catchError, filter, map, mergeMap, type Observable, of, throwError, withLatestFrom } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import type { ChainNamespace } from '../../src/domain/caip.js'
import { solanaSignature } from '../../src/domain/solanaSignature.js'
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
  const signature = solanaSignature(answer)
  if (signature !== null) return signature
  throw new InvalidResponseError({ details: 'solana_signMessage did not answer a signature' })
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/** A BIP-322 signature as a wallet answers it, `{ signature }` in base64; throws a typed error. */
export function parseBip322Signature(answer: unknown): string {
  const signature =
    typeof answer === 'object' && answer !== null ? (answer as { signature?: unknown }).signature : undefined
  if (typeof signature === 'string' && signature.length <= 2_000 && BASE64.test(signature)) return signature
  throw new InvalidResponseError({ details: 'signMessage did not answer a BIP-322 signature' })
}

/**
 * How each namespace asks a wallet to sign a text, and reads its answer: personal_sign with the text as UTF-8 hex
 * (eip155), solana_signMessage with it as base58 (solana), signMessage with the text itself for a BIP-322
 * signature (bip122).
 */
const MESSAGE_SIGNING: Partial<
  Record<
    ChainNamespace,
    { method: string; params(message: string, address: string): unknown; parse(answer: unknown): string }
  >
> = {
  eip155: {
    method: 'personal_sign',
    params: (message, address) => [utf8Hex(message), address],
    parse: parseEvmSignature,
  },
  solana: {
    method: 'solana_signMessage',
    params: (message, address) => ({ message: base58.encode(new TextEncoder().encode(message)), pubkey: address }),
    parse: parseSolanaSignature,
  },
  bip122: { method: 'signMessage', params: (message, address) => ({ message, address }), parse: parseBip322Signature },
}

/**
 * Answers SignMessageRequested (SIWX's signature, and any app's) through the adapter of the
 * namespace's connection, whatever its family (a browser wallet, WalletConnect, the embedded
 * wallet of an email user), as MESSAGE_SIGNING says for the namespace. The checked signature is
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
        const signing = MESSAGE_SIGNING[namespace]
        const signed = signing
          ? adapter
              .request({ ...target, method: signing.method, params: signing.params(message, address) }, ctx)
              .pipe(map(signing.parse))
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
