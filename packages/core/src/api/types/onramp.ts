// The on-ramp routes (`/v1/generators/onrampurl`, `/v1/onramp/*`): providers, the checkout URL, options,
// quotes and a checkout's status. Field names follow the wire format, so some are snake_case.

/** An on-ramp provider the API offers. */
export type OnrampProvider = {
  /** Stable id, e.g. 'portico-sandbox', 'meridian'; what the other on-ramp requests' `provider` takes. */
  id: string
  /** Display name (provider content, shown as it is). */
  name: string
  /** One sentence about the provider (provider content, shown as it is). */
  description: string
  /** Absolute URL of the provider's logo (an SVG). */
  logoUrl: string
  /** The provider fee's range, in percent of the amount paid, e.g. `{ min: 1, max: 2 }`. */
  feeRange: { min: number; max: number }
  /** CAIP-2 namespaces the provider delivers to, e.g. ['eip155', 'solana']. */
  chainNamespaces: string[]
}
export type OnrampProvidersResponse = { providers: OnrampProvider[] }

/** Options of one provider (`provider`), or of all when absent. */
export type OnrampOptionsRequest = { provider?: string | undefined }

export type OnrampDestinationWallet = {
  address: string
  blockchains?: string[] | undefined
  assets?: string[] | undefined
}

export type OnrampUrlRequest = {
  destinationWallets: OnrampDestinationWallet[]
  partnerUserId: string
  /** The provider whose checkout to open; default the API's first ('portico-sandbox'). */
  provider?: string | undefined
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
  /** Default 'card'. */
  paymentMethod?: OnrampPaymentMethod | undefined
  /** Default the API's first provider ('portico-sandbox'). */
  provider?: string | undefined
}
export type OnrampPaymentMethod = 'card' | 'ach_bank_account'
export type OnrampAmount = { amount: string; currency: string }
export type OnrampQuote = {
  coinbaseFee: OnrampAmount
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
}

/** A checkout opened by `getOnrampUrl`: the page to send the person to, and its id to follow it. */
export type OnrampUrl = { url: string; id: string }

/** Where a checkout stands: not paid yet, paid and delivering, delivered, or failed. */
export type OnrampCheckoutStatus = 'open' | 'pending' | 'confirmed' | 'failed'
export type OnrampCheckoutStatusRequest = { id: string }
export type OnrampCheckoutState = {
  status: OnrampCheckoutStatus
  /** CAIP-2 network of the purchase (of an open checkout: its default network). */
  network: string
  /** Symbol of the asset bought (of an open checkout: the first on offer). */
  asset: string
  /** Amount bought, in display units; once paid. */
  amount?: string | undefined
  /** The delivery's transaction hash (a signature on Solana); once signed. */
  txHash?: string | undefined
}
