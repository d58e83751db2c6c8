// What the modal's views share that is not a read model: the wallet the
// visitor chose (shown and retried by ConnectingExternal), kept in the shell.
import { createContext, useContext } from 'react'
import type { ChainNamespace } from '../../src/domain/caip.js'

/** A wallet the visitor chose to connect. */
export interface ChosenWallet {
  connectorId: string
  namespace: ChainNamespace
  name: string
  imageUrl: string | null
}

/** The shell's shared UI state. */
export interface ModalUi {
  /** The wallet being connected, or null. */
  chosen: ChosenWallet | null
  /** Emits `ConnectRequested` for the wallet and shows ConnectingExternal. */
  connect(wallet: ChosenWallet): void
  /** Whether the modal is embedded in place. */
  embedded: boolean
}

/** The modal's UI context (set by the shell). */
export const ModalUiContext = createContext<ModalUi>({ chosen: null, connect: () => undefined, embedded: false })

/** The modal's UI context. */
export const useModalUi = (): ModalUi => useContext(ModalUiContext)
