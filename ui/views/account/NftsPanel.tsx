// The NFTs tab of the Account view.
import type { ReactNode } from 'react'
import { MESSAGES } from '../../messages.js'

/** The NFTs tab: the account's NFTs on the active network (none are fetched yet). */
export function NftsPanel(): ReactNode {
  return <p className="gh-muted">{MESSAGES.noNfts}</p>
}
