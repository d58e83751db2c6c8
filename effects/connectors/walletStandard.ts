// The Wallet Standard family (Solana and Bitcoin wallets registered on the page, @wallet-standard/app):
// what is special to it, behind the ConnectorAdapter interface. One adapter for both namespaces, as
// one registry and one event protocol serve both; discovery stays the family effect
// discoverStandardWallets (effects/walletStandard/).
import { base58, base64 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  catchError,
  concatMap,
  defer,
  distinctUntilChanged,
  EMPTY,
  first,
  from,
  ignoreElements,
  map,
  NEVER,
  Observable,
  of,
  race,
  switchMap,
  take,
  throwError,
  timer,
} from 'rxjs'
import * as z from 'zod/mini'
import type { Deps } from '../../src/deps.js'
import { checkSolanaAddress } from '../../src/domain/addressChecks.js'
import { BITCOIN_CAIP_IDS } from '../../src/domain/bitcoin.js'
import { validateBitcoinAddress } from '../../src/domain/bitcoinAddress.js'
import type { CaipNetworkId, ChainNamespace } from '../../src/domain/caip.js'
import { findNetwork, NETWORKS } from '../../src/domain/networks.js'
import {
  AdapterNotFoundError,
  ChainNotSupportedError,
  InvalidAddressError,
  InvalidResponseError,
  rpcErrorName,
} from '../../src/errors/thrown.js'
import type { GatehouseState } from '../../projections/index.js'
import { walletErrorData } from '../injected/wallets.js'
import {
  caipOfChain,
  chainOfCaip,
  chainPrefix,
  connectorsOf,
  featureOf,
  findWallet,
  guarded,
  identifiers,
  isStandardConnectorId,
  STANDARD_CONNECTOR_TYPE,
  standardWallets,
  walletChains,
  walletName,
  WALLET_STANDARD,
  type StandardNamespace,
} from '../walletStandard/wallets.js'
import type { AdapterConnection, AdapterStep, ConnectorAdapter, WalletEvent } from './adapter.js'
import { typedWalletErrors, WalletRequestError } from './walletError.js'

/**
 * How long a restored connection waits for its wallet to register before it counts as a failed sync. Ours (SPEC
 * gives no number), as for EIP-6963 wallets: extensions register as the page loads, so this only matters when the
 * wallet is gone.
 */
export const WALLET_STANDARD_RESTORE_WAIT_MS = 2_000

/** The Bitcoin purposes a connect asks for, in this order: the payment account is the connection's. */
const PURPOSES = ['payment', 'ordinals'] as const

const isStandardNamespace = (ns: ChainNamespace): ns is StandardNamespace => ns === 'solana' || ns === 'bip122'

/** An error of the wallet's own family: an RPC code and its SPEC §8 name. */
const walletError = (code: number, shortMessage: string) =>
  new WalletRequestError({ name: rpcErrorName(code), shortMessage, code })

/** The registered wallet of `connectorId` on the page now, or an AdapterNotFoundError. */
function walletOf(deps: Pick<Deps, 'walletStandard'>, connectorId: string): Observable<Wallet> {
  return standardWallets(deps).pipe(
    take(1),
    map((wallets) => {
      const wallet = findWallet(wallets, connectorId)
      // Known from an earlier page, not registered on this one (the extension is gone or disabled).
      if (!wallet) throw new AdapterNotFoundError({ details: `No Wallet Standard wallet ${connectorId} on this page` })
      return wallet
    }),
  )
}

/** A call of a wallet's feature method, its errors read as SPEC §8's (4001 a person's rejection). */
function callFeature<T>(wallet: Wallet, feature: string, method: string, ...args: unknown[]): Observable<T> {
  return defer(async () => {
    const f = featureOf<Record<string, unknown>>(wallet, feature)
    const fn = f?.[method]
    if (typeof fn !== 'function') throw walletError(4200, `The wallet does not support ${feature}`)
    return (await (fn as (...a: unknown[]) => Promise<T>).apply(f, args)) as T
  }).pipe(typedWalletErrors(walletErrorData))
}

