// The loading dialog's text in each locale but English, a chunk of a few hundred bytes of its own: the modal shell
// fetches it as it starts when the modal speaks another language (ui/shell/GatehouseModal.tsx), so a click before the
// dialog's code is loaded finds it; the catalogue (ui/messages.ts) takes its 'Loading' from here too.
import type { Locale } from '../../src/domain/locales.js'

/** The loading dialog's accessible name in each locale but English (the catalogue's 'Loading'). */
export const LOADING_TEXT: Readonly<Record<Exclude<Locale, 'en'>, string>> = {
  ar: 'جارٍ التحميل',
  de: 'Wird geladen',
  es: 'Cargando',
  fa: 'در حال بارگذاری',
  fr: 'Chargement',
  he: 'טוען',
  ja: '読み込み中',
  ko: '불러오는 중',
  pt: 'Carregando',
  ru: 'Загрузка',
  tr: 'Yükleniyor',
  zh: '加载中',
}
