import { directionOf, type Locale } from '../../src/domain/locales.js'
import type { LocaleState } from './locale.projection.js'

type WithLocale = { locale: LocaleState }

/** The locale the modal speaks. */
export const selectLocale = (state: WithLocale): Locale => state.locale.locale

/** The writing direction of the modal's locale (`dir` of its shadow root's content). */
export const selectDirection = (state: WithLocale): 'ltr' | 'rtl' => directionOf(state.locale.locale)