/** The wallet's accounts of `namespace` in a list it gave (an account without chains counts for the namespace asked). */
function accountsOf(list: unknown, namespace: StandardNamespace): WalletAccount[] {
  return guarded(() => {
    if (!Array.isArray(list)) return []
    return (list as unknown[]).filter((a): a is WalletAccount => {
      if (typeof a !== 'object' || a === null) return false
      const { address, chains } = a as { address?: unknown; chains?: unknown }
      if (typeof address !== 'string' || address.length > 200) return false
      const names = identifiers(chains)
      return names.length === 0 || names.some((c) => c.startsWith(chainPrefix(namespace)))
    })
  }, [])
}

/** The Bitcoin network of a bip122 chain id. */
const bitcoinNetwork = (chainId: CaipNetworkId) => (chainId === BITCOIN_CAIP_IDS.mainnet ? 'mainnet' : 'testnet')

/** A wallet's address checked for its namespace and chain (Solana: base58 of 32 bytes; Bitcoin: the network's). */
async function checkAddress(address: string, namespace: StandardNamespace, chainId: CaipNetworkId): Promise<string> {
  const checked =
    namespace === 'solana'
      ? checkSolanaAddress(address)
      : await validateBitcoinAddress(address, bitcoinNetwork(chainId))
  if (!checked.ok)
    throw new InvalidAddressError({ details: `The wallet answered an invalid address: ${checked.error.message}` })
  return checked.value
}

/**
 * The chain a connection is on: the first of `preferred` (the one asked for, the app's active one, the stored one)
 * the wallet has, else the wallet's first the app knows, else its first; a ChainNotSupportedError when it has none
 * Gatehouse can name.
 */
function chainFor(
  wallet: Wallet,
  namespace: StandardNamespace,
  preferred: readonly (CaipNetworkId | null | undefined)[],
  deps: Pick<Deps, 'networks'>,
): CaipNetworkId {
  const chains = walletChains(wallet, namespace)
  const chosen =
    preferred.find((c): c is CaipNetworkId => c != null && chains.includes(c)) ??
    chains.find((c) => findNetwork(deps.networks ?? NETWORKS, c) !== undefined) ??
    chains[0]
  if (chosen === undefined)
    throw new ChainNotSupportedError({ details: `The wallet names no ${namespace} chain Gatehouse knows` })
  return chosen
}

/**
 * The accounts a wallet grants: with a prompt, standard:connect (Solana) or bitcoin:connect for the payment and
 * ordinals accounts (Bitcoin); without, standard:connect { silent: true } (Solana, the wallet's grant to this page)
 * or the accounts the wallet already has (Bitcoin: bitcoin:connect has no silent mode).
 */
function grant(wallet: Wallet, namespace: StandardNamespace, prompt: boolean): Observable<WalletAccount[]> {
  if (namespace === 'bip122' && !prompt)
    return of(
      accountsOf(
        guarded(() => wallet.accounts, []),
        namespace,
      ),
    )
  const answer$ =
    namespace === 'solana'
      ? callFeature<unknown>(wallet, 'standard:connect', 'connect', prompt ? undefined : { silent: true })
      : callFeature<unknown>(wallet, 'bitcoin:connect', 'connect', { purposes: [...PURPOSES] })
  return answer$.pipe(
    map((output) => {
      const accounts = guarded(() => (output as { accounts?: unknown } | null)?.accounts, undefined)
      if (!Array.isArray(accounts))
        throw new InvalidResponseError({ details: 'The wallet answered no list of accounts' })
      return accountsOf(accounts, namespace)
    }),
  )
}

/** The connection an account list makes: the preferred address if granted, else the first; null for none. */
function connectionOf(
  wallet: Wallet,
  namespace: StandardNamespace,
  accounts: readonly WalletAccount[],
  preferred: { address?: string | null; chains: readonly (CaipNetworkId | null | undefined)[] },
  deps: Pick<Deps, 'networks'>,
): Observable<AdapterConnection | null> {
  return defer(async () => {
    const account = accounts.find((a) => a.address === preferred.address) ?? accounts[0]
    if (!account) return null
    const chainId = chainFor(wallet, namespace, preferred.chains, deps)
    const address = await checkAddress(account.address, namespace, chainId)
    const name = walletName(wallet)
    return { namespace, chainId, address, ...(name !== null ? { walletName: name } : {}) }
  })
}

/** The account of the wallet's own list with `address` (feature calls take the wallet's account object), or a typed error. */
function grantedAccount(wallet: Wallet, namespace: StandardNamespace, address: unknown): WalletAccount {
  const account = accountsOf(
    guarded(() => wallet.accounts, []),
    namespace,
  ).find((a) => a.address === address)
  if (!account) throw walletError(4100, `The wallet has not granted the account ${String(address).slice(0, 100)}`)
  return account
}

