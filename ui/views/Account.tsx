// The Account view (SPEC §1, §2): address and name, balance floored to 3
// decimals (SPEC §9) and the portfolio's USD value (the sum of the Tokens rows),
// network with switching, copy, disconnect, the embedded wallet's account type (SPEC §3) and the tabs Tokens, NFTs
// and Activity.
import { useState, type KeyboardEvent, type ReactNode } from 'react'
import { localizeText, MESSAGES, type MessageId } from '../messages.js'
import type { AccountState, GatehouseState } from '../../projections/index.js'
import { selectActiveBalanceUnavailable } from '../../projections/balances/balances.selectors.js'
import { selectAccountTab } from '../../projections/account/account.selectors.js'
import { selectActiveNetwork } from '../../projections/network/network.selectors.js'
import { useEmit, useReadModel } from '../core/hooks.js'
import { useAccount, useDisconnect } from '../core/modal.js'
import { selectActiveNamespace } from '../../projections/connection/connection.selectors.js'
import { ItemIcon } from '../components/common.js'
import { Avatar } from '../components/Avatar.js'
import { networkLogo } from '../components/logos/networks.js'
import { NetworkList, networkName } from '../components/NetworkList.js'
import { moveInList } from '../components/roving.js'
import { displayName } from '../displayName.js'
import { formatUsdCents, shortAddress } from '../format.js'
import { isFeatureOn } from '../../src/domain/features.js'
import { portfolioCents, selectTokens, TokensPanel } from './account/TokensPanel.js'
import { NftsPanel } from './account/NftsPanel.js'
import { ActivityPanel } from './account/ActivityPanel.js'
import { WalletFeatures } from './account/WalletFeatures.js'
import { NameEntry } from './account/NameEntry.js'
import { AccountTypeSwitch } from './account/AccountTypeSwitch.js'
import { ConnectedAccounts } from './account/ConnectedAccounts.js'
import { ACTIVITY_NAMESPACES } from '../../src/domain/constants.js'
import { NFT_NAMESPACES } from '../../src/domain/nfts.js'

type Tab = AccountState['currentTab']

const selectShownProfileImage = (state: GatehouseState): string | null => {
  const ns = selectActiveNamespace(state)
  return ns === null ? null : (state.account.byNamespace[ns]?.profileImage ?? null)
}
// Labels by id, read as the tabs render, so they follow the active locale.
const TABS: readonly { id: Tab; label: MessageId }[] = [
  { id: 'tokens', label: 'tabTokens' },
  { id: 'nfts', label: 'tabNfts' },
  { id: 'activity', label: 'tabActivity' },
]

// The Activity tab is SPEC §1's history feature: off, no tab (and a stored choice of it shows Tokens).
const selectHistoryOn = (state: GatehouseState) => isFeatureOn(state.config.features, 'history')

function Tabs(props: { current: Tab; tabs: readonly { id: Tab; label: MessageId }[] }): ReactNode {
  const emit = useEmit()
  const select = (tab: Tab) => emit({ type: 'AccountTabRequested', data: { tab } })
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Arrow keys move between the tabs and select them (WAI-ARIA tabs with automatic activation).
    const target = moveInList(event.currentTarget, event.key)
    if (target) {
      event.preventDefault()
      select(target.dataset.tab as Tab)
    }
  }
  return (
    <div className="gh-tabs" role="tablist" aria-label={MESSAGES.account} onKeyDown={onKeyDown}>
      {props.tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          className="gh-tab"
          id={`gh-tab-${tab.id}`}
          data-roving=""
          data-tab={tab.id}
          aria-selected={props.current === tab.id}
          aria-controls="gh-tabpanel"
          tabIndex={props.current === tab.id ? 0 : -1}
          onClick={() => select(tab.id)}
        >
          {MESSAGES[tab.label]}
        </button>
      ))}
    </div>
  )
}

