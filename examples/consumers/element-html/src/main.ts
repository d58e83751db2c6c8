// A page without a framework: gatehouse-modal/element's <gatehouse-button> and <gatehouse-modal> (React is inside the
// entry), and the page's own script showing the account from the Gatehouse's state. In its tests the fixture of
// gatehouse-modal/devnet/playwright sets window.gatehouseDevnet before this runs.
import { createGatehouse, defineGatehouseElements } from 'gatehouse-modal/element'
import { devnetConfig, type DevnetUrls } from 'gatehouse-modal/devnet/config'

declare global {
  interface Window {
    gatehouseDevnet?: DevnetUrls
  }
}

const urls = window.gatehouseDevnet
if (!urls) throw new Error('No devnet: open this page from a test that uses gatehouse-modal/devnet/playwright.')
const gatehouse = createGatehouse({ ...devnetConfig(urls), metadata: { name: 'Plain HTML consumer' } })
defineGatehouseElements(gatehouse)

const shown = document.getElementById('account')!
const show = () => {
  shown.textContent = gatehouse.getState().account.byNamespace.eip155?.address ?? 'none'
}
show()
gatehouse.subscribe(show)
