// The modal shell: a shadow root the host page's CSS cannot reach, the dialog
// semantics, focus trap and keyboard, theming, the live region and the views
// (Connect eagerly, the others as lazy chunks).
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'
import type { View } from '../../src/domain/views.js'
import { MESSAGES } from '../../src/errors/messages.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectBanner } from '../../projections/alerts/alerts.selectors.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { BackIcon, CloseIcon, Spinner } from '../components/common.js'
import { ConnectView } from '../views/Connect.js'
import { UnavailableView } from '../views/Unavailable.js'
import { ModalUiContext, type ChosenWallet, type ModalUi } from './context.js'
import { activeElementOf, focusInitial, trapTab } from './focus.js'
import { modalStyleSheet, themeVariablesCss } from './styles.js'

const AccountView = lazy(() => import('../views/Account.js'))
const AllWalletsView = lazy(() => import('../views/AllWallets.js'))
const ConnectingExternalView = lazy(() => import('../views/ConnectingExternal.js'))
const UnsupportedChainView = lazy(() => import('../views/UnsupportedChain.js'))

/** The header title of a view. */
function titleOf(view: View, chosen: ChosenWallet | null): string {
  switch (view) {
    case 'Connect':
      return MESSAGES.connectWallet
    case 'AllWallets':
      return MESSAGES.allWallets
    case 'ConnectingExternal':
      return chosen?.name ?? MESSAGES.connectWallet
    case 'Account':
      return MESSAGES.account
    case 'UnsupportedChain':
      return MESSAGES.switchNetwork
    case 'ConnectingSiwe':
    case 'SIWXSignMessage':
      return MESSAGES.titleSignIn
    case 'ConnectingFarcaster':
      return MESSAGES.titleFarcaster
    case 'ConnectingWalletConnect':
    case 'ConnectingWalletConnectBasic':
      return MESSAGES.titleWalletConnect
    case 'ApproveTransaction':
      return MESSAGES.titleApproveTransaction
    case 'Swap':
      return MESSAGES.titleSwap
    case 'RegisterAccountName':
      return MESSAGES.titleRegisterName
    case 'RegisterAccountNameSuccess':
      return MESSAGES.titleNameRegistered
  }
}

function ViewBody(props: { view: View }): ReactNode {
  switch (props.view) {
    case 'Connect':
      return <ConnectView />
    case 'AllWallets':
      return <AllWalletsView />
    case 'ConnectingExternal':
      return <ConnectingExternalView />
    case 'Account':
      return <AccountView />
    case 'UnsupportedChain':
      return <UnsupportedChainView />
    default:
      return <UnavailableView />
  }
}

/** Moves focus into the dialog when the view shown has none (a new view replaced the focused control). */
function FocusWhenShown(props: { dialog: React.RefObject<HTMLDivElement | null>; trap: boolean }): null {
  const { dialog, trap } = props
  useEffect(() => {
    const el = dialog.current
    if (!el || !trap) return
    const active = activeElementOf(el)
    const scope = el.querySelector('[data-focus-scope]')
    if (active === null || !(scope ?? el).contains(active)) focusInitial(el)
  }, [dialog, trap])
  return null
}

function Loading(): ReactNode {
  return (
    <div className="gh-center">
      <Spinner />
    </div>
  )
}

const selectView = (state: GatehouseState) => state.modal.view
const selectCanGoBack = (state: GatehouseState) => state.modal.history.length > 1

