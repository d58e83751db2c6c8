'use client'
// gatehouse-modal/react: the React binding. Explicit export list (STYLE §11).
// 'use client': in a React Server Components app (Next.js App Router) this entry is the boundary to the browser: its
// hooks and the modal need state and effects, so a server component renders them as client components.
export { GatehouseProvider, useGatehouse } from './core/context.js'
export { useAllEvents, useEmit, useEvents, useReadModel } from './core/hooks.js'
export { useAccount, useConnectionStatus, useDisconnect, useModal, useNetwork } from './core/modal.js'
export type { AccountInfo } from './core/modal.js'
export { useSendTransaction, useSignMessage } from './core/requests.js'
export type { RequestStatus, TransactionRequest } from './core/requests.js'
export { GatehouseModal } from './shell/GatehouseModal.js'
