import {
  type ChainNamespace,
  errorDetails,
  type Metadata,
  type PluginContext,
  type WalletConnectNamespaceSession,
} from '@portico/core'
import { createSignClient, type SignClient } from '../signClient.js'
import { type ConnectorContext, clearTimer, hasAnswered, isLive, LOG_SOURCE } from './context.js'
import { WalletConnectPairingError } from './errors.js'
import { namespaceSession } from './namespaceSession.js'
import { pair } from './pair.js'
import type { WalletConnectParameters, WalletConnectState, WalletConnectWallet } from './types.js'

export type WalletConnectControllerParameters = {
  plugin: PluginContext
  parameters: WalletConnectParameters
  /** The state the plug-in made at setup (the views follow it before this code loads). */
  state: WalletConnectState
}

/** The app's metadata for the wallet: the option's, the config's, or the page's origin. */
const metadataOf = (plugin: PluginContext, parameters: WalletConnectParameters): Metadata =>
  parameters.metadata ??
  plugin.options.state.metadata ?? {
    name: 'Portico app',
    description: '',
    url: typeof location === 'undefined' ? '' : location.origin,
    icons: [],
  }

/** The Sign client of one config, created and restored once (a failed try is made again next time). */
function signClientOf(plugin: PluginContext, parameters: WalletConnectParameters) {
  let client: Promise<SignClient> | undefined
  const get = () => {
    client ??= (async () => {
      const created = createSignClient({
        relayUrl: parameters.relayUrl,
        projectId: parameters.projectId ?? plugin.options.state.projectId,
        metadata: metadataOf(plugin, parameters),
        storage: plugin.storageBackend,
        storageKey: `${plugin.storage.key}.wc`,
        now: plugin.now,
        WebSocket: parameters.WebSocket,
      })
      logRelayStatus(created, plugin)
      await created.restore()
      return created
    })().catch((error) => {
      client = undefined // the next try creates it again
      throw error
    })
    return client
  }
  return { get, created: () => client }
}

/**
 * The relay connection's drops and returns, in the config's logger: a drop is a warning (sessions wait, the client
 * reconnects by itself), the return after one is information. The first connection is not logged.
 */
function logRelayStatus(client: SignClient, plugin: PluginContext) {
  let dropped = false
  client.on('relay_status', ({ connected }) => {
    if (!connected) plugin.logger.warn(LOG_SOURCE, 'relay connection lost; reconnecting')
    else if (dropped) plugin.logger.info(LOG_SOURCE, 'relay connection back')
    dropped = !connected
  })
}

/**
 * WalletConnect for one config, loaded on first use: the Sign client, the pairing a view shows as a QR code
 * (renewed before it expires, `pair.ts`), the wallet's answer (`approve.ts`) and each namespace's share of the
 * approved session for its adapter (`namespaceSession.ts`).
 */
export function createWalletConnectController({
  plugin,
  parameters,
  state,
}: WalletConnectControllerParameters) {
  const client = signClientOf(plugin, parameters)
  const context: ConnectorContext = {
    plugin,
    parameters,
    state,
    getClient: client.get,
    createdClient: client.created,
    pending: undefined,
    generation: 0,
    timer: undefined,
    current: undefined,
    activeTopic: undefined,
  }

  return {
    connect({ wallet }: { wallet?: WalletConnectWallet | undefined } = {}): Promise<void> {
      state.wallet = wallet
      const { pending } = context
      if (pending && (isLive(context) || state.status === 'loading' || hasAnswered(context)))
        return pending.promise
      let resolve!: () => void
      let reject!: (error: unknown) => void
      const promise = new Promise<void>((res, rej) => {
        resolve = res
        reject = rej
      })
      // A caller that does not wait for the outcome (a view that follows `state`) must not see an unhandled rejection.
      promise.catch(() => undefined)
      context.pending = { resolve, reject, promise }
      state.error = undefined
      if (isLive(context)) state.status = 'waiting'
      else void pair(context)
      return promise
    },

    /** Creates the Sign client and opens its relay connection; a failure is `connect()`'s to show. */
    async preload(): Promise<void> {
      await (await client.get()).connectRelay()
    },

    cancel(): void {
      context.generation++
      clearTimer(context)
      context.current = undefined
      const waiting = context.pending
      context.pending = undefined
      if (!hasAnswered(context))
        Object.assign(state, { status: 'idle', uri: undefined, expiresAt: undefined, error: undefined })
      waiting?.reject(new WalletConnectPairingError({ cause: new Error('cancelled') }))
    },

    async restore(namespace: ChainNamespace): Promise<WalletConnectNamespaceSession | undefined> {
      const resolved = await client.get().catch((error: unknown) => {
        plugin.logger.error(LOG_SOURCE, 'restore failed', { namespace, ...errorDetails(error) })
        throw error
      })
      const session = resolved
        .getSessions()
        .find(
          (candidate) =>
            candidate.namespaces[namespace]?.accounts.length && candidate.expiry * 1000 > plugin.now(),
        )
      if (!session) return undefined
      context.activeTopic = session.topic
      return namespaceSession(resolved, session, namespace, plugin.logger)
    },

    async disconnect(): Promise<void> {
      const topic = context.activeTopic
      context.activeTopic = undefined
      context.generation++
      clearTimer(context)
      context.current = undefined
      context.pending = undefined
      Object.assign(state, { status: 'idle', uri: undefined, expiresAt: undefined, error: undefined })
      const created = client.created()
      if (!topic || !created) return
      const resolved = await created.catch(() => undefined)
      await resolved
        ?.disconnect({ topic, reason: { code: 6000, message: 'User disconnected' } })
        .catch((error: unknown) => {
          plugin.logger.warn(LOG_SOURCE, 'session delete failed', errorDetails(error))
        })
    },

    destroy() {
      context.generation++
      clearTimer(context)
      void client
        .created()
        ?.then((resolved) => resolved.destroy())
        .catch(() => undefined)
    },
  }
}

export type WalletConnectController = ReturnType<typeof createWalletConnectController>
