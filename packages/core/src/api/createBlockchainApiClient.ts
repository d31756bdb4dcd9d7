import type { CaipNetworkId } from '../caip/types.js'
import { lazyAction } from '../utils/lazyAction.js'
import type { BlockchainApiContext } from './blockchain/context.js'
import { BALANCE_CACHE_TTL, DEFAULT_NAME_ZONE, IDENTITY_CACHE_TTL, NAME_CACHE_TTL } from './constants.js'
import { createHttpClient, type HttpClientOptions } from './createHttpClient.js'
import { createTtlCache } from './createTtlCache.js'
import type { BalanceRequest, BalanceResponse } from './types/balance.js'
import type {
  BuildApproveTransactionRequest,
  BuildApproveTransactionResponse,
} from './types/buildApproveTransaction.js'
import type {
  BuildSwapTransactionRequest,
  BuildSwapTransactionResponse,
} from './types/buildSwapTransaction.js'
import type { GasPriceRequest, GasPriceResponse } from './types/gasPrice.js'
import type { IdentityRequest, IdentityResponse } from './types/identity.js'
import type {
  LookupNameRequest,
  NameRecord,
  NameSuggestionsRequest,
  NameSuggestionsResponse,
  NamesForAddressRequest,
  RegisterNameRequest,
} from './types/names.js'
import type { NftsRequest, NftsResponse } from './types/nfts.js'
import type {
  OnrampCheckoutState,
  OnrampCheckoutStatusRequest,
  OnrampOptions,
  OnrampOptionsRequest,
  OnrampProvidersResponse,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrl,
  OnrampUrlRequest,
} from './types/onramp.js'
import type { RevokeSessionRequest, SessionsRequest, SessionsResponse } from './types/sessions.js'
import type { SuccessResponse } from './types/shared.js'
import type { SmartAccountNetworksResponse } from './types/smartAccounts.js'
import type { SupportedChainsResponse } from './types/supportedChains.js'
import type { SwapAllowanceRequest, SwapAllowanceResponse } from './types/swapAllowance.js'
import type { SwapQuoteRequest, SwapQuoteResponse } from './types/swapQuote.js'
import type { SwapTokensRequest, SwapTokensResponse } from './types/swapTokens.js'
import type { TokenPriceRequest, TokenPriceResponse } from './types/tokenPrice.js'
import type { TransactionsRequest, TransactionsResponse } from './types/transactions.js'

// Each group of calls (and the reply checks it uses) loads on its first call, so an app that has not reached
// an account, a swap, a purchase or a name pays nothing for them at page load.
const accountCalls = () => import('./blockchain/accountCalls.js')
const swapCalls = () => import('./blockchain/swapCalls.js')
const onrampCalls = () => import('./blockchain/onrampCalls.js')
const nameAndSessionCalls = () => import('./blockchain/nameAndSessionCalls.js')
const getBalance = lazyAction(accountCalls, 'getBalance')
const getGasPrice = lazyAction(accountCalls, 'getGasPrice')
const getIdentity = lazyAction(accountCalls, 'getIdentity')
const getNamesForAddress = lazyAction(accountCalls, 'getNamesForAddress')
const getNfts = lazyAction(accountCalls, 'getNfts')
const getSmartAccountNetworks = lazyAction(accountCalls, 'getSmartAccountNetworks')
const getSupportedChains = lazyAction(accountCalls, 'getSupportedChains')
const getTokenPrice = lazyAction(accountCalls, 'getTokenPrice')
const getTransactions = lazyAction(accountCalls, 'getTransactions')
const buildApproveTransaction = lazyAction(swapCalls, 'buildApproveTransaction')
const buildSwapTransaction = lazyAction(swapCalls, 'buildSwapTransaction')
const getSwapAllowance = lazyAction(swapCalls, 'getSwapAllowance')
const getSwapQuote = lazyAction(swapCalls, 'getSwapQuote')
const getSwapTokens = lazyAction(swapCalls, 'getSwapTokens')
const getOnrampCheckoutStatus = lazyAction(onrampCalls, 'getOnrampCheckoutStatus')
const getOnrampOptions = lazyAction(onrampCalls, 'getOnrampOptions')
const getOnrampProviders = lazyAction(onrampCalls, 'getOnrampProviders')
const getOnrampQuote = lazyAction(onrampCalls, 'getOnrampQuote')
const getOnrampUrl = lazyAction(onrampCalls, 'getOnrampUrl')
const getNameSuggestions = lazyAction(nameAndSessionCalls, 'getNameSuggestions')
const getSessions = lazyAction(nameAndSessionCalls, 'getSessions')
const lookupName = lazyAction(nameAndSessionCalls, 'lookupName')
const registerName = lazyAction(nameAndSessionCalls, 'registerName')
const revokeSession = lazyAction(nameAndSessionCalls, 'revokeSession')

export type BlockchainApiClientOptions = Pick<
  HttpClientOptions,
  'timeout' | 'retryCount' | 'retryDelay' | 'onConfigError' | 'logger'
> & {
  baseUrl: string
  projectId: string
  /** Sent as `st`. */
  sdkType: string
  /** Sent as `sv`. */
  sdkVersion: string
  clientId?: string | undefined
  fetch?: typeof globalThis.fetch | undefined
  /** Network-dependent calls on a network this rejects return an empty result without a request. */
  isNetworkSupported?: ((caipNetworkId: CaipNetworkId) => boolean) | undefined
  /** Clock of the caches, in ms. Default `Date.now`. */
  now?: (() => number) | undefined
  /** Zone of name suggestions and of names without a suffix. Default `DEFAULT_NAME_ZONE` ('portico.id'). */
  namesZone?: string | undefined
}

