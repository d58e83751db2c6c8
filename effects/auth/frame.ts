// The frame as the frame effects use it: the messenger (deps' own, or the real
// iframe, created once per Deps on first use from its own chunk) and one call as
// an Observable whose answer is parsed (zod) and which aborts when unsubscribed.
import { Observable } from 'rxjs'
import type { Deps } from '../../src/deps.js'
import { loadOnce } from '../../src/loadOnce.js'
import { InvalidResponseError } from '../../src/errors/thrown.js'
import type { FrameMessenger } from '../../src/frame.js'
import { selectActiveChainId } from '../../projections/network/network.selectors.js'
import type { GatehouseState } from '../../projections/index.js'
import { EmailDependencyError } from './errors.js'
import { FRAME_ANSWERS, type FrameAnswer, type FrameCall } from './protocol.js'

const messengers = new WeakMap<Deps, (state: GatehouseState) => Promise<FrameMessenger>>()
/** The iframes made for a Deps (never deps' own messenger), and the Deps whose Gatehouse stopped. */
const made = new WeakMap<Deps, FrameMessenger>()
const closed = new WeakSet<Deps>()
const inUse = new WeakMap<Deps, { messenger: Promise<FrameMessenger>; resolve(messenger: FrameMessenger): void }>()

function inUseOf(deps: Deps) {
  let entry = inUse.get(deps)
  if (!entry) {
    let resolve: (messenger: FrameMessenger) => void = () => undefined
    const messenger = new Promise<FrameMessenger>((r) => (resolve = r))
    entry = { messenger, resolve }
    inUse.set(deps, entry)
  }
  return entry
}

/**
 * The messenger of `deps` once a flow has made it (the iframe is only created for a login or a restore, never just to
 * sync): what the theme and dapp data sync waits for. Never settles while no flow uses the frame.
 */
export const frameInUse = (deps: Deps): Promise<FrameMessenger> => inUseOf(deps).messenger

/** Whether a secure frame is configured (else the email and social entries stay hidden and the effects idle). */
export const hasFrame = (deps: Deps): boolean => Boolean(deps.frameMessenger ?? deps.frame)

/** The chain the frame starts on: the active eip155 network's reference, else 1. */
export function frameChainId(state: GatehouseState): string {
  const id = selectActiveChainId(state)
  return id?.startsWith('eip155:') ? id.slice('eip155:'.length) : '1'
}

/** The messenger of `deps`, creating the iframe on first use; a failed load is 'Unable to load email login dependency'. */
export function frameMessenger(deps: Deps, state: GatehouseState): Promise<FrameMessenger> {
  return createdMessenger(deps, state).then((messenger) => {
    inUseOf(deps).resolve(messenger)
    return messenger
  })
}

function createdMessenger(deps: Deps, state: GatehouseState): Promise<FrameMessenger> {
  if (deps.frameMessenger) return Promise.resolve(deps.frameMessenger)
  let messenger = messengers.get(deps)
  if (!messenger) {
    const settings = deps.frame
    const win = typeof window === 'undefined' ? null : window
    if (!settings || !win)
      return Promise.reject(
        new EmailDependencyError({
          details: settings
            ? 'There is no page to load the secure frame in'
            : 'No secure frame is configured (endpoints.frame)',
        }),
      )
    // A failed load is tried again by a later call, on the chain of that call's state.
    messenger = loadOnce((first: GatehouseState) =>
      import('./iframeMessenger.js').then(
        (m) => {
          const messenger = m.createIframeMessenger(settings, {
            window: win,
            chainId: frameChainId(first),
            newId: deps.newId,
            setTimeout: deps.setTimeout,
            clearTimeout: deps.clearTimeout,
          })
          made.set(deps, messenger)
          // Its Gatehouse stopped while its code was loading: nothing stays on the page.
          if (closed.has(deps)) messenger.close?.()
          return messenger
        },
        (error: unknown) => {
          throw new EmailDependencyError({ cause: error, details: 'The secure frame client did not load' })
        },
      ),
    )
    messengers.set(deps, messenger)
  }
  return messenger(state)
}

/**
 * Takes the iframe made for `deps` off the page with its listener (its calls still waiting are aborted), and any made
 * later for it: its Gatehouse stopped. Deps' own messenger is left to its owner.
 */
export function closeFrame(deps: Deps): void {
  closed.add(deps)
  made.get(deps)?.close?.()
}

/** One app event to the frame; emits its parsed answer and completes, or errors with a typed error. Unsubscribing aborts it. */
export function callFrame<T extends FrameCall>(
  deps: Deps,
  state: GatehouseState,
  type: T,
  payload: Record<string, unknown> = {},
  options: { timeoutMs?: number } = {},
): Observable<FrameAnswer<T>> {
  return new Observable<FrameAnswer<T>>((subscriber) => {
    const controller = new AbortController()
    frameMessenger(deps, state)
      .then((messenger) => messenger.call(type, payload, { signal: controller.signal, ...options }))
      .then((answer) => {
        const parsed = FRAME_ANSWERS[type].safeParse(answer)
        if (!parsed.success) {
          const issue = parsed.error.issues[0]
          throw new InvalidResponseError({
            details: `${type}: ${issue ? `${issue.path.join('.') || '(payload)'}: ${issue.message}` : 'unreadable answer'}`,
          })
        }
        subscriber.next(parsed.data as FrameAnswer<T>)
        subscriber.complete()
      })
      .catch((error: unknown) => subscriber.error(error))
    return () => controller.abort()
  })
}