const SolanaMessageParams = z.object({
  message: z.string().check(z.maxLength(100_000)),
  pubkey: z.optional(z.string()),
  encoding: z.optional(z.enum(['base58', 'utf8'])),
})
const SolanaTransactionParams = z.object({
  transaction: z.string().check(z.minLength(1), z.maxLength(100_000)),
  options: z.optional(
    z.object({
      skipPreflight: z.optional(z.boolean()),
      maxRetries: z.optional(z.number().check(z.int(), z.gte(0))),
      commitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
      preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
      minContextSlot: z.optional(z.number().check(z.int(), z.gte(0))),
    }),
  ),
})
const SolanaTransactionsParams = z.object({
  transactions: z.array(z.string().check(z.minLength(1), z.maxLength(100_000))).check(z.minLength(1), z.maxLength(100)),
})
const BitcoinMessageParams = z.object({
  message: z.string().check(z.maxLength(100_000)),
  address: z.optional(z.string()),
})
const PsbtParams = z.object({
  psbt: z.string().check(z.minLength(1), z.maxLength(1_000_000)),
  signInputs: z.record(z.string(), z.array(z.number().check(z.int(), z.gte(0), z.lte(10_000)))),
  /** Finalize the signed PSBT and send it to the network (a send); the answer carries its txid. */
  broadcast: z.optional(z.boolean()),
})

/** The request's params read with `schema`, or InvalidParamsRpcError (-32602) naming the first problem. */
function readParams<T>(schema: z.ZodMiniType<T>, params: unknown, method: string): T {
  const parsed = schema.safeParse(params)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw walletError(
      -32602,
      `Invalid ${method} params: ${issue?.path.join('.') || 'params'} ${issue?.message ?? ''}`.trim(),
    )
  }
  return parsed.data
}

/** Base64 of the request as bytes, or InvalidParamsRpcError. */
function bytesOf(text: string, encoding: 'base64' | 'base58' | 'utf8', what: string): Uint8Array {
  try {
    return encoding === 'utf8'
      ? new TextEncoder().encode(text)
      : encoding === 'base64'
        ? base64.decode(text)
        : base58.decode(text)
  } catch {
    throw walletError(-32602, `${what} is not ${encoding}`)
  }
}

/** The first output of a feature call's answer: an object whose `field` is bytes that `ok` accepts; else InvalidResponseError. */
function outputBytes(answer: unknown, field: string, ok: (bytes: Uint8Array) => boolean, what: string): Uint8Array {
  const bytes = guarded(() => {
    const output: unknown = Array.isArray(answer) ? answer[0] : undefined
    return typeof output === 'object' && output !== null ? (output as Record<string, unknown>)[field] : undefined
  }, undefined)
  if (bytes instanceof Uint8Array && ok(bytes)) return bytes
  throw new InvalidResponseError({ details: `The wallet did not answer ${what}` })
}

const PSBT_MAGIC = [0x70, 0x73, 0x62, 0x74, 0xff] // "psbt" 0xff (BIP-174)
const isPsbt = (b: Uint8Array) => PSBT_MAGIC.every((v, i) => b[i] === v)

/**
 * A signed PSBT finalized and sent to `chainId`'s chain service (the network's RPC URL: an Esplora API), as a send
 * asks (signPsbt with `broadcast`): a Wallet Standard Bitcoin wallet signs only, where a sats-connect wallet would
 * broadcast itself. Resolves with the txid; the service's refusal is its typed error.
 */
async function broadcastPsbt(deps: Deps, chainId: CaipNetworkId, signed: Uint8Array): Promise<string> {
  const [{ finalizedTransactionHex }, { bitcoinChainOf }] = await Promise.all([
    import('../send/bitcoinTransfer.js'),
    import('../../src/api/bitcoinChain.js'),
  ])
  return bitcoinChainOf(deps.services.rpc, chainId, deps).broadcast(finalizedTransactionHex(signed, chainId))
}

