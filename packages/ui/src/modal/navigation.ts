import { type Config, isUnsupportedNetwork } from '@portico/core'
import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { getSiwx } from '@portico/siwx/plugin'
import { subscribe } from 'valtio/vanilla'
import { registerViews } from './views.js'

const bound = new WeakMap<Config, () => void>()

/**
 * Binds this package's navigation to a config, once per config: registers the views, opens the
 * unsupported-network view when the wallet moves to a network the app did not ask for (unless the
 * `allowUnsupportedChain` option is on) and closes it once the network is supported again, returns to
 * Connect after a disconnect, and follows sign-in and the embedded wallet. Returns an unbind function.
 */
export function bindModal(config: Config): () => void {
  const existing = bound.get(config)
  if (existing) return existing
  const unregister = registerViews(config)
  let unsupported = false
  const followNetwork = () => {
    const network = config.network.state.caipNetwork
    const now = network !== undefined && isUnsupportedNetwork(network) && config.isConnected()
    if (now === unsupported) return
    unsupported = now
    if (now && !config.options.state.allowUnsupportedChain) config.open({ view: 'UnsupportedChain' })
    else if (!now && config.router.state.view === 'UnsupportedChain') config.close()
  }
  const unsubscribeNetwork = subscribe(config.network.state, followNetwork)
  const unsubscribeAccounts = subscribe(config.account.state, followNetwork)
  const unsubscribeEvents = config.events.subscribe(
    () => config.router.reset('Connect'),
    ['DISCONNECT_SUCCESS', 'DISCONNECT_ERROR'],
  )
  followNetwork()
  let unbound = false
  // Sign-in with a wallet: the sign-message view opens when the account needs a session. Its code loads only in
  // apps that list the sign-in plug-in; once loaded it acts on the status it finds (a restored account's too).
  let unfollowSiwx: (() => void) | undefined
  if (getSiwx(config))
    void import('../views/siwx/followSiwx.js').then(({ followSiwx }) => {
      if (!unbound) unfollowSiwx = followSiwx(config)
    })
  // The e-mail login's wallet: approvals open their view, a method it does not allow is told, and closing the
  // modal rejects what waits for the person. Its code loads only in apps that set the login up.
  let unfollowEmbedded: (() => void) | undefined
  if (getEmbeddedWallet(config))
    void import('../views/embedded/followEmbedded.js').then(({ followEmbedded }) => {
      if (!unbound) unfollowEmbedded = followEmbedded(config)
    })
  const unbind = () => {
    unbound = true
    unregister()
    unsubscribeNetwork()
    unsubscribeAccounts()
    unsubscribeEvents()
    unfollowSiwx?.()
    unfollowEmbedded?.()
    bound.delete(config)
  }
  // The binding goes with its config.
  const cancelDestroy = config.onDestroy(unbind)
  const release = () => {
    cancelDestroy()
    unbind()
  }
  bound.set(config, release)
  return release
}
