import type { Config } from '@portico/core'
import type { SiwxStatus } from '@portico/siwx'
import { getSiwx } from '@portico/siwx/plugin'
import { subscribe } from 'valtio/vanilla'

/** The sign-message view's name in the router. */
export const SIWX_VIEW = 'SIWXSignMessage'

// Views whose work ends with a connection: while the new account's session is looked for, the sign-message
// view takes their place, so the modal does not close and open again when a signature is needed.
const connectingViews = new Set([
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'EmbeddedWalletSetup',
  'EmbeddedWalletPasskey',
])

/**
 * Opens and closes the sign-message view as sign-in goes: when the active account needs a session (after a
 * connect, an account or network change, a reload or an expiry), and again when a signature failed while the
 * view was closed; it closes the modal once the account is signed in. Returns an unsubscribe function (one that
 * does nothing when the config has no sign-in plug-in).
 */
export function followSiwx(config: Config): () => void {
  const siwx = getSiwx(config)
  if (!siwx) return () => {}
  let previous: SiwxStatus | undefined
  const onView = () => config.modal.state.open && config.router.state.view === SIWX_VIEW
  const follow = () => {
    const { status } = siwx.state
    if (status === previous) return
    previous = status
    if (status === 'checking') {
      if (config.modal.state.open && connectingViews.has(config.router.state.view))
        config.open({ view: SIWX_VIEW })
    } else if (status === 'needed' || status === 'declined') {
      // An approval the embedded wallet waits on stays in front: the person answers it first.
      if (!onView() && config.router.state.view !== 'ApproveTransaction') config.open({ view: SIWX_VIEW })
    } else if (status === 'signedIn' && onView()) {
      config.close()
      config.router.reset('Connect')
    }
  }
  // In sync: `checking` starts inside the connect, before the connecting view looks whether its work is done.
  const unsubscribe = subscribe(siwx.state, follow, true)
  follow()
  return unsubscribe
}
