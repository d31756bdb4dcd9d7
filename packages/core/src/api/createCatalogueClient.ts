import { pathSegment, type QueryParams } from './buildUrl.js'
import { CATALOGUE_PAGE_SIZE, CATALOGUE_SEARCH_SIZE } from './constants.js'
import { createHttpClient, type HttpClientOptions } from './createHttpClient.js'
import type { AnalyticsConfig, GetWalletsRequest, GetWalletsResponse } from './types/catalogue.js'
import { isAnalyticsConfigReply, isWalletsReply } from './validate/catalogueReplies.js'
import type { Guard } from './validate/guards.js'

export type CatalogueClientOptions = Pick<
  HttpClientOptions,
  'timeout' | 'retryCount' | 'retryDelay' | 'onConfigError' | 'logger'
> & {
  baseUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  clientId?: string | undefined
  fetch?: typeof globalThis.fetch | undefined
}

export type CatalogueClient = {
  getWallets(request: GetWalletsRequest): Promise<GetWalletsResponse>
  getWalletImage(imageId: string): Promise<Blob>
  getAssetImage(imageId: string): Promise<Blob>
  getCurrencyImage(imageId: string): Promise<Blob>
  getTokenImage(imageId: string): Promise<Blob>
  /** The project's analytics switch; `isAnalyticsEnabled: false` when the call fails or its reply is invalid. */
  getAnalyticsConfig(): Promise<AnalyticsConfig>
}

/** A client of the wallet catalogue. Every call carries projectId, st and sv as query params. */
export function createCatalogueClient({
  baseUrl,
  projectId,
  sdkType,
  sdkVersion,
  clientId,
  fetch,
  timeout,
  retryCount,
  retryDelay,
  onConfigError,
  logger,
}: CatalogueClientOptions): CatalogueClient {
  const http = createHttpClient({
    baseUrl,
    clientId,
    fetch,
    timeout,
    retryCount,
    retryDelay,
    onConfigError,
    logger,
    originCheckProjectId: projectId,
  })
  const sdkParams = { projectId, st: sdkType, sv: sdkVersion }
  const get = <T>(path: string, validate: Guard<T>, params: QueryParams = {}) =>
    http.get({ path, params: { ...sdkParams, ...params }, validate })
  const image = (path: string) => (imageId: string) =>
    http.getBlob({ path: `${path}/${pathSegment(imageId)}`, params: sdkParams })

  return {
    getWallets: ({ page, entries, chains, include, exclude, search, badge_type }) =>
      get('/getWallets', isWalletsReply, {
        page,
        entries: entries ?? (search ? CATALOGUE_SEARCH_SIZE : CATALOGUE_PAGE_SIZE),
        chains: list(chains),
        include: list(include),
        exclude: list(exclude),
        search,
        badge_type,
      }),
    getWalletImage: image('/getWalletImage'),
    getAssetImage: image('/public/getAssetImage'),
    getCurrencyImage: image('/public/getCurrencyImage'),
    getTokenImage: image('/public/getTokenImage'),
    async getAnalyticsConfig() {
      try {
        const config = await get('/getAnalyticsConfig', isAnalyticsConfigReply)
        return { isAnalyticsEnabled: config.isAnalyticsEnabled }
      } catch {
        return { isAnalyticsEnabled: false }
      }
    },
  }
}

/** A list as the catalogue takes it: comma-separated. */
function list(value: string | readonly string[] | undefined): string | undefined {
  return typeof value === 'string' || value === undefined ? value : value.join(',')
}
