import type { OnrampOptions, OnrampQuote } from './types/onramp.js'

/** Cache lifetimes, in ms: balances 30 s, identity and names 5 min. */
export const BALANCE_CACHE_TTL = 30_000
export const IDENTITY_CACHE_TTL = 5 * 60_000
export const NAME_CACHE_TTL = 5 * 60_000

/** Catalogue page size: 40 wallets a page. */
export const CATALOGUE_PAGE_SIZE = 40

/** Catalogue entries asked for by a search: 100, in one page. */
export const CATALOGUE_SEARCH_SIZE = 100

/** How many recommended and featured wallets the All wallets view shows above the catalogue: 4 each. */
export const CATALOGUE_HIGHLIGHT_COUNT = 4

/** eip155 slippage sent to build-transaction when none is given. */
export const CONVERT_SLIPPAGE_TOLERANCE = 1

/** Zone of name suggestions when the app names none: the self-hosted API serves it. */
export const DEFAULT_NAME_ZONE = 'portico.id'

const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** Answer of `getOnrampOptions` when the API fails: USD and EUR, card and ACH limits, USDC and ETH. */
export function defaultOnrampOptions(): OnrampOptions {
  return {
    paymentCurrencies: ['USD', 'EUR'].map((id) => ({
      id,
      payment_method_limits: limits.map((limit) => ({ ...limit })),
    })),
    purchaseCurrencies: [
      {
        id: '2b92315d-eab7-5bef-84fa-089a131333f5',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: [
          {
            name: 'ethereum-mainnet',
            display_name: 'Ethereum',
            chain_id: '1',
            contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
          },
          {
            name: 'polygon-mainnet',
            display_name: 'Polygon',
            chain_id: '137',
            contract_address: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174',
          },
        ],
      },
      {
        id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
        name: 'Ether',
        symbol: 'ETH',
        networks: [
          { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        ],
      },
    ],
  }
}

/** `quoteId` of the placeholder quote returned when the quote call fails. */
export const PLACEHOLDER_QUOTE_ID = 'placeholder-quote'

/** A zero quote in the requested currencies, returned when `POST /v1/onramp/quote` fails. */
export function placeholderOnrampQuote(purchaseCurrency: string, paymentCurrency: string): OnrampQuote {
  const fee = () => ({ amount: '0', currency: paymentCurrency })
  return {
    coinbaseFee: fee(),
    networkFee: fee(),
    paymentSubtotal: fee(),
    paymentTotal: fee(),
    purchaseAmount: { amount: '0', currency: purchaseCurrency },
    quoteId: PLACEHOLDER_QUOTE_ID,
  }
}
