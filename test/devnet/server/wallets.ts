// The reference wallet-listing service (SPEC §7): /getWallets with page, entries,
// include, exclude, search, badge_type and chains over the catalog of test wallets the
// project ships (test/devnet/wallets/catalog.json), the image paths, and
// /getAnalyticsConfig.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CONTRACT, type ContractName } from './contract.js'
import catalog from '../wallets/catalog.json' with { type: 'json' }
import { checkProjectId } from './api.js'
import { HttpError, type Reply, type RequestContext, type Route } from './http.js'

/** A wallet of the catalog: the listing fields (SPEC §3) plus its badge. */
export interface CatalogWallet {
  id: string
  name: string
  image_id: string
  chains: string[]
  rdns: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  badge_type: string
}

/** The catalog of test wallets. */
export const WALLET_CATALOG: readonly CatalogWallet[] = catalog

/** The icons shipped with the catalog. */
export const WALLET_IMAGES_DIR = fileURLToPath(new URL('../wallets/images/', import.meta.url))
const ID = /^[A-Za-z0-9:_-]{1,64}$/
const ASSET_ALIASES: Record<string, string> = { 'eip155:1': 'ethereum', 'eip155:8453': 'base', 'eip155:31337': 'anvil' }

/** Options of the wallet-listing service. */
export interface WalletsContext {
  projectId: string
  /** What /getAnalyticsConfig answers (default true: the app still decides with its own `analytics` option). */
  analyticsEnabled?: boolean
  /** Directory of the SVG images (default WALLET_IMAGES_DIR; a bundled devnet passes its own). */
  imagesDir?: string
}

function positiveInt(value: string | null, what: string, fallback: number, max: number): number {
  if (value === null || value === '') return fallback
  if (!/^[0-9]{1,6}$/.test(value) || Number(value) < 1 || Number(value) > max)
    throw new HttpError(400, `${what}: expected a whole number from 1 to ${max}.`)
  return Number(value)
}
const list = (value: string | null) =>
  value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : []

function svg(dir: string, file: string): Reply {
  let body: string
  try {
    body = readFileSync(join(dir, file), 'utf8')
  } catch {
    throw new HttpError(404, `No image ${file.replace(/\.svg$/, '')}.`)
  }
  return { kind: 'raw', contentType: 'image/svg+xml', body, headers: { 'cache-control': 'public, max-age=3600' } }
}

/** Every route of the wallet-listing service. */
export function walletRoutes(ctx: WalletsContext): Route[] {
  const json = (name: ContractName, handler: (req: RequestContext) => unknown): Route => ({
    method: 'GET',
    path: CONTRACT[name].path,
    response: CONTRACT[name].response,
    handler: (req) => {
      checkProjectId(req, ctx.projectId)
      return { kind: 'json', body: handler(req) }
    },
  })
  const image = (name: ContractName, file: (id: string) => string): Route => ({
    method: 'GET',
    path: CONTRACT[name].path,
    handler: (req) => {
      const id = req.params.id ?? ''
      if (!ID.test(id)) throw new HttpError(400, 'id: letters, digits, colon, dash or underscore, at most 64.')
      return svg(ctx.imagesDir ?? WALLET_IMAGES_DIR, file(id))
    },
  })

  return [
    json('wallets', (req) => {
      const page = positiveInt(req.query.get('page'), 'page', 1, 100_000)
      const entries = positiveInt(req.query.get('entries'), 'entries', 40, 100)
      const include = list(req.query.get('include'))
      const exclude = new Set(list(req.query.get('exclude')))
      const search = (req.query.get('search') ?? '').trim().toLowerCase()
      const badge = req.query.get('badge_type')
      const chains = list(req.query.get('chains'))
      const found = WALLET_CATALOG.filter(
        (w) =>
          (include.length === 0 || include.includes(w.id)) &&
          !exclude.has(w.id) &&
          (search === '' || w.name.toLowerCase().includes(search)) &&
          (!badge || badge === 'none' || w.badge_type === badge) &&
          (chains.length === 0 || chains.some((c) => w.chains.includes(c))),
      )
      const data = found.slice((page - 1) * entries, page * entries)
      return { data, count: found.length }
    }),
    json('analyticsConfig', () => ({ isAnalyticsEnabled: ctx.analyticsEnabled ?? true })),
    image('walletImage', (id) => {
      const wallet = WALLET_CATALOG.find((w) => w.image_id === id || w.id === id)
      if (!wallet) throw new HttpError(404, `No wallet image ${id}.`)
      return `${wallet.image_id}.svg`
    }),
    image('assetImage', (id) => `network-${ASSET_ALIASES[id] ?? id}.svg`),
    image('currencyImage', (id) => `currency-${id.toUpperCase()}.svg`),
    image('tokenImage', (id) => `token-${id.toUpperCase()}.svg`),
  ]
}
