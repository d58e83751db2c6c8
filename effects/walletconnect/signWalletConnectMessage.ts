import { base58 } from '@scure/base'
import { catchError, concatMap, defer, filter, map, mergeMap, type Observable, of, throwError, withLatestFrom } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { NotConnectedError } from '../../src/errors/catalogue.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { currentSession, InvalidWalletAnswerError, sessionChain, walletConnectClient, wcErrorData, WALLET_CONNECT_ID } from './client.js'

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))

/** UTF-8 text as 0x hex, as personal_sign takes it. */
export function utf8Hex(text: string): `0x${string}` {
  let out = '0x'
  for (const b of new TextEncoder().encode(text)) out += HEX[b]
  return out as `0x${string}`
}

/** An EIP-191 signature as a wallet answers it: 0x and 65 bytes (or more, for smart accounts); throws a typed error. */
export function parseEvmSignature(answer: unknown): string {
  if (typeof answer === 'string' && /^0x[0-9a-fA-F]{130,}$/.test(answer) && answer.length % 2 === 0 && answer.length <= 20_000) return answer
  throw new InvalidWalletAnswerError({ details: 'personal_sign did not answer a signature' })
}

/** solana_signMessage's answer `{ signature }`: base58 of a 64-byte ed25519 signature; throws a typed error. */
export function parseSolanaSignature(answer: unknown): string {
  const signature = typeof answer === 'object' && answer !== null ? (answer as { signature?: unknown }).signature : undefined
  if (typeof signature === 'string' && signature.length <= 100) {
    try {
      if (base58.decode(signature).length === 64) return signature
    } catch {
      // not base58: below
    }
  }
  throw new InvalidWalletAnswerError({ details: 'solana_signMessage did not answer a signature' })
}

/**
 * Answers SignMessageRequested when the namespace is connected through WalletConnect (contract
 * §1): personal_sign (eip155, the message as UTF-8 hex) or solana_signMessage (the message as
 * base58) over the session, on the request's chain when the session has it. The checked
 * signature is MessageSigned; a rejection (the wallet's 4001 or WalletConnect's 5000) is
 * SignMessageFailed with the catalogue's user-rejected error; an unreadable answer,
 * no session, or a relay failure is SignMessageFailed with its typed error. Requests are
 * independent (mergeMap); requests for other connectors are not this effect's.
 */
export const signWalletConnectMessage: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('SignMessageRequested'),
    withLatestFrom(state$),
    filter(([event, state]) => {
      const c = state.connection.byNamespace[event.data.namespace]
      return c?.status === 'connected' && c.connectorId === WALLET_CONNECT_ID
    }),
    mergeMap(([event, state]) => {
      const { requestId, namespace, address, chainId, message } = event.data
      const cause = { causationId: event.id }
      return walletConnectClient(deps).pipe(
        concatMap((client) => {
          const session = currentSession(client, state)
          const on = session ? sessionChain(session, namespace, chainId) : null
          if (!session || !on) return throwError(() => new NotConnectedError({ details: `No WalletConnect session serves ${namespace}` }))
          if (namespace === 'eip155') {
            return defer(() => client.request({ topic: session.topic, chainId: on, method: 'personal_sign', params: [utf8Hex(message), address] })).pipe(map(parseEvmSignature))
          }
          if (namespace === 'solana') {
            const params = { message: base58.encode(new TextEncoder().encode(message)), pubkey: address }
            return defer(() => client.request({ topic: session.topic, chainId: on, method: 'solana_signMessage', params })).pipe(map(parseSolanaSignature))
          }
          return throwError(() => new NotConnectedError({ details: `WalletConnect does not sign for ${namespace}` }))
        }),
        map((signature) => createEvent('MessageSigned', { requestId, signature }, cause)),
        catchError((error: unknown) => of(createEvent('SignMessageFailed', { requestId, error: wcErrorData(error) }, cause))),
      )
    }),
  )