/** The Account view. */
export default function AccountView(): ReactNode {
  const emit = useEmit()
  const account = useAccount()
  const { disconnect } = useDisconnect()
  const profileImage = useReadModel(selectShownProfileImage)
  const active = useReadModel(selectActiveNetwork)
  const unavailableText = useReadModel(selectActiveBalanceUnavailable)
  const unavailable = unavailableText === null ? null : localizeText(unavailableText)
  const tab = useReadModel(selectAccountTab)
  const history = useReadModel(selectHistoryOn)
  // NFTs and Activity are served for EVM accounts only (SPEC §9); a Solana or Bitcoin account shows its tokens.
  const tabs = TABS.filter(
    (t) =>
      t.id === 'tokens' ||
      (t.id === 'nfts' && account.namespace !== null && NFT_NAMESPACES.includes(account.namespace)) ||
      (t.id === 'activity' && history && account.namespace !== null && ACTIVITY_NAMESPACES.includes(account.namespace)),
  )
  const shownTab: Tab = tabs.some((t) => t.id === tab) ? tab : 'tokens'
  const total = portfolioCents(useReadModel(selectTokens))
  const [networksShown, setNetworksShown] = useState(false)

  // Disconnected (here or by the wallet), the router closes the modal (embedded: back to Connect).

  const copy = () => {
    if (account.address === null) return
    void navigator.clipboard?.writeText(account.address).then(
      () => emit({ type: 'MessageRequested', data: { message: MESSAGES.addressCopied, variant: 'success' } }),
      () => undefined,
    )
  }
  const shown = account.profileName !== null ? displayName(account.profileName) : null
  const name = shown?.text ?? (account.address !== null ? shortAddress(account.address) : '')
  // A fetched native balance stays shown when the token balances failed (SPEC §8's toast goes beside it).
  const balance = account.balance !== null ? `${account.balance} ${account.balanceSymbol ?? ''}`.trim() : unavailable
  return (
    <>
      <ConnectedAccounts />
      <div className="gh-center">
        {/* The person: their profile image, else an avatar generated from the address. */}
        <ItemIcon
          name={name}
          imageUrl={profileImage}
          icon={account.address !== null ? <Avatar address={account.address} /> : undefined}
          big
        />
        <p
          className="gh-address"
          title={
            shown && shown.text !== shown.full
              ? `${shown.full} (${account.address ?? ''})`
              : (account.address ?? undefined)
          }
        >
          {name}
        </p>
        {balance !== null ? <p className="gh-balance">{balance}</p> : null}
        {total !== null ? (
          <p className="gh-total">
            <span className="gh-visually-hidden">{MESSAGES.portfolioTotal}: </span>
            {formatUsdCents(total)}
          </p>
        ) : null}
        {unavailable !== null && balance !== unavailable ? <p className="gh-muted">{unavailable}</p> : null}
        <NameEntry account={account} />
        <AccountTypeSwitch account={account} />
      </div>
      <div className="gh-row">
        <button type="button" className="gh-button" onClick={copy} disabled={account.address === null}>
          {MESSAGES.copyAddress}
        </button>
        <button type="button" className="gh-button" onClick={() => disconnect()}>
          {MESSAGES.disconnect}
        </button>
      </div>
      <WalletFeatures />
      <button
        type="button"
        className="gh-item"
        aria-expanded={networksShown}
        aria-controls="gh-networks"
        onClick={() => setNetworksShown((shown) => !shown)}
      >
        <ItemIcon
          name={active ? networkName(active.chainId) : MESSAGES.unknownNetwork}
          icon={active && active.unsupported !== true ? networkLogo(active.chainId) : undefined}
        />
        <span className="gh-item-name">
          {MESSAGES.network}:{' '}
          {active && active.unsupported !== true ? networkName(active.chainId) : MESSAGES.unknownNetwork}
        </span>
      </button>
      <div id="gh-networks" hidden={!networksShown}>
        {networksShown ? <NetworkList /> : null}
      </div>
      <Tabs current={shownTab} tabs={tabs} />
      <div id="gh-tabpanel" role="tabpanel" aria-labelledby={`gh-tab-${shownTab}`} tabIndex={0}>
        {shownTab === 'tokens' ? <TokensPanel /> : shownTab === 'nfts' ? <NftsPanel /> : <ActivityPanel />}
      </div>
    </>
  )
}
