import { createGatehouse } from 'gatehouse-modal'

// A regional tag speaks its language: 'pt-BR' is Portuguese.
export const gatehouse = createGatehouse({ projectId: 'my-app', locale: 'pt-BR' })

// From the app's own language picker: an open modal re-renders in place, right to left for Arabic, Hebrew, Persian.
export function onLanguageChosen(tag: string) {
  gatehouse.setLocale(tag)
}
