/** The Safe connector's id: its plug-in id and the connector id a stored connection carries. */
export const SAFE_CONNECTOR_ID = 'safe'

/**
 * The Safe Apps SDK version this app reports in each request's `env.sdkVersion`: the protocol version whose
 * message shapes `protocol.ts` reads (hosts answer with their own `version`, of major 1 or more).
 */
export const SAFE_APPS_PROTOCOL_VERSION = '9.1.0'

/** How long the app waits for the host's `getSafeInfo` answer before it decides it is not in a Safe, in ms. */
export const SAFE_INFO_TIMEOUT_MS = 1000
