// Shared by the Buy effects (not an effect): what Buy is for (the connected account of an onramp namespace on the
// active network), the visitor's time zone, the purchase the form describes, and the errors of this I/O edge.
import type { Deps } from '../../src/deps.js'
import {
  checkAmount,
  isOnrampNamespace,
  limitsOf,
  networkOf,
  type OnrampOptions,
  type OnrampPurchaseCurrency,
} from '../../src/domain/onramp.js'
import { GatehouseError } from '../../src/errors/GatehouseError.js'
import type { GatehouseState } from '../../projections/index.js'
import { selectOnrampOptions } from '../../projections/onramp/onramp.selectors.js'
import { selectActiveAccount, type ActiveAccount } from '../../projections/connection/active.selectors.js'

/** Buy is not offered in the visitor's region (SPEC §9 restricted timezones: Chinese regions, Hong Kong, Macau). */
export class OnrampRegionRestrictedError extends GatehouseError {
  override name = 'OnrampRegionRestrictedError'
  constructor(timeZone: string) {
    super('Buying crypto is not available in your region', { details: `time zone ${timeZone}` })
  }
}

/** A service answered with something Buy cannot use (an empty checkout URL, a history of another account). */
export class OnrampResponseError extends GatehouseError {
  override name = 'OnrampResponseError'
}

/** The view Buy lives in (SPEC §2 views, ours: 'OnRamp'). */
export const ONRAMP_VIEW = 'OnRamp'

/** The visitor's IANA time zone: deps.timeZone, else the browser's; undefined when neither says. */
export function visitorTimeZone(deps: Pick<Deps, 'timeZone'>): string | undefined {
  if (deps.timeZone) return deps.timeZone()
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/** The account Buy buys for: connected, on a network the app serves, in an onramp namespace (SPEC §9); else null. */
export function onrampAccount(state: GatehouseState): ActiveAccount | null {
  const account = selectActiveAccount(state)
  return account !== null && !account.unsupported && isOnrampNamespace(account.namespace) ? account : null
}

/** The purchase the form describes, checked (SPEC §9 limits), with what the quote and checkout calls need; else null. */
export interface OnrampPurchase {
  account: ActiveAccount
  currency: OnrampPurchaseCurrency
  network: OnrampPurchaseCurrency['networks'][number]
  paymentCurrency: string
  amount: string
  amountCents: bigint
}

/** The purchase of the form as it stands, when the form is complete and within the limits; else null. */
export function purchaseOf(state: GatehouseState): OnrampPurchase | null {
  const account = onrampAccount(state)
  const form = state.onramp.form
  const options = selectOnrampOptions(state)
  if (account === null || form === undefined || options.status !== 'ready') return null
  return checkedPurchase(account, options.value, form)
}

/** The form checked against the options on the account's network. */
function checkedPurchase(
  account: ActiveAccount,
  options: OnrampOptions,
  form: { purchaseCurrency: string; paymentCurrency: string; amount: string },
): OnrampPurchase | null {
  const currency = options.purchaseCurrencies.find((c) => c.id === form.purchaseCurrency)
  const network = currency ? networkOf(currency, account.chainId) : undefined
  const limits = limitsOf(options, form.paymentCurrency)
  if (!currency || !network || !limits) return null
  const checked = checkAmount(form.amount, limits)
  if (!checked.ok) return null
  return {
    account,
    currency,
    network,
    paymentCurrency: form.paymentCurrency,
    amount: form.amount.trim(),
    amountCents: checked.cents,
  }
}
