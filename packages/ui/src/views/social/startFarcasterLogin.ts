import type { Config, RouterData } from '@portico/core'
import { type EmbeddedWallet, getEmbeddedWallet } from '@portico/embedded-wallet'

/** The view that follows a Farcaster login (the channel's QR code and link). */
export const CONNECTING_FARCASTER_VIEW = 'ConnectingFarcaster'

/** A Farcaster login under way: what `connectFarcaster` answers once the person approved in their Farcaster app. */
export type FarcasterLogin = ReturnType<EmbeddedWallet['connectFarcaster']>

/** What ConnectingFarcaster's router data holds: the login the view follows. */
export type ConnectingFarcasterData = { login: FarcasterLogin }

/**
 * Starts a Farcaster login and shows ConnectingFarcaster, which follows it. No window opens, so nothing needs the
 * click itself. From Connect or the social logins' list the view is pushed; on ConnectingFarcaster itself (Try
 * again) the new login takes the old one's place.
 *
 * @example
 * startFarcasterLogin(config) // ConnectingFarcaster shows; its QR code once `wallet.state.farcasterUrl` is known
 */
export function startFarcasterLogin(config: Config): void {
  const wallet = getEmbeddedWallet(config)
  if (!wallet) return
  const login = wallet.connectFarcaster()
  // The view handles the outcome once it shows; a failure before that is no unhandled rejection.
  login.catch(() => undefined)
  const data: ConnectingFarcasterData = { login }
  if (!config.modal.state.open) config.open({ view: CONNECTING_FARCASTER_VIEW, data })
  else if (config.router.state.view === CONNECTING_FARCASTER_VIEW)
    config.router.replace(CONNECTING_FARCASTER_VIEW, data)
  else config.router.push(CONNECTING_FARCASTER_VIEW, data)
}

/** The login in ConnectingFarcaster's router data, if one started. */
export function farcasterLogin(data: RouterData | undefined): FarcasterLogin | undefined {
  return data?.login instanceof Promise ? (data.login as FarcasterLogin) : undefined
}
