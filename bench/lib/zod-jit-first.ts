// Built before anything imports Gatehouse (whose src/zod.ts makes zod jitless for everything built after it):
// classic zod's object parsers here get zod's JIT, as in an app that never sets jitless.
import { codegen } from './codegen.js'
import { classicShapes } from './zod-shapes.js'

/** Classic-zod record parsers built with the JIT on. */
export const jitShapes = classicShapes()
/** Functions compiled from strings while building them (zod's eval probe). */
export const builtWith = codegen.count
