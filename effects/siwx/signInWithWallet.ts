import {
  catchError,
  concatMap,
  defer,
  exhaustMap,
  filter,
  from,
  merge,
  of,
  take,
  takeUntil,
  withLatestFrom,
  type Observable,
} from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import type { SiwxSession } from '../../src/domain/siwxConfig.js'
import { CatalogueError } from '../../src/errors/catalogue.js'
import { toErrorData, type ErrorData } from '../../src/errors/GatehouseError.js'
import { createEvent, ofType, type EventInput, type Stamped } from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'
import { failureMessage, siwxOrigin, siwxSettings } from './shared.js'
import { selectActiveAccount } from '../../projections/connection/active.selectors.js'

/**
 * Signing in (SPEC §4), on SIWXSignMessage's Sign: asks the wallet of the
 * active namespace to sign the prepared message (SignMessageRequested; the
 * connector that owns the connection answers MessageSigned or
 * SignMessageFailed), verifies the signature against the page's own domain and URI
 * (or the configured ones), the network, address, nonce and times (EOA locally, EIP-1271 through the chain's
 * RPC; the verification code loads here on first use), stores the session in the
 * app's storage when it has one, then SiwxSigned (the log keeps it; analytics
 * records SIWX_AUTH_SUCCESS) and closes the modal. Any failure is SiwxSignFailed
 * (SIWX_AUTH_ERROR; the router reopens SIWXSignMessage unless ApproveTransaction
 * shows) with its message ('Signature declined' for a rejection), then the modal
 * resets to Connect (SPEC §2), and with SIWX required the account is
 * disconnected, so that required mode never leaves an account connected without a
 * session. Repeated Signs while one is under way are ignored (exhaustMap); a
 * cancel, disconnect or account or network change ends the wait.
 */
export const signInWithWallet: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  const fail = (cause: Stamped, error: ErrorData): EventInput[] => [
    createEvent('SiwxSignFailed', { error }, { causationId: cause.id }),
  ]

  const sign$ = event$.pipe(
    ofType('SiwxSignRequested'),
    withLatestFrom(state$),
    exhaustMap(([event, state]) => {
      const account = selectActiveAccount(state)
      const pending = state.siwx.pending
      if (
        !account ||
        !pending ||
        pending.data.chainId !== account.chainId ||
        pending.data.accountAddress.toLowerCase() !== account.address.toLowerCase()
      ) {
        return from(
          fail(
            event,
            new CatalogueError('noActiveCaipAddress', {
              details: 'no prepared message for the connected account',
            }).toData(),
          ),
        )
      }
      const requestId = deps.newId()
      const cause = { causationId: event.id }
      const settings = siwxSettings(deps)
      const end$ = event$.pipe(ofType('SiwxCancelRequested', 'Disconnected', 'AccountChanged', 'NetworkSwitched'))
      const reply$ = event$.pipe(
        ofType('MessageSigned', 'SignMessageFailed'),
        filter((reply) => reply.data.requestId === requestId),
        take(1),
        concatMap((reply) => {
          if (reply.type === 'SignMessageFailed') return from(fail(event, reply.data.error))
          const { signature } = reply.data
          return defer(async (): Promise<EventInput[]> => {
            // The page's own domain and URI, never the prepared message's: the check must not trust what it checks.
            const origin = siwxOrigin(settings)
            if (origin === undefined)
              return fail(
                event,
                new CatalogueError('siwxInvalidMessage', { details: 'no page: set siwx.domain and siwx.uri' }).toData(),
              )
            const { verifySiwxSignature } = await import('../../src/domain/siwxVerify.js')
            const verified = await verifySiwxSignature(
              pending.message,
              signature,
              {
                domain: origin.domain,
                uri: origin.uri,
                chainId: account.chainId,
                address: account.address,
                nonce: pending.data.nonce,
                now: deps.now(),
              },
              { rpc: deps.services.rpc },
            )
            if (!verified.ok)
              return fail(event, new CatalogueError(verified.error.id, { details: verified.error.details }).toData())
            const session: SiwxSession = { data: verified.value, message: pending.message, signature }
            if (settings.storage) {
              try {
                await settings.storage.addSession(session)
              } catch (error) {
                return fail(
                  event,
                  new CatalogueError('siwxStorageFailed', {
                    cause: error,
                    details: toErrorData(error).shortMessage,
                  }).toData(),
                )
              }
            }
            return [createEvent('SiwxSigned', { session }, cause), createEvent('ModalCloseRequested', {}, cause)]
          }).pipe(
            concatMap((out) => from(out)),
            catchError((error: unknown) => from(fail(event, toErrorData(error)))),
          )
        }),
        takeUntil(end$),
      )
      const request = createEvent(
        'SignMessageRequested',
        {
          requestId,
          namespace: account.namespace,
          address: account.address,
          chainId: account.chainId,
          message: pending.message,
        },
        cause,
      )
      // Listening before asking: an answer can never be missed.
      return merge(reply$, of(request))
    }),
  )

  // After a failure: the error, then Connect (SPEC §2), unless ApproveTransaction shows; required mode disconnects.
  // The router has already queued its reopen of SIWXSignMessage (it subscribed first), so the reset comes after it.
  const failed$ = event$.pipe(
    ofType('SiwxSignFailed'),
    withLatestFrom(state$),
    concatMap(([event, state]) => {
      const cause = { causationId: event.id }
      const out: EventInput[] = [
        createEvent(
          'MessageRequested',
          { message: failureMessage(event.data.error, signsAsSmartAccount(state)), variant: 'error' },
          cause,
        ),
      ]
      if (state.modal.open && state.modal.view === 'ApproveTransaction') return from(out)
      if (state.config.siwx.required) out.push(createEvent('DisconnectRequested', {}, cause))
      out.push(createEvent('ViewsReset', { view: 'Connect' }, cause))
      return from(out)
    }),
  )

  return merge(sign$, failed$)
}

/** Whether the active EVM account is a smart account (its wallet lists it so: the embedded wallet's). */
function signsAsSmartAccount(state: GatehouseState): boolean {
  const a = state.account.byNamespace.eip155
  if (state.network.activeNamespace !== 'eip155' || !a?.address) return false
  const address = a.address.toLowerCase()
  return a.allAccounts.some((x) => x.type === 'smartAccount' && x.address.toLowerCase() === address)
}
