import {
  type ChainNamespace,
  errorDetails,
  type Plugin,
  type PluginContext,
  type PluginRegistry,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@portico/core'
import { proxy } from 'valtio/vanilla'
import { WalletConnectPairingError } from './errors.js'
import type { WalletConnectConnector, WalletConnectParameters, WalletConnectState } from './types.js'

type Controller = import('./controller.js').WalletConnectController

/**
 * WalletConnect as a plug-in: mobile and desktop wallets pair by QR code or deep link through a relay (the
 * self-hosted `@portico/relay`, or the public network's with its project id). Listing it costs this small
 * descriptor and its state; the connector's code and the Sign client load when a user picks WalletConnect or
 * a stored WalletConnect connection is restored.
 *
 * @example
 * const config = createConfig({ networks, adapters, plugins: [walletConnect({ relayUrl: 'wss://relay.example.com' })] })
 * await getWalletConnect(config)?.connect()
 */
export function walletConnect(
  parameters: WalletConnectParameters,
): Plugin<typeof WALLET_CONNECT_CONNECTOR_ID, WalletConnectConnector> {
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    type: 'connector',
    setup: (context) => setupWalletConnect(context, parameters),
  }
}

function setupWalletConnect(
  plugin: PluginContext,
  parameters: WalletConnectParameters,
): WalletConnectConnector {
  const state = proxy<WalletConnectState>({
    status: 'idle',
    uri: undefined,
    expiresAt: undefined,
    wallet: undefined,
    error: undefined,
  })
  // Basic mode: the wallet chooses its network, so the modal never opens UnsupportedChain over it.
  if (parameters.basic) plugin.options.state.allowUnsupportedChain = true
  let loading: Promise<Controller> | undefined
  let loaded: Controller | undefined
  let destroyed = false
  // Bumped by `cancel()`: a `connect()` whose code was still loading then stops.
  let attempt = 0
  const load = () => {
    loading ??= import('./controller.js')
      .then(({ createWalletConnectController }) => {
        loaded = createWalletConnectController({ plugin, parameters, state })
        if (destroyed) loaded.destroy()
        return loaded
      })
      .catch((cause) => {
        loading = undefined // the next use loads again
        plugin.logger.error(WALLET_CONNECT_CONNECTOR_ID, 'connector code failed to load', errorDetails(cause))
        throw new WalletConnectPairingError({ cause })
      })
    return loading
  }

  return {
    state,
    basic: parameters.basic === true,
    async connect(options = {}) {
      const id = ++attempt
      if (!loaded) Object.assign(state, { status: 'loading', wallet: options.wallet, error: undefined })
      let controller: Controller
      try {
        controller = await load()
      } catch (error) {
        if (id === attempt) Object.assign(state, { status: 'error', error })
        throw error
      }
      if (id !== attempt) throw new WalletConnectPairingError({ cause: new Error('cancelled') })
      return controller.connect(options)
    },
    preload() {
      load()
        .then((controller) => controller.preload())
        .catch(() => undefined)
    },
    cancel() {
      attempt++
      if (loaded) loaded.cancel()
      else if (state.status === 'loading') state.status = 'idle'
    },
    async restore(namespace: ChainNamespace) {
      const session = await (await load()).restore(namespace)
      return session && { session, parameter: 'walletConnect', type: 'WALLET_CONNECT', method: 'qrcode' }
    },
    async disconnect() {
      await loaded?.disconnect()
    },
    destroy() {
      destroyed = true
      loaded?.destroy()
    },
  }
}

/**
 * The WalletConnect connector of a config, when `walletConnect(...)` is among its plug-ins.
 *
 * @example
 * const wc = getWalletConnect(config)
 * wc?.state.uri // the pairing URI a view shows
 */
export function getWalletConnect(config: {
  plugins: Pick<PluginRegistry, 'get'>
}): WalletConnectConnector | undefined {
  return config.plugins.get(WALLET_CONNECT_CONNECTOR_ID) as WalletConnectConnector | undefined
}
