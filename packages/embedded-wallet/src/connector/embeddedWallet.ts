import {
  AUTH_CONNECTOR_ID,
  type ChainNamespace,
  EmbeddedLoginCancelledError,
  errorDetails,
  isUnsupportedNetwork,
  type Plugin,
  type PluginContext,
  type PluginRegistry,
  type RemoteConnection,
  type SocialOption,
  type SocialProvider,
} from '@portico/core'
import { proxy } from 'valtio/vanilla'
import { EMBEDDED_NAMESPACES, type EmbeddedNamespace } from '../namespaces.js'
import { createLoginCache } from './loginCache.js'
import { socialSteps } from './socialWindow.js'
import type {
  EmbeddedFrameRect,
  EmbeddedWalletConnector,
  EmbeddedWalletParameters,
  EmbeddedWalletState,
} from './types.js'

type Controller = import('./controller.js').EmbeddedWalletController

/** How a social login ended: as after an e-mail code (`ready`, `create`, `recover`), with the provider's name for the user. */
export type SocialLoginResult = { wallet: 'ready' | 'create' | 'recover'; userName: string | undefined }

/** The embedded wallet of a config (`getEmbeddedWallet(config)`): its state, its connector entry and its steps. */
export type EmbeddedWallet = Omit<
  Controller,
  'restore' | 'connectSocial' | 'redirectSocial' | 'resumeSocial'
> & {
  /** Whether passkeys are offered: the `passkeys` option is not false and the service's host is no IP address. */
  passkeys: boolean
  /**
   * The social providers the wallet service has set up, in its order (asked once; a failed ask answers `[]` and is
   * asked again next time).
   */
  socialProviders(): Promise<readonly SocialOption[]>
  /**
   * Logs in with `provider`. Call it in the user's click: it opens the provider's window at once (a window opened
   * later is blocked). Resolves as `verifyOtp` does; closing the window rejects with `EmbeddedLoginCancelledError`.
   * On a phone, or where the window is blocked, the provider's page replaces this one instead; back on it, the
   * login goes on by itself (`status` 'social', then as above) and this promise never settles.
   */
  connectSocial(provider: SocialProvider): Promise<SocialLoginResult>
  /**
   * The social login that came back to this page when it loaded (the provider's page had replaced it): the UI shows
   * it as it shows one `connectSocial` started. Undefined otherwise.
   */
  resumedSocialLogin: { provider: SocialProvider; login: Promise<SocialLoginResult> } | undefined
  /** A stored login's share for `namespace` (the code loads only when a login is stored); `undefined` when gone. */
  restore(namespace: ChainNamespace): Promise<RemoteConnection | undefined>
}

const idle = { status: 'idle', action: undefined, wallet: undefined, error: undefined } as const

/** Nobody signed in: the wallet's start, and its state after a disconnect before its code loaded. */
const signedOut = {
  ...idle,
  email: undefined,
  user: undefined,
  approval: undefined,
  frameVisible: undefined,
  socialProvider: undefined,
  farcasterUrl: undefined,
} as const

/**
 * The embedded wallet as a plug-in: users without a wallet sign in with their e-mail and get a wallet on
 * eip155 and solana, kept by the self-hosted wallet service (`@portico/wallet-service`) in its own frame. Turns the
 * 'email' feature on. Listing it costs this descriptor, its state and the login cache; the connector's code
 * and the frame client load when a user starts an e-mail login or a stored login is restored.
 *
 * @example
 * const config = createConfig({ networks, adapters, plugins: [embeddedWallet({ url: 'https://wallet.example.com' })] })
 * await getEmbeddedWallet(config)?.connectEmail('ada@example.com')
 */
export function embeddedWallet(
  parameters: EmbeddedWalletParameters,
): Plugin<typeof AUTH_CONNECTOR_ID, EmbeddedWallet> {
  return {
    id: AUTH_CONNECTOR_ID,
    type: 'connector',
    namespaces: EMBEDDED_NAMESPACES,
    setup: (context) => setupEmbeddedWallet(context, parameters),
  }
}

