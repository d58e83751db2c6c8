// The Connect view (SPEC §2): email and social login first when a secure frame is
// configured (SPEC §1: email, social, wallet; their code is a lazy chunk), then the
// wallets in SPEC §9's default connector order (walletConnect, recent, injected incl.
// EIP-6963, featured, custom, external, recommended), each wallet once, then All Wallets.
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react'
import { MESSAGES, type MessageId } from '../messages.js'
import type { GatehouseState } from '../../projections/index.js'
import { isFeatureOn, isSwitchOn } from '../../src/domain/features.js'
import { selectConnectorGroups, type ConnectorGroup } from '../../projections/wallets/wallets.selectors.js'
import { selectEmailCodeStep } from '../../projections/auth/auth.selectors.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { ItemIcon, RovingList, rovingTabIndex } from '../components/common.js'
import { useModalUi, type ChosenWallet } from '../shell/context.js'
import { usePagedRendering } from '../components/pagedRendering.js'
import { ShownName } from '../components/ShownName.js'

/** One entry of the Connect list. */
export interface WalletEntry {
  key: string
  name: string
  imageUrl: string | null
  /** The tag's message (shown in the active locale as the entry renders). */
  tag: MessageId | null
  /** The connector to connect through, or null for a listed wallet that is not installed here. */
  wallet: ChosenWallet | null
}

/**
 * The Connect view's entries from the connector groups, in their order, each
 * wallet once: a recent or listed wallet that is also an installed connector
 * (same id, or the listing's rdns is the connector's id) connects through it.
 */
export function connectEntries(groups: readonly ConnectorGroup[]): WalletEntry[] {
  const connectors = new Map<string, ChosenWallet>()
  for (const g of groups) {
    if ('connectors' in g) {
      for (const c of g.connectors)
        connectors.set(c.id, { connectorId: c.id, namespace: c.chain, name: c.name, imageUrl: c.imageUrl ?? null })
    }
  }
  const seen = new Set<string>()
  const out: WalletEntry[] = []
  const add = (entry: WalletEntry, ids: readonly (string | null | undefined)[]) => {
    if (ids.some((id) => id != null && seen.has(id))) return
    for (const id of ids) if (id != null) seen.add(id)
    out.push(entry)
  }
  for (const g of groups) {
    switch (g.kind) {
      case 'recent':
        for (const w of g.wallets) {
          const c = connectors.get(w.id) ?? null
          add(
            {
              key: `recent:${w.id}`,
              name: w.name,
              imageUrl: w.imageUrl ?? c?.imageUrl ?? null,
              tag: 'walletRecent',
              wallet: c,
            },
            [w.id],
          )
        }
        break
      case 'featured':
      case 'custom':
      case 'recommended':
        for (const w of g.wallets) {
          const c = (w.rdns != null ? connectors.get(w.rdns) : undefined) ?? connectors.get(w.id) ?? null
          const tag = c ? 'walletInstalled' : g.kind === 'featured' ? 'walletFeatured' : null
          add({ key: `${g.kind}:${w.id}`, name: w.name, imageUrl: c?.imageUrl ?? w.imageUrl ?? null, tag, wallet: c }, [
            w.id,
            w.rdns,
            c?.connectorId,
          ])
        }
        break
      default:
        for (const c of g.connectors) {
          const tag = g.kind === 'injected' ? 'walletInstalled' : null
          add(
            {
              key: `${g.kind}:${c.id}`,
              name: c.name,
              imageUrl: c.imageUrl ?? null,
              tag,
              wallet: connectors.get(c.id) ?? null,
            },
            [c.id],
          )
        }
    }
  }
  return out
}

/** A wallet button of a list; without a connector it shows the wallet-connect flow. */
export function WalletButton(props: { entry: WalletEntry; index: number; disabled?: boolean }): ReactNode {
  const { entry, index } = props
  const ui = useModalUi()
  const emit = useEmit()
  const onClick = () => {
    if (entry.wallet && entry.wallet.connectorId !== 'walletConnect') ui.connect(entry.wallet)
    else {
      // WalletConnect, or a listed wallet that is not installed here: pairs over WalletConnect (the wallet's deep link on mobile), in the view the router shows.
      emit({
        type: 'WalletConnectWalletChosen',
        data: { walletId: entry.wallet ? null : entry.key.slice(entry.key.indexOf(':') + 1) },
      })
      emit({ type: 'ConnectRequested', data: { connectorId: 'walletConnect', namespace: 'eip155' } })
    }
  }
  return (
    <li>
      <button
        type="button"
        className="gh-item"
        data-roving=""
        tabIndex={rovingTabIndex(index)}
        disabled={props.disabled}
        onClick={onClick}
      >
        <ItemIcon name={entry.name} imageUrl={entry.imageUrl} />
        <ShownName value={entry.name} className="gh-item-name" />
        {entry.tag !== null ? <span className="gh-tag">{MESSAGES[entry.tag]}</span> : null}
      </button>
    </li>
  )
}

