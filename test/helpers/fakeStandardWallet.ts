// A fake Wallet Standard wallet for the walletStandard effects' tests, registered in-process through
// the real registerWallet (@wallet-standard/wallet), so discovery and the adapter go through the same
// page registry (getWallets()) as with an installed extension. Each test's answers are its own
// (`fail`, `answer`); every feature call is recorded.
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { base58 } from '@scure/base'

/** Solana accounts (base58 of 32 bytes) and Bitcoin testnet accounts (P2WPKH payment, P2TR ordinals). */
export const SOLANA_ADDRESS_0 = base58.encode(new Uint8Array(32).fill(7))
export const SOLANA_ADDRESS_1 = base58.encode(new Uint8Array(32).fill(9))
// bech32 of witness v0, 20 bytes of 0x01, and witness v1 over the secp256k1 generator's x (a valid x-only key).
export const BTC_PAYMENT = 'tb1qqyqszqgpqyqszqgpqyqszqgpqyqszqgpw0yxjz'
export const BTC_ORDINALS = 'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47zagq'
export const BTC_PAYMENT_MAINNET = 'bc1qqyqszqgpqyqszqgpqyqszqgpqyqszqgpyfl4f3'

/** A wallet error as wallets throw it (the test wallets' rejection is 4001 'User rejected the request.'). */
export function walletRpcError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}

type Listener = (properties: { accounts?: readonly WalletAccount[]; chains?: readonly IdentifierString[] }) => void

/** The fake: a Wallet with its test handles. */
export interface FakeStandardWallet extends Wallet {
  /** Every feature call, as `feature.method` with its arguments. */
  calls: Array<{ call: string; args: unknown[] }>
  /** Calls that throw this instead of answering. */
  fail: Record<string, unknown>
  /** Calls that answer this instead of the fake's own answer. */
  answer: Record<string, unknown>
  /** Whether the page is granted (standard:connect { silent: true } answers the accounts). */
  granted: boolean
  /** Replaces the wallet's accounts and chains as a wallet does, with a standard:events 'change'. */
  change(properties: { accounts?: WalletAccount[]; chains?: IdentifierString[] }): void
  /** How many 'change' listeners are subscribed. */
  listeners(): number
}

let count = 0

/** A Wallet Standard account. */
export function account(address: string, chains: IdentifierString[], features: IdentifierString[] = []): WalletAccount {
  return { address, publicKey: new Uint8Array(32).fill(1), chains, features }
}

/**
 * Registers a fake wallet (a unique name unless given: the page's registry is one per test file). `solana`: a
 * Solana wallet on `chains` (default solana:devnet); `bitcoin`: a Bitcoin one (bitcoin:testnet); both for a wallet
 * serving the two.
 */
