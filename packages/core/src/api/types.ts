import type { CaipAddress, CaipNetworkId } from '../caip/types.js'

// Request and response shapes of the blockchain API (spec §7), the wallet catalogue and analytics.
// Field names follow the wire format, so some are snake_case.

/** Every network-dependent call names its network; unsupported networks get an empty answer, no request. */
export type NetworkScoped = { caipNetworkId: CaipNetworkId }

// ---- supported chains

export type SupportedChainsResponse = { http: CaipNetworkId[]; ws: CaipNetworkId[] }

// ---- identity

export type IdentityRequest = NetworkScoped & {
  address: string
  /** The connected account asking, sent as `sender`. */
  sender?: string | undefined
}
export type IdentityResponse = { name: string | null; avatar: string | null }

// ---- history

export type TransactionDirection = 'in' | 'out' | 'self'
export type TransactionStatus = 'confirmed' | 'failed' | 'pending'
export type TransactionOperationType =
  | 'approve'
  | 'borrow'
  | 'burn'
  | 'buy'
  | 'cancel'
  | 'claim'
  | 'deploy'
  | 'deposit'
  | 'execute'
  | 'mint'
  | 'receive'
  | 'repay'
  | 'send'
  | 'stake'
  | 'trade'
  | 'unstake'
  | 'withdraw'

export type TransactionMetadata = {
  minedAt: string
  chain: string
  operationType: TransactionOperationType
  status: TransactionStatus
  sentFrom: string
  sentTo: string
}

export type TransactionFungibleInfo = {
  name?: string | undefined
  symbol: string
  icon?: { url: string } | undefined
}

export type TransactionNftInfo = {
  name: string
  content?: { preview?: { url: string } | undefined } | undefined
  flags: { is_spam: boolean }
}

export type TransactionTransfer = {
  fungible_info?: TransactionFungibleInfo | undefined
  nft_info?: TransactionNftInfo | undefined
  direction: TransactionDirection
  quantity: { numeric: string }
  value?: number | undefined
  price?: number | undefined
}

export type Transaction = { id: string; metadata: TransactionMetadata; transfers: TransactionTransfer[] }

export type TransactionsRequest = NetworkScoped & {
  /** The account address; required. */
  account: string
  cursor?: string | undefined
  /** On-ramp provider whose transactions to list, e.g. 'coinbase'. */
  onramp?: string | undefined
  signal?: AbortSignal | undefined
  /** Fetch cache mode; 'no-cache' for on-ramp history. */
  cache?: RequestCache | undefined
}
export type TransactionsResponse = { data: Transaction[]; next: string | undefined }

// ---- balance

export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  /** Absent for the native token. */
  address?: string | undefined
  value: number
  price: number
  iconUrl: string
  quantity: { decimals: string; numeric: string }
}

export type BalanceRequest = NetworkScoped & {
  address: string
  /** Skips the 30 s cache; a string (a token address to refresh) is also sent to the API. */
  forceUpdate?: string | boolean | undefined
}
export type BalanceResponse = { balances: TokenBalance[] }

// ---- convert (swaps)

export type SwapQuoteRequest = NetworkScoped & {
  amount: string
  userAddress: string
  /** CAIP-10 token addresses. */
  from: string
  to: string
  gasPrice: string
  /** Aborts the request (a newer quote replaces it). */
  signal?: AbortSignal | undefined
}
export type SwapQuote = {
  id?: string | null | undefined
  fromAmount: string
  fromAccount: string
  toAmount: string
  toAccount: string
}
export type SwapQuoteResponse = { quotes: SwapQuote[] }

export type SwapToken = {
  name: string
  symbol: string
  address: CaipAddress
  decimals: number
  logoUri: string
  eip2612?: boolean | undefined
}
export type SwapTokensRequest = NetworkScoped
export type SwapTokensResponse = { tokens: SwapToken[] }

export type TokenPriceRequest = NetworkScoped & { addresses: string[] }
export type TokenPrice = {
  name: string
  symbol: string
  iconUrl: string
  price: number
  /** The CAIP-10 address asked for, when the API echoes it. */
  address?: string | undefined
}
export type TokenPriceResponse = { fungibles: TokenPrice[] }

export type SwapAllowanceRequest = NetworkScoped & { tokenAddress: string; userAddress: string }
export type SwapAllowanceResponse = { allowance: string }

export type GasPriceRequest = NetworkScoped
export type GasPriceResponse = { standard: string; fast: string; instant: string }

export type BuildSwapTransactionRequest = NetworkScoped & {
  amount: string
  from: string
  to: string
  userAddress: string
  /** eip155 slippage tolerance in percent. Default `CONVERT_SLIPPAGE_TOLERANCE` (1). */
  slippage?: number | undefined
}
export type BuildSwapTransactionResponse = {
  tx: {
    from: string
    to: `0x${string}`
    data: `0x${string}`
    value: string
    eip155: { gas: string; gasPrice: string }
    /** The quoted destination amount and the least accepted under slippage, in base units. */
    toAmount?: string | undefined
    minimumToAmount?: string | undefined
  }
}

