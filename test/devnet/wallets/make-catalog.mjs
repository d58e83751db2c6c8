#!/usr/bin/env node
// Writes the devnet's wallet catalog (catalog.json) and one small SVG icon a wallet
// (images/<image_id>.svg). The wallets are fictional, except the first: the project's
// own test browser wallet (test/devnet/wallet/, EIP-6963 rdns dev.gatehouse.testwallet).
// Run after editing the lists: `node test/devnet/wallets/make-catalog.mjs`.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const here = (file) => fileURLToPath(new URL(file, import.meta.url))

const NAMES = [
  'Amber',
  'Birch',
  'Cobalt',
  'Dune',
  'Ember',
  'Fjord',
  'Garnet',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Maple',
  'Nimbus',
  'Onyx',
  'Pebble',
  'Quartz',
  'Raven',
  'Saffron',
  'Tundra',
  'Umber',
  'Vesper',
  'Willow',
  'Xenon',
  'Yarrow',
  'Zephyr',
  'Alder',
  'Basalt',
  'Cedar',
  'Delta',
  'Echo',
  'Flint',
  'Glacier',
  'Heron',
  'Iris',
  'Jasper',
  'Kelp',
  'Lotus',
  'Mistral',
  'Nova',
  'Orchid',
  'Prism',
  'Quill',
  'Ripple',
  'Sable',
  'Tidal',
  'Unity',
  'Velvet',
  'Wren',
]
const COLORS = [
  '#e4572e',
  '#17bebb',
  '#ffc914',
  '#2e282a',
  '#76b041',
  '#4b3f72',
  '#1f7a8c',
  '#bf4e30',
  '#3066be',
  '#c2185b',
]
const ALL_CHAINS = ['eip155:1', 'eip155:8453', 'eip155:84532', 'eip155:42161']

function icon(initials, color) {
  // 96×96 rounded square with the initials: small, readable, no external font.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="22" fill="${color}"/><text x="48" y="60" font-family="system-ui,sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>\n`
}

const wallets = [
  {
    id: 'gatehouse-test-wallet',
    name: 'Gatehouse Test Wallet',
    image_id: 'gatehouse-test-wallet',
    chains: ['eip155:1', 'eip155:8453', 'eip155:31337'],
    rdns: 'dev.gatehouse.testwallet',
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    badge_type: 'certified',
    color: '#0b6e4f',
    initials: 'GT',
  },
  ...NAMES.map((name, i) => {
    const slug = name.toLowerCase()
    return {
      id: `${slug}-wallet`,
      name: `${name} Wallet`,
      image_id: `${slug}-wallet`,
      // Every wallet supports Ethereum; the others vary so the `chains` filter has something to do.
      chains: ALL_CHAINS.filter((_, c) => c === 0 || (i + c) % 3 !== 0),
      rdns: `dev.gatehouse.${slug}`,
      mobile_link: i % 2 === 0 ? `${slug}wallet://` : null,
      desktop_link: i % 5 === 0 ? `${slug}wallet-desktop://` : null,
      webapp_link: null,
      badge_type: i % 4 === 0 ? 'certified' : 'none',
      color: COLORS[i % COLORS.length],
      initials: name.slice(0, 2),
    }
  }),
]

// Images of tokens (/public/getTokenImage/{symbol}), networks (/public/getAssetImage/{id})
// and fiat currencies (/public/getCurrencyImage/{code}), in the same style.
const EXTRA = {
  'token-ETH': ['ETH', '#627eea'],
  'token-USDC': ['$', '#2775ca'],
  'token-GATE': ['G', '#0b6e4f'],
  'network-ethereum': ['Ξ', '#627eea'],
  'network-base': ['B', '#0052ff'],
  'network-anvil': ['A', '#6b7280'],
  'currency-USD': ['$', '#85bb65'],
  'currency-EUR': ['€', '#003399'],
}

const dir = here('./images/')
mkdirSync(dir, { recursive: true })
for (const file of readdirSync(dir)) if (file.endsWith('.svg')) rmSync(dir + file)
for (const wallet of wallets) writeFileSync(`${dir}${wallet.image_id}.svg`, icon(wallet.initials, wallet.color))
for (const [id, [text, color]] of Object.entries(EXTRA)) writeFileSync(`${dir}${id}.svg`, icon(text, color))
const catalog = wallets.map(({ color: _c, initials: _i, ...wallet }) => wallet)
writeFileSync(here('./catalog.json'), `${JSON.stringify(catalog, null, 2)}\n`)
console.log(`catalog.json: ${catalog.length} wallets; images/: ${wallets.length + Object.keys(EXTRA).length} icons`)