/** The namespace's request sent as feature calls; its answer in the app's encodings. */
function answer(
  wallet: Wallet,
  namespace: StandardNamespace,
  request: { method: string; params?: unknown; address: string; chainId: CaipNetworkId },
  deps: Deps,
): Observable<unknown> {
  return defer((): Observable<unknown> => {
    const { method, params } = request
    if (namespace === 'solana') {
      const chain = chainOfCaip(request.chainId)
      switch (method) {
        case 'solana_signMessage': {
          const p = readParams(SolanaMessageParams, params, method)
          const account = grantedAccount(wallet, namespace, p.pubkey ?? request.address)
          // The message as signMessage sends it (base58, WalletConnect's convention), or text when the app says so.
          const message = bytesOf(p.message, p.encoding ?? 'base58', 'The message')
          return callFeature<unknown>(wallet, 'solana:signMessage', 'signMessage', { account, message }).pipe(
            map((out) => ({
              signature: base58.encode(outputBytes(out, 'signature', (b) => b.length === 64, 'a 64-byte signature')),
            })),
          )
        }
        case 'solana_signTransaction':
        case 'solana_signAndSendTransaction': {
          const p = readParams(SolanaTransactionParams, params, method)
          const account = grantedAccount(wallet, namespace, request.address)
          if (chain === null)
            throw new ChainNotSupportedError({ details: `${request.chainId} has no Wallet Standard name` })
          const transaction = bytesOf(p.transaction, 'base64', 'The transaction')
          const input = { account, transaction, chain, ...(p.options ? { options: p.options } : {}) }
          return method === 'solana_signTransaction'
            ? callFeature<unknown>(wallet, 'solana:signTransaction', 'signTransaction', input).pipe(
                map((out) => ({
                  transaction: base64.encode(
                    outputBytes(out, 'signedTransaction', (b) => b.length > 0, 'a signed transaction'),
                  ),
                })),
              )
            : callFeature<unknown>(wallet, 'solana:signAndSendTransaction', 'signAndSendTransaction', input).pipe(
                map((out) => ({
                  signature: base58.encode(
                    outputBytes(out, 'signature', (b) => b.length === 64, 'a 64-byte signature'),
                  ),
                })),
              )
        }
        case 'solana_signAllTransactions': {
          const p = readParams(SolanaTransactionsParams, params, method)
          const account = grantedAccount(wallet, namespace, request.address)
          if (chain === null)
            throw new ChainNotSupportedError({ details: `${request.chainId} has no Wallet Standard name` })
          const inputs = p.transactions.map((t) => ({
            account,
            chain,
            transaction: bytesOf(t, 'base64', 'A transaction'),
          }))
          // One feature call with every input: the wallet shows one prompt and answers in order, one output each.
          return callFeature<unknown>(wallet, 'solana:signTransaction', 'signTransaction', ...inputs).pipe(
            map((out) => {
              if (!Array.isArray(out) || out.length !== inputs.length)
                throw new InvalidResponseError({ details: 'The wallet did not answer one transaction for each' })
              return {
                transactions: out.map((o: unknown) =>
                  base64.encode(outputBytes([o], 'signedTransaction', (b) => b.length > 0, 'a signed transaction')),
                ),
              }
            }),
          )
        }
      }
    } else {
      switch (method) {
        case 'signMessage':
        case 'bip122_signMessage': {
          const p = readParams(BitcoinMessageParams, params, method)
          const account = grantedAccount(wallet, namespace, p.address ?? request.address)
          const message = new TextEncoder().encode(p.message)
          return callFeature<unknown>(wallet, 'bitcoin:signMessage', 'signMessage', { account, message }).pipe(
            // BIP-322's simple signature: the serialized witness, base64 as wallets and verifiers pass it.
            map((out) => ({
              signature: base64.encode(
                outputBytes(out, 'signature', (b) => b.length > 64 && b.length < 10_000, 'a BIP-322 signature'),
              ),
            })),
          )
        }
        case 'signPsbt': {
          const p = readParams(PsbtParams, params, method)
          const psbt = bytesOf(p.psbt, 'base64', 'The PSBT')
          if (!isPsbt(psbt)) throw walletError(-32602, 'The PSBT is not BIP-174')
          const inputsToSign = Object.entries(p.signInputs).map(([address, signingIndexes]) => ({
            account: grantedAccount(wallet, namespace, address),
            signingIndexes,
          }))
          const chain = chainOfCaip(request.chainId)
          return callFeature<unknown>(wallet, 'bitcoin:signTransaction', 'signTransaction', {
            psbt,
            inputsToSign,
            ...(chain !== null ? { chain } : {}),
          }).pipe(
            map((out) => outputBytes(out, 'signedPsbt', isPsbt, 'a signed PSBT')),
            concatMap((signed) =>
              p.broadcast === true
                ? from(broadcastPsbt(deps, request.chainId, signed)).pipe(
                    map((txid) => ({ psbt: base64.encode(signed), txid })),
                  )
                : of({ psbt: base64.encode(signed) }),
            ),
          )
        }
      }
    }
    return throwError(() => walletError(4200, `The Wallet Standard connector does not support ${method}`))
  })
}

