// Placeholder until the Swap screen is built on its branch: the header keeps Back and Close.
export { UnavailableView as default } from './Unavailable.js'
