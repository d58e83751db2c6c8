// Bidirectional-text controls in names from outside (services, wallets). Its own module: only lazy chunks use it
// (the wallet effects, the views that show such names), so none of it is in an app's initial JS.

// Embeddings and overrides (U+202A–202E), isolates (U+2066–2069) and the marks (U+200E, U+200F): in a name they
// can show `evil.eth` as `hte.live`.
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** `text` without bidirectional-text controls (embeddings, overrides, isolates, marks). */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '')
}
