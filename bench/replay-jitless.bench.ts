// replay(exportedLog) of a 100,000-event log where code generation from strings is impossible, as
// under a strict CSP without 'unsafe-eval': zod/mini never compiles code, so it must cost the same.
import './lib/codegen.js'
import { benchReplay } from './lib/replay.js'

benchReplay(
  'replay 100k-event log, no code generation (CSP-safe)',
  'node --disallow-code-generation-from-strings (new Function throws, as under a CSP without unsafe-eval)',
)
