// ConnectingWalletConnectBasic (SPEC §2: with no adapters and no address, the view opening shows
// on desktop): the pairing QR code for any WalletConnect wallet, the copy button and All Wallets.
import type { ReactNode } from 'react'
import { WalletConnectPairing } from './ConnectingWalletConnect.js'

/** The ConnectingWalletConnectBasic view. */
export default function ConnectingWalletConnectBasicView(): ReactNode {
  return <WalletConnectPairing basic />
}
