// The Wallet Standard features a Bitcoin wallet offers beyond `bitcoin:connect`. The only
// published package (@exodus/bitcoin-wallet-standard-features 0.0.1) defines connect alone,
// so signing is ours, shared by the wallet adapter and the devnet's test wallet (the
// shapes Exodus's wallet implements). Types only: nothing here reaches a bundle.
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'

export type {
  BitcoinAddressPurpose,
  BitcoinConnectFeature,
  BitcoinConnectInput,
  BitcoinConnectMethod,
  BitcoinConnectOutput,
  BitcoinConnectVersion,
} from '@exodus/bitcoin-wallet-standard-features'

/** Name of the message-signing feature. */
export type BitcoinSignMessageName = 'bitcoin:signMessage'

/** One message to sign, by one of the wallet's accounts. */
export interface BitcoinSignMessageInput {
  account: WalletAccount
  message: Uint8Array
}

/** What the wallet signed and the BIP-322 "simple" signature: the serialized witness stack (not base64). */
export interface BitcoinSignMessageOutput {
  signedMessage: Uint8Array
  signature: Uint8Array
}

/** `bitcoin:signMessage`: one output per input, in order. */
export interface BitcoinSignMessageFeature {
  readonly 'bitcoin:signMessage': {
    version: '1.0.0'
    signMessage(...inputs: BitcoinSignMessageInput[]): Promise<BitcoinSignMessageOutput[]>
  }
}

/** Name of the PSBT-signing feature. */
export type BitcoinSignTransactionName = 'bitcoin:signTransaction'

/** The inputs of the PSBT one account signs. */
export interface BitcoinInputsToSign {
  account: WalletAccount
  signingIndexes: number[]
}

/** One PSBT (BIP-174 bytes) and which of its inputs to sign with which account. */
export interface BitcoinSignTransactionInput {
  psbt: Uint8Array
  inputsToSign: BitcoinInputsToSign[]
  chain?: IdentifierString
}

/** The PSBT with the signatures added (partial signatures, ready for the app to finalize). */
export interface BitcoinSignTransactionOutput {
  signedPsbt: Uint8Array
}

/** `bitcoin:signTransaction`: one output per input, in order. */
export interface BitcoinSignTransactionFeature {
  readonly 'bitcoin:signTransaction': {
    version: '1.0.0'
    signTransaction(...inputs: BitcoinSignTransactionInput[]): Promise<BitcoinSignTransactionOutput[]>
  }
}

/** Wallet Standard chain names of Bitcoin (CAIP-2 bip122 ids map onto these). */
export type BitcoinChain = 'bitcoin:mainnet' | 'bitcoin:testnet'
