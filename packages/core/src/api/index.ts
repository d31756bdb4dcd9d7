export { buildUrl, pathSegment, type QueryParams, type QueryValue, toSearchParams } from './buildUrl.js'
export * from './constants.js'
export {
  type AnalyticsClient,
  type AnalyticsClientOptions,
  createAnalyticsClient,
} from './createAnalyticsClient.js'
export {
  type BlockchainApiClient,
  type BlockchainApiClientOptions,
  createBlockchainApiClient,
} from './createBlockchainApiClient.js'
export {
  type CatalogueClient,
  type CatalogueClientOptions,
  createCatalogueClient,
} from './createCatalogueClient.js'
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpGetRequest,
  type HttpRequest,
  isConfigError,
  retryStatusCodes,
  type Validated,
} from './createHttpClient.js'
export { createTtlCache, type TtlCache } from './createTtlCache.js'
export { hasNameSuffix, KNOWN_NAME_ZONES } from './nameSuffixes.js'
export {
  type AnalyticsTracker,
  analyticsEventNames,
  type TrackAnalyticsParameters,
  trackAnalytics,
} from './trackAnalytics.js'
export type * from './types.js'
export type { Guard } from './validate/guards.js'
export { InvalidResponseError } from './validate/InvalidResponseError.js'
export { parseRetryAfter, sleep, type WithRetryOptions, withRetry } from './withRetry.js'
