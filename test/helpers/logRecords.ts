// The log's unit tests' stored event: a NetworkSwitched to chain `chain`, stamped at `seq`, as the log writes it.
import { createEvent, type Stamped } from '../../src/events/index.js'

/** A stored NetworkSwitched event at `seq`, its id and chain from `chain`. */
export const storedEvent = (seq: number, chain = seq): Stamped =>
  ({
    ...createEvent('NetworkSwitched', { chainId: `eip155:${chain}` }),
    seq,
    id: `ev-${chain}`,
    at: 1,
    v: 1,
    source: 'app',
    causationId: null,
    ephemeral: false,
  }) as Stamped
