import type { CaipAddress, CaipNetworkId } from '../../caip/types.js'
import type { BalanceResponse, TokenBalance } from '../types/balance.js'
import type { BuildApproveTransactionResponse } from '../types/buildApproveTransaction.js'
import type { BuildSwapTransactionResponse } from '../types/buildSwapTransaction.js'
import type { GasPriceResponse } from '../types/gasPrice.js'
import type { IdentityResponse } from '../types/identity.js'
import type { NameRecord, NameSuggestion, NameSuggestionsResponse } from '../types/names.js'
import type { Nft, NftsResponse } from '../types/nfts.js'
import type {
  OnrampAmount,
  OnrampCheckoutState,
  OnrampCheckoutStatus,
  OnrampOptions,
  OnrampProvidersResponse,
  OnrampQuote,
  OnrampUrl,
} from '../types/onramp.js'
import type { NonceResponse, SessionsResponse, SmartSession } from '../types/sessions.js'
import type { SuccessResponse } from '../types/shared.js'
import type { SmartAccountNetworksResponse } from '../types/smartAccounts.js'
import type { SupportedChainsResponse } from '../types/supportedChains.js'
import type { SwapAllowanceResponse } from '../types/swapAllowance.js'
import type { SwapQuoteResponse } from '../types/swapQuote.js'
import type { SwapTokensResponse } from '../types/swapTokens.js'
import type { TokenPriceResponse } from '../types/tokenPrice.js'
import type {
  Transaction,
  TransactionDirection,
  TransactionOperationType,
  TransactionStatus,
  TransactionTransfer,
} from '../types/transactions.js'
import {
  type Guard,
  isArrayOf,
  isBoolean,
  isHex,
  isIntegerString,
  isNullable,
  isNumber,
  isNumberLike,
  isObject,
  isOneOf,
  isOptional,
  isRecordOf,
  isString,
  isStringOf,
} from './guards.js'

// One guard per reply the clients read: strict on what callers dereference, lenient where the API may
// leave a field out. String unions (operation types, statuses) are checked as strings only.

const isOptionalString = isOptional(isString)

export const isTokenBalance: Guard<TokenBalance> = isObject<TokenBalance>({
  name: isString,
  symbol: isString,
  chainId: isString,
  address: isOptionalString,
  value: isNumber,
  price: isNumber,
  iconUrl: isString,
  quantity: isObject({ decimals: isIntegerString, numeric: isNumberLike }),
})
export const isBalanceReply = isObject<BalanceResponse>({ balances: isArrayOf(isTokenBalance) })

const isTransfer = isObject<TransactionTransfer>({
  fungible_info: isOptional(
    isObject({ name: isOptionalString, symbol: isString, icon: isOptional(isObject({ url: isString })) }),
  ),
  nft_info: isOptional(
    isObject({
      name: isString,
      content: isOptional(isObject({ preview: isOptional(isObject({ url: isString })) })),
      flags: isObject({ is_spam: isBoolean }),
    }),
  ),
  direction: isStringOf<TransactionDirection>(),
  quantity: isObject({ numeric: isNumberLike }),
  value: isOptional(isNumber),
  price: isOptional(isNumber),
})
export const isTransaction: Guard<Transaction> = isObject<Transaction>({
  id: isString,
  metadata: isObject({
    minedAt: isString,
    chain: isString,
    operationType: isStringOf<TransactionOperationType>(),
    status: isStringOf<TransactionStatus>(),
    sentFrom: isString,
    sentTo: isString,
  }),
  transfers: isArrayOf(isTransfer),
})
/** The history page as the API sends it: `data` may be left out and `next` may be null. */
export type TransactionsReply = { data?: Transaction[] | undefined; next?: string | null | undefined }
export const isTransactionsReply = isObject<TransactionsReply>({
  data: isOptional(isArrayOf(isTransaction)),
  next: isOptional(isNullable(isString)),
})

export const isIdentityReply = isObject<IdentityResponse>({
  name: isNullable(isString),
  avatar: isNullable(isString),
})

export const isSupportedChainsReply = isObject<SupportedChainsResponse>({
  http: isArrayOf(isStringOf<CaipNetworkId>()),
  ws: isArrayOf(isStringOf<CaipNetworkId>()),
  history: isOptional(isArrayOf(isStringOf<CaipNetworkId>())),
})

export const isSmartAccountNetworksReply = isObject<SmartAccountNetworksResponse>({
  networks: isArrayOf(
    isObject({
      caipNetworkId: isStringOf<CaipNetworkId>(),
      entryPoint: isHex,
      factory: isHex,
      bundlerUrl: isString,
      eip7702: isOptional(isHex),
      paymasterUrl: isOptional(isString),
      sessions: isOptional(
        isObject({
          recordsUrl: isString,
          delegationManager: isHex,
          enforcers: isObject({
            erc20TransferAmount: isHex,
            nativeTokenTransferAmount: isHex,
            timestamp: isHex,
            allowedTargets: isHex,
            exactCalldata: isHex,
          }),
        }),
      ),
    }),
  ),
})

