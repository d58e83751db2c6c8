import type { ServiceClient } from '../../src/api/client.js'
import type { WalletListing } from '../../projections/wallets/wallets.projection.js'
import { stripBidiControls } from '../../src/domain/bidi.js'

/**
 * The listing's wallets, each with the URL of its image (GET
 * /getWalletImage/{image_id} on the wallet-listing base, with the projectId;
 * the same request the preload makes, so the browser's cache answers the
 * <img>). A wallet without an image id, or whose URL cannot be built, keeps
 * no imageUrl and the view shows its initial.
 */
export function withImageUrls(client: ServiceClient, wallets: readonly WalletListing[]): WalletListing[] {
  return wallets.map((w) => {
    const imageUrl = w.image_id ? client.url('walletImage', { params: { id: w.image_id } }) : undefined
    // A listed name reaches the Connect and All Wallets views as it is stored: bidi controls go before the log.
    const name = stripBidiControls(w.name)
    const named = name === w.name ? w : { ...w, name }
    return imageUrl ? { ...named, imageUrl } : named
  })
}