export type BlockchainApiClient = {
  /** Zone of name suggestions, e.g. 'portico.id'. */
  readonly namesZone: string
  getSupportedChains(): Promise<SupportedChainsResponse>
  getIdentity(request: IdentityRequest): Promise<IdentityResponse>
  getTransactions(request: TransactionsRequest): Promise<TransactionsResponse>
  getNfts(request: NftsRequest): Promise<NftsResponse>
  getBalance(request: BalanceRequest): Promise<BalanceResponse>
  getSwapQuote(request: SwapQuoteRequest): Promise<SwapQuoteResponse>
  getSwapTokens(request: SwapTokensRequest): Promise<SwapTokensResponse>
  getTokenPrice(request: TokenPriceRequest): Promise<TokenPriceResponse>
  getSwapAllowance(request: SwapAllowanceRequest): Promise<SwapAllowanceResponse>
  getGasPrice(request: GasPriceRequest): Promise<GasPriceResponse>
  buildSwapTransaction(request: BuildSwapTransactionRequest): Promise<BuildSwapTransactionResponse>
  buildApproveTransaction(request: BuildApproveTransactionRequest): Promise<BuildApproveTransactionResponse>
  lookupName(request: LookupNameRequest): Promise<NameRecord>
  getNamesForAddress(request: NamesForAddressRequest): Promise<NameRecord[]>
  getNameSuggestions(request: NameSuggestionsRequest): Promise<NameSuggestionsResponse>
  registerName(request: RegisterNameRequest): Promise<SuccessResponse>
  getOnrampProviders(): Promise<OnrampProvidersResponse>
  getOnrampUrl(request: OnrampUrlRequest): Promise<OnrampUrl>
  getOnrampOptions(request?: OnrampOptionsRequest): Promise<OnrampOptions>
  getOnrampQuote(request: OnrampQuoteRequest): Promise<OnrampQuote>
  getOnrampCheckoutStatus(request: OnrampCheckoutStatusRequest): Promise<OnrampCheckoutState>
  getSessions(request: SessionsRequest): Promise<SessionsResponse>
  revokeSession(request: RevokeSessionRequest): Promise<SuccessResponse>
  /** The chains that offer smart accounts to the embedded wallet (EntryPoint, factory, bundler, paymaster). */
  getSmartAccountNetworks(): Promise<SmartAccountNetworksResponse>
  /** Empties this client's balance, identity and name caches. */
  clearCaches(): void
}

/**
 * A client of the blockchain API: one typed function per route, caches (balances 30 s, identity and names
 * 5 min) that live in the instance, and empty answers without a request on unsupported networks.
 */
export function createBlockchainApiClient({
  baseUrl,
  projectId,
  sdkType,
  sdkVersion,
  clientId,
  fetch,
  isNetworkSupported = () => true,
  now = Date.now,
  namesZone = DEFAULT_NAME_ZONE,
  timeout,
  retryCount,
  retryDelay,
  onConfigError,
  logger,
}: BlockchainApiClientOptions): BlockchainApiClient {
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
  const caches: BlockchainApiContext['caches'] = {
    balance: createTtlCache({ ttl: BALANCE_CACHE_TTL, now }),
    identity: createTtlCache({ ttl: IDENTITY_CACHE_TTL, now }),
    name: createTtlCache({ ttl: NAME_CACHE_TTL, now }),
    namesForAddress: createTtlCache({ ttl: NAME_CACHE_TTL, now }),
  }
  const context: BlockchainApiContext = {
    http,
    projectId,
    sdkParams,
    get: (request) => http.get({ ...request, params: { ...request.params, ...sdkParams } }),
    post: (request) => http.post(request),
    isNetworkSupported,
    namesZone,
    caches,
  }

  return {
    namesZone,
    getSupportedChains: () => getSupportedChains(context),
    getIdentity: (request) => getIdentity(context, request),
    getTransactions: (request) => getTransactions(context, request),
    getNfts: (request) => getNfts(context, request),
    getBalance: (request) => getBalance(context, request),
    getSwapQuote: (request) => getSwapQuote(context, request),
    getSwapTokens: (request) => getSwapTokens(context, request),
    getTokenPrice: (request) => getTokenPrice(context, request),
    getSwapAllowance: (request) => getSwapAllowance(context, request),
    getGasPrice: (request) => getGasPrice(context, request),
    buildSwapTransaction: (request) => buildSwapTransaction(context, request),
    buildApproveTransaction: (request) => buildApproveTransaction(context, request),
    lookupName: (request) => lookupName(context, request),
    getNamesForAddress: (request) => getNamesForAddress(context, request),
    getNameSuggestions: (request) => getNameSuggestions(context, request),
    registerName: (request) => registerName(context, request),
    getOnrampProviders: () => getOnrampProviders(context),
    getOnrampUrl: (request) => getOnrampUrl(context, request),
    getOnrampOptions: (request) => getOnrampOptions(context, request),
    getOnrampQuote: (request) => getOnrampQuote(context, request),
    getOnrampCheckoutStatus: (request) => getOnrampCheckoutStatus(context, request),
    getSessions: (request) => getSessions(context, request),
    revokeSession: (request) => revokeSession(context, request),
    getSmartAccountNetworks: () => getSmartAccountNetworks(context),
    clearCaches() {
      for (const cache of Object.values(caches)) cache.clear()
    },
  }
}
