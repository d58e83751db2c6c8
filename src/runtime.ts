// What a running Gatehouse needs from `ready` on, and not before: the runtime start (the log's code and its restore,
// the first-paint copy's writer, the effect runner, the default effects, the services' clients, SIWX's deps, the
// effects' scheduler) and the provider. createGatehouse() requests this lazy chunk the moment it is called, next to
// opening the log's storage, and `ready` waits for it: the log restores and the effects start only at `ready` anyway,
// so an app's initial JS and its start-up evaluation leave all of it out, and no click after `ready` waits for it.
export { startRuntime } from './startRuntime.js'
// The boot's memory storage (src/log/bootStorage.ts): with this chunk, not a request of its own.
export { memoryStorage } from './log/storage.js'
export { createProvider } from './provider/provider.js'