/** The wallet's standard:events 'change' properties while subscribed; a wallet without events, or whose `on` throws, gives none. */
function changes(wallet: Wallet): Observable<{ accounts?: unknown; chains?: unknown }> {
  return new Observable((subscriber) => {
    const off = guarded(() => {
      const on = featureOf<{ on: unknown }>(wallet, 'standard:events')?.on
      if (typeof on !== 'function') return undefined
      const unsubscribe: unknown = on('change', (properties: unknown) => {
        if (typeof properties === 'object' && properties !== null) subscriber.next(properties)
      })
      return typeof unsubscribe === 'function' ? (unsubscribe as () => void) : undefined
    }, undefined)
    return () => guarded(() => off?.(), undefined)
  })
}

/** A change of the wallet as wallet events for the connection now (the read models as `state` holds them). */
async function readChange(
  change: { accounts?: unknown; chains?: unknown },
  wallet: Wallet,
  namespace: StandardNamespace,
  state: GatehouseState,
): Promise<WalletEvent[]> {
  const c = state.connection.byNamespace[namespace]
  if (c?.status !== 'connected') return []
  const out: WalletEvent[] = []
  let chainId = c.chainId
  if (change.chains !== undefined) {
    const chains = identifiers(change.chains)
      .filter((name) => name.startsWith(chainPrefix(namespace)))
      .map(caipOfChain)
      .filter((id): id is CaipNetworkId => id !== null)
    const next = chains[0]
    // A wallet on one chain at a time says where it moved by naming it alone.
    if (next !== undefined && !chains.includes(c.chainId)) {
      chainId = next
      out.push({ type: 'chainChanged', namespace, chainId })
    }
  }
  if (change.accounts !== undefined) {
    const accounts = accountsOf(change.accounts, namespace)
    const account = accounts.find((a) => a.address === c.address) ?? accounts[0]
    if (!account) out.push({ type: 'accountsChanged', namespace, address: null })
    else {
      try {
        out.push({
          type: 'accountsChanged',
          namespace,
          address: await checkAddress(account.address, namespace, chainId),
        })
      } catch {
        // An address that cannot be read keeps the connection as it is.
      }
    }
  }
  return out
}

/**
 * Wallet Standard wallets (solana and bip122; one connector per wallet and namespace): connect is
 * standard:connect (Solana) or bitcoin:connect for the payment then the ordinals account (Bitcoin), the
 * connection being the first account (Bitcoin's payment address); restore is standard:connect
 * { silent: true } (Solana) or the accounts the wallet already has (Bitcoin), once the wallet has
 * registered (within WALLET_STANDARD_RESTORE_WAIT_MS); disconnect is standard:disconnect, best effort;
 * a switch is to a chain the wallet names (Wallet Standard wallets have no switch: each request carries
 * its chain), else ChainNotSupportedError; requests are the namespace's feature calls, answered in the
 * app's encodings (base58 signatures, base64 transactions and PSBTs): solana_signMessage,
 * solana_signTransaction, solana_signAllTransactions, solana_signAndSendTransaction; signMessage (or
 * bip122_signMessage: BIP-322 simple, base64) and signPsbt; events are standard:events 'change'
 * and the wallet's unregistering (a disconnect). Addresses are checked (Solana: 32 bytes of base58;
 * Bitcoin: the chain's network), answers are checked (InvalidResponseError), wallet errors typed as the
 * injected adapter reads them (4001 a rejection).
 */
