import * as z from 'zod/mini'

// zod compiles object parsers with `new Function` and probes for it while
// building the first object schema; under a strict Content-Security-Policy
// (no 'unsafe-eval') that probe is reported as a violation. Gatehouse builds
// its schemas jitless: measured on our event schemas, parsing costs the same
// either way (bench/RESULTS.md). Every schema module imports zod from here so
// this runs first. It is zod's global setting: schemas an app builds after
// importing Gatehouse are jitless too.
z.config({ jitless: true })

export { z }
