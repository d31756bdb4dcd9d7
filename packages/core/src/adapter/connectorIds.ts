/**
 * The connector id of the embedded wallet (e-mail login) in every adapter that serves it; the
 * `@portico/embedded-wallet` plug-in connects and restores under it.
 */
export const AUTH_CONNECTOR_ID = 'ID_AUTH'
