// Fake EIP-6963 wallets for the injected-wallet effects' tests: a discovery source that
// announces on demand, and EIP-1193 providers whose answers each test writes.
import type { Eip6963Source } from '../../src/deps.js'

type Handler = (params: unknown) => unknown

/** A fake EIP-1193 provider: `handlers` answer requests (throw to fail); `emit` fires its events. */
export interface FakeProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): FakeProvider
  removeListener(event: string, listener: (...args: unknown[]) => void): FakeProvider
  emit(event: string, ...args: unknown[]): void
  /** Every request, in order. */
  calls: Array<{ method: string; params?: unknown }>
  handlers: Record<string, Handler>
  listenerCount(event: string): number
}

/** An EIP-1193 error as wallets throw it. */
export function rpcError(code: number, message = `error ${code}`): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}

export function fakeProvider(handlers: Record<string, Handler> = {}): FakeProvider {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const provider: FakeProvider = {
    calls: [],
    handlers,
    async request(args) {
      provider.calls.push(args)
      const handler = provider.handlers[args.method]
      if (!handler) throw rpcError(4200, `unsupported ${args.method}`)
      return handler(args.params)
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    emit(event, ...args) {
      for (const l of [...(listeners.get(event) ?? [])]) l(...args)
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  }
  return provider
}

/** A fake EIP-6963 source: `announce` sends a detail to the current subscribers and to every later one. */
export function fakeDiscovery(): Eip6963Source & { announce(detail: unknown): void; subscribers(): number } {
  const announced: unknown[] = []
  const listeners = new Set<(detail: unknown) => void>()
  return {
    subscribe(onAnnounce) {
      listeners.add(onAnnounce)
      for (const detail of announced) onAnnounce(detail)
      return () => listeners.delete(onAnnounce)
    },
    announce(detail) {
      announced.push(detail)
      for (const l of [...listeners]) l(detail)
    },
    subscribers: () => listeners.size,
  }
}

/** Lets pending promise callbacks run (the fake wallets answer in microtasks); no timers, no waiting. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve()
}

/** anvil's first two dev addresses, checksummed, and the same lower-cased as some wallets answer. */
export const ADDRESS_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const ADDRESS_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** An announcement of a fake wallet. */
export function announcement(
  provider: unknown,
  info: Partial<{ uuid: string; name: string; icon: string; rdns: string }> = {},
) {
  return {
    info: {
      uuid: '350670db-19fa-4704-a166-e52e178b59d2',
      name: 'Fake Wallet',
      icon: 'data:image/svg+xml,<svg/>',
      rdns: 'com.example.fake',
      ...info,
    },
    provider,
  }
}

/** A wallet that grants ADDRESS_0 (lower case, as some wallets answer) on chain 1. */
export function grantingProvider(chainIdHex = '0x1'): FakeProvider {
  const provider = fakeProvider({
    eth_requestAccounts: () => [ADDRESS_0.toLowerCase()],
    eth_accounts: () => [ADDRESS_0.toLowerCase()],
    eth_chainId: () => chainIdHex,
  })
  return provider
}
