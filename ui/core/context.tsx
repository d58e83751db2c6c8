import { createContext, useContext, type ReactNode } from 'react'
import type { Gatehouse } from '../../src/createGatehouse.js'
import { GatehouseError } from '../../src/errors/GatehouseError.js'
import type { GatehouseState } from '../../projections/index.js'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const GatehouseContext = createContext<Gatehouse<any> | null>(null)

/** Makes a Gatehouse instance available to the hooks below it. */
export function GatehouseProvider(props: { gatehouse: Gatehouse<unknown>; children?: ReactNode }): ReactNode {
  return <GatehouseContext.Provider value={props.gatehouse}>{props.children}</GatehouseContext.Provider>
}

/** The Gatehouse instance of the nearest `GatehouseProvider`. */
export function useGatehouse<S = GatehouseState>(): Gatehouse<S> {
  const gatehouse = useContext(GatehouseContext)
  if (!gatehouse) throw new GatehouseError('useGatehouse() needs a <GatehouseProvider> above it')
  return gatehouse as Gatehouse<S>
}
