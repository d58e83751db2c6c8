// The NFTs tab of the Account view (SPEC §1): the active account's NFTs on the active network, as a grid of
// image and name, with its loading, failure (and retry) and empty states. The images come from the data API's
// URLs, drawn as wallet images are (an <img> the app's img-src allows; one that fails to load leaves a blank tile).
import { useState, type ReactNode } from 'react'
import { formatMessage, MESSAGES } from '../../messages.js'
import { selectNfts } from '../../../projections/account/nfts.selectors.js'
import type { NftItem } from '../../../projections/account/account.projection.js'
import { useEmit, useReadModel } from '../../core/hooks.js'
import { Spinner } from '../../components/common.js'
import { RetryNotice } from '../../components/RetryNotice.js'
import { displayName } from '../../displayName.js'

function NftImage(props: { url: string | null }): ReactNode {
  const [failed, setFailed] = useState<string | null>(null)
  const { url } = props
  // Decorative: the name is its caption.
  if (url && url !== failed)
    return (
      <img className="gh-nft-image" src={url} alt="" loading="lazy" decoding="async" onError={() => setFailed(url)} />
    )
  return <span className="gh-nft-image" aria-hidden="true" />
}

function Nft(props: { nft: NftItem }): ReactNode {
  const { id, name, imageUrl } = props.nft
  // A name from outside: bidi controls neutralised, a long one cut (whole in the title); none: the token's number.
  const { text, full } = displayName(
    name.trim() !== '' ? name : formatMessage('nftNumber', { n: id.slice(id.lastIndexOf('/') + 1) }),
    40,
  )
  return (
    <li>
      <figure className="gh-nft">
        <NftImage url={imageUrl} />
        <figcaption title={text === full ? undefined : full}>{text}</figcaption>
      </figure>
    </li>
  )
}

/** The NFTs tab. */
export function NftsPanel(): ReactNode {
  const emit = useEmit()
  const nfts = useReadModel(selectNfts)
  if (nfts?.error) {
    return (
      // Showing the tab again asks for the list again.
      <RetryNotice
        text={MESSAGES.nftsFailed}
        onRetry={() => emit({ type: 'AccountTabRequested', data: { tab: 'nfts' } })}
      />
    )
  }
  if (nfts && !nfts.items) {
    return (
      <div className="gh-center" aria-busy="true">
        <Spinner />
        <p className="gh-muted" role="status">
          {MESSAGES.loading}
        </p>
      </div>
    )
  }
  const items = nfts?.items ?? []
  if (items.length === 0) return <p className="gh-muted">{MESSAGES.noNfts}</p>
  return (
    <ul className="gh-nfts" aria-label={MESSAGES.tabNfts}>
      {items.map((nft) => (
        <Nft key={nft.id} nft={nft} />
      ))}
    </ul>
  )
}
