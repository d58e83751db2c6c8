// The app-facing hooks of the modal: each reads one read model through
// useReadModel or emits one intent through useEmit, nothing else.
import { useCallback, useMemo } from 'react'
import { type CaipNetworkId, type ChainNamespace } from '../../src/domain/caip.js'
import type { AccountType } from '../../src/domain/accounts.js'
import { formatBalance } from '../../src/domain/display.js'
import type { View } from '../../src/domain/views.js'
import type { GatehouseState, NamespaceAccount, NamespaceConnection } from '../../projections/index.js'
import { selectAccount } from '../../projections/account/account.selectors.js'
import { selectActiveNamespace } from '../../projections/connection/connection.selectors.js'
import { selectActiveNetwork, selectActiveNetworkSupported } from '../../projections/network/network.selectors.js'
import { useGatehouse } from './context.js'
import { useEmit, useReadModel } from './hooks.js'
import { signalModalIntent } from './intent.js'
import { formatUnits } from '../units.js'

/**
 * Opens and closes the modal from any button: `open()` and `close()` emit the intents, `isOpen` is the read model;
 * `preload()`, called on the visitor's intent (pointer over or focus on the app's connect button), loads what the
 * modal opens to, so the click shows it at once.
 */
export function useModal(): {
  open: (options?: { view?: View; namespace?: ChainNamespace }) => void
  close: () => void
  preload: () => void
  isOpen: boolean
} {
  const emit = useEmit()
  const gatehouse = useGatehouse()
  const isOpen = useReadModel((state: GatehouseState) => state.modal.open)
  const open = useCallback(
    (options: { view?: View; namespace?: ChainNamespace } = {}) => {
      signalModalIntent(gatehouse.getState(), { opening: options.view ?? null })
      emit({ type: 'ModalOpenRequested', data: { ...options } })
    },
    [emit, gatehouse],
  )
  const close = useCloseModal()
  const preload = useCallback(() => signalModalIntent(gatehouse.getState()), [gatehouse])
  return useMemo(() => ({ open, close, preload, isOpen }), [open, close, preload, isOpen])
}

/** Asks to close the modal (the router decides: SPEC §2's shake), and tells the shell, which hides a dialog it shows before ready. */
export function useCloseModal(): () => void {
  const emit = useEmit()
  const gatehouse = useGatehouse()
  return useCallback(() => {
    emit({ type: 'ModalCloseRequested', data: {} })
    signalModalIntent(gatehouse.getState(), 'closing')
  }, [emit, gatehouse])
}

const DISCONNECTED: NamespaceConnection = Object.freeze({ status: 'disconnected', lastError: null })

/** The connection status of the namespace the modal shows (SPEC §3: disconnected, connecting, connected). */
export function useConnectionStatus(): NamespaceConnection['status'] {
  return useReadModel((state: GatehouseState) => {
    const ns = selectActiveNamespace(state)
    return ns === null ? 'disconnected' : (state.connection.byNamespace[ns] ?? DISCONNECTED).status
  })
}

/** What `useAccount()` gives: the account of the namespace the modal shows. */
export interface AccountInfo {
  namespace: ChainNamespace | null
  /** 'reconnecting' while a connection restored after a reload is re-synced: `address` is then the restored one. */
  status: NamespaceAccount['status'] | 'reconnecting'
  isConnected: boolean
  address: string | null
  caipAddress: string | null
  chainId: CaipNetworkId | null
  /** The native balance floored to 3 decimals (SPEC §9), or null before it is fetched. */
  balance: string | null
  balanceSymbol: string | null
  profileName: string | null
  walletName: string | null
  /** The type of the connected address (SPEC §3: eoa, smartAccount, payment), when its wallet lists its accounts. */
  accountType: AccountType | null
  /** SPEC §3: whether the connected smart account has code on its chain yet (false while it is counterfactual). */
  smartAccountDeployed: boolean
}

const selectShownAccount = (state: GatehouseState): NamespaceAccount | null => {
  const ns = selectActiveNamespace(state)
  return ns === null ? null : selectAccount(state, ns)
}

const selectShownRestoring = (state: GatehouseState): boolean => {
  const ns = selectActiveNamespace(state)
  const c = ns === null ? undefined : state.connection.byNamespace[ns]
  return c?.status === 'connecting' && c.restoring
}

/** The account of the namespace the modal shows (address, name, balance floored to 3 decimals, status). */
export function useAccount(): AccountInfo {
  const namespace = useReadModel(selectActiveNamespace)
  const account = useReadModel(selectShownAccount)
  const restoring = useReadModel(selectShownRestoring)
  return useMemo(() => accountInfo(namespace, account, restoring), [namespace, account, restoring])
}

/** The account read model as `useAccount()` gives it (`restoring`: the connection read model's flag). */
export function accountInfo(
  namespace: ChainNamespace | null,
  account: NamespaceAccount | null,
  restoring = false,
): AccountInfo {
  const balance =
    account?.balance != null && account.balanceDecimals != null
      ? formatBalance(formatUnits(account.balance, account.balanceDecimals))
      : null
  return {
    namespace,
    status: restoring ? 'reconnecting' : (account?.status ?? 'disconnected'),
    isConnected: account?.status === 'connected',
    address: account?.address ?? null,
    caipAddress: account?.caipAddress ?? null,
    chainId: account?.chainId ?? null,
    balance,
    balanceSymbol: account?.balanceSymbol ?? null,
    profileName: account?.profileName ?? null,
    walletName: account?.connectedWalletInfo?.name ?? null,
    accountType: account?.allAccounts.find((a) => a.address === account.address)?.type ?? null,
    smartAccountDeployed: account?.smartAccountDeployed ?? false,
  }
}

/** The active network and a function that asks to switch it (a `NetworkSwitchRequested` intent). */
export function useNetwork(): {
  chainId: CaipNetworkId | null
  supported: boolean
  switchNetwork: (chainId: CaipNetworkId) => void
} {
  const emit = useEmit()
  const active = useReadModel(selectActiveNetwork)
  const supported = useReadModel((state: GatehouseState) => selectActiveNetworkSupported(state))
  const switchNetwork = useCallback(
    (chainId: CaipNetworkId) => void emit({ type: 'NetworkSwitchRequested', data: { chainId } }),
    [emit],
  )
  return useMemo(
    () => ({ chainId: active?.chainId ?? null, supported, switchNetwork }),
    [active, supported, switchNetwork],
  )
}

/** A function that asks to disconnect one namespace, or every namespace without one (a `DisconnectRequested` intent). */
export function useDisconnect(): { disconnect: (options?: { namespace?: ChainNamespace }) => void } {
  const emit = useEmit()
  const disconnect = useCallback(
    (options: { namespace?: ChainNamespace } = {}) => void emit({ type: 'DisconnectRequested', data: { ...options } }),
    [emit],
  )
  return useMemo(() => ({ disconnect }), [disconnect])
}
