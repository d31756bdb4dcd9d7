import {
  type Config,
  type RouterData,
  type SocialOption,
  type SocialProvider,
  socialProviders,
} from '@portico/core'
import { type EmbeddedWallet, getEmbeddedWallet } from '@portico/embedded-wallet'
import { socialNames } from './socialIcons.js'
import { startFarcasterLogin } from './startFarcasterLogin.js'

/** The view that follows a social login. */
export const CONNECTING_SOCIAL_VIEW = 'ConnectingSocial'

/** A social login under way: what `connectSocial` answers once the user is back from the provider. */
export type SocialLogin = ReturnType<EmbeddedWallet['connectSocial']>

/**
 * What ConnectingSocial's router data holds: the provider, its brand name (the modal's title), and the login the
 * view follows (if one started).
 */
export type ConnectingSocialData = { provider: SocialProvider; name: string; login: SocialLogin | undefined }

/**
 * Starts a social login with `provider` and shows ConnectingSocial, which follows it. Call it in the user's click,
 * before anything is awaited: the provider's window opens now or is blocked. From Connect or the providers' list
 * the view is pushed; on ConnectingSocial itself (Try again) the new login takes the old one's place. Farcaster
 * opens no window: its login shows ConnectingFarcaster (`startFarcasterLogin`).
 */
export function startSocialLogin(config: Config, provider: SocialOption): void {
  if (provider === 'farcaster') {
    startFarcasterLogin(config)
    return
  }
  const wallet = getEmbeddedWallet(config)
  if (!wallet) return
  showSocialLogin(config, provider, wallet.connectSocial(provider))
}

/**
 * Shows ConnectingSocial following `login` (one just started, or one back on the page from the provider's): the
 * modal opens on it when closed; on ConnectingSocial itself the new login takes the old one's place.
 */
export function showSocialLogin(config: Config, provider: SocialProvider, login: SocialLogin): void {
  // The view handles the outcome once it shows; a failure before that is no unhandled rejection.
  login.catch(() => undefined)
  const data: ConnectingSocialData = { provider, name: socialNames[provider], login }
  if (!config.modal.state.open) config.open({ view: CONNECTING_SOCIAL_VIEW, data })
  else if (config.router.state.view === CONNECTING_SOCIAL_VIEW)
    config.router.replace(CONNECTING_SOCIAL_VIEW, data)
  else config.router.push(CONNECTING_SOCIAL_VIEW, data)
}

/** ConnectingSocial's data, checked: undefined without a known provider. */
export function connectingSocialData(data: RouterData | undefined): ConnectingSocialData | undefined {
  const provider = data?.provider
  if (typeof provider !== 'string' || !(socialProviders as readonly string[]).includes(provider))
    return undefined
  const login = data?.login instanceof Promise ? (data.login as SocialLogin) : undefined
  return { provider: provider as SocialProvider, name: socialNames[provider as SocialProvider], login }
}
