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
  retryStatusCodes,
} from './createHttpClient.js'
export { createTtlCache, type TtlCache } from './createTtlCache.js'
export type * from './types.js'
export { parseRetryAfter, sleep, type WithRetryOptions, withRetry } from './withRetry.js'
