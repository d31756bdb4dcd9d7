/** Typing pauses this long before a quote is asked for: 300 ms. */
export const ONRAMP_QUOTE_DELAY_MS = 300
/** A checkout's status is read this often while it is followed: every 2 s. */
export const ONRAMP_STATUS_INTERVAL_MS = 2_000
/** A checkout is followed at most this long: 15 min, then it is left as `stale`. */
export const ONRAMP_STATUS_MAX_MS = 15 * 60_000
