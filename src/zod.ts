import * as zm from 'zod/mini'

// zod compiles object parsers with `new Function` and probes for it while
// building the first object schema; under a strict Content-Security-Policy
// (no 'unsafe-eval') that probe is reported as a violation. Gatehouse builds
// its schemas jitless: measured on our event schemas, parsing costs the same
// either way (bench/RESULTS.md). Every schema module imports zod from here
// (`import * as z from '…/zod.js'`) so this runs first. It is zod's global
// setting: schemas an app builds after importing Gatehouse are jitless too.
zm.config({ jitless: true })

export * from 'zod/mini'
// A binding of this module's own that every schema uses keeps the module, and
// so the config() call above, in bundles despite `sideEffects: false`. A
// namespace re-export (`export { z }`) would instead keep all of zod (~75 KiB).
export const object: typeof zm.object = zm.object
