import { filter, from, mergeMap, switchMap, take, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { namespaceOf, type CaipNetworkId } from '../../src/domain/caip.js'
import { solanaSignature } from '../../src/domain/solanaSignature.js'
import { CORE_MESSAGES } from '../../src/errors/messages.js'
import {
  createEvent,
  isEvent,
  ofType,
  type EventInput,
  type EventOfType,
  type Stamped,
} from '../../src/events/index.js'
import type { GatehouseState } from '../../projections/index.js'

/** EIP-1193's code for a request the visitor rejected in the wallet. */
const USER_REJECTED = 4001

type Outcome = Stamped<EventOfType<'TxSucceeded' | 'TxFailed' | 'TxRejected'>>

/**
 * The id of the transaction a wallet sent, from its answer: eth_sendTransaction's hash, Solana's `{ signature }`,
 * a broadcast PSBT's `{ txid }`; null for anything else.
 */
export function sentHash(result: unknown): string | null {
  if (typeof result === 'string') return result
  const txid = typeof result === 'object' && result !== null ? (result as { txid?: unknown }).txid : undefined
  return typeof txid === 'string' && /^[0-9a-f]{64}$/.test(txid) ? txid : solanaSignature(result)
}

/** SPEC §8: a failed native or ERC20 send is 'Something went wrong'; Solana's has its own message. */
export const sendFailedMessage = (chainId: CaipNetworkId): string =>
  namespaceOf(chainId) === 'solana' ? CORE_MESSAGES.solanaSendFailed : CORE_MESSAGES.somethingWentWrong

/** What the send's answer shows and does. */
function settle(chainId: EventOfType<'TxQueued'>['data']['chainId'], outcome: Outcome): EventInput[] {
  const cause = { causationId: outcome.id }
  if (isEvent(outcome, 'TxSucceeded')) {
    const hash = sentHash(outcome.data.result) ?? undefined
    return [
      createEvent('TokenSent', hash === undefined ? { chainId } : { chainId, hash }, cause),
      createEvent('MessageRequested', { message: CORE_MESSAGES.transactionStarted, variant: 'success' }, cause),
    ]
  }
  const rejected = isEvent(outcome, 'TxRejected') || outcome.data.error.code === USER_REJECTED
  const failed = sendFailedMessage(chainId)
  return [
    createEvent(
      'MessageRequested',
      { message: rejected ? CORE_MESSAGES.signatureDeclined : failed, variant: 'error' },
      cause,
    ),
  ]
}

/**
 * How a send ends (SPEC §2, §4, §8). The send view emits SendRequested, then the wallet request: a TxQueued
 * eth_sendTransaction with the same requestId. Its answer from the request pipeline: a hash is TokenSent (the
 * send form resets, the router returns to Account) and 'Transaction started'; a rejection (TxRejected, or the
 * wallet's 4001) is SPEC's 'Signature declined' (the visitor declined to sign the transaction) and keeps the form;
 * any other failure is 'Something went wrong' and keeps the form too.
 */
export const settleSend: Effect<GatehouseState> = (event$): Observable<EventInput> =>
  event$.pipe(
    ofType('SendRequested'),
    mergeMap((sent) => {
      const { requestId } = sent.data
      return event$.pipe(
        ofType('TxQueued'),
        filter((e) => e.data.requestId === requestId),
        take(1),
        switchMap((queued) =>
          event$.pipe(
            ofType('TxSucceeded', 'TxFailed', 'TxRejected'),
            filter((e) => e.data.requestId === requestId),
            take(1),
            mergeMap((outcome) => from(settle(queued.data.chainId, outcome))),
          ),
        ),
      )
    }),
  )
