import type { BlockchainApiClient } from '../../api/createBlockchainApiClient.js'
import type {
  OnrampCheckoutStatus,
  OnrampPaymentMethod,
  OnrampProvider,
  OnrampQuote,
  PaymentCurrency,
  PurchaseCurrency,
} from '../../api/types/onramp.js'
import type { AccountController } from '../../controllers/account.js'
import type { NetworkController } from '../../controllers/network.js'
import type { EventBus } from '../../events/createEventBus.js'
import type { OnrampInputError } from './onrampAmount.js'

/**
 * Whether on-ramp can be used now: it can ('available'), not where the person is ('regionRestricted'), not
 * on the active network's namespace ('unsupportedNetwork'), or not without an account ('notConnected').
 */
export type OnrampAvailability = 'available' | 'regionRestricted' | 'unsupportedNetwork' | 'notConnected'

/** A checkout as the controller follows it. */
export type OnrampCheckout = {
  id: string
  /** The provider's page, to open in a popup. */
  url: string
  /** The provider's last word on it; 'open' until the person pays. */
  status: OnrampCheckoutStatus
  /** What was bought, once paid: the amount in display units and the asset's symbol. */
  purchased?: { amount: string; asset: string } | undefined
  /** True once following stopped without an end (too long, or the view was left). */
  stale: boolean
}

/** The on-ramp form. */
export type OnrampState = {
  /** Providers that deliver on the active namespace. */
  providers: OnrampProvider[]
  providersLoading: boolean
  /** The provider list could not be read. */
  providersFailed: boolean
  provider: OnrampProvider | undefined
  optionsLoading: boolean
  /** What can be bought on the active network (its native currency when the provider lists nothing). */
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  purchaseCurrency: PurchaseCurrency | undefined
  /** A `PaymentCurrency.id` ('USD'). */
  paymentCurrency: string
  paymentMethod: OnrampPaymentMethod
  /** The fiat amount as typed. */
  amount: string
  inputError: OnrampInputError | undefined
  quote: OnrampQuote | undefined
  /** The quote is the stand-in of a failed request: zeros, not a price. */
  quoteIsPlaceholder: boolean
  loadingQuote: boolean
  checkout: OnrampCheckout | undefined
  checkoutStarting: boolean
}

export function initialOnrampState(): OnrampState {
  return {
    providers: [],
    providersLoading: false,
    providersFailed: false,
    provider: undefined,
    optionsLoading: false,
    purchaseCurrencies: [],
    paymentCurrencies: [],
    purchaseCurrency: undefined,
    paymentCurrency: 'USD',
    paymentMethod: 'card',
    amount: '',
    inputError: undefined,
    quote: undefined,
    quoteIsPlaceholder: false,
    loadingQuote: false,
    checkout: undefined,
    checkoutStarting: false,
  }
}

/** What the on-ramp flow needs from a config. A `Config` satisfies it as it is. */
export type OnrampDependencies = {
  api: BlockchainApiClient | undefined
  account: AccountController
  network: NetworkController
  events: EventBus
  /** The config's native balance reader. */
  fetchBalance: (parameters?: { forceUpdate?: boolean }) => Promise<string | undefined>
  /** The config's token-balance reader. */
  fetchTokenBalances: (parameters?: { forceUpdate?: boolean | undefined }) => Promise<unknown>
}

/** The active namespace, network and account address, when connected. */
export function activeOnrampContext({ account, network }: Pick<OnrampDependencies, 'account' | 'network'>) {
  const namespace = network.state.activeChain
  const caipNetwork = network.state.caipNetwork
  const current = namespace ? account.get(namespace) : undefined
  if (!namespace || !caipNetwork || current?.status !== 'connected' || !current.address) return undefined
  return { namespace, network: caipNetwork, address: current.address }
}
