// The EIP-1193 shapes getProvider() hands to the app. Types only: createGatehouse names them at no cost.

/** The argument of `request` (EIP-1193). */
export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/** The events an EIP-1193 provider emits, with their listeners' arguments. */
export interface ProviderEvents {
  accountsChanged: (accounts: string[]) => void
  chainChanged: (chainId: string) => void
  connect: (info: { chainId: string }) => void
  disconnect: (error: { code: number; message: string }) => void
}

/** An EIP-1193 provider over Gatehouse's connection of one namespace. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>
  on<E extends keyof ProviderEvents>(event: E, listener: ProviderEvents[E]): Eip1193Provider
  removeListener<E extends keyof ProviderEvents>(event: E, listener: ProviderEvents[E]): Eip1193Provider
}
