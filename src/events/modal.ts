import * as z from 'zod/mini'
import { ChainNamespaceSchema } from '../domain/caip.js'
import { ViewSchema } from '../domain/views.js'
import { defineEvent } from './define.js'

/**
 * The visitor asked to open the modal, optionally on a given view or namespace.
 * `mobile` is what the UI knows of the screen (SPEC §2: AllWallets on mobile).
 */
export const ModalOpenRequested = defineEvent('ModalOpenRequested', () =>
  z.object({
    view: z.optional(ViewSchema),
    namespace: z.optional(ChainNamespaceSchema),
    mobile: z.optional(z.boolean()),
  }),
)

/** The modal is open on `view` (SPEC §2: a requested view wins, else Account when connected, else Connect). */
export const ModalOpened = defineEvent('ModalOpened', () =>
  z.object({ view: ViewSchema, namespace: z.optional(ChainNamespaceSchema) }),
)

/** The visitor asked to close the modal (Escape, close button, click outside). */
export const ModalCloseRequested = defineEvent('ModalCloseRequested', () => z.object({}))

/** The modal is closed. */
export const ModalClosed = defineEvent('ModalClosed', () => z.object({}))
