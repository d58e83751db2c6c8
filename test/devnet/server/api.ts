// The reference server of the blockchain data API (SPEC §7): every path of the documented contract (contract.ts)
// whose service is 'api', answered from the devnet's chains (balances, history, gas
// price, allowances), its price table, its registry (identity, names, sessions) and
// the devnet's exchange (the /v1/convert/* paths: convert.ts). Replies are checked against contract.ts's
// shapes before they leave; the client's own tables (src/api) are never read here.
import { base58 } from '@scure/base'
import { erc20Abi, formatUnits, getAddress, isAddress, type Address, type Hex } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../../src/domain/swap.js'
import { priceOf } from '../prices.js'
import { historyItem } from './history.js'
import { HttpError, type Reply, type RequestContext, type Route } from './http.js'
import { nftRoutes } from './nfts.js'
import { onrampRoutes } from './onramp.js'
import { ETH_COIN_TYPE, verifyAccountSignature, type Registry } from './registry.js'
import type { IndexedTransaction, ServerChain, TokenMeta } from './chain.js'
import { convertRoutes } from './convert.js'
import { CONTRACT, type ContractName } from './contract.js'

export { NATIVE_TOKEN_ADDRESS }

/** What the API server needs. */
export interface ApiContext {
  projectId: string
  chains: readonly ServerChain[]
  registry: Registry
  /** Base URL of the wallet-listing service (token and currency images). */
  walletsUrl: string
  /** Base URL of this server (onramp checkout page). */
  selfUrl: () => string
  /** Transactions a history page holds (default 10). */
  historyPageSize?: number
  /** Hashes of the payments made by the onramp checkout (onramp.ts): the onramp history. */
  onrampPurchases: Set<string>
  now?: () => number
  /** The local Solana chain (SPEC §8 "Balance namespaces: eip155, solana"): its CAIP-2 id and native balances in lamports. */
  solana?: { caipNetworkId: string; getBalance(address: string): bigint | Promise<bigint> }
}

/** Solana's native currency: SOL, 9 decimals. */
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** A Solana address (base58 of 32 bytes) from a path: alone or the address part of a CAIP-10 id; null when it is not one. */
export function solanaAddressOf(value: string | undefined): string | null {
  const raw = value?.startsWith('solana:') ? value.split(':')[2] : value
  if (!raw || raw.length < 32 || raw.length > 44) return null
  try {
    return base58.decode(raw).length === 32 ? raw : null
  } catch {
    return null
  }
}

const json = (body: unknown, status = 200): Reply => ({ kind: 'json', body, status })

/** Checks the project id every call carries (SPEC §7): missing is a 400, unknown a 403 with the SPEC §8 server message. */
export function checkProjectId(ctx: RequestContext, projectId: string, fromBody?: unknown): void {
  const given = ctx.query.get('projectId') ?? (typeof fromBody === 'string' ? fromBody : null)
  if (!given) throw new HttpError(400, 'Missing query parameter: projectId.')
  if (given !== projectId) throw new HttpError(403, 'Unauthorized: invalid key')
}

/** An address from a query or body: alone or the address part of a CAIP-10 id; 400 otherwise. */
export function parseAddress(value: string | null | undefined, what: string): Address {
  // An address alone or the address part of a CAIP-10 id.
  const raw = value?.includes(':') ? value.split(':')[2] : value
  if (!raw || !isAddress(raw, { strict: false }))
    throw new HttpError(400, `${what}: Address is invalid (expected 0x and 40 hex digits, or a CAIP-10 id).`)
  return getAddress(raw)
}

/** A chain id from a query: CAIP-2 (`eip155:1`) or a bare number. */
export function parseChainId(value: string | null, what = 'chainId'): number {
  const m = value ? /^(?:eip155:)?([1-9][0-9]{0,15})$/.exec(value) : null
  if (!m) throw new HttpError(400, `${what}: expected an eip155 CAIP-2 id such as eip155:1.`)
  return Number(m[1])
}

/** A CAIP-10 token id split into chain and address; the native token is address null. */
export function parseTokenId(
  value: string | null | undefined,
  what: string,
): { chainId: number; address: Address | null } {
  const m = value ? /^eip155:([1-9][0-9]{0,15}):(0x[0-9a-fA-F]{40})$/.exec(value) : null
  if (!m) throw new HttpError(400, `${what}: expected a CAIP-10 token id such as eip155:1:0x….`)
  const address = m[2]!.toLowerCase() === NATIVE_TOKEN_ADDRESS ? null : getAddress(m[2]!)
  return { chainId: Number(m[1]), address }
}

