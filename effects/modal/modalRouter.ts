import { EMPTY, from, map, merge, mergeMap, switchMap, timer, withLatestFrom, type Observable } from 'rxjs'
import type { Effect } from '../../src/bus/effects.js'
import { SHAKE_MS } from '../../src/domain/constants.js'
import type { View } from '../../src/domain/views.js'
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
import { selectEmailCodeStep } from '../../projections/auth/auth.selectors.js'
import { selectAnyConnected } from '../../projections/connection/connection.selectors.js'
import { selectViewOnOpen } from '../../projections/modal/open.selectors.js'
import { selectShowUnsupportedChain } from '../../projections/network/network.selectors.js'
import { selectSiwxGateClosed, selectSiwxSignNeeded } from '../../projections/siwx/siwx.selectors.js'
import {
  isEmbeddedNamespace,
  requestNamespace,
  selectApprovalStack,
} from '../../projections/transactions/approval.selectors.js'
import { classifyMethod } from '../../src/domain/rpcMethods.js'

/** SPEC §2: closing in embedded mode goes to Account if connected, otherwise Connect; otherwise the modal is hidden. */
function close(state: GatehouseState, cause: string): EventInput {
  return state.modal.embedded
    ? createEvent('ViewsReset', { view: selectAnyConnected(state) ? 'Account' : 'Connect' }, { causationId: cause })
    : createEvent('ModalClosed', {}, { causationId: cause })
}

/**
 * What a close or back intent does: nothing when the modal is closed; a shake
 * when the required SIWX gate is shut (SPEC §2), but back from a sign-in reached
 * by connecting cancels it (SPEC §4 cancel); for back, a pop unless the
 * history has one entry or holds UnsupportedChain, which close (SPEC §2).
 */
function leave(state: GatehouseState, event: Stamped, back: boolean): EventInput[] {
  if (!state.modal.open) return []
  if (selectSiwxGateClosed(state)) {
    // Back from the sign-in the gate asks for, reached by connecting: the visitor gives it up, as with Cancel.
    if (back && state.modal.view === 'SIWXSignMessage' && state.modal.history.length > 1)
      return [createEvent('SiwxCancelRequested', {}, { causationId: event.id })]
    return [createEvent('ModalShaken', {}, { causationId: event.id })]
  }
  const { history } = state.modal
  // Back from an email login's code step is back to the email field (the step is the Connect view's).
  if (back && state.modal.view === 'Connect' && selectEmailCodeStep(state))
    return [createEvent('AuthCancelRequested', {}, { causationId: event.id })]
  if (back && history.length > 1 && !history.includes('UnsupportedChain'))
    return [createEvent('ViewPopped', {}, { causationId: event.id })]
  return [close(state, event.id)]
}

/** Closes the modal when it is open on one of `views`: the visitor's wallet is connected, its work is done. */
function done(state: GatehouseState, views: readonly View[], cause: string): EventInput[] {
  return state.modal.open && state.modal.view !== null && views.includes(state.modal.view) ? [close(state, cause)] : []
}

/** Pushes `view` when the modal is open on another one: the wallet the visitor chose is being connected. */
function push(state: GatehouseState, view: View, cause: string): EventInput[] {
  return state.modal.open && state.modal.view !== view
    ? [createEvent('ViewPushed', { view }, { causationId: cause })]
    : []
}

/** What opening on `view` starts: the pairing link of a WalletConnect view (nothing connected or connecting yet), the Farcaster sign-in of its view (none under way). */
function start(state: GatehouseState, view: View, cause: string): EventInput[] {
  const c = state.connection.byNamespace.eip155
  if (
    (view === 'ConnectingWalletConnect' || view === 'ConnectingWalletConnectBasic') &&
    (!c || c.status === 'disconnected')
  ) {
    return [
      createEvent('ConnectRequested', { connectorId: 'walletConnect', namespace: 'eip155' }, { causationId: cause }),
    ]
  }
  const { step, farcaster } = state.auth
  return view === 'ConnectingFarcaster' && step !== 'farcaster' && step !== 'connected' && farcaster.failure === null
    ? [createEvent('FarcasterLoginRequested', {}, { causationId: cause })]
    : []
}