const selectGroups = (state: GatehouseState) => selectConnectorGroups(state)
const AuthEntries = lazy(() => import('./connect/AuthEntries.js'))
// The auth connector is announced by the frame effects when a secure frame is configured.
const selectModalNamespace = (state: GatehouseState) => state.modal.openedFor ?? null
const selectHasAuth = (state: GatehouseState) => state.wallets.connectors.byId.auth !== undefined
const selectLegal = (state: GatehouseState) => isSwitchOn(state.config.features, 'legalCheckbox')
const selectTerms = (state: GatehouseState) => state.config.options.termsConditionsUrl
const selectPrivacy = (state: GatehouseState) => state.config.options.privacyPolicyUrl
const selectCollapsed = (state: GatehouseState) => isSwitchOn(state.config.features, 'collapseWallets')
const selectAllWallets = (state: GatehouseState) => isFeatureOn(state.config.features, 'allWallets')

/** SPEC §1's legal checkbox: the visitor accepts the app's terms and privacy policy (links open in a new tab). */
function LegalCheckbox(props: { checked: boolean; onChange: (checked: boolean) => void }): ReactNode {
  const terms = useReadModel(selectTerms)
  const privacy = useReadModel(selectPrivacy)
  const link = (href: string, text: string) => (
    <a key={href + text} href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  )
  const links: Record<string, ReactNode> = {}
  if (terms !== null) links[privacy !== null ? 'terms' : 'document'] = link(terms, MESSAGES.legalTerms)
  if (privacy !== null) links[terms !== null ? 'privacy' : 'document'] = link(privacy, MESSAGES.legalPrivacy)
  const sentence = terms !== null && privacy !== null ? MESSAGES.legalAgreeBoth : MESSAGES.legalAgreeOne
  return (
    <label className="gh-legal">
      <input type="checkbox" checked={props.checked} onChange={(event) => props.onChange(event.target.checked)} />
      {/* The sentence's `{terms}`, `{privacy}` or `{document}` are the links, where the language puts them. */}
      <span>
        {sentence.split(/(\{\w+\})/).map((part) => (part.startsWith('{') ? (links[part.slice(1, -1)] ?? part) : part))}
      </span>
    </label>
  )
}

/** The Connect view. */
export function ConnectView(): ReactNode {
  const emit = useEmit()
  const groups = useReadModel(selectGroups)
  // Opened for one namespace (an app asking for a Solana wallet beside its EVM one): that namespace's wallets.
  const namespace = useReadModel(selectModalNamespace)
  const entries = useMemo(
    () =>
      connectEntries(groups).filter(
        (entry) => namespace === null || entry.wallet === null || entry.wallet.namespace === namespace,
      ),
    [groups, namespace],
  )
  const hasAuth = useReadModel(selectHasAuth)
  // The one-time code step of an email login is the whole view.
  const codeStep = useReadModel(selectEmailCodeStep)
  // Installed and listed wallets are a handful in a real session; a long list renders a page at a time.
  const { embedded } = useModalUi()
  const { shown, sentinel, onFocus } = usePagedRendering(entries.length, { embedded })
  // SPEC §1's legal checkbox (off by default): every connect entry stays disabled until the visitor ticks it.
  const legal = useReadModel(selectLegal)
  const [accepted, setAccepted] = useState(false)
  const locked = legal && !accepted
  // Collapse wallets (off by default): one entry stands for the list until the visitor opens it.
  const collapsed = useReadModel(selectCollapsed)
  const [expanded, setExpanded] = useState(false)
  const allWallets = useReadModel(selectAllWallets)
  const auth = hasAuth ? (
    <Suspense fallback={null}>
      <AuthEntries disabled={locked} />
    </Suspense>
  ) : null
  if (hasAuth && codeStep) return auth
  return (
    <>
      {legal ? <LegalCheckbox checked={accepted} onChange={setAccepted} /> : null}
      {auth}
      {collapsed && !expanded ? (
        <div className="gh-row">
          <button type="button" className="gh-button" disabled={locked} onClick={() => setExpanded(true)}>
            {MESSAGES.continueWithWallet}
          </button>
        </div>
      ) : entries.length > 0 ? (
        <div onFocus={onFocus}>
          <RovingList label={MESSAGES.connectWallet}>
            {entries.slice(0, shown).map((entry, index) => (
              <WalletButton key={entry.key} entry={entry} index={index} disabled={locked} />
            ))}
          </RovingList>
          {shown < entries.length ? <div ref={sentinel} className="gh-sentinel" aria-hidden="true" /> : null}
        </div>
      ) : (
        <p className="gh-muted">{MESSAGES.noWalletFound}</p>
      )}
      {allWallets && (!collapsed || expanded) ? (
        <div className="gh-row">
          <button
            type="button"
            className="gh-button"
            disabled={locked}
            onClick={() => emit({ type: 'NavigateRequested', data: { mode: 'push', view: 'AllWallets' } })}
          >
            {MESSAGES.allWallets}
          </button>
        </div>
      ) : null}
    </>
  )
}