export const isSwapTokensReply = isObject<SwapTokensResponse>({
  tokens: isArrayOf(
    isObject({
      name: isString,
      symbol: isString,
      address: isStringOf<CaipAddress>(),
      decimals: isNumber,
      logoUri: isString,
      eip2612: isOptional(isBoolean),
    }),
  ),
})
export const isSwapQuoteReply = isObject<SwapQuoteResponse>({
  quotes: isArrayOf(
    isObject({
      id: isOptional(isNullable(isString)),
      fromAmount: isIntegerString,
      fromAccount: isString,
      toAmount: isIntegerString,
      toAccount: isString,
    }),
  ),
})
export const isSwapAllowanceReply = isObject<SwapAllowanceResponse>({ allowance: isIntegerString })
export const isGasPriceReply = isObject<GasPriceResponse>({
  standard: isIntegerString,
  fast: isIntegerString,
  instant: isIntegerString,
})
const txFields = { from: isString, to: isHex, data: isHex, value: isIntegerString }
export const isBuildApproveReply = isObject<BuildApproveTransactionResponse>({
  tx: isObject({ ...txFields, eip155: isObject({ gasPrice: isIntegerString }) }),
})
export const isBuildSwapReply = isObject<BuildSwapTransactionResponse>({
  tx: isObject({
    ...txFields,
    eip155: isObject({ gas: isIntegerString, gasPrice: isIntegerString }),
    toAmount: isOptional(isIntegerString),
    minimumToAmount: isOptional(isIntegerString),
  }),
})

export const isTokenPriceReply = isObject<TokenPriceResponse>({
  fungibles: isArrayOf(
    isObject({
      name: isString,
      symbol: isString,
      iconUrl: isString,
      price: isNumber,
      address: isOptionalString,
    }),
  ),
})

export const isNameRecord: Guard<NameRecord> = isObject<NameRecord>({
  name: isString,
  registered: isOptional(isNumber),
  updated: isOptional(isNumber),
  addresses: isRecordOf(isObject({ address: isString, created: isOptionalString })),
  attributes: isRecordOf(isString),
})
export const isNameRecords = isArrayOf(isNameRecord)
export const isNameSuggestionsReply = isObject<NameSuggestionsResponse>({
  suggestions: isArrayOf(
    isObject<{ name: string; registered?: boolean | undefined }>({
      name: isString,
      registered: isOptional(isBoolean),
    }) as Guard<NameSuggestion>,
  ),
})
export const isSuccessReply = isObject<SuccessResponse>({ success: isBoolean })

export const isNftsReply = isObject<NftsResponse>({
  nfts: isArrayOf(
    isObject<Nft>({
      chainId: isString,
      contract: isString,
      tokenId: isString,
      name: isString,
      collection: isNullable(isString),
      imageUrl: isNullable(isString),
      isSpam: isBoolean,
    }),
  ),
})

export const isOnrampUrlReply = isObject<OnrampUrl>({ url: isString, id: isString })
export const isOnrampProvidersReply = isObject<OnrampProvidersResponse>({
  providers: isArrayOf(
    isObject({
      id: isString,
      name: isString,
      description: isString,
      logoUrl: isString,
      feeRange: isObject({ min: isNumber, max: isNumber }),
      chainNamespaces: isArrayOf(isString),
    }),
  ),
})
export const isOnrampCheckoutStateReply = isObject<OnrampCheckoutState>({
  status: isOneOf<OnrampCheckoutStatus>(['open', 'pending', 'confirmed', 'failed']),
  network: isString,
  asset: isString,
  amount: isOptional(isNumberLike),
  txHash: isOptional(isString),
})
export const isOnrampOptionsReply = isObject<OnrampOptions>({
  purchaseCurrencies: isArrayOf(
    isObject({
      id: isString,
      name: isString,
      symbol: isString,
      networks: isArrayOf(
        isObject({ name: isString, display_name: isString, chain_id: isString, contract_address: isString }),
      ),
    }),
  ),
  paymentCurrencies: isArrayOf(
    isObject({
      id: isString,
      payment_method_limits: isArrayOf(isObject({ id: isString, min: isNumberLike, max: isNumberLike })),
    }),
  ),
})
const isOnrampAmount = isObject<OnrampAmount>({ amount: isNumberLike, currency: isString })
export const isOnrampQuoteReply = isObject<OnrampQuote>({
  coinbaseFee: isOnrampAmount,
  networkFee: isOnrampAmount,
  paymentSubtotal: isOnrampAmount,
  paymentTotal: isOnrampAmount,
  purchaseAmount: isOnrampAmount,
  quoteId: isString,
})

export const isSessionsReply = isObject<SessionsResponse>({
  sessions: isArrayOf(isObject<{ pci: string }>({ pci: isString }) as Guard<SmartSession>),
})

export const isNonceReply = isObject<NonceResponse>({ nonce: isString, expiresAt: isString })