/** Opens the modal on `view` (for a fact: nothing to prefetch, it is loaded at once), or pushes it when the modal is open on another view. */
function show(state: GatehouseState, view: View, cause: string): EventInput[] {
  if (!state.modal.open)
    return [
      createEvent('ModalOpened', { view }, { causationId: cause }),
      createEvent('ModalLoaded', {}, { causationId: cause }),
    ]
  return state.modal.view === view ? [] : [createEvent('ViewPushed', { view }, { causationId: cause })]
}

function route(state: GatehouseState, event: Stamped, listing: boolean): EventInput[] {
  const cause = event.id
  switch (event.type) {
    case 'ModalOpenRequested': {
      // SPEC §4: open() prefetches wallets and images and sets loading. The wallet-listing effect
      // (fetchWallets) ends the loading when its prefetch lands or fails; without a listing service
      // there is nothing to fetch and the modal is loaded at once.
      const view = selectViewOnOpen(state, event.data)
      // No `namespace: undefined` key: the validator's quick path takes only data whose keys are all present, and
      // an undefined one sent this event, on every opening, through zod's slower parse in the click's frame.
      const { namespace } = event.data
      const opened = createEvent(
        'ModalOpened',
        { view, ...(namespace !== undefined && { namespace }) },
        { causationId: cause },
      )
      return [
        opened,
        ...(listing ? [] : [createEvent('ModalLoaded', {}, { causationId: cause })]),
        ...start(state, view, cause),
      ]
    }
    case 'ModalCloseRequested':
      return leave(state, event, false)
    case 'BackRequested':
      return leave(state, event, true)
    case 'NavigateRequested': {
      const { mode, view } = event.data
      if (mode === 'push')
        return state.modal.view === view ? [] : [createEvent('ViewPushed', { view }, { causationId: cause })]
      return [createEvent(mode === 'replace' ? 'ViewReplaced' : 'ViewsReset', { view }, { causationId: cause })]
    }
    case 'TxQueued': {
      // SPEC §4: unsafe requests (for the embedded wallet, SPEC §6) open ApproveTransaction; an unknown method
      // opens the modal, where the request effect shows its error after 300 ms. Other wallets prompt on their own.
      const d = event.data
      if (!isEmbeddedNamespace(state, requestNamespace(d))) return []
      // Opened for a request, the modal prefetches nothing: show() has it loaded at once.
      const kind = classifyMethod(d.method)
      if (kind === 'unsafe')
        return selectApprovalStack(state).some((r) => r.requestId === d.requestId)
          ? show(state, 'ApproveTransaction', cause)
          : []
      return kind === 'rejected' && !state.modal.open ? show(state, selectViewOnOpen(state), cause) : []
    }
    case 'NameRegisterRequested':
      // SPEC §4: registering a name navigates to the success view, which shows the wait until it is done.
      return state.modal.view === 'RegisterAccountName'
        ? [createEvent('ViewReplaced', { view: 'RegisterAccountNameSuccess' }, { causationId: cause })]
        : []
    case 'NameRegisterFailed':
      // SPEC §4: on failure back to RegisterAccountName, which shows the error.
      return state.modal.view === 'RegisterAccountNameSuccess'
        ? [createEvent('ViewReplaced', { view: 'RegisterAccountName' }, { causationId: cause })]
        : []
    case 'TokenSent':
      // SPEC §2: after sending a token the modal returns to Account.
      return state.modal.open ? [createEvent('ViewsReset', { view: 'Account' }, { causationId: cause })] : []
    case 'SiwxCancelRequested':
      // SPEC §4: cancel disconnects if SIWX is required, otherwise closes; then resets to Connect.
      return [
        state.config.siwx.required
          ? createEvent('DisconnectRequested', {}, { causationId: cause })
          : close(state, cause),
        createEvent('ViewsReset', { view: 'Connect' }, { causationId: cause }),
      ]
    case 'SiwxSignFailed':
      // SPEC §4: on failure SIWXSignMessage reopens, unless ApproveTransaction is showing.
      return state.modal.open && state.modal.view === 'ApproveTransaction'
        ? []
        : [
            createEvent('ModalOpened', { view: 'SIWXSignMessage' }, { causationId: cause }),
            createEvent('ModalLoaded', {}, { causationId: cause }),
          ]
    case 'SiwxInitFailed':
      // SPEC §4: initialisation failure disconnects, resets to Connect and shows an error.
      return [
        createEvent('DisconnectRequested', {}, { causationId: cause }),
        createEvent('ViewsReset', { view: 'Connect' }, { causationId: cause }),
        createEvent(
          'MessageRequested',
          { message: CORE_MESSAGES.authInitFailed, variant: 'error' },
          { causationId: cause },
        ),
      ]
    case 'ConnectRequested':
      // The visitor chose a wallet: its family's Connecting view shows the wait (the embedded wallet's logins have their own views).
      if (event.data.connectorId !== 'walletConnect') return push(state, 'ConnectingExternal', cause)
      return state.modal.view === 'ConnectingWalletConnectBasic' ? [] : push(state, 'ConnectingWalletConnect', cause)
    case 'FarcasterLoginRequested':
      return push(state, 'ConnectingFarcaster', cause)
    case 'AuthConnected':
      // Signed in from the Connect view (email, social) or Farcaster's.
      return done(state, ['Connect', 'ConnectingFarcaster'], cause)
    case 'Disconnected': {
      // The last account is gone (here or by the wallet): a view that shows or needs it (Account, UnsupportedChain,
      // SIWXSignMessage…) closes, embedded back to Connect; the views that connect a wallet stay.
      const v = state.modal.view
      return selectAnyConnected(state) ||
        v === null ||
        v === 'Connect' ||
        v === 'AllWallets' ||
        v.startsWith('Connecting')
        ? []
        : done(state, [v], cause)
    }
    case 'Connected':
    case 'NetworkSwitched':
    case 'NetworkUnsupported':
      // SPEC §2: UnsupportedChain opens on an unsupported active network;
      // SPEC §4: otherwise SIWXSignMessage opens when a sign-in is needed.
      if (selectShowUnsupportedChain(state)) return show(state, 'UnsupportedChain', cause)
      // Back on a supported network, UnsupportedChain has done its work: it goes, with the views under it.
      if (state.modal.open && state.modal.history.includes('UnsupportedChain')) {
        return [
          selectSiwxSignNeeded(state)
            ? createEvent('ViewsReset', { view: 'SIWXSignMessage' }, { causationId: cause })
            : close(state, cause),
        ]
      }
      if (selectSiwxSignNeeded(state)) return show(state, 'SIWXSignMessage', cause)
      // A wallet connected from its Connecting view: the modal's work is done.
      return event.type === 'Connected'
        ? done(state, ['ConnectingExternal', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic'], cause)
        : []
    default:
      return []
  }
}

/**
 * SPEC §4: after a request the modal showed, on success or error (or the visitor's rejection), the modal
 * closes if the transaction stack is empty (back to the Swap or Send view that made the request, if one did),
 * otherwise the stack pops and ApproveTransaction shows the next
 * request (its history holds the view once: push adds a view unless it is already current). Decided on the
 * state before the settle, which still holds the request, and the state after it.
 */
function settle(
  before: GatehouseState,
  after: GatehouseState,
  event: Stamped<EventOfType<'TxSucceeded' | 'TxFailed' | 'TxRejected'>>,
): EventInput[] {
  const request = before.transactions.byId[event.data.requestId]
  if (!after.modal.open || !request || !selectApprovalStack(before).includes(request)) return []
  if (selectApprovalStack(after).length > 0) return []
  // A request of the modal's own flow (the Send or Swap view under ApproveTransaction) is an entry of SPEC §4's
  // stack: it pops back to its view, whose outcome moves on from there (SPEC §2: after sending, Account).
  const { history } = after.modal
  return history[history.length - 1] === 'ApproveTransaction' &&
    FLOW_VIEWS.includes(history[history.length - 2] as View)
    ? [createEvent('ViewPopped', {}, { causationId: event.id })]
    : [close(after, event.id)]
}

/** The views whose own wallet requests return to them once answered. */
const FLOW_VIEWS: readonly View[] = ['WalletSend', 'Swap']

/**
 * The modal's router (SPEC §2): turns the UI's intents (open, close, back,
 * navigate, the wallet chosen) and the facts that move the modal (a wallet
 * connected or gone, requests to approve, SIWX, unsupported networks, a sent
 * token) into the router's facts (opening a WalletConnect or Farcaster view
 * also starts its pairing or sign-in), reading every
 * read model it needs from `state$`. Answers at once, without I/O; a shake
 * ends 500 ms later on `deps.scheduler`.
 */
export const modalRouter: Effect<GatehouseState> = (event$, state$, deps): Observable<EventInput> => {
  // The state before each event (the reducers have run when an effect sees it): a settled request is gone from the after.
  let before: GatehouseState | undefined
  // An opening the router answers is a ModalOpened queued behind what the bus holds already (intents emitted before
  // Gatehouse was ready, or during a dispatch): what comes in meanwhile is decided once that ModalOpened is folded, in
  // order, as if the modal had opened at once. A close asked for right after an open closes what the open opened.
  const opening = new Set<string>()
  const held: Stamped[] = []
  const answer = (state: GatehouseState, event: Stamped): EventInput[] => {
    const out = route(state, event, deps.services.wallets !== null)
    if (out.some((e) => e.type === 'ModalOpened')) opening.add(event.id)
    return out
  }
  return merge(
    event$.pipe(
      withLatestFrom(state$),
      mergeMap(([event, after]) => {
        const prior = before ?? after
        before = after
        return isEvent(event, 'TxSucceeded', 'TxFailed', 'TxRejected') ? from(settle(prior, after, event)) : EMPTY
      }),
    ),
    event$.pipe(
      ofType(
        'ModalOpenRequested',
        'ModalCloseRequested',
        'BackRequested',
        'NavigateRequested',
        'TxQueued',
        'TokenSent',
        'NameRegisterRequested',
        'NameRegisterFailed',
        'SiwxCancelRequested',
        'SiwxSignFailed',
        'SiwxInitFailed',
        'Connected',
        'NetworkSwitched',
        'NetworkUnsupported',
        'ConnectRequested',
        'FarcasterLoginRequested',
        'AuthConnected',
        'Disconnected',
        'ModalOpened',
      ),
      withLatestFrom(state$),
      mergeMap(([event, state]) => {
        if (event.type === 'ModalOpened') {
          if (typeof event.causationId !== 'string' || !opening.delete(event.causationId)) return EMPTY
          const out: EventInput[] = []
          while (opening.size === 0 && held.length > 0) out.push(...answer(state, held.shift() as Stamped))
          return from(out)
        }
        if (opening.size > 0) {
          held.push(event)
          return EMPTY
        }
        return from(answer(state, event))
      }),
    ),
    // A new shake restarts the 500 ms; closing ends it at once (the reducer clears it).
    event$.pipe(
      ofType('ModalShaken', 'ModalClosed'),
      switchMap((event) =>
        event.type === 'ModalShaken'
          ? timer(SHAKE_MS, deps.scheduler).pipe(
              map(() => createEvent('ModalShakeEnded', {}, { causationId: event.id })),
            )
          : EMPTY,
      ),
    ),
  )
}
