// The on-ramp routes (`/v1/generators/onrampurl`, `/v1/onramp/*`): the checkout URL, options and quotes.
// Field names follow the wire format, so some are snake_case.

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
