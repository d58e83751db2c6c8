// The reference server of the blockchain data API (SPEC §7): every path of API_PATHS
// whose service is 'api', answered from the devnet's chains (balances, history, gas
// price, allowances), its price table, its registry (identity, names, sessions) and
// its swap desk. Replies are checked against src/api/schemas.ts before they leave.
import { randomUUID } from 'node:crypto'
import {
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  getAddress,
  isAddress,
  maxUint256,
  parseUnits,
  verifyMessage,
  type Address,
  type Hex,
} from 'viem'
import { API_PATHS, type ApiPathName, type Transaction } from '../../../src/api/schemas.js'
import { priceOf } from '../prices.js'
import { HttpError, type Reply, type RequestContext, type Route } from './http.js'
import { onrampRoutes } from './onramp.js'
import { ETH_COIN_TYPE, type Registry } from './registry.js'
import type { IndexedTransaction, ServerChain, TokenMeta } from './chain.js'
import type { SwapDesk } from './swapDesk.js'

/** The address standing for a chain's native currency in CAIP-10 token ids (ERC-7528). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** What the API server needs. */
export interface ApiContext {
  projectId: string
  chains: readonly ServerChain[]
  registry: Registry
  desk: SwapDesk
  /** Base URL of the wallet-listing service (token and currency images). */
  walletsUrl: string
  /** Base URL of this server (onramp checkout page). */
  selfUrl: () => string
  /** Transactions a history page holds (default 10). */
  historyPageSize?: number
  /** Hashes of the payments made by the onramp checkout (onramp.ts): the onramp history. */
  onrampPurchases: Set<string>
  now?: () => number
}

const json = (body: unknown, status = 200): Reply => ({ kind: 'json', body, status })

/** Checks the project id every call carries (SPEC §7): missing is a 400, unknown a 403 with the SPEC §8 server message. */
export function checkProjectId(ctx: RequestContext, projectId: string, fromBody?: unknown): void {
  const given = ctx.query.get('projectId') ?? (typeof fromBody === 'string' ? fromBody : null)
  if (!given) throw new HttpError(400, 'Missing query parameter: projectId.')
  if (given !== projectId) throw new HttpError(403, 'Unauthorized: invalid key')
}

function parseAddress(value: string | null | undefined, what: string): Address {
  // An address alone or the address part of a CAIP-10 id.
  const raw = value?.includes(':') ? value.split(':')[2] : value
  if (!raw || !isAddress(raw, { strict: false })) throw new HttpError(400, `${what}: Address is invalid (expected 0x and 40 hex digits, or a CAIP-10 id).`)
  return getAddress(raw)
}

/** A chain id from a query: CAIP-2 (`eip155:1`) or a bare number. */
function parseChainId(value: string | null, what = 'chainId'): number {
  const m = value ? /^(?:eip155:)?([1-9][0-9]{0,15})$/.exec(value) : null
  if (!m) throw new HttpError(400, `${what}: expected an eip155 CAIP-2 id such as eip155:1.`)
  return Number(m[1])
}

/** A CAIP-10 token id split into chain and address; the native token is address null. */
function parseTokenId(value: string | null | undefined, what: string): { chainId: number; address: Address | null } {
  const m = value ? /^eip155:([1-9][0-9]{0,15}):(0x[0-9a-fA-F]{40})$/.exec(value) : null
  if (!m) throw new HttpError(400, `${what}: expected a CAIP-10 token id such as eip155:1:0x….`)
  const address = m[2]!.toLowerCase() === NATIVE_TOKEN_ADDRESS ? null : getAddress(m[2]!)
  return { chainId: Number(m[1]), address }
}