function setupEmbeddedWallet(plugin: PluginContext, options: EmbeddedWalletParameters): EmbeddedWallet {
  const { adapters, network, connection, now } = plugin
  const cache = createLoginCache(plugin.storage, now)
  const namespaces = EMBEDDED_NAMESPACES.filter((namespace) => adapters.has(namespace))
  const state = proxy<EmbeddedWalletState>({
    ...signedOut,
    notAllowed: 0,
    preferredAccountType: 'eoa',
    smartAccountMode: undefined,
    locale: undefined,
  })
  const connector: EmbeddedWalletConnector = {
    id: AUTH_CONNECTOR_ID,
    name: 'Email',
    type: 'AUTH',
    chain: namespaces[0] ?? 'eip155',
    chains: namespaces,
  }

  let loading: Promise<Controller> | undefined
  let loaded: Controller | undefined
  let destroyed = false
  // Bumped when the user leaves before the code loaded: the step that waited for it stops.
  let attempt = 0
  const load = () => {
    loading ??= import('./controller.js')
      .then(({ createEmbeddedWalletController }) => {
        loaded = createEmbeddedWalletController({
          options,
          state,
          cache,
          connector,
          config: plugin.options,
          adapters,
          networksOf: (namespace) => network.networksOf(namespace),
          activeNetwork: () => {
            const active = network.state.caipNetwork
            return active && !isUnsupportedNetwork(active) ? active : undefined
          },
          rpcUrlOf: plugin.rpcUrlOf,
          connectNamespace: async ({ namespace, session, activate }) => {
            await connection.connect({
              namespace,
              connectorId: AUTH_CONNECTOR_ID,
              activate,
              remote: { session, parameter: 'embedded', type: 'AUTH', method: 'email' },
            })
          },
          disconnectAdapters: () => connection.disconnect(),
          smartAccountNetworks: async () =>
            plugin.api ? (await plugin.api.getSmartAccountNetworks()).networks : [],
          setSmartAccountEnabledNetworks: (chainIds) => network.setSmartAccountEnabledNetworks(chainIds),
          isSmartAccountEnabled: (target) => network.isSmartAccountEnabled(target),
          syncAccountTypes: (namespace) => connection.syncAccountTypes(namespace),
          // The page's origin is not allowed, or the service did not load: the app's configuration is to check.
          onLoadFailure: () => plugin.alerts.show('invalidAppConfiguration'),
          logger: plugin.logger,
          now,
        })
        if (destroyed) loaded.destroy()
        return loaded
      })
      .catch((error) => {
        loading = undefined // the next use loads again
        plugin.logger.error(AUTH_CONNECTOR_ID, 'connector code failed to load', errorDetails(error))
        throw error
      })
    return loading
  }
  /** Runs `step` on the controller, loading it first; a step the user left while it loaded is cancelled. */
  const run = <result>(step: (controller: Controller) => Promise<result>): Promise<result> => {
    if (loaded) return step(loaded)
    const id = ++attempt
    const started = load().then((controller) => {
      if (id !== attempt) throw new EmbeddedLoginCancelledError()
      return step(controller)
    })
    started.catch(() => undefined)
    return started
  }
  const leave = () => {
    attempt++
    if (state.status !== 'connecting') Object.assign(state, idle)
  }

  return {
    state,
    connector,
    passkeys: options.passkeys !== false && !isIpHost(options.url),
    ...socialSteps({ url: options.url, cache, run }),
    connectEmail: (email) => run((controller) => controller.connectEmail(email)),
    connectDevice: () => run((controller) => controller.connectDevice()),
    verifyOtp: (otp) => run((controller) => controller.verifyOtp(otp)),
    setupWallet: () => run((controller) => controller.setupWallet()),
    connectPasskey: () => run((controller) => controller.connectPasskey()),
    connectFarcaster: () => run((controller) => controller.connectFarcaster()),
    leaveFarcaster: () => {
      if (loaded) loaded.leaveFarcaster()
      else leave()
    },
    updateEmail: (email) => run((controller) => controller.updateEmail(email)),
    updateEmailPrimaryOtp: (otp) => run((controller) => controller.updateEmailPrimaryOtp(otp)),
    updateEmailSecondaryOtp: (otp) => run((controller) => controller.updateEmailSecondaryOtp(otp)),
    exportKey: () => run((controller) => controller.exportKey()),
    downloadKit: () => run((controller) => controller.downloadKit()),
    managePasskeys: () => run((controller) => controller.managePasskeys()),
    manageLoginMethods: () => run((controller) => controller.manageLoginMethods()),
    signOut: () => run((controller) => controller.signOut()),
    setPreferredAccountType: (...asked) => run((controller) => controller.setPreferredAccountType(...asked)),
    offersUpgrade: (caipNetworkId) => loaded?.offersUpgrade(caipNetworkId) ?? false,
    cooldownSeconds: () => cache.cooldownSeconds(),
    cancel: () => (loaded ? loaded.cancel() : leave()),
    abortPending: () => (loaded ? loaded.abortPending() : leave()),
    showFrame: (rect: EmbeddedFrameRect) => loaded?.showFrame(rect),
    hideFrame: () => loaded?.hideFrame(),
    setLocale(locale) {
      if (loaded) loaded.setLocale(locale)
      else state.locale = locale
    },
    async disconnect() {
      if (loaded) return loaded.disconnect()
      // Nothing was loaded, so no frame holds a login: forgetting it here is all there is to do.
      cache.clear()
      network.setSmartAccountEnabledNetworks([])
      Object.assign(state, signedOut)
    },
    async restore(namespace) {
      // Without a stored login nothing loads.
      if (!namespaces.includes(namespace as EmbeddedNamespace) || !cache.isUsed()) return undefined
      const session = await (await load()).restore(namespace)
      return session && { session, parameter: 'embedded', type: 'AUTH', method: 'email' }
    },
    destroy() {
      destroyed = true
      loaded?.destroy()
    },
  }
}

/** Whether `url`'s host is an IP address (v4, or v6 in brackets), which no passkey can be made for. */
function isIpHost(url: string): boolean {
  try {
    const { hostname } = new URL(url)
    return hostname.startsWith('[') || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(hostname)
  } catch {
    return true
  }
}

/**
 * The embedded wallet of a config, when `embeddedWallet(...)` is among its plug-ins.
 *
 * @example
 * getEmbeddedWallet(config)?.state.status // 'verifyOtp' once a code was e-mailed
 */
export function getEmbeddedWallet(config: {
  plugins: Pick<PluginRegistry, 'get'>
}): EmbeddedWallet | undefined {
  return config.plugins.get(AUTH_CONNECTOR_ID) as EmbeddedWallet | undefined
}
