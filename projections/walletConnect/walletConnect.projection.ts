import { defineProjection } from '../../src/store/projection.js'

/** The WalletConnect connector's id (the Connect view's entry and the connections it makes). */
export const WALLET_CONNECT_ID = 'walletConnect'

/** Read model of the WalletConnect pairing on offer (the ConnectingWalletConnect views). */
export interface WalletConnectState {
  /**
   * The pairing link on offer and its expiry (ms since the epoch), or null. Built only from
   * the ephemeral WalletConnectUriCreated, so it is never in a snapshot or an exported log
   * (the link holds the pairing's key); a reload starts without it.
   */
  pairing: { topic: string; uri: string; expiry: number } | null
  /** How many links this connect attempt has offered (more than one: renewed on expiry, SPEC §9). */
  offered: number
  /** The listed wallet the visitor picked for this connect, or null (the generic WalletConnect entry). */
  walletId: string | null
}

const INITIAL: WalletConnectState = { pairing: null, offered: 0, walletId: null }

// A connect attempt ended: its link is gone.
const answered = (draft: WalletConnectState, event: { data: { connectorId: string } }) => {
  if (event.data.connectorId === WALLET_CONNECT_ID && draft.pairing !== null) draft.pairing = null
}

/** The WalletConnect read model: the link while a pairing is offered, cleared once it is answered. */
export const walletConnectProjection = defineProjection({
  name: 'walletConnect',
  version: 1,
  initial: INITIAL,
  on: {
    WalletConnectUriCreated(draft, event) {
      draft.pairing = { topic: event.data.topic, uri: event.data.uri, expiry: event.data.expiry }
      draft.offered += 1
    },
    WalletConnectWalletChosen(draft, event) {
      draft.walletId = event.data.walletId
    },
    ConnectRequested(draft, event) {
      // A new attempt: the old link is gone (the effect offers a fresh one).
      if (event.data.connectorId === WALLET_CONNECT_ID) {
        draft.pairing = null
        draft.offered = 0
      }
    },
    Connected: answered,
    ConnectFailed: answered,
    PairingConnected(draft, event) {
      if (draft.pairing?.topic === event.data.topic) draft.pairing = null
    },
    SessionRestored() {
      return INITIAL
    },
  },
})