function decimalString(value: string | null, what: string): string {
  if (!value || !/^[0-9]+(\.[0-9]+)?$/.test(value)) throw new HttpError(400, `${what}: expected a non-negative decimal number.`)
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
  const requireSupported = (chainId: number) => {
    const chain = supported(chainId)
    if (!chain) throw new HttpError(400, `Chain eip155:${chainId} is not supported by the devnet API.`)
    return chain
  }
  const tokenImage = (symbol: string) => `${api.walletsUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`
  const tokenOf = (chain: ServerChain, address: Address | null): TokenMeta | null => {
    if (address === null) return null
    const token = chain.index.token(address)
    if (!token) throw new HttpError(400, `Token ${address} is not known on eip155:${chain.chainId}.`)
    return token
  }
  const symbolOf = (chain: ServerChain, token: TokenMeta | null) => (token ? token.symbol : chain.nativeSymbol)
  const decimalsOf = (token: TokenMeta | null) => (token ? token.decimals : 18)
  const caip10 = (chain: ServerChain, address: Address | null) => `${chain.caipNetworkId}:${address ?? NATIVE_TOKEN_ADDRESS}`

  const route = (name: ApiPathName, handler: (ctx: RequestContext) => Reply | Promise<Reply>, required: readonly string[] = []): Route => {
    const spec = API_PATHS[name]
    return {
      method: spec.method as 'GET' | 'POST',
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
      ...tokens.map((token) => chain.client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })),
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

  // --- history --------------------------------------------------------------
  const historyItem = (chain: ServerChain, tx: IndexedTransaction, account: Address): Transaction => {
    const a = account.toLowerCase()
    const mine = tx.transfers.filter((t) => t.from.toLowerCase() === a || t.to.toLowerCase() === a)
    const transfers = mine.map((t) => {
      const from = t.from.toLowerCase() === a
      const to = t.to.toLowerCase() === a
      return {
        direction: from && to ? 'self' : from ? 'out' : 'in',
        quantity: { numeric: t.nft ? '1' : formatUnits(t.amount, decimalsOf(t.token)) },
        fungible_info: t.nft ? null : { name: t.token ? t.token.name : chain.nativeName, symbol: symbolOf(chain, t.token) },
        nft_info: t.nft ? { name: `${t.token?.name ?? 'NFT'} #${t.nft.tokenId}`, flags: { is_spam: false } } : null,
      }
    })
    const operationType = api.onrampPurchases.has(tx.hash)
      ? 'buy'
      : tx.to === null
        ? 'deploy'
        : transfers.some((t) => t.direction === 'out')
          ? 'send'
          : transfers.length > 0
            ? 'receive'
            : 'execute'
    return {
      id: tx.hash,
      metadata: {
        minedAt: new Date(tx.timestamp * 1000).toISOString(),
        chain: chain.caipNetworkId,
        operationType,
        status: tx.status,
        hash: tx.hash,
      },
      transfers,
    }
  }
  // Newest first across chains; the cursor is the sort key of the last item sent.
  type Keyed = { chain: ServerChain; tx: IndexedTransaction }
  const keyOf = ({ chain, tx }: Keyed) => `${tx.timestamp}.${chain.chainId}.${tx.blockNumber}.${tx.index}`
  const compare = (x: Keyed, y: Keyed) =>
    y.tx.timestamp - x.tx.timestamp || x.chain.chainId - y.chain.chainId || y.tx.blockNumber - x.tx.blockNumber || y.tx.index - x.tx.index
  const parseCursor = (cursor: string): Keyed => {
    const m = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(cursor)
    if (!m) throw new HttpError(400, 'cursor: not a cursor this server gave.')
    const [, timestamp, chainId, blockNumber, index] = m.map(Number) as [number, number, number, number, number]
    return { chain: { chainId } as ServerChain, tx: { timestamp, blockNumber, index } as IndexedTransaction }
  }

  // --- swaps ----------------------------------------------------------------
  const quote = (chain: ServerChain, from: TokenMeta | null, to: TokenMeta | null, amount: bigint) => {
    // The desk pays the price-table value minus its 0.3% fee.
    const fromPrice = priceOf(symbolOf(chain, from))
    const toPrice = priceOf(symbolOf(chain, to))
    if (fromPrice <= 0 || toPrice <= 0) throw new HttpError(400, 'The devnet price table has no price for this pair.')
    const usd = Number(formatUnits(amount, decimalsOf(from))) * fromPrice * 0.997
    const out = (usd / toPrice).toFixed(Math.min(decimalsOf(to), 12))
    return parseUnits(out, decimalsOf(to))
  }

  return [
    route('supportedChains', () =>
      json({ http: api.chains.filter((c) => c.supported).map((c) => c.caipNetworkId), ws: [] }),
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
      const chains = chainParam ? [supported(parseChainId(chainParam))].filter((c) => c !== undefined) : api.chains.filter((c) => c.supported)
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
      return json({ data: page.map(({ chain, tx }) => historyItem(chain, tx, account)), next: more ? keyOf(page[page.length - 1]!) : null })
    }),

    route(
      'swapQuotes',
      (ctx) => {
        const from = parseTokenId(ctx.query.get('from'), 'from')
        const to = parseTokenId(ctx.query.get('to'), 'to')
        if (from.chainId !== to.chainId) throw new HttpError(400, 'from and to must be on the same chain.')
        parseAddress(ctx.query.get('userAddress'), 'userAddress')
        const chain = supported(from.chainId)
        if (!chain) return json({ quotes: [] })
        const amount = BigInt(decimalString(ctx.query.get('amount'), 'amount').split('.')[0]!)
        const toAmount = quote(chain, tokenOf(chain, from.address), tokenOf(chain, to.address), amount)
        return json({
          quotes: [
            { id: randomUUID(), fromAmount: amount.toString(), fromAccount: ctx.query.get('from'), toAmount: toAmount.toString(), toAccount: ctx.query.get('to') },
          ],
        })
      },
      ['amount', 'userAddress', 'from', 'to'],
    ),

    route(
      'swapTokens',
      async (ctx) => {
        const chain = supported(parseChainId(ctx.query.get('chainId')))
        if (!chain) return json({ tokens: [] })
        await chain.index.sync()
        const tokens = api.desk.tokens(chain)
        return json({
          tokens: [
            { name: chain.nativeName, symbol: chain.nativeSymbol, address: caip10(chain, null), decimals: 18, logoUri: tokenImage(chain.nativeSymbol) },
            ...tokens.map((t) => ({ name: t.name, symbol: t.symbol, address: caip10(chain, t.address), decimals: t.decimals, logoUri: tokenImage(t.symbol), eip2612: true })),
          ],
        })
      },
      ['chainId'],
    ),

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
        fungibles.push({ name: token ? token.name : chain.nativeName, symbol, iconUrl: tokenImage(symbol), price: priceOf(symbol) })
      }
      return json({ fungibles })
    }),

    route(
      'allowance',
      async (ctx) => {
        const { chainId, address } = parseTokenId(ctx.query.get('tokenAddress'), 'tokenAddress')
        const user = parseAddress(ctx.query.get('userAddress'), 'userAddress')
        const chain = requireSupported(chainId)
        if (address === null) return json({ allowance: maxUint256.toString() }) // the native currency needs no approval
        tokenOf(chain, address)
        const allowance = await chain.client.readContract({ address, abi: erc20Abi, functionName: 'allowance', args: [user, api.desk.address] })
        return json({ allowance: allowance.toString() })
      },
      ['tokenAddress', 'userAddress'],
    ),

    route(
      'gasPrice',
      async (ctx) => {
        const chainId = parseChainId(ctx.query.get('chainId'))
        const chain = supported(chainId)
        if (!chain) throw new HttpError(400, 'Network not supported for Gas Price')
        // standard: eth_gasPrice; fast and instant add one and two priority fees.
        const [gasPrice, tip] = await Promise.all([chain.client.getGasPrice(), chain.client.estimateMaxPriorityFeePerGas()])
        return json({ standard: gasPrice.toString(), fast: (gasPrice + tip).toString(), instant: (gasPrice + 2n * tip).toString() })
      },
      ['chainId'],
    ),

    route('buildTransaction', async (ctx) => {
      const body = ctx.body as { amount: string; from: string; to: string; userAddress: string }
      const from = parseTokenId(body.from, 'from')
      const to = parseTokenId(body.to, 'to')
      if (from.chainId !== to.chainId) throw new HttpError(400, 'from and to must be on the same chain.')
      const user = parseAddress(body.userAddress, 'userAddress')
      const chain = requireSupported(from.chainId)
      await chain.index.sync()
      const amount = BigInt(decimalString(body.amount, 'amount').split('.')[0]!)
      if (amount <= 0n) throw new HttpError(400, 'amount: must be above 0.')
      const fromToken = tokenOf(chain, from.address)
      const toToken = tokenOf(chain, to.address)
      const toAmount = quote(chain, fromToken, toToken, amount)
      api.desk.expect({ chain, user, from: fromToken, to: toToken, amount, toAmount })
      const gasPrice = await chain.client.getGasPrice()
      const tx = fromToken
        ? { to: fromToken.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [api.desk.address, amount] }), value: '0', gas: 90_000 }
        : { to: api.desk.address, data: '0x' as Hex, value: amount.toString(), gas: 21_000 }
      return json({
        tx: {
          from: `${chain.caipNetworkId}:${user}`,
          to: `${chain.caipNetworkId}:${tx.to}`,
          data: tx.data,
          amount: amount.toString(),
          value: tx.value,
          eip155: { gas: String(tx.gas), gasPrice: gasPrice.toString() },
        },
      })
    }),

    route(
      'buildApprove',
      async (ctx) => {
        const user = parseAddress(ctx.query.get('userAddress'), 'userAddress')
        const from = parseTokenId(ctx.query.get('from'), 'from')
        parseTokenId(ctx.query.get('to'), 'to')
        const chain = requireSupported(from.chainId)
        await chain.index.sync()
        const token = tokenOf(chain, from.address)
        if (!token) throw new HttpError(400, 'The native currency needs no approval.')
        const gasPrice = await chain.client.getGasPrice()
        return json({
          tx: {
            from: `${chain.caipNetworkId}:${user}`,
            to: `${chain.caipNetworkId}:${token.address}`,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [api.desk.address, maxUint256] }),
            value: '0',
            eip155: { gas: '60000', gasPrice: gasPrice.toString() },
          },
        })
      },
      ['userAddress', 'from', 'to'],
    ),

    route('balance', async (ctx) => {
      const address = parseAddress(ctx.params.address, 'address')
      const currency = ctx.query.get('currency')
      if (currency && currency !== 'usd') throw new HttpError(400, `currency: only usd is served, not ${currency}.`)
      const chainParam = ctx.query.get('chainId')
      const chains = chainParam ? [supported(parseChainId(chainParam))].filter((c) => c !== undefined) : api.chains.filter((c) => c.supported)
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
      if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(zone)) throw new HttpError(400, 'zone: expected a domain such as reown.id.')
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
      if (typeof message !== 'object' || message === null || typeof message.name !== 'string') throw new HttpError(400, 'message: the signed JSON has no name.')
      if (typeof message.timestamp === 'number' && Math.abs(now() - (message.timestamp > 1e12 ? message.timestamp / 1000 : message.timestamp)) > 600) {
        throw new HttpError(400, 'message: the timestamp is more than 10 minutes away from now.')
      }
      const signature = body.signature as Hex
      if (!/^0x[0-9a-fA-F]+$/.test(signature)) throw new HttpError(400, 'signature: expected 0x and hex digits.')
      let valid = false
      try {
        valid = await verifyMessage({ address, message: body.message, signature })
      } catch {
        valid = false
      }
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
      return json({ pci: session.pci, expiry: session.expiry, context: session.owner, permissions: session.permissions, revoked: session.revoked })
    }),

    route('revokeSession', async (ctx) => {
      const body = ctx.body as { pci: string; signature: string }
      const session = api.registry.sessions.get(ctx.params.id ?? '')
      if (!session) throw new HttpError(404, `No session ${ctx.params.id}.`)
      if (body.pci !== session.pci) throw new HttpError(400, 'pci: does not match the session.')
      let valid = false
      try {
        // The owner signs the pci (personal_sign).
        valid = await verifyMessage({ address: session.owner, message: body.pci, signature: body.signature as Hex })
      } catch {
        valid = false
      }
      if (!valid) throw new HttpError(401, "The signature is not the session owner's signature of the pci.")
      session.revoked = true
      return json({})
    }),

    ...onrampRoutes(api, route),
  ]
}
