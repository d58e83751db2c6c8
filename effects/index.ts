import type { Effects } from '../src/bus/effects.js'
import type { GatehouseState } from '../projections/index.js'
import { openModal } from './modal/openModal.js'

/** The effects Gatehouse runs by default, by name (the name is the events' source). */
export const defaultEffects: Effects<GatehouseState> = { openModal }
