import { AUTH_CONNECTOR_ID, EmbeddedLoginCancelledError, errorDetails } from '@portico/core'
import { subscribe } from 'valtio/vanilla'
import type { EmbeddedContext, Loaded } from './context.js'
import { dappData, projectId, startChainId } from './frameData.js'
import { readSmartAccountServices } from './smartAccountNetworks.js'
import type { EmbeddedFrameClient } from './types.js'

/** The frame client, loaded once (a failed load is tried again on the next call). */
export function getClient(c: EmbeddedContext): Promise<Loaded> {
  if (c.loading) return c.loading
  const attempt = (async () => {
    const module = await c.load()
    const frame = module.createFrameClient({
      url: c.options.url,
      projectId: projectId(c),
      chainId: startChainId(c),
      version: c.config.state.sdkVersion,
      logger: c.options.logger ?? false,
      ...(c.options.document && { document: c.options.document }),
    })
    // Read while the frame loads: SYNC_DAPP_DATA carries each network's smart-account service.
    const services = readSmartAccountServices(c)
    try {
      await frame.ready
      await services
      await frame.request('SYNC_DAPP_DATA', dappData(c))
    } catch (error) {
      // A frame that did not load, or did not answer in time (`readyTimeoutMs`).
      c.deps.logger?.error(AUTH_CONNECTOR_ID, 'frame failed to load', errorDetails(error))
      frame.destroy()
      throw error
    }
    if (c.destroyed) {
      frame.destroy()
      throw new EmbeddedLoginCancelledError({ details: 'The config was destroyed' })
    }
    syncTheme(c, frame)
    c.loaded = { module, frame }
    return c.loaded
  })()
  c.loading = attempt
  attempt.catch(() => {
    if (c.loading === attempt) c.loading = undefined
  })
  return attempt
}

// The frame follows the modal's theme. A frame that cannot is still usable, so a failed sync is not reported.
export const syncTheme = (c: EmbeddedContext, frame: EmbeddedFrameClient) =>
  void frame
    .request('SYNC_THEME', { themeMode: c.config.state.themeMode })
    .catch((error: unknown) =>
      c.deps.logger?.warn(AUTH_CONNECTOR_ID, 'theme sync failed', errorDetails(error)),
    )

/** Tells the loaded frame each new theme of the modal; returns the function that stops. */
export function followTheme(c: EmbeddedContext): () => void {
  return subscribe(c.config.state, () => {
    if (c.config.state.themeMode === c.themeMode) return
    c.themeMode = c.config.state.themeMode
    if (c.loaded) syncTheme(c, c.loaded.frame)
  })
}
