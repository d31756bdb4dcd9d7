import { AUTH_CONNECTOR_ID, type ChainNamespace, errorDetails, type RemoteWalletSession } from '@portico/core'
import type { EmbeddedNamespace } from '../namespaces.js'
import type { EmbeddedContext } from './context.js'
import { getClient } from './frame.js'
import { getUser, isChainNotInWallet, openSession } from './session.js'
import { readSmartAccountNetworks } from './smartAccountNetworks.js'

/**
 * `namespace`'s share of a stored login, for restoring it after a reload: without the cache's used flag,
 * `undefined` at once (the frame is not loaded); else the frame loads, IS_CONNECTED, then GET_USER. A login
 * the service no longer knows (or a frame that cannot load) clears the cache.
 */
export async function restore(
  c: EmbeddedContext,
  namespace: ChainNamespace,
): Promise<RemoteWalletSession | undefined> {
  if (!(c.namespaces as readonly string[]).includes(namespace) || !c.cache.isUsed()) return undefined
  // A server render has no page to put the frame in; the browser restores the login (the cache stays).
  if (!c.options.document && typeof document === 'undefined') return undefined
  c.restoring ??= (async () => {
    try {
      const client = await getClient(c)
      const { isConnected } = await client.frame.request('IS_CONNECTED', {})
      if (isConnected) {
        c.state.email = c.cache.email()
        void readSmartAccountNetworks(c, client.frame)
        return client
      }
    } catch (error) {
      // Cleared below, as a login the service no longer knows.
      c.deps.logger?.warn(AUTH_CONNECTOR_ID, 'restore failed: stored login cleared', errorDetails(error))
    }
    c.cache.clear()
    c.deps.setSmartAccountEnabledNetworks([])
    return undefined
  })()
  const client = await c.restoring
  if (!client) return undefined
  try {
    return openSession(
      c,
      namespace as EmbeddedNamespace,
      await getUser(c, client.frame, namespace as EmbeddedNamespace),
    )
  } catch (error) {
    // A wallet imported from another chain's private key has no account here: this namespace stays unconnected.
    if (!isChainNotInWallet(error))
      c.deps.logger?.warn(AUTH_CONNECTOR_ID, 'restore failed', { namespace, ...errorDetails(error) })
    return undefined
  }
}
