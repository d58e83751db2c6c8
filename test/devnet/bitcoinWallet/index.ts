// The devnet's Bitcoin test wallet: a Wallet Standard wallet on the
// local network (bitcoin:testnet), with bitcoin:connect (payment and ordinals accounts),
// BIP-322 message signing and PSBT signing, behind the same approval prompt as the EVM
// test wallet, and a handle on `window.gatehouseBitcoinWallet` for tests.
// It registers through the Wallet Standard's window events (what registerWallet of
// @wallet-standard/wallet dispatches) rather than through registerWallet itself, because
// registerWallet drops the unregister function the app's registry hands back, and
// uninstall() has to take the wallet out of the app's list again.
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import type {
  BitcoinAddressPurpose,
  BitcoinConnectFeature,
  BitcoinConnectInput,
  BitcoinSignMessageFeature,
  BitcoinSignMessageInput,
  BitcoinSignMessageOutput,
  BitcoinSignTransactionFeature,
  BitcoinSignTransactionInput,
  BitcoinSignTransactionOutput,
} from '../../../src/domain/bitcoinWalletFeatures.js'
import { bitcoinKeyFromWif, type BitcoinKey } from '../bitcoin/keys.js'
import type { DevnetInfo } from '../info.js'
import { invalidParams, ProviderRpcError, unauthorized, userRejected } from '../wallet/errors.js'
import { createApprovalPrompt, type PendingRequest } from '../wallet/prompt.js'
import type { ConsentRequest } from '../wallet/provider.js'
import { planPsbt, PsbtRequestError, signBip322, signPsbt, type BitcoinPurpose } from './signing.js'

export { ProviderRpcError } from '../wallet/errors.js'
export { serializeWitness, signBip322 } from './signing.js'

/** The one chain the wallet is on: the local network standing in for Bitcoin Testnet. */
export const BITCOIN_TEST_WALLET_CHAIN = 'bitcoin:testnet' as const

/** The wallet's features (the Wallet Standard's and the Bitcoin ones of src/domain/bitcoinWalletFeatures.ts). */
export type BitcoinTestWalletFeatures = BitcoinConnectFeature &
  BitcoinSignMessageFeature &
  BitcoinSignTransactionFeature &
  StandardEventsFeature &
  StandardDisconnectFeature

/** The Wallet Standard wallet object an app sees. */
export type BitcoinStandardWallet = Wallet & { readonly features: BitcoinTestWalletFeatures }

/** Options of {@link installBitcoinTestWallet}. */
export interface BitcoinTestWalletOptions {
  bitcoin: DevnetInfo['bitcoin']
  /** Approve every request without a prompt (tests). Default false. */
  autoApprove?: boolean
  /** The window to register on and prompt in (default: the global one). */
  window?: Window
}

/** The installed wallet and the controls a test (or a person) uses. */
export interface BitcoinTestWallet {
  readonly wallet: BitcoinStandardWallet
  /** Approves the first pending request (or the one with `id`); false when none is pending. */
  approve(id?: number): boolean
  /** Rejects the first pending request (or the one with `id`); false when none is pending. */
  reject(id?: number): boolean
  /** The requests waiting for the person, oldest first. */
  pending(): PendingRequest[]
  /** Resolves when a request is waiting (at once if one is). */
  waitForRequest(): Promise<PendingRequest>
  /** Makes dev account `index` current ('change' with the new accounts when the page is connected). */
  setAccount(index: number): void
  /** Disconnects the page as if the person did it in the wallet ('change' with no accounts). */
  disconnect(): void
  /** Unregisters the wallet, removes the prompt (rejecting what is pending) and `window.gatehouseBitcoinWallet`. */
  uninstall(): void
}

declare global {
  interface Window {
    /** The Bitcoin test wallet installed last on this page. */
    gatehouseBitcoinWallet?: BitcoinTestWallet
  }
}

