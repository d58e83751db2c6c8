// Which accounts have NFTs to show. Apart from constants.ts, which is in an app's initial JS: only the Account view
// and the NFT effect read this, both lazy.
import type { ChainNamespace } from './caip.js'

/** The namespaces whose NFTs the data API serves (its NFT paths take EVM chains). */
export const NFT_NAMESPACES: readonly ChainNamespace[] = ['eip155']
