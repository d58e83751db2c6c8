// replay(exportedLog) of a 100,000-event log, zod with its JIT (the default).
import './lib/codegen.js'
import { benchReplay } from './lib/replay.js'

benchReplay(
  'replay 100k-event log',
  'the core as shipped: records checked by readRecord (envelope, zod/mini data schema), folded by foldAllBatch',
)
