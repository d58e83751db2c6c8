// The typed error every adapter throws: a wallet's (or a relay's, or a frame's) error already read
// into SPEC §8's name and code by the family's own reading (a WalletConnect 5000 is a 4001), so the
// generic effects turn any adapter's failure into event data with toErrorData and nothing else.
import { catchError, throwError, type MonoTypeOperatorFunction } from 'rxjs'
import { GatehouseError, type ErrorData } from '../../src/errors/GatehouseError.js'

/** A wallet request that failed, named and coded as the family read it. */
export class WalletRequestError extends GatehouseError {
  constructor(data: ErrorData, cause?: unknown) {
    super(data.shortMessage, { code: data.code, cause })
    this.name = data.name
  }
}

/** Rethrows any error as a WalletRequestError read by `read` (GatehouseErrors pass as they are). */
export function typedWalletErrors<T>(read: (error: unknown) => ErrorData): MonoTypeOperatorFunction<T> {
  return catchError((error: unknown) =>
    throwError(() => (error instanceof GatehouseError ? error : new WalletRequestError(read(error), error))),
  )
}
