// The Buy view (SPEC §3 onramp options and quote, §7 calls, §8 fallbacks, §9 limits, namespaces and restricted
// timezones). In a restricted region it says so instead of showing the form: the entry point stays where the
// visitor expects it (the Account view's features, in SPEC §9's order), the message tells why buying is not
// offered rather than leaving a button that vanished, and no onramp call is made from there.
import type { ReactNode } from 'react'
import { namespaceOf } from '../../src/domain/caip.js'
import { isOnrampNamespace } from '../../src/domain/onramp.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectActiveNetwork, selectActiveNetworkSupported } from '../../projections/network/network.selectors.js'
import { selectOnrampOptions } from '../../projections/onramp/onramp.selectors.js'
import { Spinner } from '../components/common.js'
import { networkName } from '../components/NetworkList.js'
import { useAccount } from '../core/modal.js'
import { useReadModel } from '../core/hooks.js'
import { formatMessage, MESSAGES } from '../messages.js'
import { BuyForm } from './onramp/BuyForm.js'
import { Purchases } from './onramp/Purchases.js'

/** The error name of SPEC §9's restricted region (effects/onramp/shared.ts; ui/ does not import effects). */
const REGION_RESTRICTED = 'OnrampRegionRestrictedError'

const selectRegionRestricted = (state: GatehouseState) => {
  const options = state.onramp.options
  return options !== undefined && 'error' in options && options.error.name === REGION_RESTRICTED
}

/** The Buy view. */
export default function OnRampView(): ReactNode {
  const account = useAccount()
  const network = useReadModel(selectActiveNetwork)
  const options = useReadModel(selectOnrampOptions)
  const restricted = useReadModel(selectRegionRestricted)
  const supported = useReadModel(selectActiveNetworkSupported)
  const chainId = network?.chainId ?? null
  const name = chainId ? networkName(chainId) : MESSAGES.unknownNetwork

  if (restricted) {
    return (
      <div className="gh-center" role="status">
        <p>{MESSAGES.buyRegionRestricted}</p>
        <p className="gh-muted">{MESSAGES.buyRegionRestrictedDetails}</p>
      </div>
    )
  }
  // SPEC §9: onramp namespaces are eip155 and solana; the app must serve the network too.
  if (!account.isConnected || chainId === null || !supported || !isOnrampNamespace(namespaceOf(chainId))) {
    return <p className="gh-muted">{formatMessage('buyNotOnNetwork', { network: name })}</p>
  }
  if (options.status !== 'ready') {
    return (
      <div className="gh-center" role="status">
        <Spinner />
        <p className="gh-muted">{MESSAGES.buyLoadingOptions}</p>
      </div>
    )
  }
  return (
    <div className="gh-stack">
      {options.fallback ? <p className="gh-muted">{MESSAGES.buyDefaultOptions}</p> : null}
      <BuyForm key={chainId} chainId={chainId} networkName={name} options={options.value} />
      <Purchases chainId={chainId} />
    </div>
  )
}
