import type { StateOf } from '../src/store/projection.js'
import { accountProjection } from './account/account.projection.js'
import { authProjection } from './auth/auth.projection.js'
import { alertsProjection } from './alerts/alerts.projection.js'
import { balancesProjection } from './balances/balances.projection.js'
import { configProjection } from './config/config.projection.js'
import { connectionProjection } from './connection/connection.projection.js'
import { historyProjection } from './history/history.projection.js'
import { localeProjection } from './locale/locale.projection.js'
import { modalProjection } from './modal/modal.projection.js'
import { namesProjection } from './names/names.projection.js'
import { onrampProjection } from './onramp/onramp.projection.js'
import { networkProjection } from './network/network.projection.js'
import { sendProjection } from './send/send.projection.js'
import { siwxProjection } from './siwx/siwx.projection.js'
import { swapProjection } from './swap/swap.projection.js'
import { systemProjection } from './system/system.projection.js'
import { themeProjection } from './theme/theme.projection.js'
import { transactionsProjection } from './transactions/transactions.projection.js'
import { walletsProjection } from './wallets/wallets.projection.js'
import { walletConnectProjection } from './walletConnect/walletConnect.projection.js'

/** Every read model the modal renders, registered by default. */
export const defaultProjections = [
  modalProjection,
  connectionProjection,
  networkProjection,
  accountProjection,
  balancesProjection,
  siwxProjection,
  transactionsProjection,
  walletsProjection,
  historyProjection,
  sendProjection,
  swapProjection,
  alertsProjection,
  themeProjection,
  configProjection,
  systemProjection,
  walletConnectProjection,
  authProjection,
  onrampProjection,
  namesProjection,
  localeProjection,
] as const

/** The combined read model of the default projections. */
export type GatehouseState = StateOf<typeof defaultProjections>

export {
  accountProjection,
  alertsProjection,
  balancesProjection,
  configProjection,
  connectionProjection,
  historyProjection,
  modalProjection,
  namesProjection,
  networkProjection,
  sendProjection,
  siwxProjection,
  swapProjection,
  systemProjection,
  themeProjection,
  transactionsProjection,
  walletsProjection,
  walletConnectProjection,
  authProjection,
  onrampProjection,
  localeProjection,
}
export type { AccountState, AccountEntry, NamespaceAccount } from './account/account.projection.js'
export type { WalletsState, Connector, WalletListing, RecentWallet } from './wallets/wallets.projection.js'
export type { HistoryState, HistoryTransaction } from './history/history.projection.js'
export type { ConfigState } from './config/config.projection.js'
export type { LocaleState } from './locale/locale.projection.js'
export type { ModalState } from './modal/modal.projection.js'
export type { ConnectionState, NamespaceConnection } from './connection/connection.projection.js'
export type { NetworkState, ActiveNetwork } from './network/network.projection.js'
export type { BalancesState, Balance, NamespaceBalances } from './balances/balances.projection.js'
export type { SiwxState, SiwxSession } from './siwx/siwx.projection.js'
export type { TransactionsState, QueuedRequest } from './transactions/transactions.projection.js'
export type { SendState, SendToken } from './send/send.projection.js'
export type { SwapState, SwapToken, SwapQuote } from './swap/swap.projection.js'
export type { AlertsState, Banner } from './alerts/alerts.projection.js'
export type { ThemeState } from './theme/theme.projection.js'
export type { SystemState } from './system/system.projection.js'
export type { AuthState, AuthStep, AuthUser } from './auth/auth.projection.js'
export type { WalletConnectState } from './walletConnect/walletConnect.projection.js'
export type { NamesState, ResolvedName } from './names/names.projection.js'
export type { OnrampState, OnrampAnswer, OnrampCall } from './onramp/onramp.projection.js'
export type { ConnectorGroup } from './wallets/wallets.selectors.js'
export type { HistoryMonth } from './history/history.selectors.js'