/** A non-negative decimal number from a query or body; 400 otherwise. */
export function decimalString(value: string | null, what: string): string {
  if (!value || !/^[0-9]+(\.[0-9]+)?$/.test(value))
    throw new HttpError(400, `${what}: expected a non-negative decimal number.`)
  return value
}

/** Every route of the data API. */
export function apiRoutes(api: ApiContext): Route[] {
  const now = api.now ?? (() => Math.floor(Date.now() / 1000))
  const pageSize = api.historyPageSize ?? 10
  const chainById = (chainId: number) => api.chains.find((c) => c.chainId === chainId)
  /** A supported devnet chain, or undefined (other chains get empty results, SPEC §7). */
  const supported = (chainId: number) => {
    const chain = chainById(chainId)
    return chain?.supported ? chain : undefined
  }
  const tokenImage = (symbol: string) => `${api.walletsUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`
  const symbolOf = (chain: ServerChain, token: TokenMeta | null) => (token ? token.symbol : chain.nativeSymbol)
  const decimalsOf = (token: TokenMeta | null) => (token ? token.decimals : 18)
  const caip10 = (chain: ServerChain, address: Address | null) =>
    `${chain.caipNetworkId}:${address ?? NATIVE_TOKEN_ADDRESS}`

  const route = (
    name: ContractName,
    handler: (ctx: RequestContext) => Reply | Promise<Reply>,
    required: readonly string[] = [],
  ): Route => {
    const spec = CONTRACT[name]
    return {
      method: spec.method,
      path: spec.path,
      body: spec.body,
      response: spec.response,
      required,
      handler: (ctx) => {
        checkProjectId(ctx, api.projectId, (ctx.body as { projectId?: unknown } | undefined)?.projectId)
        return handler(ctx)
      },
    }
  }

  // --- balances -------------------------------------------------------------
  const balancesOn = async (chain: ServerChain, address: Address) => {
    await chain.index.sync()
    const known = new Map<string, TokenMeta>()
    for (const token of [...chain.index.tokensOf(address)]) known.set(token.address.toLowerCase(), token)
    const tokens = [...known.values()]
    const [native, ...amounts] = await Promise.all([
      chain.client.getBalance({ address }),
      ...tokens.map((token) =>
        chain.client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        }),
      ),
    ])
    const entry = (token: TokenMeta | null, amount: bigint) => {
      const symbol = symbolOf(chain, token)
      const numeric = formatUnits(amount, decimalsOf(token))
      const price = priceOf(symbol)
      return {
        name: token ? token.name : chain.nativeName,
        symbol,
        chainId: chain.caipNetworkId,
        ...(token ? { address: caip10(chain, token.address) } : {}),
        value: Number(numeric) * price,
        price,
        quantity: { decimals: String(decimalsOf(token)), numeric },
        iconUrl: tokenImage(symbol),
      }
    }
    // The native balance always; tokens only when held (as portfolio APIs do).
    return [entry(null, native), ...tokens.flatMap((token, i) => (amounts[i]! > 0n ? [entry(token, amounts[i]!)] : []))]
  }

  /** The native SOL balance on the local Solana chain; other Solana networks are not served (empty, as unsupported chains). */
  const solanaBalances = async (chainParam: string | null, address: string) => {
    const solana = api.solana
    if (!solana || (chainParam && chainParam !== solana.caipNetworkId)) return []
    const numeric = formatUnits(await solana.getBalance(address), SOL.decimals)
    const price = priceOf(SOL.symbol)
    return [
      {
        name: SOL.name,
        symbol: SOL.symbol,
        chainId: solana.caipNetworkId,
        value: Number(numeric) * price,
        price,
        quantity: { decimals: String(SOL.decimals), numeric },
        iconUrl: tokenImage(SOL.symbol),
      },
    ]
  }

  // --- history --------------------------------------------------------------
  // Newest first across chains; the cursor is the sort key of the last item sent.
  type Keyed = { chain: ServerChain; tx: IndexedTransaction }
  const keyOf = ({ chain, tx }: Keyed) => `${tx.timestamp}.${chain.chainId}.${tx.blockNumber}.${tx.index}`
  const compare = (x: Keyed, y: Keyed) =>
    y.tx.timestamp - x.tx.timestamp ||
    x.chain.chainId - y.chain.chainId ||
    y.tx.blockNumber - x.tx.blockNumber ||
    y.tx.index - x.tx.index
  const parseCursor = (cursor: string): Keyed => {
    const m = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(cursor)
    if (!m) throw new HttpError(400, 'cursor: not a cursor this server gave.')
    const [, timestamp, chainId, blockNumber, index] = m.map(Number) as [number, number, number, number, number]
    return { chain: { chainId } as ServerChain, tx: { timestamp, blockNumber, index } as IndexedTransaction }
  }

  return [
    // The Solana chain is served too (its balances), as the data API serves Solana's.
    route('supportedChains', () =>
      json({
        http: [
          ...api.chains.filter((c) => c.supported).map((c) => c.caipNetworkId),
          ...(api.solana ? [api.solana.caipNetworkId] : []),
        ],
        ws: [],
      }),
    ),

    route('identity', (ctx) => {
      const address = parseAddress(ctx.params.address, 'address')
      return json(api.registry.identity(address))
    }),

    route('history', async (ctx) => {
      const account = parseAddress(ctx.params.account, 'account')
      const cursor = ctx.query.get('cursor')
      const after = cursor ? parseCursor(cursor) : null
      const chainParam = ctx.query.get('chainId')
      const chains = chainParam
        ? [supported(parseChainId(chainParam))].filter((c) => c !== undefined)
        : api.chains.filter((c) => c.supported)
      // With `onramp`, only the purchases paid through the devnet's onramp checkout.
      const onramp = ctx.query.get('onramp')
      await Promise.all(chains.map((c) => c.index.sync()))
      const all = chains
        .flatMap((chain) => chain.index.transactionsOf(account).map((tx) => ({ chain, tx })))
        .filter(({ tx }) => !onramp || api.onrampPurchases.has(tx.hash))
        .sort(compare)
      const start = after ? all.findIndex((k) => compare(after, k) < 0) : 0
      const page = start < 0 ? [] : all.slice(start, start + pageSize)
      const more = start >= 0 && start + pageSize < all.length
      return json({
        data: page.map(({ chain, tx }) => historyItem(chain, tx, account, api.onrampPurchases.has(tx.hash))),
        next: more ? keyOf(page[page.length - 1]!) : null,
      })
    }),

    route('fungiblePrice', async (ctx) => {
      const body = ctx.body as { addresses: string[] }
      const fungibles = []
      for (const id of body.addresses) {
        const { chainId, address } = parseTokenId(id, 'addresses')
        const chain = supported(chainId)
        if (!chain) continue
        await chain.index.sync()
        const token = address === null ? null : chain.index.token(address)
        if (address !== null && !token) continue // unknown tokens are left out
        const symbol = symbolOf(chain, token ?? null)
        fungibles.push({
          name: token ? token.name : chain.nativeName,
          symbol,
          iconUrl: tokenImage(symbol),
          price: priceOf(symbol),
        })
      }
      return json({ fungibles })
    }),

    // The /v1/convert/* paths: the devnet's exchange.
    ...convertRoutes(api, route),

    route('balance', async (ctx) => {
      const currency = ctx.query.get('currency')
      if (currency && currency !== 'usd') throw new HttpError(400, `currency: only usd is served, not ${currency}.`)
      const chainParam = ctx.query.get('chainId')
      // Solana (SPEC §8 balance namespaces): a solana: chain id, or a Solana address without one.
      const solanaAddress = solanaAddressOf(ctx.params.address)
      if (chainParam?.startsWith('solana:') || (!chainParam && solanaAddress && !isAddress(ctx.params.address ?? ''))) {
        if (!solanaAddress)
          throw new HttpError(400, 'address: Address is invalid (expected a base58 Solana address of 32 bytes).')
        return json({ balances: await solanaBalances(chainParam, solanaAddress) })
      }
      const address = parseAddress(ctx.params.address, 'address')
      const chains = chainParam
        ? [supported(parseChainId(chainParam))].filter((c) => c !== undefined)
        : api.chains.filter((c) => c.supported)
      const lists = await Promise.all(chains.map((chain) => balancesOn(chain, address)))
      return json({ balances: lists.flat() })
    }),

    route('profileAccount', (ctx) => {
      const record = api.registry.byName(ctx.params.name ?? '')
      if (!record) throw new HttpError(404, `No name ${ctx.params.name} is registered.`)
      return json(record)
    }),

    route('profileReverse', (ctx) => {
      const address = parseAddress(ctx.params.address, 'address')
      return json(api.registry.byAddress(address))
    }),

    route('nameSuggestions', (ctx) => {
      const zone = (ctx.query.get('zone') ?? 'reown.id').replace(/^\./, '')
      if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(zone))
        throw new HttpError(400, 'zone: expected a domain such as reown.id.')
      const label = (ctx.params.name ?? '').split('.')[0] ?? ''
      return json({ suggestions: api.registry.suggestions(label, zone) })
    }),

    route('registerName', async (ctx) => {
      const body = ctx.body as { coin_type: number; address: string; message: string; signature: string }
      const address = parseAddress(body.address, 'address')
      // SLIP-44 60, or ENSIP-11's 0x80000000 | chainId for an EVM chain.
      if (body.coin_type !== ETH_COIN_TYPE && !(body.coin_type > 0x80000000 && body.coin_type < 0x100000000)) {
        throw new HttpError(400, `coin_type: ${body.coin_type} is not an EVM coin type (60, or 0x80000000 | chainId).`)
      }
      let message: { name?: unknown; attributes?: unknown; timestamp?: unknown }
      try {
        message = JSON.parse(body.message) as typeof message
      } catch {
        throw new HttpError(400, 'message: expected the signed JSON text { name, attributes, timestamp }.')
      }
      if (typeof message !== 'object' || message === null || typeof message.name !== 'string')
        throw new HttpError(400, 'message: the signed JSON has no name.')
      if (
        typeof message.timestamp === 'number' &&
        Math.abs(now() - (message.timestamp > 1e12 ? message.timestamp / 1000 : message.timestamp)) > 600
      ) {
        throw new HttpError(400, 'message: the timestamp is more than 10 minutes away from now.')
      }
      const signature = body.signature as Hex
      if (!/^0x[0-9a-fA-F]+$/.test(signature)) throw new HttpError(400, 'signature: expected 0x and hex digits.')
      // A smart account signs through its contract, on the chain the coin type names (any chain for 60).
      const chainId = body.coin_type === ETH_COIN_TYPE ? undefined : body.coin_type - 0x80000000
      const clients = api.chains.filter((c) => c.supported && (chainId === undefined || c.chainId === chainId))
      const valid = await verifyAccountSignature(
        clients.map((c) => c.client),
        { address, message: body.message, signature },
      )
      if (!valid) throw new HttpError(401, 'The signature does not match the address and message.')
      const refusal = api.registry.refuse(message.name)
      if (refusal) throw new HttpError(refusal.includes('already registered') ? 409 : 400, refusal)
      const attributes: Record<string, string> = {}
      if (typeof message.attributes === 'object' && message.attributes !== null) {
        for (const [k, v] of Object.entries(message.attributes)) if (typeof v === 'string') attributes[k] = v
      }
      return json(api.registry.add(message.name, address, now(), attributes))
    }),

    route('session', (ctx) => {
      const session = api.registry.sessions.get(ctx.params.id ?? '')
      if (!session) throw new HttpError(404, `No session ${ctx.params.id}.`)
      return json({
        pci: session.pci,
        expiry: session.expiry,
        context: session.owner,
        permissions: session.permissions,
        revoked: session.revoked,
      })
    }),

    route('revokeSession', async (ctx) => {
      const body = ctx.body as { pci: string; signature: string }
      const session = api.registry.sessions.get(ctx.params.id ?? '')
      if (!session) throw new HttpError(404, `No session ${ctx.params.id}.`)
      if (body.pci !== session.pci) throw new HttpError(400, 'pci: does not match the session.')
      // The owner signs the pci (personal_sign).
      const valid = await verifyAccountSignature(
        api.chains.filter((c) => c.supported).map((c) => c.client),
        { address: session.owner, message: body.pci, signature: body.signature as Hex },
      )
      if (!valid) throw new HttpError(401, "The signature is not the session owner's signature of the pci.")
      session.revoked = true
      return json({})
    }),
    ...nftRoutes(api),
    ...onrampRoutes(api, route),
  ]
}