export const walletStandardAdapter: ConnectorAdapter = {
  type: WALLET_STANDARD,
  namespaces: ['solana', 'bip122'],
  owns: (target, state) =>
    isStandardNamespace(target.namespace) &&
    isStandardConnectorId(target.connectorId) &&
    state.wallets.connectors.byId[target.connectorId]?.type === STANDARD_CONNECTOR_TYPE,
  connect: (request, { deps, state }) =>
    walletOf(deps, request.connectorId).pipe(
      concatMap((wallet) => {
        const namespace = request.namespace as StandardNamespace
        return grant(wallet, namespace, true).pipe(
          concatMap((accounts) =>
            connectionOf(
              wallet,
              namespace,
              accounts,
              { chains: [request.chainId, state.network.byNamespace[namespace]?.chainId] },
              deps,
            ),
          ),
          map((connection): AdapterStep => {
            if (connection === null) throw new InvalidAddressError({ details: 'The wallet granted no account' })
            const connector = connectorsOf(wallet).find((c) => c.id === request.connectorId)
            return {
              type: 'connected',
              connections: [connection],
              recent: {
                wallet: {
                  id: request.connectorId,
                  name: connector?.name ?? connection.walletName ?? request.connectorId,
                  ...(connector?.imageUrl ? { imageUrl: connector.imageUrl } : {}),
                },
              },
            }
          }),
        )
      }),
    ),
  restore: (target, { deps, state }) => {
    // Without a registry there is no wallet to ask and no page showing the connection: it stays as stored.
    if (deps.walletStandard === null || (deps.walletStandard === undefined && typeof window === 'undefined'))
      return NEVER
    const namespace = target.namespace as StandardNamespace
    const wallet$ = standardWallets(deps).pipe(
      map((wallets) => findWallet(wallets, target.connectorId)),
      first((wallet) => wallet !== undefined),
    )
    return race(wallet$, timer(WALLET_STANDARD_RESTORE_WAIT_MS, deps.scheduler).pipe(map(() => undefined))).pipe(
      concatMap((wallet) =>
        !wallet
          ? EMPTY
          : grant(wallet, namespace, false).pipe(
              concatMap((accounts) =>
                connectionOf(
                  wallet,
                  namespace,
                  accounts,
                  { address: target.address, chains: [state.network.byNamespace[namespace]?.chainId, target.chainId] },
                  deps,
                ),
              ),
            ),
      ),
      concatMap((connection): AdapterStep[] =>
        connection === null ? [] : [{ type: 'connected', connections: [connection] }],
      ),
    )
  },
  disconnect: (target, { deps }) =>
    walletOf(deps, target.connectorId).pipe(
      concatMap((wallet) =>
        featureOf(wallet, 'standard:disconnect') === undefined
          ? EMPTY
          : callFeature(wallet, 'standard:disconnect', 'disconnect'),
      ),
      ignoreElements(),
      // Optional in the Wallet Standard: a wallet without it (or gone) keeps its grant, and the app's connection has ended anyway.
      catchError(() => EMPTY),
    ),
  switchNetwork: (request, { deps }) =>
    walletOf(deps, request.connectorId).pipe(
      map((wallet) => {
        if (
          !isStandardNamespace(request.namespace) ||
          !walletChains(wallet, request.namespace).includes(request.chainId)
        )
          throw new ChainNotSupportedError({ details: `The wallet has no chain ${request.chainId}` })
        return request.chainId
      }),
    ),
  request: (request, { deps }) =>
    walletOf(deps, request.connectorId).pipe(
      concatMap((wallet) =>
        isStandardNamespace(request.namespace)
          ? answer(wallet, request.namespace, request, deps)
          : throwError(() => walletError(4200, `No Wallet Standard requests for ${request.namespace}`)),
      ),
      typedWalletErrors(walletErrorData),
    ),
  events: (target, { deps, state$ }) =>
    defer(() => {
      if (!isStandardNamespace(target.namespace)) return EMPTY
      const namespace = target.namespace
      let present = false
      return standardWallets(deps).pipe(
        map((wallets) => findWallet(wallets, target.connectorId)),
        distinctUntilChanged(),
        switchMap((wallet): Observable<WalletEvent> => {
          if (!wallet) return present ? of<WalletEvent>({ type: 'disconnect', namespace }) : EMPTY
          present = true
          return changes(wallet).pipe(
            concatMap((change) =>
              state$.pipe(
                take(1),
                concatMap((state) => from(readChange(change, wallet, namespace, state))),
              ),
            ),
            concatMap((events) => events),
          )
        }),
      )
    }),
}
