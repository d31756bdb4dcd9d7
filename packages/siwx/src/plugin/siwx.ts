import type {
  CaipAddress,
  CaipNetworkId,
  Plugin,
  PluginContext,
  PluginInstance,
  PluginRegistry,
} from '@portico/core'
import { proxy, subscribe } from 'valtio/vanilla'
import type { Cacao } from '../message/cacao.js'
import { createSignInRequest } from './createSignInRequest.js'
import type { SiwxConfig, SiwxSession, SiwxState } from './types.js'

type Controller = import('./controller.js').SiwxController

/** The id of the sign-in plug-in. */
export const SIWX_PLUGIN_ID = 'siwx'

/** Sign-in of a config (`getSiwx(config)`): its state and what the sign-message view calls. */
export type Siwx = PluginInstance &
  Omit<Controller, 'destroy'> & {
    destroy(): void
  }

/**
 * Sign-in with a wallet as a plug-in: after connecting, an account without a live session is asked to sign a
 * message of `provider` (`createSiwx(...)` for the self-hosted API, `fromSiweConfig(...)` for a legacy SIWE
 * config, or your own). Listing it costs this descriptor and its state; the controller loads with `import()`
 * when an account first connects, and the descriptor marks that account `checking` in the same tick (a UI sees
 * it before it looks at the connection). It gives WalletConnect its one-click sign-in (`hooks.oneClickSignIn`).
 *
 * @example
 * const config = createConfig({ networks, adapters, plugins: [siwx(createSiwx({ api: { url, projectId } }))] })
 * getSiwx(config)?.state.status // 'needed' once a connected account has no session
 */
export function siwx(provider: SiwxConfig): Plugin<typeof SIWX_PLUGIN_ID, Siwx> {
  return { id: SIWX_PLUGIN_ID, type: 'extension', setup: (context) => setupSiwx(context, provider) }
}

function setupSiwx(plugin: PluginContext, provider: SiwxConfig): Siwx {
  const { account, network, now } = plugin
  provider.attach?.({ storage: plugin.storageBackend, storageKey: plugin.storage.key, now })
  const state = proxy<SiwxState>({
    enabled: true,
    status: 'idle',
    caipAddress: undefined,
    session: undefined,
    failure: undefined,
    error: undefined,
  })
  let loading: Promise<Controller> | undefined
  let loaded: Controller | undefined
  let destroyed = false
  const load = () => {
    loading ??= import('./controller.js')
      .then(({ createSiwxController }) => {
        stopWatching()
        loaded = createSiwxController({
          siwx: provider,
          state,
          adapters: plugin.adapters,
          account,
          network,
          events: plugin.events,
          toasts: plugin.toasts,
          disconnect: plugin.disconnect,
          now,
        })
        if (destroyed) loaded.destroy()
        return loaded
      })
      .catch((error) => {
        loading = undefined // the next use loads again
        throw error
      })
    return loading
  }

  const activeCaipAddress = (): CaipAddress | undefined => {
    const namespace = network.state.activeChain
    const active = namespace ? account.get(namespace) : undefined
    return active?.status === 'connected' ? active.caipAddress : undefined
  }
  // Until the controller loads: the first connected account is `checking` at once, and the controller loads.
  const watch = () => {
    const next = activeCaipAddress()
    if (loaded || !next) return
    if (state.caipAddress !== next) Object.assign(state, { caipAddress: next, status: 'checking' })
    void load().catch(() => undefined)
  }
  const watchers = [subscribe(account.state, watch, true), subscribe(network.state, watch, true)]
  const stopWatching = () => {
    for (const stop of watchers.splice(0)) stop()
  }
  watch()

  const isRequired = () => provider.getRequired?.() ?? false
  plugin.hooks.oneClickSignIn = {
    enabled: () => true,
    createRequest: (chainId) => createSignInRequest(provider, chainId),
    acceptCacaos: async ({ cacaos, chains, format }) => {
      const [controller, { cacaoSessions }] = await Promise.all([load(), import('./cacaoSessions.js')])
      await controller.setOneClickSessions(
        cacaoSessions({
          cacaos: cacaos as unknown as readonly Cacao[],
          chains,
          format: (payload) => format(payload),
        }),
      )
    },
  }

  return {
    state,
    subscribe: (listener: (state: SiwxState) => void) => subscribe(state, () => listener(state)),
    isRequired,
    blocksClose: () => isRequired() && state.session === undefined && state.caipAddress !== undefined,
    signIn: async () => (await load()).signIn(),
    cancel: async () => (await load()).cancel(),
    signOut: async () => (await load()).signOut(),
    setSessions: async (sessions: readonly SiwxSession[]) => (await load()).setSessions(sessions),
    createRequest: async (chainId: CaipNetworkId) => (await load()).createRequest(chainId),
    setOneClickSessions: async (sessions: readonly SiwxSession[]) =>
      (await load()).setOneClickSessions(sessions),
    getSessions: async (chainId: CaipNetworkId, address: string) =>
      (await load()).getSessions(chainId, address),
    destroy() {
      destroyed = true
      stopWatching()
      loaded?.destroy()
    },
  }
}

/**
 * Sign-in of a config, when `siwx(...)` is among its plug-ins.
 *
 * @example
 * await getSiwx(config)?.signIn()
 */
export function getSiwx(config: { plugins: Pick<PluginRegistry, 'get'> }): Siwx | undefined {
  return config.plugins.get(SIWX_PLUGIN_ID) as Siwx | undefined
}
