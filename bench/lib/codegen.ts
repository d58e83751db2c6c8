// Counts code generated from strings (`new Function`, what a CSP without 'unsafe-eval' forbids).
// Imported first by a benchmark entry, before zod builds any schema, so every compile is seen.

/** How many functions were compiled from strings since start-up. */
export const codegen = { count: 0 }

const Original = globalThis.Function
globalThis.Function = new Proxy(Original, {
  construct(target, args: unknown[], newTarget) {
    codegen.count++
    return Reflect.construct(target, args, newTarget === globalThis.Function ? target : newTarget) as object
  },
  apply(target, thisArg, args: unknown[]) {
    codegen.count++
    return Reflect.apply(target, thisArg, args) as unknown
  },
})
