// The modal's dialog (a lazy chunk the shell loads with the view it opens to on the visitor's intent, pointer over or
// focus on the app's connect button, so a click finds both and shows the dialog with its content at once): dialog
// semantics, focus trap and keyboard, header, banner, live regions and the views (each a further lazy chunk).
// ui/shell/GatehouseModal.tsx keeps what every app runs at start: the host, its shadow root, the
// stylesheets, and the loading dialog shown while this chunk loads.
import {
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
import { afterNextPaint } from '../../src/bus/afterPaint.js'
import { ANIMATION_MS } from '../../src/domain/constants.js'
import { directionOf } from '../../src/domain/locales.js'
import type { View } from '../../src/domain/views.js'
import { loadOnce } from '../../src/loadOnce.js'
import { displayName } from '../displayName.js'
import { localizeText, MESSAGES } from '../messages.js'
import { CatalogueGate, useCatalogue } from '../locales/useCatalogue.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectBanner } from '../../projections/alerts/alerts.selectors.js'
import { selectEmailCodeStep } from '../../projections/auth/auth.selectors.js'
import { selectLocale } from '../../projections/locale/locale.selectors.js'
import { selectChosenWalletConnectWallet } from '../../projections/walletConnect/walletConnect.selectors.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { useCloseModal } from '../core/modal.js'
import { dialogStyleSheet } from './dialogStyles.js'
import { BackIcon, CloseIcon, Spinner } from './icons.js'
import { ModalUiContext, type ChosenWallet, type ModalUi } from './context.js'
import { activeElementOf, focusInitial, trapTab } from './focus.js'
import { preloadable } from './preloadable.js'
import { ViewBoundary } from './ViewBoundary.js'
import { constructableSheets, type AdoptSheet } from './sheets.js'

type ViewStyles = typeof import('./viewStyles.js')
let viewStyles: ViewStyles | null = null
/** The views' CSS (a lazy chunk), loaded once (a failed load is tried again). */
const loadViewStyles = loadOnce(() => import('./viewStyles.js').then((module) => (viewStyles = module)))

const ConnectView = preloadable(() => import('../views/Connect.js').then((m) => ({ default: m.ConnectView })))
const AccountView = preloadable(() => import('../views/Account.js'))
const ConnectingExternalView = preloadable(() => import('../views/ConnectingExternal.js'))
const UnavailableView = preloadable(() =>
  import('../views/Unavailable.js').then((m) => ({ default: m.UnavailableView })),
)
const AllWalletsView = preloadable(() => import('../views/AllWallets.js'))
const UnsupportedChainView = preloadable(() => import('../views/UnsupportedChain.js'))
const ConnectingWalletConnectView = preloadable(() => import('../views/ConnectingWalletConnect.js'))
const ConnectingWalletConnectBasicView = preloadable(() => import('../views/ConnectingWalletConnectBasic.js'))
const SIWXSignMessageView = preloadable(() => import('../views/SIWXSignMessage.js'))
const ConnectingFarcasterView = preloadable(() => import('../views/ConnectingFarcaster.js'))
const ApproveTransactionView = preloadable(() => import('../views/ApproveTransaction.js'))
const WalletSendView = preloadable(() => import('../views/WalletSend.js'))
const WalletReceiveView = preloadable(() => import('../views/WalletReceive.js'))
const SwapView = preloadable(() => import('../views/Swap.js'))
const OnRampView = preloadable(() => import('../views/OnRamp.js'))
const RegisterAccountNameView = preloadable(() => import('../views/names/RegisterAccountName.js'))
const RegisterAccountNameSuccessView = preloadable(() => import('../views/names/RegisterAccountNameSuccess.js'))

// A wallet's name from outside in the title: bidi controls neutralised, a long one cut (the view below shows it too).
const shownName = (name: string | null | undefined): string | null => (name ? displayName(name).text || null : null)

/** The header title of a view (Connect on an email login's code step is that step's; WalletConnect's, the listed wallet picked). */
function titleOf(
  view: View,
  chosen: ChosenWallet | null,
  codeStep: boolean,
  listed: string | null,
  connecting: string | null,
): string {
  switch (view) {
    case 'Connect':
      return codeStep ? MESSAGES.titleConfirmEmail : MESSAGES.connectWallet
    case 'AllWallets':
      return MESSAGES.allWallets
    case 'ConnectingExternal':
      return shownName(chosen?.name ?? connecting) ?? MESSAGES.connectWallet
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
      return shownName(listed) ?? MESSAGES.titleWalletConnect
    case 'ApproveTransaction':
      return MESSAGES.titleApproveTransaction
    case 'Swap':
      return MESSAGES.titleSwap
    case 'RegisterAccountName':
      return MESSAGES.titleRegisterName
    case 'RegisterAccountNameSuccess':
      return MESSAGES.titleNameRegistered
    case 'WalletSend':
      return MESSAGES.titleSend
    case 'WalletReceive':
      return MESSAGES.titleReceive
    case 'OnRamp':
      return MESSAGES.titleBuy
  }
}

/** The component of each view (an unknown one shows Unavailable). */
const VIEW_BODIES: Partial<Record<View, ReturnType<typeof preloadable>>> = {
  Connect: ConnectView,
  AllWallets: AllWalletsView,
  ConnectingExternal: ConnectingExternalView,
  Account: AccountView,
  UnsupportedChain: UnsupportedChainView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
  SIWXSignMessage: SIWXSignMessageView,
  ConnectingFarcaster: ConnectingFarcasterView,
  ApproveTransaction: ApproveTransactionView,
  WalletSend: WalletSendView,
  WalletReceive: WalletReceiveView,
  Swap: SwapView,
  OnRamp: OnRampView,
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
}

const bodyOf = (view: View) => VIEW_BODIES[view] ?? UnavailableView

function ViewBody(props: { view: View }): ReactNode {
  const Body = bodyOf(props.view)
  // eslint-disable-next-line react-hooks/static-components -- a lookup of the module's components, the same one per view
  return <Body />
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

type SheetProps = { adopt: AdoptSheet }

/**
 * Adopts the views' stylesheet into the shadow root before the views paint (a layout effect, in the
 * views' commit). The window comes from the shadow root's host, which is attached before the dialog
 * renders: the dialog's own ref is not set yet when this runs in the dialog's first commit.
 */
function ViewSheet(props: SheetProps & { module: ViewStyles }): null {
  const { adopt, module } = props
  useLayoutEffect(() => {
    adopt('views', module.viewStyleSheet)
  }, [adopt, module])
  return null
}

const LazyViewSheet = preloadable(() =>
  loadViewStyles().then((module) => ({ default: (props: SheetProps) => <ViewSheet {...props} module={module} /> })),
)

/** The views' stylesheet: at once when its chunk is there, else it suspends the views until it is. */
function ViewStylesheet(props: SheetProps): ReactNode {
  return viewStyles ? <ViewSheet {...props} module={viewStyles} /> : <LazyViewSheet {...props} />
}

// Back pops the history; on an email login's code step, the router takes it back to the email field.
const selectCodeStep = (state: GatehouseState) => state.modal.view === 'Connect' && selectEmailCodeStep(state)
// Only while the read models have it open: a dialog shown ahead of them (hidden on the intent, or before ready over a
// first-paint copy) has no history of its own, whatever the copy's last one was.
const selectCanGoBack = (state: GatehouseState) =>
  state.modal.open && (state.modal.history.length > 1 || selectCodeStep(state))
// The wallet being connected (or whose connect failed), by name, as the read models say: a replayed session has no click to remember.
const selectConnectingName = (state: GatehouseState): string | null => {
  for (const c of Object.values(state.connection.byNamespace)) {
    const id = (c?.status === 'connecting' && !c.restoring) || c?.status === 'disconnected' ? c.connectorId : undefined
    if (id !== undefined)
      return state.wallets.connectors.byId[id]?.name ?? state.wallets.recent.find((w) => w.id === id)?.name ?? id
  }
  return null
}
// The listed (or recent) wallet picked to pair with over WalletConnect, by name.
const selectListedName = (state: GatehouseState) => {
  const id = state.walletConnect.walletId
  return id === null
    ? null
    : (selectChosenWalletConnectWallet(state)?.name ?? state.wallets.recent.find((w) => w.id === id)?.name ?? null)
}

/**
 * The dialog: header, banner, the view, live regions, focus and keyboard. Not `shown`, it is rendered on the visitor's
 * intent, laid out but hidden (no focus, no listeners, no scroll lock), with the view the click opens to (`view`, the
 * shell's): the click then only reveals it, with its opening animation.
 */
export function Dialog(props: {
  embedded: boolean
  adoptSheet: AdoptSheet
  shown: boolean
  view: View | null
}): ReactNode {
  const { embedded, adoptSheet, shown, view } = props
  // The dialog's stylesheet, adopted before the dialog paints.
  useLayoutEffect(() => {
    adoptSheet('dialog', dialogStyleSheet)
  }, [adoptSheet])
  const emit = useEmit()
  const canGoBack = useReadModel(selectCanGoBack)
  const codeStep = useReadModel(selectCodeStep)
  const listed = useReadModel(selectListedName)
  const connecting = useReadModel(selectConnectingName)
  const shake = useReadModel((state: GatehouseState) => state.modal.shake)
  const loading = useReadModel((state: GatehouseState) => state.modal.loading)
  const theme = useReadModel((state: GatehouseState) => state.theme.themeMode)
  const banner = useReadModel(selectBanner)
  const wanted = useReadModel(selectLocale)
  const locale = useCatalogue(wanted, view)
  const dialog = useRef<HTMLDivElement>(null)
  const [chosen, setChosen] = useState<ChosenWallet | null>(null)

  const ui = useMemo<ModalUi>(
    () => ({
      chosen,
      embedded,
      connect(wallet) {
        setChosen(wallet)
        // The router shows ConnectingExternal for it.
        emit({ type: 'ConnectRequested', data: { connectorId: wallet.connectorId, namespace: wallet.namespace } })
      },
    }),
    [chosen, embedded, emit],
  )

  // The wallet's connect that follows Connect, fetched once Connect is on screen (not before the modal shows), so
  // choosing a wallet finds it here.
  useEffect(() => {
    if (shown && view === 'Connect') afterNextPaint(() => void ConnectingExternalView.preload().catch(() => undefined))
  }, [shown, view])

  // Focus moves in on open and goes back to the opener on close (an overlay only: embedded, the page keeps its focus).
  const opener = useRef<Element | null>(null)
  useLayoutEffect(() => {
    if (embedded || !shown) return
    opener.current = document.activeElement
    if (dialog.current) focusInitial(dialog.current)
  }, [embedded, shown])
  // Restored after the dialog has left the DOM (a passive effect's cleanup runs after the removal; the shell removes
  // it in the render that closes it).
  useEffect(() => {
    if (embedded || !shown) return
    return () => {
      const el = opener.current
      if (el instanceof HTMLElement && el.isConnected) el.focus()
    }
  }, [embedded, shown])

  const close = useCloseModal()
  const back = useCallback(() => emit({ type: 'BackRequested', data: {} }), [emit])

  // SPEC §9's 150 ms: the body's height follows its content through a transition instead of jumping between views
  // and tabs. The height is a rule of a constructable sheet of the dialog's own (a style attribute would need
  // 'unsafe-inline'); while it moves the body does not scroll, so no scrollbar flashes.
  const body = useRef<HTMLDivElement>(null)
  const inner = useRef<HTMLDivElement>(null)
  const hasView = view !== null
  useLayoutEffect(() => {
    const content = inner.current
    const outer = body.current
    let sheet: CSSStyleSheet | null = null
    adoptSheet('size', (page) => (sheet = page && constructableSheets(page) ? new page.CSSStyleSheet() : null))
    if (!content || !outer || !sheet || typeof ResizeObserver === 'undefined') return
    const size: CSSStyleSheet = sheet
    let height = -1
    let settle = 0
    const observer = new ResizeObserver((entries) => {
      // Layout sizes (the entry's, offsetHeight), never getBoundingClientRect: the dialog opens with a scale (gh-rise,
      // 0.98 → 1), and a height read through it during those 150 ms came out up to 2 % short, so a view whose content
      // was there from the first frame stayed cut by up to 13 px (its last row under the edge, the body scrolling),
      // and by less or not at all when its content arrived later.
      const entry = entries.at(-1)
      if (!entry) return
      const style = getComputedStyle(outer)
      const next = Math.ceil(entry.contentRect.height + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom))
      if (next === height) return
      // The first height, and a body already cut by the dialog's max-height (it scrolls), do not move.
      const still = height < 0 || outer.offsetHeight < height - 1
      height = next
      size.replaceSync(`.gh-body{height:${next}px${still ? '' : ';overflow-y:hidden'}}`)
      clearTimeout(settle)
      settle = window.setTimeout(() => size.replaceSync(`.gh-body{height:${next}px}`), ANIMATION_MS[1] + 50)
    })
    observer.observe(content)
    return () => {
      observer.disconnect()
      clearTimeout(settle)
    }
  }, [adoptSheet, hasView])

  // Open over the page (not embedded), the page behind does not scroll: a sheet of the document's own, removed on
  // close; the scrollbar's room is kept so the page does not shift. Set once the dialog is painted: the page's own
  // style and layout, which the lock invalidates (the whole document, however large the app), do not delay that frame.
  useEffect(() => {
    if (embedded || !shown || !constructableSheets(window)) return
    const lock = new CSSStyleSheet()
    let live = true
    afterNextPaint(() => {
      if (!live) return
      const gutter = window.innerWidth > document.documentElement.clientWidth ? 'scrollbar-gutter:stable;' : ''
      lock.replaceSync(`html{overflow:hidden!important;${gutter}}`)
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, lock]
    })
    return () => {
      live = false
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== lock)
    }
  }, [embedded, shown])

  // A wallet's prompt in the page took the focus and, gone, gave it back to the page (it cannot focus into the
  // shadow root): the dialog takes it back, and Escape or Tab pressed meanwhile still reach it.
  useEffect(() => {
    if (embedded || !shown) return
    const lost = () => document.activeElement === null || document.activeElement === document.body
    let timer = 0
    const onFocusOut = (event: globalThis.FocusEvent) => {
      if (event.relatedTarget !== null) return
      clearTimeout(timer)
      timer = window.setTimeout(() => {
        if (dialog.current && lost()) focusInitial(dialog.current)
      })
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!dialog.current || !lost()) return
      if (event.key === 'Escape') close()
      else if (event.key === 'Tab' && trapTab(dialog.current, event.shiftKey)) event.preventDefault()
    }
    document.addEventListener('focusout', onFocusOut, true)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('focusout', onFocusOut, true)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [embedded, shown, close])

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
  const title = titleOf(view, chosen, codeStep, listed, connecting)
  // The banner's text comes from an event, in English: a catalogue message shows in the active locale.
  const bannerText = banner === null ? '' : localizeText(banner.message)
  const live = loading ? MESSAGES.loading : banner !== null && banner.variant !== 'error' ? bannerText : ''
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
          {bannerText}
        </p>
      ) : null}
      <div ref={body} className="gh-body" data-focus-scope="" aria-busy={loading ? true : undefined}>
        <div ref={inner} className="gh-body-inner">
          {loading ? <Loading /> : null}
          <ModalUiContext.Provider value={ui}>
            <ViewBoundary view={view} focus={<FocusWhenShown dialog={dialog} trap={!embedded && shown} />}>
              <Suspense fallback={loading ? null : <Loading />}>
                <ViewStylesheet adopt={adoptSheet} />
                <CatalogueGate locale={wanted} view={view} alongside={bodyOf(view).preload}>
                  <ViewBody view={view} />
                </CatalogueGate>
                <FocusWhenShown key={view} dialog={dialog} trap={!embedded && shown} />
              </Suspense>
            </ViewBoundary>
          </ModalUiContext.Provider>
        </div>
      </div>
      <div className="gh-live" role="status" aria-live="polite">
        {live}
      </div>
      <div className="gh-live" role="alert">
        {banner !== null && banner.variant === 'error' ? bannerText : ''}
      </div>
    </div>
  )
  return (
    <div
      className="gh-root"
      data-theme={theme}
      data-embedded={embedded ? '' : undefined}
      data-hidden={shown ? undefined : ''}
      lang={locale}
      dir={directionOf(locale)}
    >
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

/**
 * Loads the views' CSS and the code of `views`; the dialog's and the views' stylesheets are parsed then too, so the
 * click that opens the modal does not.
 */
export function preloadViews(views: readonly View[]): Promise<unknown> {
  const page = typeof window === 'undefined' ? null : window
  dialogStyleSheet(page)
  return Promise.all([
    loadViewStyles().then((module) => module.viewStyleSheet(page)),
    ...views.map((view) => bodyOf(view).preload()),
  ])
}

/** Whether the dialog can show `view` at once: the views' CSS and the view's code are here. */
export function viewReady(view: View | null): boolean {
  return viewStyles !== null && (view === null || bodyOf(view).loaded())
}

/** The views a click on the app's button opens to (and the wallet's connect after Connect): loaded when none is named. */
export const PRELOADABLE_VIEWS: readonly View[] = ['Connect', 'Account', 'ConnectingExternal']
