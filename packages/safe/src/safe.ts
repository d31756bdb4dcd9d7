import { errorDetails, type Plugin, type PluginContext, type PluginRegistry } from '@portico/core'
import { proxy } from 'valtio/vanilla'
import { SAFE_CONNECTOR_ID } from './constants.js'
import type { SafeConnector, SafeParameters, SafeState } from './types.js'

type Controller = import('./controller.js').SafeController

/** Each configured origin, checked and as the browser writes it (`https://app.safe.global`). */
function exactOrigins(origins: readonly string[]): string[] {
  return origins.map((origin) => {
    const parsed = new URL(origin)
    if (parsed.origin !== origin.replace(/\/$/, '')) throw new TypeError(`safe: ${origin} is not an origin`)
    return parsed.origin
  })
}

/**
 * Whether the page may be inside one of `origins`: framed, and the parent's origin (when the browser tells it)
 * is allowed. Only then does the connector's code load and ask the host.
 */
function mayBeInHost(self: Window | undefined, origins: readonly string[]): self is Window {
  if (!self || self.parent === self) return false
  const ancestor = self.location.ancestorOrigins?.[0]
  return ancestor === undefined || origins.includes(ancestor)
}

/**
 * The Safe connector: a dapp opened in a Safe wallet's Safe Apps frame connects to the Safe with no prompt,
 * and a reload inside the host restores it. Outside such a frame it is never offered and nothing of it loads.
 *
 * @example
 * const config = createConfig({ networks, adapters, plugins: [safe({ origins: ['https://app.safe.global'] })] })
 * getSafe(config)?.state.status // 'connected' inside the Safe, 'unavailable' elsewhere
 */
export function safe(parameters: SafeParameters): Plugin<typeof SAFE_CONNECTOR_ID, SafeConnector> {
  const origins = exactOrigins(parameters.origins)
  return {
    id: SAFE_CONNECTOR_ID,
    type: 'connector',
    namespaces: ['eip155'],
    setup: (context) => setupSafe(context, { ...parameters, origins }),
  }
}

function setupSafe(plugin: PluginContext, parameters: SafeParameters): SafeConnector {
  const self = parameters.window ?? (typeof window === 'undefined' ? undefined : window)
  const state = proxy<SafeState>({
    status: 'unavailable',
    info: undefined,
    origin: undefined,
    error: undefined,
  })
  if (!mayBeInHost(self, parameters.origins)) return { state, ready: Promise.resolve() }

  state.status = 'detecting'
  // A connection stored under this connector is the config's to restore (it asks `restore`); otherwise the
  // Safe connects once the host answered.
  const stored = plugin.storage.getItem('connectorIds')?.eip155 === SAFE_CONNECTOR_ID
  let destroyed = false
  const loading: Promise<Controller> = import('./controller.js').then(({ createSafeController }) => {
    const controller = createSafeController({ plugin, parameters, state, window: self })
    if (destroyed) controller.destroy()
    return controller
  })
  const ready = loading
    .then(async (controller) => {
      if (stored) await controller.detect()
      else await controller.connect()
    })
    .then(
      () => undefined,
      (error) => {
        plugin.logger.error(SAFE_CONNECTOR_ID, 'Safe connection failed', errorDetails(error))
        Object.assign(state, { status: 'error', error })
      },
    )

  return {
    state,
    ready,
    async restore(namespace) {
      return (await loading).restore(namespace)
    },
    async disconnect() {
      if (state.status === 'connected') state.status = 'disconnected'
    },
    destroy() {
      destroyed = true
      void loading.then((controller) => controller.destroy())
    },
  }
}

/**
 * The Safe connector of a config, when `safe(...)` is among its plug-ins.
 *
 * @example
 * const connector = getSafe(config)
 * connector?.state.info?.safeAddress
 */
export function getSafe(config: { plugins: Pick<PluginRegistry, 'get'> }): SafeConnector | undefined {
  return config.plugins.get(SAFE_CONNECTOR_ID) as SafeConnector | undefined
}
