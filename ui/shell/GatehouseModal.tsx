// The modal shell: a shadow root the host page's CSS cannot reach, its stylesheets
// and theming, and the dialog. The host, its shadow root, the shell's CSS and a
// loading dialog are in the app's initial JS; the dialog itself
// (ui/shell/Dialog.tsx), every view and the views' CSS are lazy chunks, loaded on
// the visitor's intent (ui/shell/preload.ts), so a click normally finds them and the
// dialog shows its view at once. A click before that shows the loading dialog
// (the dialog's box and a spinner) until the dialog and its view's code are there.
// A click before Gatehouse is ready (its runtime chunk on its way, the log restoring)
// shows the dialog at once too: the view the router will open to over the first-paint
// copy's read models, or the loading dialog on a fresh page; the bus holds the intent
// until then, and the router's answer takes over the moment it starts.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { CORE_MESSAGES } from '../../src/errors/messages.js'
import { directionOf } from '../../src/domain/locales.js'
import { loadOnce } from '../../src/loadOnce.js'
import { selectLocale } from '../../projections/locale/locale.selectors.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectViewOnOpen } from '../../projections/modal/open.selectors.js'
import type { View } from '../../src/domain/views.js'
import { useGatehouse } from '../core/context.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { onModalIntent } from '../core/intent.js'
import { useCloseModal } from '../core/modal.js'
import { dialogReadyFor, preloadModal, viewOnOpen, viewsOnIntent } from './preload.js'
import { constructableSheets, sheetsInOrder, type AdoptSheet, type SheetRole } from './sheets.js'
import { modalStyleSheet } from './styles.js'
import { themeVariablesCss } from './theme.js'

export { preloadModal }

type LoadingTexts = (typeof import('../locales/loadingText.js'))['LOADING_TEXT']
let loadingTexts: LoadingTexts | null = null
/** The loading dialog's text in the other locales (a tiny chunk), loaded once (a failed load is tried again). */
const loadLoadingTexts = loadOnce(() =>
  import('../locales/loadingText.js').then((module) => (loadingTexts = module.LOADING_TEXT)),
)

/**
 * Attaches an open shadow root to `host` and adopts the modal's stylesheets in
 * this order: the shell's, the views' once their chunk is there (`adoptSheet`),
 * and the app's theme variables last, so they win.
 */
function useShadowRoot(): [(el: HTMLDivElement | null) => void, ShadowRoot | null, CSSStyleSheet | null, AdoptSheet] {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  const [themeSheet, setThemeSheet] = useState<CSSStyleSheet | null>(null)
  const shadowRef = useRef<ShadowRoot | null>(null)
  const adopted = useRef<Partial<Record<SheetRole, CSSStyleSheet>>>({})
  const ref = useCallback((el: HTMLDivElement | null) => {
    if (!el) return
    const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' })
    shadowRef.current = shadow
    const view = el.ownerDocument.defaultView as (Window & typeof globalThis) | null
    if (constructableSheets(view)) {
      const theme = new view.CSSStyleSheet()
      adopted.current.shell = modalStyleSheet(view) ?? undefined
      adopted.current.theme = theme
      shadow.adoptedStyleSheets = sheetsInOrder(adopted.current)
      setThemeSheet(theme)
    }
    setRoot(shadow)
  }, [])
  const adoptSheet = useCallback<AdoptSheet>((role, sheetFor) => {
    const shadow = shadowRef.current
    const sheet = shadow ? sheetFor(shadow.host.ownerDocument.defaultView as (Window & typeof globalThis) | null) : null
    if (!shadow || !sheet || adopted.current[role] === sheet) return
    adopted.current[role] = sheet
    shadow.adoptedStyleSheets = sheetsInOrder(adopted.current)
  }, [])
  return [ref, root, themeSheet, adoptSheet]
}

/**
 * The dialog's box with a spinner, for the moment the dialog's chunk is still loading (a click
 * before the visitor's intent loaded it). It leaves the focus where it is, so the dialog finds the
 * opener to return to; Escape on the page closes it.
 */
