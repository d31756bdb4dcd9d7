import type { BlockchainApiClient } from '../../api/createBlockchainApiClient.js'
import type { TokenBalance } from '../../api/types.js'
import type { AccountController } from '../../controllers/account.js'
import type { NetworkController } from '../../controllers/network.js'
import type { ToastController } from '../../controllers/toasts.js'
import type { EventBus } from '../../events/createEventBus.js'
import type { SendDependencies } from '../send/sendTypes.js'

/** A token of the swap service's token list, with the held quantity when known. */
export type SwapToken = {
  name: string
  symbol: string
  /** CAIP-10; the native token is the network's `0xeeee…` address. */
  address: string
  decimals: number
  logoUri: string
  eip2612: boolean
  quantity: { decimals: string; numeric: string }
  price: number
  value: number
}

/**
 * Why the typed amount cannot be swapped: `insufficientBalance` (the source balance or the gas budget is
 * short, or the quote failed) or `invalidAmount` (no quote came back for it).
 */
export type SwapInputError = 'insufficientBalance' | 'invalidAmount'

/** A transaction built by the API, ready for the wallet: the token approval or the swap itself. */
export type SwapTransaction = {
  data: `0x${string}`
  to: string
  gas: bigint
  gasPrice: bigint
  value: bigint
  /** Quoted destination amount, in display units with 6 decimals. */
  toAmount: string
}

/** State of the swap form and flow. Amounts are display strings; USD values are numbers. */
export type SwapState = {
  /** False on networks without swaps (then `supportMessage` says so). */
  supported: boolean
  sourceToken: SwapToken | undefined
  sourceTokenAmount: string
  sourceTokenPriceInUSD: number
  toToken: SwapToken | undefined
  /** Quoted destination amount with 6 decimals; '' when there is no quote. */
  toTokenAmount: string
  toTokenPriceInUSD: number
  /** USD price of the network (native) token. */
  networkPrice: number
  networkBalanceInUSD: number
  networkTokenSymbol: string
  /** Why the amount cannot be swapped, as a code the UI words. */
  inputError: SwapInputError | undefined
  /** Slippage tolerance in percent. */
  slippage: number
  tokens: SwapToken[]
  popularTokens: SwapToken[]
  suggestedTokens: SwapToken[]
  myTokensWithBalance: SwapToken[]
  /** USD price by CAIP-10 token address (lower case). */
  tokensPriceMap: Record<string, number>
  /** Native base units per gas unit (the API's standard price). */
  gasFee: bigint | undefined
  /** Cost of the assumed 150 000 gas units, in USD. */
  gasPriceInUSD: number | undefined
  /** Percent of the source value lost to the pool's price (can be negative when it gains). */
  priceImpact: number | undefined
  /** Destination tokens the slippage tolerance may cost (quote − minimum received), display units. */
  maxSlippage: string | undefined
  /** The provider's fee: 0.85 % of the source amount, in source display units. */
  providerFee: string | undefined
  approvalTransaction: SwapTransaction | undefined
  swapTransaction: SwapTransaction | undefined
  initialized: boolean
  initializing: boolean
  loadingQuote: boolean
  loadingBuildTransaction: boolean
  loadingApprovalTransaction: boolean
  loadingTransaction: boolean
}

export function initialSwapState(slippage: number): SwapState {
  return {
    supported: true,
    sourceToken: undefined,
    sourceTokenAmount: '',
    sourceTokenPriceInUSD: 0,
    toToken: undefined,
    toTokenAmount: '',
    toTokenPriceInUSD: 0,
    networkPrice: 0,
    networkBalanceInUSD: 0,
    networkTokenSymbol: '',
    inputError: undefined,
    slippage,
    tokens: [],
    popularTokens: [],
    suggestedTokens: [],
    myTokensWithBalance: [],
    tokensPriceMap: {},
    gasFee: undefined,
    gasPriceInUSD: undefined,
    priceImpact: undefined,
    maxSlippage: undefined,
    providerFee: undefined,
    approvalTransaction: undefined,
    swapTransaction: undefined,
    initialized: false,
    initializing: false,
    loadingQuote: false,
    loadingBuildTransaction: false,
    loadingApprovalTransaction: false,
    loadingTransaction: false,
  }
}

/** What the swap flow needs from a config. A `Config` satisfies it as it is. */
export type SwapDependencies = Pick<SendDependencies, 'getAdapter'> & {
  account: AccountController
  network: NetworkController
  toasts: ToastController
  events: EventBus
  api: BlockchainApiClient | undefined
  /** The config's token-balance reader; throws when the balances cannot be read. */
  readTokenBalances: (parameters?: { forceUpdate?: boolean | undefined }) => Promise<TokenBalance[]>
}
