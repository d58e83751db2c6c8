// replay(exportedLog) of a 100,000-event log with zod's JIT off: the cost of CSP-safe parsing.
// Import order matters: the counter, then the setting, then the schemas.
import './lib/codegen.js'
import './lib/jitless.js'
import { benchReplay } from './lib/replay.js'

benchReplay(
  'replay 100k-event log, no code generation (CSP-safe)',
  'z.config({ jitless: true }) before any schema is built, in node --disallow-code-generation-from-strings (new Function throws, as under a CSP without unsafe-eval)',
)
