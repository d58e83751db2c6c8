// gatehouse/react: the React binding. Explicit export list (STYLE §11).
export { GatehouseProvider, useGatehouse } from './core/context.js'
export { useAllEvents, useEmit, useEvents, useReadModel } from './core/hooks.js'
export { useAccount, useConnectionStatus, useDisconnect, useModal, useNetwork } from './core/modal.js'
export type { AccountInfo } from './core/modal.js'
export { useSendTransaction, useSignMessage } from './core/requests.js'
export type { RequestStatus, TransactionRequest } from './core/requests.js'
export { GatehouseModal } from './shell/GatehouseModal.js'
