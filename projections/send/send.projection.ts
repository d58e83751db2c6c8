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
   * What a BTC transfer's fee is made of, for the sender it was fetched for: the fee rate (sats per vbyte) and the
   * values in sats of the sender's unspent outputs (src/domain/bitcoinFee.ts turns them into the fee and Max).
   */
  bitcoinFee: { chainId: string; address: string; rate: number; outputs: string[] } | null
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
  bitcoinFee: null,
  requestId: null,
}

// SPEC §4: a successful send resets the send form; switching the active network clears it.
const reset = () => EMPTY

/** The send form read model. */
export const sendProjection = defineProjection({
  name: 'send',
  version: 4,
  initial: EMPTY,
  on: {
    SendFormEdited(draft, event) {
      const d = event.data
      if (d.token !== undefined)
        draft.token = d.token === null ? null : { ...d.token, address: d.token.address ?? null }
      if (d.amount !== undefined) draft.amount = d.amount
      if (d.receiverAddress !== undefined) draft.receiverAddress = d.receiverAddress
      if (d.receiverProfileName !== undefined) draft.receiverProfileName = d.receiverProfileName
      if (d.receiverProfileImage !== undefined) draft.receiverProfileImage = d.receiverProfileImage
    },
    SendRequested(draft, event) {
      draft.requestId = event.data.requestId
    },
    GasPriceFetched(draft, event) {
      draft.gasPrice = { chainId: event.data.chainId, wei: event.data.standard }
    },
    BitcoinFeeFetched(draft, event) {
      const { chainId, address, rate, outputs } = event.data
      draft.bitcoinFee = { chainId, address, rate, outputs: [...outputs] }
    },
    BitcoinFeeFetchFailed(draft, event) {
      const { chainId, address } = event.data
      if (draft.bitcoinFee?.chainId === chainId && draft.bitcoinFee.address === address) draft.bitcoinFee = null
    },
    TokenSent: reset,
    NetworkSwitched: reset,
  },
})
