// Shared by the SIWX effects (not an effect): the SIWX settings, and the error data and message a failure shows.
import type { Deps } from '../../src/deps.js'
import { siwxDeps, type SiwxDeps } from '../../src/domain/siwxConfig.js'
import { pageOrigin } from '../../src/domain/siwxSession.js'
import type { ErrorData } from '../../src/errors/GatehouseError.js'
import { CORE_MESSAGES } from '../../src/errors/messages.js'

const defaults = siwxDeps(undefined)

/** The SIWX settings (deps.siwx, else sessions in the log and a random nonce). */
export function siwxSettings(deps: Pick<Deps, 'siwx'>): SiwxDeps {
  return deps.siwx ?? defaults
}

/**
 * The domain and URI a message is for and is checked against: the configured
 * ones, else the page's own `location.host` and `location.origin`; undefined
 * without either. Read where it is used, never from an earlier event, so a
 * prepared message that names another origin cannot vouch for itself.
 */
export function siwxOrigin(settings: Pick<SiwxDeps, 'domain' | 'uri'>): { domain: string; uri: string } | undefined {
  const page = pageOrigin()
  const domain = settings.domain ?? page?.domain
  const uri = settings.uri ?? page?.uri
  return domain === undefined || uri === undefined ? undefined : { domain, uri }
}

/** Whether a wallet error is the user's rejection (EIP-1193 4001, the catalogue's UserRejectedRequestError). */
function isUserRejection(error: ErrorData): boolean {
  return error.code === 4001 || error.name === 'UserRejectedRequestError'
}

/**
 * The text a failure shows: SPEC §8 'Signature declined' for a rejection in the wallet; for any other failure of a
 * smart account's signature, SPEC §8 'This application might not support Smart Accounts' (a smart account's signature
 * is checked by its contract, EIP-1271, or before deployment through its factory, ERC-6492, which a sign-in server
 * that only recovers a key refuses: trying again cannot help, the EOA can); else the error's own.
 */
export function failureMessage(error: ErrorData, smartAccount = false): string {
  if (isUserRejection(error)) return CORE_MESSAGES.signatureDeclined
  if (smartAccount) return CORE_MESSAGES.smartAccountsUnsupported
  return error.shortMessage || CORE_MESSAGES.somethingWentWrong
}
