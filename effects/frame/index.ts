// The secure frame's effects (email, OTP, device, social login; restore, sign-out, network
// switch), loaded as one lazy chunk by effects/index.ts; each stays idle without a frame.
export { announceAuthConnector } from './announceAuthConnector.js'
export { loginWithEmail } from './loginWithEmail.js'
export { submitOtp } from './submitOtp.js'
export { loginWithSocial } from './loginWithSocial.js'
export { restoreAuth } from './restoreAuth.js'
export { signOutAuth } from './signOutAuth.js'
export { switchAuthNetwork } from './switchAuthNetwork.js'
