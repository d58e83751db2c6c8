import type { ServiceClient } from '../../src/api/client.js'
import type { WalletListing } from '../../projections/wallets/wallets.projection.js'

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
    return imageUrl ? { ...w, imageUrl } : w
  })
}
