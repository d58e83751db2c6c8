import { createGatehouse, type GatehouseConfig } from 'gatehouse-modal'
import { devnetConfig, type DevnetUrls } from 'gatehouse-modal/devnet/config'

const appOptions: GatehouseConfig = { metadata: { name: 'My app' }, themeMode: 'light' }

// In development and tests the devnet's addresses replace the production services: the Playwright fixture of
// gatehouse-modal/devnet/playwright sets window.gatehouseDevnet before the app's scripts run.
export function createAppGatehouse(devnet: DevnetUrls | undefined) {
  return createGatehouse(devnet ? { ...devnetConfig(devnet), ...appOptions } : appOptions)
}
