import type { ChainNamespace, PluginContext, RemoteConnection } from '@portico/core'
import { createCommunicator } from './communicator.js'
import { SAFE_CONNECTOR_ID, SAFE_INFO_TIMEOUT_MS } from './constants.js'
import { SafeChainNotConfiguredError, SafeTimeoutError } from './errors.js'
import { type SafeInfo, safeInfoSchema } from './protocol.js'
import { createSafeSession } from './session.js'
import type { SafeParameters, SafeState } from './types.js'

export type SafeControllerParameters = {
  plugin: PluginContext
  parameters: SafeParameters
  state: SafeState
  window: Window
}

export type SafeController = ReturnType<typeof createSafeController>

/**
 * The Safe connector's code, loaded when the page is framed by an allowed origin: asks the host for its Safe
 * (once, within the bound), connects the eip155 namespace with it, and answers `restore` after a reload.
 */
export function createSafeController({ plugin, parameters, state, window: self }: SafeControllerParameters) {
  const communicator = createCommunicator({ window: self, origins: parameters.origins })
  const timeoutMs = parameters.timeoutMs ?? SAFE_INFO_TIMEOUT_MS
  let detecting: Promise<SafeInfo | undefined> | undefined

  /** The host's Safe, or `undefined` when no allowed parent answered in time. */
  const detect = () => {
    detecting ??= communicator.send('getSafeInfo', undefined, safeInfoSchema, timeoutMs).then(
      (info) => {
        Object.assign(state, { info, origin: communicator.origin() })
        return info
      },
      (error) => {
        if (!(error instanceof SafeTimeoutError)) throw error
        state.status = 'unavailable'
        return undefined
      },
    )
    return detecting
  }

  const remoteOf = (info: SafeInfo): RemoteConnection => ({
    session: createSafeSession(communicator, info, { name: 'Safe', url: communicator.origin() }),
    parameter: 'walletConnect',
    type: 'EXTERNAL',
    method: 'frame',
  })

  const networkOf = (info: SafeInfo) => {
    const network = plugin.network.networksOf('eip155').find((entry) => Number(entry.id) === info.chainId)
    if (!network) throw new SafeChainNotConfiguredError(info.chainId)
    return network
  }

  return {
    detect,
    /** Connects the Safe's account on its chain when the host answers; nothing when not in a Safe. */
    async connect() {
      const info = await detect()
      if (!info) return
      await plugin.connection.connect({
        namespace: 'eip155',
        connectorId: SAFE_CONNECTOR_ID,
        network: networkOf(info),
        remote: remoteOf(info),
      })
      state.status = 'connected'
    },
    async restore(namespace: ChainNamespace): Promise<RemoteConnection | undefined> {
      const info = namespace === 'eip155' ? await detect() : undefined
      if (!info) return undefined
      networkOf(info)
      state.status = 'connected'
      return remoteOf(info)
    },
    destroy() {
      communicator.destroy()
    },
  }
}
