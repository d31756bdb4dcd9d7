import { createAnalyticsClient } from '../api/createAnalyticsClient.js'
import { createBlockchainApiClient } from '../api/createBlockchainApiClient.js'
import { createCatalogueClient } from '../api/createCatalogueClient.js'
import { trackAnalytics } from '../api/trackAnalytics.js'
import type { CoreControllers } from './coreControllers.js'

export type ApiOptions = {
  url: string
  fetch?: typeof globalThis.fetch | undefined
  /** Zone of name suggestions (default 'portico.id'). */
  namesZone?: string | undefined
}

/**
 * The third step of a config: the clients of the blockchain API (the API itself, the wallet catalogue and
 * analytics), when an API and a project id are configured; all undefined otherwise.
 */
export function createApiClients(parts: CoreControllers, apiOptions: ApiOptions | undefined) {
  const { options, alerts, logger, network, events, now } = parts
  const apiClientOptions = apiOptions &&
    options.state.projectId && {
      baseUrl: apiOptions.url,
      projectId: options.state.projectId,
      sdkType: options.state.sdkType,
      sdkVersion: options.state.sdkVersion,
      fetch: apiOptions.fetch,
      logger,
      // An unknown project id, a disallowed origin or a refused session token shows its alert, once per config.
      onConfigError: (error: { body: string }) => void alerts.showForProviderText(error.body),
    }
  /** Wallet catalogue (same service as the API). */
  const catalogue = apiClientOptions ? createCatalogueClient(apiClientOptions) : undefined
  const api = apiClientOptions
    ? createBlockchainApiClient({
        ...apiClientOptions,
        namesZone: apiOptions?.namesZone,
        isNetworkSupported: (caipNetworkId) => network.isSupported(caipNetworkId),
        now,
      })
    : undefined
  /** Analytics: nothing is sent before the first tracked event, nor when `features.analytics` is off. */
  const analytics =
    apiClientOptions && catalogue
      ? trackAnalytics({
          events,
          analytics: createAnalyticsClient({ ...apiClientOptions, now }),
          catalogue,
          isEnabled: () => options.state.features.analytics,
          getAddress: () => parts.activeAccount()?.address,
          alerts,
        })
      : undefined
  return { catalogue, api, analytics }
}