export type BuildApproveTransactionRequest = NetworkScoped & {
  userAddress: string
  from: string
  to: string
  /** Base units to approve; the API approves an unlimited amount without it. */
  amount?: string | undefined
}
export type BuildApproveTransactionResponse = {
  tx: {
    from: string
    to: `0x${string}`
    data: `0x${string}`
    value: string
    eip155: { gasPrice: string }
  }
}

// ---- names (profile)

export type NameRecord = {
  name: string
  registered?: number | undefined
  updated?: number | undefined
  /** Keyed by coin type. */
  addresses: Record<string, { address: string; created?: string | undefined }>
  attributes: Record<string, string>
}

export type LookupNameRequest = NetworkScoped & { name: string }
export type NamesForAddressRequest = NetworkScoped & { address: string; sender?: string | undefined }

export type NameSuggestion = { name: string; registered?: boolean | undefined } & Record<string, unknown>
export type NameSuggestionsRequest = NetworkScoped & {
  name: string
  /** Default `DEFAULT_NAME_ZONE`. */
  zone?: string | undefined
}
export type NameSuggestionsResponse = { suggestions: NameSuggestion[] }

export type RegisterNameRequest = NetworkScoped & {
  coinType: number
  address: string
  /** The signed JSON message: `{ name, attributes, timestamp }` (timestamp in seconds). */
  message: string
  signature: string
}
export type SuccessResponse = { success: boolean }

// ---- NFTs (not in the spec's table: the Account view's NFT tab)

export type NftsRequest = NetworkScoped & { address: string }
export type Nft = {
  chainId: string
  contract: string
  tokenId: string
  name: string
  collection: string | null
  imageUrl: string | null
  isSpam: boolean
}
export type NftsResponse = { nfts: Nft[] }

// ---- on-ramp

export type OnrampDestinationWallet = {
  address: string
  blockchains?: string[] | undefined
  assets?: string[] | undefined
}

export type OnrampUrlRequest = {
  destinationWallets: OnrampDestinationWallet[]
  partnerUserId: string
  defaultNetwork?: string | undefined
  purchaseAmount?: number | undefined
  paymentAmount?: number | undefined
}

export type OnrampNetwork = { name: string; display_name: string; chain_id: string; contract_address: string }
export type PurchaseCurrency = { id: string; name: string; symbol: string; networks: OnrampNetwork[] }
export type PaymentMethodLimit = { id: string; min: string; max: string }
export type PaymentCurrency = { id: string; payment_method_limits: PaymentMethodLimit[] }
export type OnrampOptions = { purchaseCurrencies: PurchaseCurrency[]; paymentCurrencies: PaymentCurrency[] }

export type OnrampQuoteRequest = {
  /** Purchase currency id, e.g. a `PurchaseCurrency.id`. */
  purchaseCurrency: string
  /** Payment currency id, e.g. 'USD'. */
  paymentCurrency: string
  amount: string
  network?: string | undefined
}
export type OnrampAmount = { amount: string; currency: string }
export type OnrampQuote = {
  coinbaseFee: OnrampAmount
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
}

// ---- smart-account sessions

/** The spec does not show the sessions payload; callers validate it. */
export type SessionsResponse = unknown
export type SessionsRequest = { address: CaipAddress }
export type RevokeSessionRequest = { address: CaipAddress; pci: string; signature: string }

// ---- wallet catalogue

export type CatalogueWallet = {
  id: string
  name: string
  image_id?: string | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  rdns?: string | null | undefined
} & Record<string, unknown>

export type GetWalletsRequest = {
  page: number
  /** Default 40. */
  entries?: number | undefined
  /** CAIP-2 ids; sent comma-separated. */
  chains?: string | readonly string[] | undefined
  include?: string | readonly string[] | undefined
  exclude?: string | readonly string[] | undefined
  search?: string | undefined
  badge_type?: string | undefined
}
export type GetWalletsResponse = { data: CatalogueWallet[]; count: number }
export type AnalyticsConfig = { isAnalyticsEnabled: boolean }

// ---- analytics

export type AnalyticsEvent = {
  /** Default: a random UUID. */
  eventId?: string | undefined
  /** Default: the page's `location.href` ('' outside a browser). */
  url?: string | undefined
  /** Default: the page's `location.hostname`. */
  domain?: string | undefined
  /** Default: `now()`. */
  timestamp?: number | undefined
  /** Event data and address, e.g. `{ type: 'track', event: 'SEND_SUCCESS', address }`. */
  props: Record<string, unknown>
}
