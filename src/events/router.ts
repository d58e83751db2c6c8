import * as z from 'zod/mini'
import { ViewSchema } from '../domain/views.js'
import { defineEvent } from './define.js'

/** The visitor asked to go back one view (back button). */
export const BackRequested = defineEvent('BackRequested', () => z.object({}))

/** The UI asked to show a view: push it, replace the top, or reset the history to it (SPEC §2). */
export const NavigateRequested = defineEvent('NavigateRequested', () =>
  z.object({ mode: z.enum(['push', 'replace', 'reset']), view: ViewSchema }),
)

/** `view` is on top of the history (SPEC §2: push adds a view unless it is already current). */
export const ViewPushed = defineEvent('ViewPushed', () => z.object({ view: ViewSchema }))

/** The top of the history is now `view` (SPEC §2: replace swaps the top). */
export const ViewReplaced = defineEvent('ViewReplaced', () => z.object({ view: ViewSchema }))

/** The history is `[view]` (SPEC §2: reset clears the history). */
export const ViewsReset = defineEvent('ViewsReset', () => z.object({ view: ViewSchema }))

/** The top view was removed from the history (go back). */
export const ViewPopped = defineEvent('ViewPopped', () => z.object({}))

/** The prefetch that open() started is over (SPEC §4: open() sets loading). */
export const ModalLoaded = defineEvent('ModalLoaded', () => z.object({}))

/** The modal refused to close and shakes (SPEC §2, §9: shake 500 ms). */
export const ModalShaken = defineEvent('ModalShaken', () => z.object({}))

/** The shake is over, 500 ms after it started. */
export const ModalShakeEnded = defineEvent('ModalShakeEnded', () => z.object({}))
