// gatehouse-modal/wagmi: a wagmi connector over Gatehouse (@wagmi/core v2, an optional peer). Explicit export list (STYLE §11).
export { gatehouseConnector } from './connector.js'
export type { GatehouseConnectorOptions } from './connector.js'
