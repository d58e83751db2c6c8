import { GatehouseError, type GatehouseErrorOptions } from '../../src/errors/GatehouseError.js'

/** The registry refused a name because it is already registered (POST /v1/profile/account answered 409). */
export class NameTakenError extends GatehouseError {
  override name = 'NameTakenError'
  constructor(options: GatehouseErrorOptions = {}) {
    super('The name is already registered', options)
  }
}
