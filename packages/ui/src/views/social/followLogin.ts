import type { Config } from '@portico/core'
import { afterOtp, type EmailLoginView } from '../email/afterLogin.js'

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

/**
 * Follows a login the view `view` shows (ConnectingSocial, ConnectingFarcaster): once it ends, the after-login path
 * (`afterOtp`: the modal closes, or the recovery password); a cancelled one goes back (while on `view`), with nothing
 * to show. Answers the failure the view shows, else undefined; nothing happens once `isLatest()` says the view
 * follows another login.
 */
export async function followLogin(
  config: Config,
  login: Promise<{ wallet: 'ready' | 'create' | 'recover' }>,
  view: EmailLoginView,
  isLatest: () => boolean,
): Promise<unknown> {
  try {
    const { wallet } = await login
    if (isLatest()) afterOtp(config, wallet, view)
    return undefined
  } catch (error) {
    if (!isLatest() || !isCancelled(error)) return error
    if (config.router.state.view === view) config.router.back()
    return undefined
  }
}
