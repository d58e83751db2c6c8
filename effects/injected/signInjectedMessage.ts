import { catchError, filter, map, mergeMap, of, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { AdapterNotFoundError, InvalidResponseError } from '../../src/errors/catalogue.js'
import { createEvent, ofType, type EventInput } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { announcedWallets, callWallet, isAnnouncedConnector, walletErrorData } from './wallets.js'

/** Whether a wallet's answer to personal_sign looks like a signature (0x and an even number of hex digits). */
const isHexSignature = (value: unknown): value is string => typeof value === 'string' && /^0x([0-9a-fA-F]{2}){64,}$/.test(value)

/**
 * Answers SignMessageRequested (contract §1) when the eip155 connection is an
 * EIP-6963 wallet: personal_sign with the message as UTF-8 text and the
 * connected address, then MessageSigned with the signature, or
 * SignMessageFailed with the typed error (the wallet's 4001 is
 * UserRejectedRequestError; an answer that is not a signature is
 * InvalidResponseError, a typed failure, never a throw). Requests for
 * other namespaces or connectors are not this effect's. Requests run side by
 * side (mergeMap): each answer carries its requestId.
 */
export const signInjectedMessage: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> =>
  event$.pipe(
    ofType('SignMessageRequested'),
    filter((event) => event.data.namespace === 'eip155'),
    withLatestFrom(state$, announcedWallets(deps)),
    filter(([event, state]) => {
      const c = state.connection.byNamespace.eip155
      return c?.status === 'connected' && isAnnouncedConnector(state, c.connectorId) && c.address.toLowerCase() === event.data.address.toLowerCase()
    }),
    mergeMap(([event, state, wallets]) => {
      const { requestId, address, message } = event.data
      const cause = { causationId: event.id }
      const c = state.connection.byNamespace.eip155
      const wallet = c?.status === 'connected' ? wallets.get(c.connectorId) : undefined
      if (!wallet) {
        const error = new AdapterNotFoundError({ details: 'The connected wallet is not announced on this page' }).toData()
        return of(createEvent('SignMessageFailed', { requestId, error }, cause))
      }
      return callWallet(wallet.provider, 'personal_sign', [message, address]).pipe(
        map((signature) => {
          if (!isHexSignature(signature)) throw new InvalidResponseError({ details: 'The wallet answered personal_sign without a signature' })
          return createEvent('MessageSigned', { requestId, signature }, cause)
        }),
        catchError((error: unknown) => of(createEvent('SignMessageFailed', { requestId, error: walletErrorData(error) }, cause))),
      )
    }),
  )