function LoadingDialog(props: { embedded: boolean }): ReactNode {
  const { embedded } = props
  const close = useCloseModal()
  const theme = useReadModel((state: GatehouseState) => state.theme.themeMode)
  // In the read models' locale and its direction, as the dialog will be.
  const locale = useReadModel(selectLocale)
  const [texts, setTexts] = useState(() => loadingTexts)
  useEffect(() => {
    if (locale !== 'en' && texts === null) loadLoadingTexts().then(setTexts, () => undefined)
  }, [locale, texts])
  useEffect(() => {
    if (embedded) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [embedded, close])
  const box = (
    <div
      className="gh-dialog"
      role={embedded ? 'region' : 'dialog'}
      aria-modal={embedded ? undefined : true}
      aria-label={(locale !== 'en' && texts?.[locale]) || CORE_MESSAGES.loading}
      aria-busy="true"
      data-loading=""
    >
      <div className="gh-center">
        <span className="gh-spinner" aria-hidden="true" />
      </div>
    </div>
  )
  return (
    <div
      className="gh-root"
      data-theme={theme}
      data-embedded={embedded ? '' : undefined}
      lang={locale}
      dir={directionOf(locale)}
    >
      {embedded ? box : <div className="gh-backdrop">{box}</div>}
    </div>
  )
}

const selectView = (state: GatehouseState) => state.modal.view

const subscribeToNothing = () => () => undefined
/**
 * Whether the page's document can be used: false on the server and while hydrating (the server's HTML has no modal
 * in the page's body for the first render to match), true from then on, and from the first render in an app rendered
 * only in the browser.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}

/**
 * The open modal: the dialog with its view when their code is here as it opens, else the loading dialog until
 * the dialog's chunk and the view's are both in (never the dialog with a spinner for the view it opened to).
 * `early`: the view of an opening Gatehouse was not ready to answer yet, shown meanwhile when the read models are
 * the visitor's (a first-paint copy), else the loading dialog until ready: a fresh page's read models have neither
 * the app's configuration nor the wallets found yet, and its Connect would say "No wallet found".
 */
function OpenDialog(props: {
  embedded: boolean
  adoptSheet: AdoptSheet
  shown: boolean
  early: View | null
  /** No first-paint copy: the read models are a fresh page's until Gatehouse is ready. */
  fresh: boolean
}): ReactNode {
  const { embedded, adoptSheet, shown, early, fresh } = props
  const opened = useReadModel(selectView)
  const view = early ?? opened
  // Hidden on the visitor's intent, the dialog shows the view the click will open to.
  const onOpen = useReadModel(viewOnOpen)
  const next = early ?? (shown ? opened : onOpen)
  const [ready, setReady] = useState(() => dialogReadyFor(view))
  useEffect(() => {
    if (ready) return
    let live = true
    // A failed load leaves the loading dialog (Escape closes it); the next open tries again.
    preloadModal([view]).then(
      () => {
        if (live) setReady(dialogReadyFor(view))
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [ready, view])
  if (ready && !(early !== null && fresh))
    return <ready.Dialog embedded={embedded} adoptSheet={adoptSheet} shown={shown} view={next} />
  return shown ? <LoadingDialog embedded={embedded} /> : null
}

/**
 * The Gatehouse modal. Renders into a shadow root appended to the page (or in
 * place when the configuration embeds it), reads only the read models and
 * emits only intent events. Open it with `useModal().open()` or a
 * `ModalOpenRequested` event.
 */
export function GatehouseModal(): ReactNode {
  const emit = useEmit()
  const gatehouse = useGatehouse()
  const embedded = useReadModel((state: GatehouseState) => state.modal.embedded)
  const opened = useReadModel((state: GatehouseState) => state.modal.open)
  const variables = useReadModel((state: GatehouseState) => state.theme.themeVariables)
  // Another language than English: the loading dialog's text in it is fetched now, so an early click finds it, and
  // the table of that language's catalogue chunks, so the dialog does not wait for it before its own part.
  const locale = useReadModel(selectLocale)
  useEffect(() => {
    if (locale === 'en') return
    loadLoadingTexts().catch(() => undefined)
    import('../locales/foreign.js').catch(() => undefined)
  }, [locale])
  const [ref, root, themeSheet, adoptSheet] = useShadowRoot()
  const inBrowser = useInBrowser()
  // The visitor's intent (useModal().preload) loads the dialog and the view the click opens to, then renders them
  // hidden (laid out, styled, not seen), so the click only reveals them; a failed load is tried again by the next
  // intent, or when the modal opens. Closing drops the hidden dialog (in the same render: it leaves the DOM on close).
  const [prepared, setPrepared] = useState(false)
  // Until ready, a first-paint copy written while the modal was open still says so: restore closes it (a reload
  // never reopens the modal), so the overlay does not show it meanwhile; embedded, the widget shows from the first
  // paint.
  const [startedFor, setStartedFor] = useState<object | null>(null)
  const fresh = gatehouse.firstPaint == null
  const open = opened && (startedFor === gatehouse || embedded || fresh)
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    setPrepared(false)
  }
  // An opening asked for before Gatehouse is ready: the bus holds its intent until the log is restored and the
  // effects run, and the router answers it then, at once. Meanwhile the dialog shows (OpenDialog) the view the router
  // will open to (its own selector, over the first-paint copy's read models), or the loading dialog on a fresh page,
  // so the click is answered in the next frame, not when the runtime has arrived; a close asked for meanwhile hides it
  // at once (its intent queued behind the opening's). From `ready` on the read models alone say what shows.
  const [early, setEarly] = useState<View | null>(null)
  // A ref beside `startedFor`, set in the same microtask as `ready` resolves: an intent that comes before the render
  // of that state must already leave the opening to the router, or its early view would outlive the router's close.
  const answering = useRef(false)
  useEffect(() => {
    let live = true
    answering.current = false
    const answered = () => {
      answering.current = true
      if (!live) return
      setEarly(null)
      setStartedFor(gatehouse)
    }
    gatehouse.ready.then(answered, answered)
    return () => {
      live = false
    }
  }, [gatehouse])
  useEffect(
    () =>
      onModalIntent((state, intent) => {
        if (intent === 'intent') {
          preloadModal(viewsOnIntent(state)).then(
            () => setPrepared(true),
            () => undefined,
          )
          return
        }
        if (intent === 'closing') {
          setEarly(null)
          return
        }
        // The opening: its code at once (a failure is the open dialog's to show); a render of its own only before
        // Gatehouse is ready, else the router's answer opens it in the same task.
        const view = selectViewOnOpen(state, intent.opening === null ? {} : { view: intent.opening })
        preloadModal([intent.opening ?? viewOnOpen(state)]).catch(() => undefined)
        if (!answering.current && !state.modal.embedded) setEarly(view)
      }),
    [],
  )
  useEffect(() => {
    themeSheet?.replaceSync(themeVariablesCss(variables))
  }, [themeSheet, variables])

  // Embedded in place, the widget is always shown: it opens itself when it is not open.
  useEffect(() => {
    if (embedded && !opened) emit({ type: 'ModalOpenRequested', data: {} })
  }, [embedded, opened, emit])

  const shown = open || early !== null
  const host = (
    <div ref={ref} data-gatehouse-modal="">
      {root !== null && (shown || prepared)
        ? createPortal(
            <OpenDialog
              embedded={embedded}
              adoptSheet={adoptSheet}
              shown={shown}
              early={open ? null : early}
              fresh={fresh}
            />,
            root,
          )
        : null}
    </div>
  )
  // Appended to the page's body, which exists only in the browser: the server renders nothing in its place.
  if (embedded) return host
  return inBrowser ? createPortal(host, document.body) : null
}
