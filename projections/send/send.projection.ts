import { defineProjection } from '../../src/store/projection.js'

/** The token chosen in the send form. */
export interface SendToken {
  symbol: string
  /** Absent for the native token (SPEC §3 "Token balance"). */
  address: string | null
  chainId: string
  decimals: number
}

/** Read model of the send form (SPEC §3 "Send state"; gas and balances arrive with the send effects). */
export interface SendState {
  token: SendToken | null
  amount: string | null
  receiverAddress: string | null
  receiverProfileName: string | null
  receiverProfileImage: string | null
  /** SPEC §3 "gasPrice": the standard gas price in wei of the network it was fetched for (GET /v1/convert/gas-price). */
  gasPrice: { chainId: string; wei: string } | null
  /**
   * The wallet request of the form last submitted (SPEC §3 "loading" while the transaction stack holds it: a
   * failure or a rejection settles it and keeps the form for another try; a success resets the form).
   */
  requestId: string | null
}

const EMPTY: SendState = {
  token: null,
  amount: null,
  receiverAddress: null,
  receiverProfileName: null,
  receiverProfileImage: null,
  gasPrice: null,
  requestId: null,
}

/** The send form read model. */
export const sendProjection = defineProjection({
  name: 'send',
  version: 3,
  handles: ['SendFormEdited', 'SendRequested', 'TokenSent', 'NetworkSwitched', 'GasPriceFetched'],
  initial: EMPTY,
  reduce(draft, event) {
    switch (event.type) {
      case 'SendFormEdited': {
        const d = event.data
        if (d.token !== undefined)
          draft.token = d.token === null ? null : { ...d.token, address: d.token.address ?? null }
        if (d.amount !== undefined) draft.amount = d.amount
        if (d.receiverAddress !== undefined) draft.receiverAddress = d.receiverAddress
        if (d.receiverProfileName !== undefined) draft.receiverProfileName = d.receiverProfileName
        if (d.receiverProfileImage !== undefined) draft.receiverProfileImage = d.receiverProfileImage
        return
      }
      case 'SendRequested':
        draft.requestId = event.data.requestId
        return
      case 'GasPriceFetched':
        draft.gasPrice = { chainId: event.data.chainId, wei: event.data.standard }
        return
      case 'TokenSent':
      case 'NetworkSwitched':
        // SPEC §4: a successful send resets the send form; switching the active network clears it.
        return EMPTY
      default:
        return
    }
  },
})
