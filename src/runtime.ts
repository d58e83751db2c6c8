// What a running Gatehouse needs from `ready` on, and not before: the log's code, the first-paint copy's writer,
// the effect runner, the default effects (the router of SPEC §2 and the UI's effects, naming the wallet and network
// groups, which are further chunks), the services' clients, SIWX's deps and the effects' scheduler. createGatehouse()
// requests this lazy chunk the moment it is called, next to opening the log's storage, and `ready` waits for it:
// the log restores and the effects start only at `ready` anyway (issue 3), so an app's initial JS and its start-up
// evaluation leave all of it out (issue 8), and no click after `ready` waits for it.
export { runEffects } from './bus/effects.js'
export { defaultEffects } from '../effects/index.js'
export { createServices } from './api/services.js'
export { createLog } from './log/log.js'
export { writeFirstPaint } from './log/firstPaintWrite.js'
export { siwxDeps } from './domain/siwxConfig.js'
export { createProvider } from './provider/provider.js'
export { sameJson, startEffects, withTimeout } from './runtimeHelpers.js'
export { asyncScheduler } from 'rxjs'
