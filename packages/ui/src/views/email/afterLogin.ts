import type { Config } from '@portico/core'

/** The views of the e-mail login, by the step they show, and the social login's (which ends as a code does). */
export type EmailLoginView =
  | 'Connect'
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'EmbeddedWalletSetup'
  | 'EmbeddedWalletPasskey'
  | 'ConnectingSocial'
  | 'ConnectingFarcaster'

/**
 * The wallet is connected: the modal's work is done, as after any other connection — it closes, unless
 * another view took the step's place meanwhile (the sign-message view, the unsupported-network view).
 */
export function finishLogin(config: Config, from: EmailLoginView): void {
  if (config.router.state.view === from) config.close()
}

/** After the e-mail was sent: the code step, the device step, or (a known device with a session) done. */
export function afterEmailAction(
  config: Config,
  action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT',
  from: EmailLoginView,
): void {
  if (config.router.state.view !== from) return
  if (action === 'VERIFY_OTP') config.router.push('EmailVerifyOtp')
  else if (action === 'VERIFY_DEVICE') config.router.push('EmailVerifyDevice')
  else finishLogin(config, from)
}

/**
 * After the code was accepted (or the social provider's answer): a new user sets a recovery password and a new
 * device enters it (the frame's form, in EmbeddedWalletSetup, which takes the used step's place); a device that
 * holds its share is done.
 */
export function afterOtp(config: Config, wallet: 'ready' | 'create' | 'recover', from: EmailLoginView): void {
  if (config.router.state.view !== from) return
  if (wallet === 'ready') finishLogin(config, from)
  else config.router.replace('EmbeddedWalletSetup', { wallet })
}
