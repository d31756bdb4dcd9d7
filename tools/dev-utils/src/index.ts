export { CHROMIUM, CHROMIUM_ARGS, skipBrowser } from './chromium.js'
export { freePort } from './freePort.js'
