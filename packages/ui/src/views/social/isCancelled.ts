/**
 * Whether `error` (or one of its causes) says the person left the login: closed the provider's window, declined
 * there, or the login was cancelled (`EmbeddedLoginCancelledError`). Such a login ends with nothing to show.
 */
export function isCancelled(error: unknown): boolean {
  let current = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { name?: unknown }).name === 'EmbeddedLoginCancelledError') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