const NAME = 'Gatehouse Bitcoin Wallet'
const FEATURE_NAMES = ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction'] as const
const PURPOSES: readonly BitcoinAddressPurpose[] = ['payment', 'ordinals']
const ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#e37400"/>' +
    '<path d="M12 8v16M15 8v3M15 21v3M10 11h8a3 3 0 0 1 0 6h-8m0 0h9a3 3 0 0 1 0 6h-9" fill="none" stroke="#fff" stroke-width="2"/></svg>',
)}`

/** What the page was granted, kept per origin (localStorage is per origin) so a reload restores it without a prompt. */
interface Grant {
  index: number
  purposes: BitcoinAddressPurpose[]
}

function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage
  } catch {
    // localStorage refused (sandboxed frame): the grant lives as long as the page.
    return null
  }
}

const STORAGE_KEY = 'gatehouse-bitcoin-test-wallet'

function readGrant(storage: Storage | null, accountCount: number): Grant | null {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null')
    if (typeof raw !== 'object' || raw === null) return null
    const { index, purposes } = raw as Partial<Grant>
    if (!Number.isInteger(index) || index! < 0 || index! >= accountCount || !Array.isArray(purposes)) return null
    const valid = purposes.filter((p): p is BitcoinAddressPurpose => PURPOSES.includes(p))
    return valid.length > 0 ? { index: index!, purposes: [...new Set(valid)] } : null
  } catch {
    return null
  }
}

function utf8OrHex(bytes: Uint8Array): string {
  try {
    return `“${new TextDecoder('utf-8', { fatal: true }).decode(bytes)}”`
  } catch {
    return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
  }
}

/**
 * Installs the Bitcoin test wallet on the page: registers it with the Wallet Standard
 * (now, and again when an app announces itself ready) and sets `window.gatehouseBitcoinWallet`.
 */
export function installBitcoinTestWallet(options: BitcoinTestWalletOptions): BitcoinTestWallet {
  const win = options.window ?? window
  const keys: BitcoinKey[] = options.bitcoin.accounts.map((a) => bitcoinKeyFromWif(a.privateKey))
  if (keys.length === 0) throw new TypeError('The Bitcoin test wallet needs at least one account.')
  const storage = storageOf(win)
  const prompt = createApprovalPrompt({
    document: win.document,
    walletName: NAME,
    autoApprove: options.autoApprove === true,
  })
  const listeners = new Set<StandardEventsListeners['change']>()
  let grant = readGrant(storage, keys.length)
  let index = grant?.index ?? 0
  let accounts: readonly WalletAccount[] = []
  let nextId = 1
  let removed = false

  const accountOf = (key: BitcoinKey, purpose: BitcoinAddressPurpose): WalletAccount =>
    new ReadonlyWalletAccount({
      address: key[purpose].address,
      // payment: the compressed key (33 bytes); ordinals: the x-only internal key (32 bytes), as Bitcoin wallets give them.
      publicKey: purpose === 'payment' ? key.publicKey : key.internalKey,
      chains: [BITCOIN_TEST_WALLET_CHAIN],
      features: [...FEATURE_NAMES],
      label: `Dev account ${keys.indexOf(key)} (${purpose})`,
    })
  const refresh = () => {
    const next = grant ? grant.purposes.map((p) => accountOf(keys[grant!.index]!, p)) : []
    const same = next.length === accounts.length && next.every((a, i) => a.address === accounts[i]!.address)
    accounts = next
    if (!same) for (const listener of [...listeners]) listener({ accounts })
  }
  const saveGrant = (next: Grant | null) => {
    grant = next
    try {
      if (next) storage?.setItem(STORAGE_KEY, JSON.stringify(next))
      else storage?.removeItem(STORAGE_KEY)
    } catch {
      // Storage full or refused: the grant still holds for this page.
    }
    refresh()
  }
  refresh()

  const ensureInstalled = () => {
    if (removed) throw new ProviderRpcError(4900, 'The wallet was uninstalled.')
  }
  const ask = async (kind: ConsentRequest['kind'], method: string, summary: string) => {
    ensureInstalled()
    const approved = await prompt.ask({
      id: nextId++,
      kind,
      method,
      origin: win.location.origin,
      summary,
    })
    if (!approved) throw userRejected()
  }

  /** The key and purpose of one of the page's connected accounts; 4100 for any other. */
  const connected = (account: unknown): { key: BitcoinKey; purpose: BitcoinPurpose } => {
    const address = (account as Partial<WalletAccount> | null)?.address
    const i = accounts.findIndex((a) => a.address === address)
    if (!grant || i < 0)
      throw unauthorized(`The account ${String(address)} is not connected to this page; call bitcoin:connect first.`)
    return { key: keys[grant.index]!, purpose: grant.purposes[i]! }
  }

  const connect = async (input: BitcoinConnectInput) => {
    ensureInstalled()
    const purposes = input?.purposes
    if (!Array.isArray(purposes) || purposes.length === 0 || purposes.some((p) => !PURPOSES.includes(p)))
      throw invalidParams('purposes is a non-empty list of "payment" and "ordinals"')
    if (new Set(purposes).size !== purposes.length) throw invalidParams('purposes lists a purpose twice')
    const key = keys[index]!
    const already = grant?.index === index && purposes.every((p) => grant!.purposes.includes(p))
    if (!already) {
      const addresses = purposes.map((p) => `${p} ${key[p].address}`).join(' and ')
      await ask('connect', 'bitcoin:connect', `Connect ${win.location.host || 'this page'} to ${addresses}.`)
    }
    saveGrant({ index, purposes: [...purposes] })
    return { accounts: purposes.map((p) => accounts[grant!.purposes.indexOf(p)]!) }
  }

  const signMessage = async (...inputs: BitcoinSignMessageInput[]): Promise<BitcoinSignMessageOutput[]> => {
    if (inputs.length === 0) throw invalidParams('no message to sign')
    const plans = inputs.map((input) => {
      if (!(input?.message instanceof Uint8Array)) throw invalidParams('message is bytes (a Uint8Array)')
      return { ...connected(input.account), message: Uint8Array.from(input.message) }
    })
    const summary = plans
      .map((p) => `Sign the message ${utf8OrHex(p.message)} with ${p.key[p.purpose].address}.`)
      .join(' ')
    await ask('signMessage', 'bitcoin:signMessage', summary)
    return plans.map((p) => ({ signedMessage: p.message, signature: signBip322(p.key, p.purpose, p.message) }))
  }

  const signTransaction = async (...inputs: BitcoinSignTransactionInput[]): Promise<BitcoinSignTransactionOutput[]> => {
    if (inputs.length === 0) throw invalidParams('no PSBT to sign')
    const plans = inputs.map((input) => {
      if (!(input?.psbt instanceof Uint8Array)) throw invalidParams('psbt is the PSBT’s bytes (a Uint8Array)')
      if (input.chain !== undefined && input.chain !== (BITCOIN_TEST_WALLET_CHAIN as IdentifierString))
        throw new ProviderRpcError(4901, `The wallet is on ${BITCOIN_TEST_WALLET_CHAIN} only, not ${input.chain}.`)
      if (!Array.isArray(input.inputsToSign) || input.inputsToSign.length === 0)
        throw invalidParams('inputsToSign names at least one account and its inputs')
      const signers = input.inputsToSign.map((s) => {
        if (!Array.isArray(s?.signingIndexes)) throw invalidParams('signingIndexes is a list of input indexes')
        return { ...connected(s.account), indexes: s.signingIndexes }
      })
      try {
        return { signers, plan: planPsbt(input.psbt, signers) }
      } catch (error) {
        if (error instanceof PsbtRequestError) throw invalidParams(error.message)
        throw error
      }
    })
    await ask('sendTransaction', 'bitcoin:signTransaction', plans.map((p) => p.plan.summary).join(' '))
    return plans.map(({ plan, signers }) => ({ signedPsbt: signPsbt(plan, signers) }))
  }

  const wallet: BitcoinStandardWallet = {
    version: '1.0.0',
    name: NAME,
    icon: ICON,
    chains: [BITCOIN_TEST_WALLET_CHAIN],
    get accounts() {
      return accounts
    },
    features: {
      'bitcoin:connect': { version: '1.0.0', connect },
      'bitcoin:signMessage': { version: '1.0.0', signMessage },
      'bitcoin:signTransaction': { version: '1.0.0', signTransaction },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => saveGrant(null),
      },
      'standard:events': {
        version: '1.0.0',
        on: (event, listener) => {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
  }

  // The Wallet Standard's registration handshake: announce now (an app already listening registers the
  // wallet), and register with any app that announces itself later. Each registration's unregister is kept.
  const unregisters: Array<() => void> = []
  const register = (api: { register(wallet: Wallet): () => void }) => unregisters.push(api.register(wallet))
  const onAppReady = (event: Event) => register((event as CustomEvent<{ register(wallet: Wallet): () => void }>).detail)
  win.addEventListener('wallet-standard:app-ready', onAppReady)
  win.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: (api: { register(wallet: Wallet): () => void }) => register(api),
    }),
  )

  const handle: BitcoinTestWallet = {
    wallet,
    approve: (id) => prompt.approve(id),
    reject: (id) => prompt.reject(id),
    pending: () => prompt.pending(),
    waitForRequest: () => prompt.waitForRequest(),
    setAccount(next) {
      if (!Number.isInteger(next) || next < 0 || next >= keys.length)
        throw new RangeError(`No dev account ${next} (the wallet has ${keys.length}).`)
      index = next
      if (grant) saveGrant({ index, purposes: grant.purposes })
    },
    disconnect: () => saveGrant(null),
    uninstall() {
      removed = true
      win.removeEventListener('wallet-standard:app-ready', onAppReady)
      for (const unregister of unregisters.splice(0)) unregister()
      prompt.destroy()
      listeners.clear()
      if (win.gatehouseBitcoinWallet === handle) delete win.gatehouseBitcoinWallet
    },
  }
  win.gatehouseBitcoinWallet = handle
  return handle
}
