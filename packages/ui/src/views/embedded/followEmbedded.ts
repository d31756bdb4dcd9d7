import type { Config } from '@portico/core'
import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { subscribe } from 'valtio/vanilla'

/** The approval view's name in the router. */
export const APPROVE_VIEW = 'ApproveTransaction'

/** How long after the modal opens the "Action not allowed" toast shows (the modal's entrance first). */
export const NOT_ALLOWED_DELAY_MS = 300

/** The social login's view (it follows the login the click started). */
const SOCIAL_VIEW = 'ConnectingSocial'
/** The Farcaster login's view (its QR code and link). */
const FARCASTER_VIEW = 'ConnectingFarcaster'
/** The views of a login under way: leaving them for another view (Back to Connect) leaves the login. */
const loginViews: ReadonlySet<string> = new Set([
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'EmbeddedWalletSetup',
  'EmbeddedWalletPasskey',
  SOCIAL_VIEW,
])
/** The wallet's statuses of a login step that waits for the person (not the connection at its end). */
const loginSteps: ReadonlySet<string> = new Set([
  'loading',
  'sending',
  'verifyOtp',
  'verifyDevice',
  'setupWallet',
  'passkey',
  'social',
])

/**
 * Whether going from `previous` to `view` leaves a login under way: a login view for another view while the wallet
 * waits for the person. A social login waits from the click on, also while the wallet's code loads (its status still
 * 'idle'), so leaving its view leaves it unless the wallet already connects.
 */
function leavesLogin(previous: string, view: string, status: string): boolean {
  if (!loginViews.has(previous) || loginViews.has(view)) return false
  return loginSteps.has(status) || (previous === SOCIAL_VIEW && status === 'idle')
}

/**
 * Whether going from `previous` to `view` leaves a Farcaster login: its view for another view than the login's next
 * steps, while the wallet is not connected. On success the view gives way only to the wallet setup (a login view) or
 * once connected, so this never fires then.
 */
function leavesFarcaster(
  previous: string,
  view: string,
  { status, user }: { status: string; user: unknown },
): boolean {
  return previous === FARCASTER_VIEW && !loginViews.has(view) && status !== 'connecting' && user === undefined
}

/**
 * Follows the embedded wallet for the modal: opens ApproveTransaction when a request waits for the person's
 * approval (over the current view when the modal is open, else on its own) and leaves it once the request is
 * answered (back to the view before, or closing a modal opened for it); opens the modal and shows "Action
 * not allowed" when the app asked for a method the wallet does not allow; leaves a login under way when the
 * person goes back from its views (the device wait stops; a Farcaster login goes with `leaveFarcaster`, which drops
 * its link and reloads the wallet); and rejects the wallet's pending requests when the modal closes or the person
 * goes back from the approval (nobody can approve them any more). Returns an unsubscribe function.
 */
export function followEmbedded(config: Config): () => void {
  const wallet = getEmbeddedWallet(config)
  if (!wallet) return () => {}
  let approving = false
  let openedForApproval = false
  let notAllowed = wallet.state.notAllowed
  let timer: ReturnType<typeof setTimeout> | undefined

  const followWallet = () => {
    const { approval } = wallet.state
    if (approval && !approving) {
      approving = true
      // The method names the view (an approval, or wallet_showCallsStatus's status to read and close).
      const data = { method: approval.method }
      if (!config.modal.state.open) {
        openedForApproval = true
        config.open({ view: APPROVE_VIEW, data })
      } else if (config.router.state.view !== APPROVE_VIEW) config.router.push(APPROVE_VIEW, data)
    } else if (!approval && approving) {
      approving = false
      const opened = openedForApproval
      openedForApproval = false
      if (config.modal.state.open && config.router.state.view === APPROVE_VIEW) {
        if (opened || config.router.state.history.length <= 1) config.close()
        else config.router.back()
      }
    }
    if (wallet.state.notAllowed !== notAllowed) {
      notAllowed = wallet.state.notAllowed
      if (!config.modal.state.open) config.open()
      clearTimeout(timer)
      timer = setTimeout(() => config.toasts.error('embeddedNotAllowed'), NOT_ALLOWED_DELAY_MS)
    }
  }

  let open = config.modal.state.open
  const followModal = () => {
    if (open === config.modal.state.open) return
    open = config.modal.state.open
    if (!open) {
      openedForApproval = false
      wallet.abortPending()
    }
  }

  let view = config.router.state.view
  const followRouter = () => {
    const previous = view
    view = config.router.state.view
    if (previous === view || !config.modal.state.open) return
    // Back from an approval still waiting: the frame hides with its view, so the request is rejected.
    if (previous === APPROVE_VIEW && wallet.state.approval) wallet.abortPending()
    else if (leavesFarcaster(previous, view, wallet.state)) wallet.leaveFarcaster()
    else if (leavesLogin(previous, view, wallet.state.status)) wallet.cancel()
  }

  // A social login back on this page from the provider's (which had replaced it): the modal follows it.
  const resumed = wallet.resumedSocialLogin
  if (resumed)
    void import('../social/startSocialLogin.js').then(({ showSocialLogin }) =>
      showSocialLogin(config, resumed.provider, resumed.login),
    )

  const unsubscribeWallet = subscribe(wallet.state, followWallet)
  const unsubscribeModal = subscribe(config.modal.state, followModal, true)
  const unsubscribeRouter = subscribe(config.router.state, followRouter, true)
  followWallet()
  return () => {
    unsubscribeWallet()
    unsubscribeModal()
    unsubscribeRouter()
    clearTimeout(timer)
  }
}
