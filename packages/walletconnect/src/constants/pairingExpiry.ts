/**
 * How long a pairing URI the app shows lives: 4 minutes, in seconds (the protocol allows 60 to 300). The
 * WalletConnect connector asks for it on every pairing, one-click sign-in included.
 */
export const PAIRING_EXPIRY_SECONDS = 240

/** A pairing counts as expired when this many seconds or fewer remain: a fresh URI replaces it then. */
export const PAIRING_EXPIRED_MARGIN_SECONDS = 10

/** After a pairing could not be renewed, the next try waits this many seconds. */
export const PAIRING_RETRY_SECONDS = 1
