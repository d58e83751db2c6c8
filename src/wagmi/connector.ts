// A wagmi connector over Gatehouse: the app connects through Gatehouse's modal and uses wagmi (and viem)
// for everything else. Everything goes through gatehouse.getProvider(), so wagmi's requests are events in
// the log like the modal's own. Only @wagmi/core's types are used: the package stays an optional peer.
import type { CreateConnectorFn } from '@wagmi/core'
import { getAddress, SwitchChainError, type Address, type Chain, type ProviderConnectInfo } from 'viem'
import type { Gatehouse } from '../createGatehouse.js'
import { createEvent } from '../events/index.js'
import type { Eip1193Provider } from '../provider/types.js'

/** Options of `gatehouseConnector`. */
export interface GatehouseConnectorOptions {
  /** The app's Gatehouse (createGatehouse). */
  gatehouse: Pick<Gatehouse<unknown>, 'emit' | 'getProvider'>
  /** The connector's id and name in wagmi (default 'gatehouse', 'Gatehouse'). */
  id?: string
  name?: string
}

type Listener = (...args: never[]) => void

/**
 * A wagmi connector (`@wagmi/core` v2) over Gatehouse's EVM connection: `connect` opens Gatehouse's modal and
 * resolves once connected; a connection restored after a reload is authorized, so wagmi's `reconnect` gets
 * the same account without a prompt; `switchChain` is Gatehouse's network switch.
 */
export function gatehouseConnector(options: GatehouseConnectorOptions): CreateConnectorFn<Eip1193Provider> {
  const { gatehouse } = options
  return (config) => {
    const provider = gatehouse.getProvider('eip155')
    const request = <T>(method: string, params?: unknown[]) => provider.request({ method, params }) as Promise<T>
    // The provider's listeners, bound to the connector object wagmi holds.
    let accountsChanged: Listener | undefined
    let chainChanged: Listener | undefined
    let disconnected: Listener | undefined
    let connected: Listener | undefined
    /** Stops following the provider's account, chain and disconnect events; listens for the next connection. */
    const unwire = (onConnect: Listener) => {
      if (accountsChanged) provider.removeListener('accountsChanged', accountsChanged as never)
      if (chainChanged) provider.removeListener('chainChanged', chainChanged as never)
      if (disconnected) provider.removeListener('disconnect', disconnected as never)
      if (!connected) provider.on('connect', (connected = onConnect) as never)
    }

    return {
      id: options.id ?? 'gatehouse',
      name: options.name ?? 'Gatehouse',
      type: 'gatehouse',

      async setup() {
        // A connection made in Gatehouse's modal without wagmi's connect() (the app's own button) reaches wagmi too.
        connected ??= this.onConnect!.bind(this)
        provider.on('connect', connected as never)
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        // While wagmi connects, the provider's connect event is this connect's own.
        if (connected) provider.removeListener('connect', connected as never)
        connected = undefined
        const accounts = isReconnecting
          ? await this.getAccounts()
          : (await request<string[]>('eth_requestAccounts')).map((a) => getAddress(a))
        if (accounts.length === 0) throw new Error('Gatehouse has no connection to restore')
        let current = await this.getChainId()
        if (chainId !== undefined && chainId !== current) current = (await this.switchChain!({ chainId })).id
        accountsChanged ??= this.onAccountsChanged.bind(this)
        chainChanged ??= this.onChainChanged.bind(this)
        disconnected ??= this.onDisconnect.bind(this)
        provider.on('accountsChanged', accountsChanged as never)
        provider.on('chainChanged', chainChanged as never)
        provider.on('disconnect', disconnected as never)
        return {
          accounts: (withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never,
          chainId: current,
        }
      },

      async disconnect() {
        gatehouse.emit(createEvent('DisconnectRequested', { namespace: 'eip155' }))
        unwire(this.onConnect!.bind(this))
      },

      async getAccounts() {
        return (await request<string[]>('eth_accounts')).map((a) => getAddress(a))
      },

      async getChainId() {
        return Number(await request<string>('eth_chainId'))
      },

      async getProvider() {
        return provider
      },

      async isAuthorized() {
        // True for a connection restored from the log while it re-syncs: its address is the restored one.
        return (await this.getAccounts()).length > 0
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((c) => c.id === chainId)
        if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not configured in wagmi`))
        await request('wallet_switchEthereumChain', [{ chainId: `0x${chainId.toString(16)}` }])
        config.emitter.emit('change', { chainId })
        return chain as Chain
      },

      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) as Address[] })
      },

      onChainChanged(chain) {
        config.emitter.emit('change', { chainId: Number(chain) })
      },

      async onConnect(info: ProviderConnectInfo) {
        const accounts = await this.getAccounts()
        if (accounts.length > 0) config.emitter.emit('connect', { accounts, chainId: Number(info.chainId) })
      },

      onDisconnect() {
        config.emitter.emit('disconnect')
        unwire(this.onConnect!.bind(this))
      },
    }
  }
}
