import type { CaipNetworkId } from '../../caip/types.js'
import type { QueryParams } from '../buildUrl.js'
import type { HttpClient, HttpGetRequest, HttpRequest } from '../createHttpClient.js'
import type { TtlCache } from '../createTtlCache.js'
import type { BalanceResponse } from '../types/balance.js'
import type { IdentityResponse } from '../types/identity.js'
import type { NameRecord } from '../types/names.js'
import type { Guard } from '../validate/guards.js'

/** What every blockchain API endpoint function gets: one per client instance. */
export type BlockchainApiContext = {
  http: HttpClient
  projectId: string
  /** GET with projectId, st (sdk type) and sv (sdk version) added to the query; the reply is checked by `validate`. */
  get<T>(request: HttpGetRequest & { validate: Guard<T> }): Promise<T>
  /** POST whose reply is checked by `validate`. */
  post<T>(request: HttpRequest & { validate: Guard<T> }): Promise<T>
  /** projectId, st, sv as query params. */
  sdkParams: QueryParams
  isNetworkSupported(caipNetworkId: CaipNetworkId): boolean
  /** Zone of name suggestions. */
  namesZone: string
  caches: {
    balance: TtlCache<BalanceResponse>
    identity: TtlCache<IdentityResponse>
    name: TtlCache<NameRecord>
    namesForAddress: TtlCache<NameRecord[]>
  }
}
