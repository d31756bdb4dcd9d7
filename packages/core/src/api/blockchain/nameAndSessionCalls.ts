// The blockchain API's calls that name an account or manage its sign-in sessions (both sign a nonce), loaded
// together on the first of them.

export { getNameSuggestions } from './getNameSuggestions.js'
export { getSessions } from './getSessions.js'
export { lookupName } from './lookupName.js'
export { registerName } from './registerName.js'
export { revokeSession } from './revokeSession.js'
