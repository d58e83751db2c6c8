// The modal shell: a shadow root the host page's CSS cannot reach, its stylesheets
// and theming, and the dialog. The host, its shadow root, the shell's CSS and a
// loading dialog are in the app's initial JS; the dialog itself
// (ui/shell/Dialog.tsx), every view and the views' CSS are lazy chunks, preloaded
// at idle once Gatehouse is ready, so a click normally finds them loaded and the
// dialog shows its view at once. A click before that shows the loading dialog
// (the dialog's box and a spinner) until the dialog's chunk is there.
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { CORE_MESSAGES } from '../../src/errors/messages.js'
import { loadOnce } from '../../src/loadOnce.js'
import type { GatehouseState } from '../../projections/index.js'
import { useGatehouse } from '../core/context.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { preloadable } from './preloadable.js'
import { constructableSheets, sheetsInOrder, type AdoptSheet, type SheetRole } from './sheets.js'
import { modalStyleSheet } from './styles.js'
import { themeVariablesCss } from './theme.js'

/** The dialog's chunk, loaded once (a failed load is tried again). */
const loadDialog = loadOnce(() => import('./Dialog.js'))
const LazyDialog = preloadable(() => loadDialog().then((m) => ({ default: m.Dialog })))

/** Loads the dialog and the views a first click shows (the shell does it at idle once Gatehouse is ready; tests call it). */
export function preloadModal(): Promise<unknown> {
  return LazyDialog.preload().then(() => loadDialog().then((m) => m.preloadViews()))
}

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
 * before the idle preload landed). It leaves the focus where it is, so the dialog finds the
 * opener to return to; Escape on the page closes it.
 */
function LoadingDialog(props: { embedded: boolean }): ReactNode {
  const { embedded } = props
  const emit = useEmit()
  const theme = useReadModel((state: GatehouseState) => state.theme.themeMode)
  useEffect(() => {
    if (embedded) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') emit({ type: 'ModalCloseRequested', data: {} })
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [embedded, emit])
  const box = (
    <div
      className="gh-dialog"
      role={embedded ? 'region' : 'dialog'}
      aria-modal={embedded ? undefined : true}
      aria-label={CORE_MESSAGES.loading}
      aria-busy="true"
      data-loading=""
    >
      <div className="gh-center">
        <span className="gh-spinner" aria-hidden="true" />
      </div>
    </div>
  )
  return (
    <div className="gh-root" data-theme={theme} data-embedded={embedded ? '' : undefined}>
      {embedded ? box : <div className="gh-backdrop">{box}</div>}
    </div>
  )
}

/** Runs `task` when the browser is idle (or soon, where requestIdleCallback is missing); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 1)
  return () => clearTimeout(handle)
}

/**
 * The Gatehouse modal. Renders into a shadow root appended to the page (or in
 * place when the configuration embeds it), reads only the read models and
 * emits only intent events. Open it with `useModal().open()` or a
 * `ModalOpenRequested` event.
 */
export function GatehouseModal(): ReactNode {
  const emit = useEmit()
  const embedded = useReadModel((state: GatehouseState) => state.modal.embedded)
  const open = useReadModel((state: GatehouseState) => state.modal.open)
  const variables = useReadModel((state: GatehouseState) => state.theme.themeVariables)
  const [ref, root, themeSheet, adoptSheet] = useShadowRoot()
  const gatehouse = useGatehouse()

  // Once the log is restored, at idle: the dialog, the views' CSS and the views a first click shows, so the click finds them here.
  useEffect(() => {
    let cancel = () => undefined as void
    let done = false
    void gatehouse.ready.then(() => {
      if (done) return
      cancel = whenIdle(() => {
        preloadModal().catch(() => undefined) // a failed preload is tried again when the dialog or the view renders
      })
    })
    return () => {
      done = true
      cancel()
    }
  }, [gatehouse])

  useEffect(() => {
    themeSheet?.replaceSync(themeVariablesCss(variables))
  }, [themeSheet, variables])

  // Embedded in place, the widget is always shown: it opens itself when it is not open.
  useEffect(() => {
    if (embedded && !open) emit({ type: 'ModalOpenRequested', data: {} })
  }, [embedded, open, emit])

  const host = (
    <div ref={ref} data-gatehouse-modal="">
      {root !== null && open
        ? createPortal(
            <Suspense fallback={<LoadingDialog embedded={embedded} />}>
              <LazyDialog embedded={embedded} adoptSheet={adoptSheet} />
            </Suspense>,
            root,
          )
        : null}
    </div>
  )
  return embedded ? host : createPortal(host, document.body)
}
