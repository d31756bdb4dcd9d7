export { type RunUntilSignalParameters, refuse, runUntilSignal } from './runUntilSignal.js'
