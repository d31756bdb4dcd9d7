export { CHROMIUM, CHROMIUM_ARGS, skipBrowser } from './chromium.js'
export { freePort } from './freePort.js'
export { onProcessExit } from './onProcessExit.js'
export { killGroup, type StartWatchdogOptions, startWatchdog, stopWatchdog } from './watchdog.js'
