import type { Locale } from '../../src/domain/locales.js'
import { defineProjection } from '../../src/store/projection.js'

/** Read model of the language the modal speaks. */
export interface LocaleState {
  locale: Locale
}

/** The locale read model: English until a `LocaleChanged` says otherwise. */
export const localeProjection = defineProjection({
  name: 'locale',
  version: 1,
  initial: { locale: 'en' } as LocaleState,
  on: {
    LocaleChanged(draft, event) {
      draft.locale = event.data.locale
    },
  },
})
