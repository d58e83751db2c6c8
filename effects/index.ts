import type { Effects } from '../src/bus/effects.js'
import type { GatehouseState } from '../projections/index.js'
import { modalRouter } from './modal/modalRouter.js'
import { rejectRequestsOnClose } from './transactions/rejectRequestsOnClose.js'
import { showMessage } from './ui/showMessage.js'

/** The effects Gatehouse runs by default, by name (the name is the events' source). */
export const defaultEffects: Effects<GatehouseState> = { modalRouter, rejectRequestsOnClose, showMessage }
