import * as z from 'zod/mini'
import { LOCALES } from '../domain/locales.js'
import { defineEvent } from './define.js'

/**
 * The language the modal speaks is now `locale` (the `locale` option at start, `gatehouse.setLocale()` later). A
 * fact of its own, so a replayed log shows the modal in the language the visitor saw.
 */
export const LocaleChanged = defineEvent('LocaleChanged', () => z.object({ locale: z.enum(LOCALES) }))