export function registerFakeStandardWallet(
  options: {
    name?: string
    solana?: boolean
    bitcoin?: boolean
    chains?: IdentifierString[]
    solanaAccounts?: string[]
    bitcoinAccounts?: [string, string]
    icon?: string
    /** Feature names to leave out. */
    without?: string[]
  } = {},
): FakeStandardWallet {
  const name = options.name ?? `Fake Standard Wallet ${++count}`
  const solana = options.solana ?? !options.bitcoin
  const bitcoin = options.bitcoin ?? false
  let chains: IdentifierString[] = options.chains ?? [
    ...(solana ? ['solana:devnet' as const] : []),
    ...(bitcoin ? ['bitcoin:testnet' as const] : []),
  ]
  const solanaChains = () => chains.filter((c) => c.startsWith('solana:'))
  const bitcoinChains = () => chains.filter((c) => c.startsWith('bitcoin:'))
  const solanaAccounts = () => (options.solanaAccounts ?? [SOLANA_ADDRESS_0]).map((a) => account(a, solanaChains()))
  const [payment, ordinals] = options.bitcoinAccounts ?? [BTC_PAYMENT, BTC_ORDINALS]
  let accounts: WalletAccount[] = []
  const listeners = new Set<Listener>()

  // Every call recorded, then failed or answered as the test says, else by the fake.
  const run = async (call: string, args: unknown[], own: () => unknown): Promise<never> => {
    wallet.calls.push({ call, args })
    if (call in wallet.fail) throw wallet.fail[call]
    return (call in wallet.answer ? wallet.answer[call] : own()) as never
  }
  const setAccounts = (next: WalletAccount[]) => {
    accounts = next
    for (const l of [...listeners]) l({ accounts })
  }

  const features: Record<string, unknown> = {
    'standard:events': {
      version: '1.0.0',
      on: (event: string, listener: Listener) => {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: (...args: unknown[]) =>
        run('standard:disconnect', args, () => {
          wallet.granted = false
          setAccounts([])
        }),
    },
  }
  if (solana) {
    features['standard:connect'] = {
      version: '1.0.0',
      connect: (...args: unknown[]) =>
        run('standard:connect', args, () => {
          const silent = (args[0] as { silent?: boolean } | undefined)?.silent === true
          if (silent && !wallet.granted) return { accounts: [] }
          wallet.granted = true
          setAccounts([...solanaAccounts(), ...accounts.filter((a) => !a.chains.some((c) => c.startsWith('solana:')))])
          return { accounts: solanaAccounts() }
        }),
    }
    features['solana:signMessage'] = {
      version: '1.1.0',
      signMessage: (...args: unknown[]) =>
        run('solana:signMessage', args, () =>
          args.map((input) => ({
            signedMessage: (input as { message: Uint8Array }).message,
            signature: new Uint8Array(64).fill(3),
          })),
        ),
    }
    features['solana:signTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: (...args: unknown[]) =>
        run('solana:signTransaction', args, () =>
          args.map((input) => ({
            signedTransaction: Uint8Array.from([...(input as { transaction: Uint8Array }).transaction, 0xee]),
          })),
        ),
    }
    features['solana:signAndSendTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: (...args: unknown[]) =>
        run('solana:signAndSendTransaction', args, () => args.map(() => ({ signature: new Uint8Array(64).fill(5) }))),
    }
  }
  if (bitcoin) {
    const byPurpose = { payment, ordinals }
    features['bitcoin:connect'] = {
      version: '1.0.0',
      connect: (...args: unknown[]) =>
        run('bitcoin:connect', args, () => {
          const purposes = (args[0] as { purposes: Array<'payment' | 'ordinals'> }).purposes
          const granted = purposes.map((p) => account(byPurpose[p], bitcoinChains()))
          wallet.granted = true
          setAccounts([...accounts.filter((a) => !a.chains.some((c) => c.startsWith('bitcoin:'))), ...granted])
          return { accounts: granted }
        }),
    }
    features['bitcoin:signMessage'] = {
      version: '1.0.0',
      signMessage: (...args: unknown[]) =>
        run('bitcoin:signMessage', args, () =>
          args.map((input) => ({
            signedMessage: (input as { message: Uint8Array }).message,
            // A serialized witness of two items (a 72-byte signature's length and a 33-byte key's): its shape only.
            signature: Uint8Array.from([2, 72, ...new Array<number>(72).fill(4), 33, ...new Array<number>(33).fill(2)]),
          })),
        ),
    }
    features['bitcoin:signTransaction'] = {
      version: '1.0.0',
      signTransaction: (...args: unknown[]) =>
        run('bitcoin:signTransaction', args, () =>
          args.map((input) => ({
            signedPsbt: Uint8Array.from([...(input as { psbt: Uint8Array }).psbt, 0x01]),
          })),
        ),
    }
  }
  for (const f of options.without ?? []) delete features[f]

  const wallet: FakeStandardWallet = {
    version: '1.0.0',
    name,
    icon: (options.icon ?? 'data:image/svg+xml;base64,PHN2Zy8+') as Wallet['icon'],
    get chains() {
      return chains
    },
    get accounts() {
      return accounts
    },
    features: features as Wallet['features'],
    calls: [],
    fail: {},
    answer: {},
    granted: false,
    change(properties) {
      if (properties.chains) chains = properties.chains
      if (properties.accounts) accounts = properties.accounts
      for (const l of [...listeners]) l(properties)
    },
    listeners: () => listeners.size,
  }
  registerWallet(wallet)
  return wallet
}

/** Waits (macrotasks: lazy chunks and the Bitcoin library load) until `check` holds, or fails after `ms`. */
export async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('until: timed out')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}
