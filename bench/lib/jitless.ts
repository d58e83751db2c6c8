// zod 4 compiles object parsers with `new Function` unless told not to; a strict CSP forbids that.
// This must run before any schema is built: zod reads the setting when a schema is created.
import * as z from 'zod/mini'

z.config({ jitless: true })