function Dialog(props: { embedded: boolean }): ReactNode {
  const { embedded } = props
  const emit = useEmit()
  const view = useReadModel(selectView)
  const canGoBack = useReadModel(selectCanGoBack)
  const shake = useReadModel((state: GatehouseState) => state.modal.shake)
  const loading = useReadModel((state: GatehouseState) => state.modal.loading)
  const theme = useReadModel((state: GatehouseState) => state.theme.themeMode)
  const banner = useReadModel(selectBanner)
  const dialog = useRef<HTMLDivElement>(null)
  const [chosen, setChosen] = useState<ChosenWallet | null>(null)

  const ui = useMemo<ModalUi>(
    () => ({
      chosen,
      embedded,
      connect(wallet) {
        setChosen(wallet)
        emit({ type: 'ConnectRequested', data: { connectorId: wallet.connectorId, namespace: wallet.namespace } })
        emit({ type: 'NavigateRequested', data: { mode: 'push', view: 'ConnectingExternal' } })
      },
    }),
    [chosen, embedded, emit],
  )

  // Focus moves in on open and goes back to the opener on close (an overlay only: embedded, the page keeps its focus).
  const opener = useRef<Element | null>(null)
  useLayoutEffect(() => {
    if (embedded) return
    opener.current = document.activeElement
    if (dialog.current) focusInitial(dialog.current)
  }, [embedded])
  // Restored after the dialog has left the DOM (a passive effect's cleanup runs after the removal).
  useEffect(() => {
    if (embedded) return
    return () => {
      const el = opener.current
      if (el instanceof HTMLElement && el.isConnected) el.focus()
    }
  }, [embedded])

  const close = useCallback(() => emit({ type: 'ModalCloseRequested', data: {} }), [emit])
  const back = useCallback(() => emit({ type: 'BackRequested', data: {} }), [emit])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // The router decides: it closes, or shakes when the SIWX gate forbids it (SPEC §2).
      event.preventDefault()
      event.stopPropagation()
      close()
    } else if (event.key === 'Tab' && !embedded && dialog.current) {
      if (trapTab(dialog.current, event.shiftKey)) event.preventDefault()
    }
  }
  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) close()
  }

  if (view === null) return null
  const title = titleOf(view, chosen)
  const live = loading ? MESSAGES.loading : banner !== null && banner.variant !== 'error' ? banner.message : ''
  const content = (
    <div
      ref={dialog}
      className="gh-dialog"
      role={embedded ? 'region' : 'dialog'}
      aria-modal={embedded ? undefined : true}
      aria-labelledby="gh-title"
      tabIndex={-1}
      data-shake={shake ? '' : undefined}
      data-view={view}
      onKeyDown={onKeyDown}
    >
      <div className="gh-header">
        {canGoBack ? (
          <button type="button" className="gh-icon-button" aria-label={MESSAGES.back} onClick={back}>
            <BackIcon />
          </button>
        ) : (
          <span />
        )}
        <h2 id="gh-title" className="gh-title">
          {title}
        </h2>
        <button type="button" className="gh-icon-button" aria-label={MESSAGES.close} onClick={close}>
          <CloseIcon />
        </button>
      </div>
      {banner !== null ? (
        <p className="gh-banner" data-variant={banner.variant}>
          {banner.message}
        </p>
      ) : null}
      <div className="gh-body" data-focus-scope="">
        <ModalUiContext.Provider value={ui}>
          <Suspense fallback={<Loading />}>
            <ViewBody view={view} />
            <FocusWhenShown key={view} dialog={dialog} trap={!embedded} />
          </Suspense>
        </ModalUiContext.Provider>
      </div>
      <div className="gh-live" role="status" aria-live="polite">
        {live}
      </div>
      <div className="gh-live" role="alert">
        {banner !== null && banner.variant === 'error' ? banner.message : ''}
      </div>
    </div>
  )
  return (
    <div className="gh-root" data-theme={theme} data-embedded={embedded ? '' : undefined}>
      {embedded ? (
        content
      ) : (
        <div className="gh-backdrop" onMouseDown={onBackdrop}>
          {content}
        </div>
      )}
    </div>
  )
}

/** Attaches an open shadow root to `host` and adopts the modal's stylesheets (theme variables in a second sheet). */
function useShadowRoot(): [(el: HTMLDivElement | null) => void, ShadowRoot | null, CSSStyleSheet | null] {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  const [themeSheet, setThemeSheet] = useState<CSSStyleSheet | null>(null)
  const ref = useCallback((el: HTMLDivElement | null) => {
    if (!el) return
    const shadow = el.shadowRoot ?? el.attachShadow({ mode: 'open' })
    const view = el.ownerDocument.defaultView as (Window & typeof globalThis) | null
    const base = modalStyleSheet(view)
    if (base && view) {
      const theme = new view.CSSStyleSheet()
      shadow.adoptedStyleSheets = [base, theme]
      setThemeSheet(theme)
    }
    setRoot(shadow)
  }, [])
  return [ref, root, themeSheet]
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
  const [ref, root, themeSheet] = useShadowRoot()

  useEffect(() => {
    themeSheet?.replaceSync(themeVariablesCss(variables))
  }, [themeSheet, variables])

  // Embedded in place, the widget is always shown: it opens itself when it is not open.
  useEffect(() => {
    if (embedded && !open) emit({ type: 'ModalOpenRequested', data: {} })
  }, [embedded, open, emit])

  const host = (
    <div ref={ref} data-gatehouse-modal="">
      {root !== null && open ? createPortal(<Dialog embedded={embedded} />, root) : null}
    </div>
  )
  return embedded ? host : createPortal(host, document.body)
}
