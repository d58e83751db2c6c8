// A page without React of its own: <gatehouse-button> and <gatehouse-modal> from gatehouse-modal/element against the
// running devnet, its test browser wallet installed (tests answer its prompt). ?devnet= is the devnet's info
// (test/devnet/playwright.ts readDevnetInfo(), JSON). The Gatehouse is handed to the test as window.e2e.
import { createEvent, replay, type Stamped } from 'gatehouse-modal'
import { createGatehouse, defineGatehouseElements } from 'gatehouse-modal/element'
import { parseDevnetInfo } from '../../devnet/info.js'
import { installTestWallet } from '../../devnet/wallet/index.js'
import { devnetPageConfig } from './devnetConfig.js'
import type { E2ePage } from './restore.js'

const params = new URLSearchParams(location.search)
const devnet = parseDevnetInfo(JSON.parse(params.get('devnet') ?? 'null'))
installTestWallet({ chains: devnet.chains, accounts: devnet.accounts })

const started = performance.now()
const gatehouse = createGatehouse(devnetPageConfig(devnet))
const seen: Stamped[] = []
gatehouse.events$.subscribe((event) => seen.push(event))
const e2e: E2ePage = { gatehouse, createEvent, replay, seen, readyMs: null }
window.e2e = e2e

defineGatehouseElements(gatehouse)
await gatehouse.ready
e2e.readyMs = performance.now() - started
