/**
 * How long a pairing URI and the proposal it carries may stay valid: 5 minutes, in seconds (the protocol's bound;
 * a pairing asks for 60 up to this, and the Sign client's default is this).
 */
export const PAIRING_EXPIRY_MAX_SECONDS = 300

/**
 * How long a pairing URI the app shows lives: 4 minutes, in seconds (at most `PAIRING_EXPIRY_MAX_SECONDS`). The
 * WalletConnect connector asks for it on every pairing, one-click sign-in included.
 */
export const PAIRING_EXPIRY_SECONDS = 240

/** A pairing counts as expired when this many seconds or fewer remain: a fresh URI replaces it then. */
export const PAIRING_EXPIRED_MARGIN_SECONDS = 10

/** After a pairing could not be renewed, the next try waits this many seconds. */
export const PAIRING_RETRY_SECONDS = 1
